import { isApiError } from '../../../api/errors';

/**
 * The form field a refusal is about: the first field the answer names (`fields[].field`, as the
 * contract's Error schema sends them) that the form has, else null (a message for the whole
 * form).
 */
export function refusedField<F extends string>(error: unknown, fields: readonly F[]): F | null {
  if (!isApiError(error)) return null;
  for (const entry of error.body?.fields ?? [])
    if ((fields as readonly string[]).includes(entry.field)) return entry.field as F;
  return null;
}
