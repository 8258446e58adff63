import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Heading, Link, Skeleton, VisuallyHidden } from '../../../../design-system';
import type { ActivityPermission } from '../../../api/generated/model';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/document-title/use-page-title';
import { QueryView } from '../../../lib/query-state/query-state';
import { recordCode } from '../../../lib/query-state/record-code';
import { RecordPage } from '../../../lib/query-state/record-page';
import { ServerLink } from '../../../lib/urls/server-link';
import { institutionQueries } from '../api/institution-queries';
import * as styles from '../components/institution.css';
import { NoticeHtml } from '../components/notice-html';

/** The notice's own section: its HTML, "no notice" when the text is empty, or its load error. */
function ActivityNotice({ id, labelledBy }: { id: number; labelledBy: string }) {
  const { t } = useTranslation('institution');
  const notice = useQuery(institutionQueries.activityNotice(id));
  return (
    <section aria-labelledby={labelledBy} className={styles.page}>
      <QueryView query={notice} errorTitle={t('activity.noticeLoadError')}>
        {({ texto }) =>
          texto.trim() ? (
            <NoticeHtml html={texto} />
          ) : (
            <p className={styles.muted}>{t('activity.noNotice')}</p>
          )
        }
      </QueryView>
    </section>
  );
}

function ActivityLink({ activity }: { activity: ActivityPermission }) {
  const { t } = useTranslation('institution');
  return (
    <ServerLink href={activity.link} target="_blank" rel="noopener noreferrer" variant="standalone">
      {t('activity.open', { name: activity.descricao })}
      <VisuallyHidden> {t('activity.newTab')}</VisuallyHidden>
    </ServerLink>
  );
}

/**
 * The states shared by both addresses of an activity: "not found" for an unknown code or the
 * server's 404 (unknown or not public), the load error with a retry, then the page.
 */
function ActivityFrame({ noticeOnly }: { noticeOnly: boolean }) {
  const { t } = useTranslation('institution');
  const code = recordCode(useParams().id);
  const activity = useQuery({ ...institutionQueries.activity(code ?? 0), enabled: code !== null });
  const name = activity.data?.descricao;
  usePageTitle(name ? (noticeOnly ? t('activity.noticeTitle', { name }) : name) : undefined);

  return (
    <RecordPage
      code={code}
      query={activity}
      notFound={{ heading: t('activity.notFound'), text: t('activity.notFoundText') }}
      errorHeading={t('activity.loadError')}
      skeleton={<Skeleton lines={4} />}
    >
      {(record) => (
        <article className={styles.page} aria-labelledby="atividade">
          <Heading level={1} id="atividade">
            {noticeOnly ? t('activity.noticeTitle', { name: record.descricao }) : record.descricao}
          </Heading>
          {noticeOnly ? null : (
            <Heading level={2} size="md" id="atividade-informativo">
              {t('activity.noticeHeading')}
            </Heading>
          )}
          <ActivityNotice
            id={record.cod_atividade}
            labelledBy={noticeOnly ? 'atividade' : 'atividade-informativo'}
          />
          {noticeOnly ? (
            <Link href={paths.activity.href(record.cod_atividade)} variant="standalone">
              {t('activity.wholePage')}
            </Link>
          ) : (
            <>
              <ActivityLink activity={record} />
              <Link href={paths.activityNotice.href(record.cod_atividade)} variant="standalone">
                {t('activity.noticeOnly')}
              </Link>
            </>
          )}
        </article>
      )}
    </RecordPage>
  );
}

/**
 * `/atividades/:id`: one public activity (`GET /parametros/atividade/{id}`) named by its label,
 * its notice (`.../informativo`, institution HTML through the one DOMPurify profile) and, for a
 * link activity, its address (checked by the safe-URL rule, in a new tab).
 */
export function ActivityPage() {
  return <ActivityFrame noticeOnly={false} />;
}

/** `/atividades/:id/informativo`: the notice alone, headed by the activity's name. */
export function ActivityNoticePage() {
  return <ActivityFrame noticeOnly />;
}
