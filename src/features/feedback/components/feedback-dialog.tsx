import { Suspense, type ReactNode } from 'react';
import { Button, DialogTrigger, Modal, Spinner } from '../../../../design-system';
import { useIsSignedIn } from '../../../stores/auth-store';
import { SignInPrompt } from './sign-in-prompt';

interface FeedbackDialogProps {
  /** Text of the footer button that opens the dialog. */
  label: string;
  title: string;
  /** The form, given a `close` to call when it was sent or cancelled. */
  children: (close: () => void) => ReactNode;
}

/**
 * A footer button and its modal. Sending needs a signed-in patron (spec sections 5 and 6), so
 * an anonymous visitor gets the invitation to sign in instead of the form. The forms are loaded
 * when the modal opens (`lazy` in the callers): every page has the footer, few visits send one.
 */
export function FeedbackDialog({ label, title, children }: FeedbackDialogProps) {
  const isSignedIn = useIsSignedIn();
  return (
    <DialogTrigger>
      <Button variant="link">{label}</Button>
      <Modal title={title} size="md">
        {(close) =>
          isSignedIn ? (
            <Suspense fallback={<Spinner />}>{children(close)}</Suspense>
          ) : (
            <SignInPrompt />
          )
        }
      </Modal>
    </DialogTrigger>
  );
}
