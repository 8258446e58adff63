import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Alert, Link } from '../../../../design-system';
import { paths } from '../../../config/paths';

/** What an anonymous visitor sees instead of a footer form: sending needs a signed-in patron. */
export function SignInPrompt() {
  const { t } = useTranslation('footer');
  const { pathname, search, hash } = useLocation();
  return (
    <Alert tone="info" live="none">
      <p>{t('signIn.message')}</p>
      <Link variant="standalone" href={paths.login.href(`${pathname}${search}${hash}`)}>
        {t('signIn.link')}
      </Link>
    </Alert>
  );
}
