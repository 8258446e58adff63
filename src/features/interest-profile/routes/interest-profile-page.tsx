import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Heading } from '../../../../design-system';
import { QueryView } from '../../../lib/query-state/query-state';
import { interestProfileQueries } from '../api/interest-profile-queries';
import * as styles from '../components/interest-profile.css';
import { PeriodicalInterests } from '../components/periodical-interests';
import { WorkTypeInterests } from '../components/work-type-interests';

/**
 * `/meu-portal/perfil-interesse` (menu `interestProfile`): two sections, each with its own
 * list, forms and states: Periodicals (searched, added with a validity, what to be alerted of
 * and libraries; changed; removed) and Work types (added with a validity, libraries and
 * languages; changed; removed). Both name libraries, languages and types from
 * `areas-interesse/info-auxiliar`, so they wait for it.
 */
export function InterestProfilePage() {
  const { t } = useTranslation('interest-profile');
  const aux = useQuery(interestProfileQueries.auxInfo());

  return (
    <div className={styles.page}>
      <Heading level={1}>{t('profile.title')}</Heading>
      <p className={styles.plain}>{t('profile.intro')}</p>
      <QueryView query={aux} errorTitle={t('aux.loadError')}>
        {(info) => (
          <>
            <PeriodicalInterests aux={info} />
            <WorkTypeInterests aux={info} />
          </>
        )}
      </QueryView>
    </div>
  );
}
