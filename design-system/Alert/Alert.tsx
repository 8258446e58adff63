import type { HTMLAttributes, ReactNode } from 'react';
import { IconButton } from '../Button/Button';
import { IconClose } from '../icons/IconClose';
import { useMessages } from '../messages/MessagesProvider';
import { cx } from '../utils/classNames';
import * as styles from './Alert.css';
import { ToneIcon, type NoticeTone } from './ToneIcon';

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'role'> {
  /** @default 'info' */
  tone?: NoticeTone;
  title?: ReactNode;
  /** When given, a dismiss button appears and calls it. */
  onDismiss?: () => void;
  /**
   * Announce when it appears: `alert` interrupts (errors), `status` waits, `none` for content
   * present from the start.
   * @default 'alert' for danger, 'status' otherwise
   */
  live?: 'alert' | 'status' | 'none';
}

/** An inline message in the page flow (form errors, notices), optionally dismissible. */
export function Alert({
  tone = 'info',
  title,
  onDismiss,
  live,
  className,
  children,
  ...props
}: AlertProps) {
  const messages = useMessages();
  const role = live ?? (tone === 'danger' ? 'alert' : 'status');
  return (
    <div
      role={role === 'none' ? undefined : role}
      className={cx(styles.notice({ tone }), className)}
      {...props}
    >
      <ToneIcon tone={tone} />
      <div className={styles.content}>
        {title ? <p className={styles.title}>{title}</p> : null}
        {children ? <div className={styles.description}>{children}</div> : null}
      </div>
      {onDismiss ? (
        <IconButton
          className={styles.dismiss}
          size="sm"
          label={messages.dismiss}
          icon={<IconClose />}
          onPress={onDismiss}
        />
      ) : null}
    </div>
  );
}
