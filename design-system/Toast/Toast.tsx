import type { ReactNode } from 'react';
import {
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastQueue as AriaToastQueue,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';
import * as alertStyles from '../Alert/Alert.css';
import { ToneIcon, type NoticeTone } from '../Alert/ToneIcon';
import { IconButton } from '../Button/Button';
import { IconClose } from '../icons/IconClose';
import { useMessages } from '../messages/MessagesProvider';
import { cx } from '../utils/classNames';
import * as styles from './Toast.css';

/** Product rule: notifications close themselves after 8 s unless hovered or focused. */
export const DEFAULT_TOAST_TIMEOUT = 8000;

export interface ToastContent {
  /** @default 'info' */
  tone?: NoticeTone;
  title: ReactNode;
  description?: ReactNode;
}

export interface ToastOptions {
  /** Milliseconds before it closes; 0 keeps it until dismissed. @default the queue's timeout (8000) */
  timeout?: number;
  onClose?: () => void;
}

export interface ToastQueue {
  /** The underlying react-aria queue, for `ToastRegion`. */
  readonly queue: AriaToastQueue<ToastContent>;
  add(content: ToastContent, options?: ToastOptions): string;
  info(title: ReactNode, description?: ReactNode, options?: ToastOptions): string;
  success(title: ReactNode, description?: ReactNode, options?: ToastOptions): string;
  warning(title: ReactNode, description?: ReactNode, options?: ToastOptions): string;
  danger(title: ReactNode, description?: ReactNode, options?: ToastOptions): string;
  close(key: string): void;
  clear(): void;
}

export interface CreateToastQueueOptions {
  /** Default auto-close delay in ms. @default 8000 */
  timeout?: number;
  /** @default 3 */
  maxVisibleToasts?: number;
}

/** Creates the app's notification queue (one per app; pass it to `<ToastRegion queue>`). */
export function createToastQueue({
  timeout = DEFAULT_TOAST_TIMEOUT,
  maxVisibleToasts = 3,
}: CreateToastQueueOptions = {}): ToastQueue {
  const queue = new AriaToastQueue<ToastContent>({ maxVisibleToasts });
  const add = (content: ToastContent, options: ToastOptions = {}) => {
    const ms = options.timeout ?? timeout;
    return queue.add(content, { onClose: options.onClose, timeout: ms > 0 ? ms : undefined });
  };
  const tone =
    (t: NoticeTone) => (title: ReactNode, description?: ReactNode, options?: ToastOptions) =>
      add({ tone: t, title, description }, options);
  return {
    queue,
    add,
    info: tone('info'),
    success: tone('success'),
    warning: tone('warning'),
    danger: tone('danger'),
    close: (key) => queue.close(key),
    clear: () => queue.clear(),
  };
}

export interface ToastRegionProps {
  /** The queue returned by `createToastQueue`. */
  queue: ToastQueue;
  className?: string;
}

/**
 * Where notifications appear (bottom end of the viewport). A landmark: F6 reaches it; timers pause
 * while the pointer is over it or focus is inside it.
 */
export function ToastRegion({ queue, className }: ToastRegionProps) {
  const messages = useMessages();
  return (
    <AriaToastRegion
      queue={queue.queue}
      aria-label={messages.notifications}
      className={cx(styles.region, className)}
    >
      {({ toast }) => {
        const tone = toast.content.tone ?? 'info';
        return (
          <AriaToast
            toast={toast}
            className={cx(alertStyles.notice({ tone }), styles.toast)}
            data-tone={tone}
          >
            <ToneIcon tone={tone} />
            <AriaToastContent className={styles.content}>
              <Text slot="title" className={alertStyles.title}>
                {toast.content.title}
              </Text>
              {toast.content.description ? (
                <Text slot="description" className={alertStyles.description}>
                  {toast.content.description}
                </Text>
              ) : null}
            </AriaToastContent>
            <IconButton
              slot="close"
              className={alertStyles.dismiss}
              size="sm"
              label={messages.dismiss}
              icon={<IconClose />}
            />
          </AriaToast>
        );
      }}
    </AriaToastRegion>
  );
}
