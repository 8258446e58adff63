import { useRef, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { useMessages } from '../messages/MessagesProvider';
import { Modal, type ModalSize } from '../Modal/Modal';

export interface ConfirmDialogProps {
  isOpen?: boolean;
  /** Called with false whenever the dialog closes (after onConfirm or onCancel). */
  onOpenChange?: (isOpen: boolean) => void;
  /** @default messages.confirmation ("Confirmation") */
  title?: ReactNode;
  /** The question asked. */
  children?: ReactNode;
  /** @default messages.confirm ("Confirm") */
  confirmLabel?: string;
  /** @default messages.cancel ("Cancel") */
  cancelLabel?: string;
  onConfirm?: () => void;
  /** Also called when the dialog is closed any other way (Escape, close button, outside click). */
  onCancel?: () => void;
  /** Style the confirm button as destructive. @default false */
  isDestructive?: boolean;
  /** The confirm action is running: its button shows a spinner. @default false */
  isPending?: boolean;
  /** @default 'sm' */
  size?: ModalSize;
}

/** Asks the user to confirm an action. Closing it without confirming counts as cancelling. */
export function ConfirmDialog({
  isOpen,
  onOpenChange,
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  isDestructive = false,
  isPending = false,
  size = 'sm',
}: ConfirmDialogProps) {
  const messages = useMessages();
  const confirmed = useRef(false);
  const handleOpenChange = (open: boolean) => {
    if (!open) {
      if (confirmed.current) confirmed.current = false;
      else onCancel?.();
    }
    onOpenChange?.(open);
  };
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={handleOpenChange}
      role="alertdialog"
      size={size}
      title={title ?? messages.confirmation}
      footer={(close) => (
        <>
          <Button variant="secondary" onPress={close}>
            {cancelLabel ?? messages.cancel}
          </Button>
          <Button
            variant={isDestructive ? 'danger' : 'primary'}
            isPending={isPending}
            onPress={() => {
              confirmed.current = true;
              onConfirm?.();
              close();
            }}
          >
            {confirmLabel ?? messages.confirm}
          </Button>
        </>
      )}
    >
      {children}
    </Modal>
  );
}
