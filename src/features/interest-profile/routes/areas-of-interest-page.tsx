import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Heading } from '../../../../design-system';
import { QueryView } from '../../../lib/query-state/query-state';
import { interestProfileQueries } from '../api/interest-profile-queries';
import { AddAreaInterests } from '../components/add-area-interests';
import { AreaInterestList } from '../components/area-interest-list';
import * as styles from '../components/interest-profile.css';

/**
 * `/meu-portal/areas-interesse` (menu `areasOfInterest`): the knowledge areas, authors and
 * subjects of the patron's interest profile (`area-autor-assunto`), with their kind and
 * validity; each removed after a confirmation, each kind's validity changed; new ones found by
 * kind and term and added several at a time with one validity. The choices come from
 * `areas-interesse/info-auxiliar`. The list and the form load and fail each on its own.
 */
export function AreasOfInterestPage() {
  const { t } = useTranslation('interest-profile');
  const interests = useQuery(interestProfileQueries.areas());
  const aux = useQuery(interestProfileQueries.auxInfo());

  return (
    <div className={styles.page}>
      <Heading level={1}>{t('areas.title')}</Heading>
      <p className={styles.plain}>{t('areas.intro')}</p>
      <QueryView query={interests} errorTitle={t('areas.loadError')}>
        {(list) => (
          <AreaInterestList
            interests={list}
            areaSchemes={aux.data?.tipos_area ?? []}
            isFetching={interests.isFetching}
          />
        )}
      </QueryView>
      <QueryView query={aux} errorTitle={t('aux.loadError')}>
        {(info) => <AddAreaInterests aux={info} />}
      </QueryView>
    </div>
  );
}
