import { useTranslation } from 'react-i18next';
import { Heading, Link } from '../../../design-system';
import { paths } from '../../config/paths';
import * as styles from '../shell/app-layout.css';

/**
 * A registered screen whose activity (and module) the patron's permission list lacks, reached by
 * its address: a page that says so and leads back, never an empty screen. The menu already
 * leaves the entry out.
 */
export function PersonalAreaForbidden() {
  const { t } = useTranslation('personal-area');
  return (
    <section className={styles.page} aria-labelledby="meu-portal-nao-permitida">
      <Heading level={1} id="meu-portal-nao-permitida">
        {t('layout.notPermittedTitle')}
      </Heading>
      <p>{t('layout.notPermitted')}</p>
      <p>{t('layout.notPermittedHelp')}</p>
      <Link href={paths.personalArea.href()} variant="standalone">
        {t('layout.backToPortal')}
      </Link>
    </section>
  );
}
