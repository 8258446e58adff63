import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { Spinner } from '../../../design-system';
import { SignInSlotProvider, type SignInSlot } from '../../lib/sign-in-slot/sign-in-slot';

// Loaded when a page first needs them, so the login form stays out of the home page's bundle.
const EmbeddedLogin = lazy(async () => ({
  default: (await import('../../features/auth/components/embedded-login')).EmbeddedLogin,
}));
const LoginModalOpener = lazy(async () => ({
  default: (await import('../../features/auth/components/embedded-login')).LoginModalOpener,
}));
const LoginModal = lazy(async () => ({
  default: (await import('../../features/auth/components/login-modal')).LoginModal,
}));

/**
 * Hands the auth feature's in-page logins to the other features (see `SignInSlot`). The modal
 * is kept here, above the page: the button that opened it disappears once the patron is signed
 * in, while the modal stays open when the patron lacks activity 107 (spec section 4).
 */
export function AppSignInSlotProvider({ children }: { children: ReactNode }) {
  const [modalOpen, setModalOpen] = useState(false);
  const slot = useMemo<SignInSlot>(
    () => ({
      Embedded: ({ heading }) => (
        <Suspense fallback={<Spinner />}>
          <EmbeddedLogin heading={heading} />
        </Suspense>
      ),
      ModalButton: () => (
        <Suspense fallback={<Spinner />}>
          <LoginModalOpener onOpen={() => setModalOpen(true)} />
        </Suspense>
      ),
    }),
    [],
  );
  return (
    <SignInSlotProvider value={slot}>
      {children}
      {modalOpen ? (
        <Suspense fallback={null}>
          <LoginModal isOpen onOpenChange={setModalOpen} />
        </Suspense>
      ) : null}
    </SignInSlotProvider>
  );
}
