import { useTranslation } from 'react-i18next';
import { Heading, Link } from '../../../design-system';
import { paths } from '../../config/paths';
import * as styles from '../shell/app-layout.css';

/** A path under the personal area that names no registered screen. */
export function PersonalAreaFallback() {
  const { t } = useTranslation('personal-area');
  return (
    <section className={styles.page} aria-labelledby="meu-portal-nao-encontrada">
      <Heading level={1} id="meu-portal-nao-encontrada">
        {t('layout.notFoundTitle')}
      </Heading>
      <p>{t('layout.notFoundText')}</p>
      <Link href={paths.personalArea.href()} variant="standalone">
        {t('layout.backToPortal')}
      </Link>
    </section>
  );
}
