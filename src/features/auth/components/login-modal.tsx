import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { SessionUser } from '../../../api/generated/model';
import { Modal } from '../../../../design-system';
import { paths } from '../../../config/paths';
import { ACTIVITY_MODAL_LOGIN, hasActivity } from '../utils/login-settings';
import { LoginForm } from './login-form';

export interface LoginModalProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Runs after a successful login, before the modal decides whether to close. */
  onSignedIn?: (session: SessionUser) => void;
}

/**
 * The login as a modal titled "Acesso" (spec section 2), for pages that need a signed-in patron
 * without leaving them (hold, loan request, comment). It never offers "direct to" nor the account
 * choice; it closes after login when the patron holds activity 107, otherwise the form stays
 * (spec section 4). Password recovery happens on the full login page.
 */
export function LoginModal({ isOpen, onOpenChange, onSignedIn }: LoginModalProps) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  return (
    <Modal title={t('login.title')} isOpen={isOpen} onOpenChange={onOpenChange} size="sm">
      <LoginForm
        variant="modal"
        redirect={here}
        onSignedIn={(session) => {
          onSignedIn?.(session);
          if (hasActivity(session.authPermissions, ACTIVITY_MODAL_LOGIN)) onOpenChange(false);
        }}
        onForgotPassword={() => {
          onOpenChange(false);
          void navigate(paths.login.href(here));
        }}
      />
    </Modal>
  );
}
