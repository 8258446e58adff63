import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Button, Heading } from '../../../../design-system';
import { paths } from '../../../config/paths';
import { LoginForm } from './login-form';

/**
 * The login embedded in another page (spec section 2), e.g. the hold tab of a title: no "direct
 * to", no account choice and no navigation after success — the page re-renders for the patron
 * now in the auth store. OIDC and SAML round trips come back to this page.
 */
export function EmbeddedLogin({ heading }: { heading?: string }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        {heading ?? t('login.embeddedTitle')}
      </Heading>
      <LoginForm
        variant="embedded"
        redirect={here}
        onSignedIn={() => undefined}
        // Password recovery lives on the full login page, which brings the patron back here.
        onForgotPassword={() => void navigate(paths.login.href(here))}
      />
    </section>
  );
}

/**
 * The button that opens the login modal "Acesso". The modal itself lives with whoever owns the
 * page (see `LoginModal`): it must outlive this button, which goes once the patron is signed in.
 */
export function LoginModalOpener({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <Button variant="secondary" onPress={onOpen}>
      {t('login.openModal')}
    </Button>
  );
}
