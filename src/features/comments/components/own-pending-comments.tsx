import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Heading, Link, RecordList, RecordListItem } from '../../../../design-system';
import { paths } from '../../../config/paths';
import { QueryView } from '../../../lib/query-state/query-state';
import { commentsQueries } from '../api/comments-queries';
import { CommentContent, CommentStatusBadge } from './comment-content';
import * as styles from './comments.css';

/**
 * The signed-in patron's own comments on this title that the public list does not show yet
 * (spec section 4: a comment is hidden until approved, but its author sees it as pending).
 * Nothing at all when there are none: the approved ones are already in the public list.
 */
export function OwnPendingComments({ codAcervo }: { codAcervo: number }) {
  const { t } = useTranslation('comments');
  const query = useQuery(commentsQueries.mineOnTitle(codAcervo));
  const pending = query.data?.filter((comment) => comment.situacao === 'pendente');
  if (pending && !pending.length) return null;
  return (
    <section className={styles.group} aria-labelledby="own-pending-comments">
      <Heading level={3} id="own-pending-comments">
        {t('pending.heading')}
      </Heading>
      <QueryView query={query} lines={2} errorTitle={t('pending.loadError')}>
        {() => (
          <>
            <p className={styles.muted}>{t('pending.note')}</p>
            <RecordList aria-label={t('pending.heading')}>
              {(pending ?? []).map((comment) => (
                <RecordListItem key={comment.codigo}>
                  <CommentContent
                    comment={comment}
                    aside={<CommentStatusBadge status={comment.situacao} />}
                  />
                </RecordListItem>
              ))}
            </RecordList>
            <p className={styles.plain}>
              <Link href={paths.myComments.href()}>{t('pending.manage')}</Link>
            </p>
          </>
        )}
      </QueryView>
    </section>
  );
}
