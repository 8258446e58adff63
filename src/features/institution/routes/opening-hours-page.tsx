import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert, Heading, ListBoxItem, Select } from '../../../../design-system';
import type { Campus } from '../../../api/generated/model';
import { usePageTitle } from '../../../lib/document-title/use-page-title';
import { isNotFound, QueryView } from '../../../lib/query-state/query-state';
import { recordCode } from '../../../lib/query-state/record-code';
import { institutionQueries } from '../api/institution-queries';
import * as styles from '../components/institution.css';
import { OpeningHoursTable } from '../components/opening-hours-table';
import { shownCampus } from '../utils/shown-campus';
import { opensSomeDay } from '../utils/weekdays';

/** One campus's hours: the table, "no hours" when it never opens, "not found", or the error. */
function CampusHours({ campus }: { campus: Campus }) {
  const { t } = useTranslation('institution');
  const hours = useQuery(institutionQueries.campusHours(campus.cod_campus));
  if (hours.data === undefined && isNotFound(hours.error))
    return (
      <Alert tone="info" live="none">
        {t('hours.noHours')}
      </Alert>
    );
  return (
    <QueryView query={hours} lines={7} errorTitle={t('hours.loadError')}>
      {(week) =>
        opensSomeDay(week) ? (
          <OpeningHoursTable campusName={campus.nome_campus} hours={week} />
        ) : (
          <p className={styles.muted}>{t('hours.noHours')}</p>
        )
      }
    </QueryView>
  );
}

/**
 * `/horarios` (the home page's and the footer's "Opening hours"): a campus chooser
 * (`GET /campus`) and the chosen campus's hours Monday to Sunday (`GET /parametros/atendimento/
 * {campus}`), today highlighted. The campus is in the address (`?campus=`), so each has a link
 * of its own and Back returns to the previous one; without one the first campus is shown.
 */
export function OpeningHoursPage() {
  const { t } = useTranslation('institution');
  usePageTitle(t('hours.title'));
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = recordCode(searchParams.get('campus') ?? undefined);
  const campuses = useQuery(institutionQueries.campuses());

  return (
    <div className={styles.page}>
      <Heading level={1}>{t('hours.title')}</Heading>
      <p className={styles.plain}>{t('hours.intro')}</p>
      <QueryView query={campuses} lines={2} errorTitle={t('hours.campusesLoadError')}>
        {({ data: list }) => {
          if (list.length === 0) return <p className={styles.muted}>{t('hours.noCampuses')}</p>;
          const chosen = shownCampus(list, requested);
          return (
            <>
              <Select
                className={styles.campusChooser}
                label={t('hours.campus')}
                placeholder={t('hours.choose')}
                value={chosen ? String(chosen.cod_campus) : null}
                onChange={(key) => setSearchParams({ campus: String(key) })}
              >
                {list.map((campus) => (
                  <ListBoxItem key={campus.cod_campus} id={String(campus.cod_campus)}>
                    {campus.nome_campus}
                  </ListBoxItem>
                ))}
              </Select>
              {chosen ? (
                <section aria-labelledby="horarios-campus" className={styles.page}>
                  <Heading level={2} size="md" id="horarios-campus">
                    {chosen.nome_campus}
                  </Heading>
                  <CampusHours campus={chosen} />
                </section>
              ) : (
                <Alert tone="warning" live="none">
                  {t('hours.unknownCampus')}
                </Alert>
              )}
            </>
          );
        }}
      </QueryView>
    </div>
  );
}
