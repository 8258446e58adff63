import { isApiError } from '../../../api/errors';
import type { ServerAnswer } from '../../../lib/errors/describe-error';

/**
 * The reason the server gave for refusing the comment's text (`fields[].field === 'content'`,
 * a 400 or 422 naming the field), to show under the text area; null for any other failure,
 * which the form words in its alert (the pending limit is one: a 422 that names no field).
 */
export function refusedContent(error: unknown): ServerAnswer | null {
  if (!isApiError(error) || error.status >= 500) return null;
  const field = error.body?.fields?.find((problem) => problem.field === 'content');
  return field ? { message: field.message || error.message, key: error.key } : null;
}
