import type { ReactNode } from 'react';
import {
  Dialog,
  Heading as AriaHeading,
  Modal as AriaModal,
  ModalOverlay,
  type DialogProps,
  type ModalOverlayProps,
} from 'react-aria-components';
import { IconButton } from '../Button/Button';
import { heading } from '../Heading/Heading.css';
import { IconClose } from '../icons/IconClose';
import { useMessages } from '../messages/MessagesProvider';
import { cx } from '../utils/classNames';
import * as styles from './Modal.css';

export type ModalSize = 'sm' | 'md' | 'lg' | 'fullscreen';

export interface ModalProps extends Omit<ModalOverlayProps, 'children' | 'isDismissable'> {
  /** Dialog title; names the dialog. */
  title: ReactNode;
  /** Body content, or a function receiving `close`. */
  children?: ReactNode | ((close: () => void) => ReactNode);
  /** Buttons at the bottom, or a function receiving `close`. */
  footer?: ReactNode | ((close: () => void) => ReactNode);
  /** @default 'md' */
  size?: ModalSize;
  /**
   * Show a close button and close on Escape or a click outside. When false the user must use
   * the footer's actions.
   * @default true
   */
  isCloseable?: boolean;
  /** @default 'dialog' */
  role?: DialogProps['role'];
  /** Heading level of the title. @default 2 */
  headingLevel?: 2 | 3;
}

/**
 * A modal dialog: traps focus, returns it to the trigger on close. Open it with `isOpen` /
 * `onOpenChange`, or put it inside a `DialogTrigger` after its trigger button.
 */
export function Modal({
  title,
  children,
  footer,
  size = 'md',
  isCloseable = true,
  role = 'dialog',
  headingLevel = 2,
  className,
  ...props
}: ModalProps) {
  const messages = useMessages();
  return (
    <ModalOverlay
      {...props}
      isDismissable={isCloseable}
      isKeyboardDismissDisabled={!isCloseable}
      className={cx(styles.overlay, size === 'fullscreen' && styles.fullscreenOverlay)}
    >
      <AriaModal
        className={cx(
          styles.modal({ size }),
          typeof className === 'string' ? className : undefined,
        )}
      >
        <Dialog role={role} className={styles.dialog} data-size={size}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                <AriaHeading slot="title" level={headingLevel} className={heading({ size: 'md' })}>
                  {title}
                </AriaHeading>
                {isCloseable ? (
                  <IconButton label={messages.close} icon={<IconClose />} onPress={close} />
                ) : null}
              </div>
              <div className={styles.body}>
                {typeof children === 'function' ? children(close) : children}
              </div>
              {footer ? (
                <div className={styles.footer}>
                  {typeof footer === 'function' ? footer(close) : footer}
                </div>
              ) : null}
            </>
          )}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
