import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { paths } from '../../../../config/paths';
import { useSignInSlot } from '../../../../lib/sign-in-slot/sign-in-slot';
import { Alert, Link } from '../../../../../design-system';

/**
 * Spec section 6: holds and loan requests need a signed-in patron. The login comes to the tab
 * (`embedded`: the form in the page; `modal`: a button opening "Acesso") when the app provides
 * it; the link to the full login page, which returns here, is always offered.
 */
export function SignInNeeded({
  message,
  inline,
}: {
  message: string;
  inline?: 'embedded' | 'modal';
}) {
  const { t } = useTranslation('catalogue');
  const location = useLocation();
  const slot = useSignInSlot();
  return (
    <>
      <Alert tone="info" live="none" title={message}>
        {slot && inline === 'modal' ? <slot.ModalButton /> : null}
        <Link href={paths.login.href(`${location.pathname}${location.search}`)}>
          {t('patron.signIn')}
        </Link>
      </Alert>
      {slot && inline === 'embedded' ? <slot.Embedded /> : null}
    </>
  );
}
