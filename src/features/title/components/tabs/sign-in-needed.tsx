import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { paths } from '../../../../config/paths';
import { Alert, Link } from '../../../../../design-system';

/** Spec section 6: holds and loan requests need a signed-in patron; sign-in returns here. */
export function SignInNeeded({ message }: { message: string }) {
  const { t } = useTranslation('catalogue');
  const location = useLocation();
  return (
    <Alert tone="info" live="none" title={message}>
      <Link href={paths.login.href(`${location.pathname}${location.search}`)}>
        {t('patron.signIn')}
      </Link>
    </Alert>
  );
}
