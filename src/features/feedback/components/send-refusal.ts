import { isApiError } from '../../../api/errors';
import { notifyError } from '../../../lib/notifications/notifications';

/**
 * Where a failed send is told (spec section 8): a refusal (422, e.g. too many comments awaiting
 * approval) is an inline warning inside the modal, so the patron keeps what they typed and can
 * act on it; any other failure takes the app's usual error toast.
 */
export function isRefusal(error: unknown): boolean {
  return isApiError(error) && error.status === 422;
}

export function reportSendError(error: unknown): void {
  if (!isRefusal(error)) notifyError(error);
}
