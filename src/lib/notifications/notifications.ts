import { createElement } from 'react';
import { createToastQueue, DEFAULT_TOAST_TIMEOUT, type NoticeTone } from '../../../design-system';
import { errorSignature, errorTone } from '../errors/describe-error';
import { ErrorText } from './error-text';

/**
 * The app's one notification queue (spec section 8): toasts close after 8000 ms unless hovered
 * or focused, and each has a dismiss button. `NotificationRegion` (src/app/errors) shows it.
 */
export const notificationQueue = createToastQueue({ timeout: DEFAULT_TOAST_TIMEOUT });

export interface Notification {
  tone: NoticeTone;
  /** Already translated. */
  message: string;
  /** Optional bold first line; the message then follows as the description. */
  title?: string;
}

/** Shows a toast; returns its key (for `notificationQueue.close`). */
export function notify({ tone, message, title }: Notification): string {
  return title
    ? notificationQueue.add({ tone, title, description: message })
    : notificationQueue.add({ tone, title: message });
}

// Signature → key of the toast on screen, so the same failure is not stacked three times.
const openErrorToasts = new Map<string, string>();

/**
 * Toasts a failed request as the error catalogue words it (see `describeError`). While the same
 * error's toast is still open, returns that toast's key instead of adding another.
 */
export function notifyError(error: unknown): string {
  const signature = errorSignature(error);
  const open = openErrorToasts.get(signature);
  if (open) return open;
  const key = notificationQueue.add(
    { tone: errorTone(error), title: createElement(ErrorText, { error }) },
    { onClose: () => openErrorToasts.delete(signature) },
  );
  openErrorToasts.set(signature, key);
  return key;
}

/** Empties the queue (tests; a sign-out could use it too). */
export function clearNotifications() {
  notificationQueue.clear();
  openErrorToasts.clear();
}
