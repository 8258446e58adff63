import { isApiError } from '../../../api/errors';
import { UserSwapError } from '../api/user-swap-requests';
import { classifyLoginFailure, type LoginFailure } from '../utils/login-failure';

/**
 * Where the page shows what went wrong with a user swap (spec section 8):
 * - `usuario`: the swap was refused for the login typed (400/422: unknown user, swap not
 *   allowed, the same user), next to that field, worded by `describeError`;
 * - `credentials` / `captcha`: the other account's password (or the captcha) was refused, next
 *   to that field, in the login's words;
 * - `login`: any other refusal of the sign-in as the other account (blocked, too many attempts,
 *   422 message, 500, no answer), as the login shows it;
 * - `request`: any other failure of the swap call, worded by `describeError`;
 * - `signedOut`: the swap ended the session but the other account did not load.
 */
export type UserSwapFailure =
  | { place: 'usuario'; error: unknown }
  | { place: 'credentials' }
  | { place: 'captcha' }
  | { place: 'login'; failure: LoginFailure }
  | { place: 'request'; error: unknown }
  | { place: 'signedOut'; error: unknown };

/** A refusal about what was sent (the one field of the swap, or the one choice of the change). */
export const isRefusalOfInput = (error: unknown): boolean =>
  isApiError(error) && (error.status === 400 || error.status === 422);

export function placeUserSwapFailure(error: unknown): UserSwapFailure {
  if (!(error instanceof UserSwapError)) return { place: 'request', error };
  if (error.step === 'session') return { place: 'signedOut', error: error.cause };
  if (error.step === 'swap')
    return isRefusalOfInput(error.cause)
      ? { place: 'usuario', error: error.cause }
      : { place: 'request', error: error.cause };
  const failure = classifyLoginFailure(error.cause);
  if (failure.kind === 'credentials') return { place: 'credentials' };
  if (failure.kind === 'captcha') return { place: 'captcha' };
  return { place: 'login', failure };
}
