import { ToastRegion } from '../../../design-system';
import { notificationQueue } from '../../lib/notifications/notifications';

/**
 * Where the app's toasts appear (a labelled landmark; F6 reaches it). Mounted once, inside the
 * i18n and design-system providers, because error toasts word themselves when they render.
 */
export function NotificationRegion() {
  return <ToastRegion queue={notificationQueue} />;
}
