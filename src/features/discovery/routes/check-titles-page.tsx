import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Heading, Link, Pagination, RecordList, RecordListItem } from '../../../../design-system';
import type { InterestTitle } from '../../../api/generated/model';
import { paths } from '../../../config/paths';
import { useFormat } from '../../../lib/format/use-format';
import { QueryView } from '../../../lib/query-state/query-state';
import { parsePage } from '../../../lib/urls/page-param';
import { discoveryQueries } from '../api/discovery-queries';
import { BasketToggleButton } from '../components/basket-toggle-button';
import * as styles from '../components/discovery.css';
import { checkTitlesPeriod } from '../utils/check-titles-period';

/**
 * Titles a page: six keep the page within two and a half screens of a phone, where a title's
 * name, facts and reason wrap to five or six lines.
 */
export const checkTitlesPageSize = 6;

function InterestTitleList({ titles }: { titles: InterestTitle[] }) {
  const { t } = useTranslation('discovery');
  const { date } = useFormat();
  // The design system's compact records: a row on a wide screen, a card of two or three lines
  // on a phone (author, kind, year and when it entered on one line; the basket beside it).
  return (
    <RecordList aria-label={t('checkTitles.listLabel')}>
      {titles.map((title) => (
        <RecordListItem
          key={title.cod_acervo}
          title={
            <Heading level={3} size="sm" className={styles.itemTitle}>
              <Link href={paths.title.href(title.cod_acervo)}>{title.titulo}</Link>
            </Heading>
          }
          meta={[
            title.autor,
            title.desc_tipo_obra,
            title.ano_publicacao,
            title.data_inclusao
              ? t('checkTitles.addedOn', { date: date(title.data_inclusao) })
              : null,
          ]}
          description={title.motivo ? t('checkTitles.reason', { reason: title.motivo }) : undefined}
          actions={<BasketToggleButton title={title} />}
        />
      ))}
    </RecordList>
  );
}

/**
 * `/meu-portal/consultar-titulos` (menu `checkTitles`): the titles that entered the catalogue
 * from today back one month (spec section 9) and match the patron's interest profile
 * (`GET /perfil-interesse/titulos`), each linked to its record and addable to the basket.
 */
export function CheckTitlesPage() {
  const { t } = useTranslation(['discovery', 'personal-area']);
  const { date } = useFormat();
  // The period is fixed when the screen opens, so a visit past midnight keeps its list.
  const [period] = useState(checkTitlesPeriod);
  const titles = useQuery(discoveryQueries.interestTitles(period));
  // The call answers the whole month at once (a profile can match hundreds of titles, 56
  // screens of them with the seed): the page shows them a page at a time, the page in the
  // address so Back returns to it.
  const [params, setParams] = useSearchParams();
  const asked = parsePage(params.get('pagina'));
  const goTo = (next: number) => setParams(next > 1 ? { pagina: String(next) } : {});

  return (
    <div className={styles.page}>
      <Heading level={1}>{t('personal-area:menu.checkTitles')}</Heading>
      <p className={styles.plain}>
        {t('checkTitles.intro', { start: date(period.dataIni), end: date(period.dataFim) })}
      </p>
      <QueryView query={titles} errorTitle={t('checkTitles.loadError')}>
        {(list) => {
          const pageCount = Math.max(1, Math.ceil(list.length / checkTitlesPageSize));
          const page = Math.min(asked, pageCount);
          const shown = list.slice((page - 1) * checkTitlesPageSize, page * checkTitlesPageSize);
          return (
            <section
              className={styles.section}
              aria-labelledby="check-titles-total"
              aria-busy={titles.isFetching || undefined}
            >
              <Heading level={2} size="sm" id="check-titles-total">
                {t('checkTitles.total', { count: list.length })}
              </Heading>
              {list.length ? (
                <>
                  <InterestTitleList titles={shown} />
                  {pageCount > 1 ? (
                    <Pagination
                      aria-label={t('checkTitles.pages')}
                      page={page}
                      pageCount={pageCount}
                      onPageChange={goTo}
                    />
                  ) : null}
                </>
              ) : (
                <>
                  <p className={styles.plain}>{t('checkTitles.empty')}</p>
                  <div className={styles.actions}>
                    <Link href={paths.areasOfInterest.href()}>{t('checkTitles.editAreas')}</Link>
                    <Link href={paths.interestProfile.href()}>{t('checkTitles.editProfile')}</Link>
                  </div>
                </>
              )}
            </section>
          );
        }}
      </QueryView>
    </div>
  );
}
