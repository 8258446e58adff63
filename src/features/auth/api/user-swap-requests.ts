import type { QueryClient } from '@tanstack/react-query';
import { heldSession, requestToken } from '../../../api/client';
import { HeldSwapError } from '../../../api/session-shape';
import { apiConfig } from '../../../api/config';
import type { SessionUser } from '../../../api/generated/model';
import {
  createUserSwap,
  getListPersonLoginsQueryOptions,
} from '../../../api/generated/hooks/people/people';
import {
  activeAuthKind,
  authActions,
  authStoreOf,
  type AuthKind,
} from '../../../stores/auth-store';
import { revokeStoredSession } from './logout';
import { fetchSessionUser } from './session-user';

/**
 * The calls of the personal area's "Exchange users" page (user swap, `troca-usuario`, and the
 * change of login, `troca-login`). The screen lives in `features/auth/user-swap`; the calls sit
 * here because only `features/<domain>/api` may call the generated client.
 */

/** Which step of a user swap failed: the screen words each one differently. */
export type UserSwapStep =
  /** The other account's password grant: nothing changed, the current session goes on. */
  | 'credentials'
  /** `POST troca-usuario` refused: nothing changed, the current session goes on. */
  | 'swap'
  /** The swap ended the session but the other account's user did not load: signed out. */
  | 'session';

export class UserSwapError extends Error {
  override readonly name = 'UserSwapError';
  constructor(
    readonly step: UserSwapStep,
    override readonly cause: unknown,
  ) {
    super(`user swap failed at ${step}`, { cause });
  }
}

export interface UserSwapInput {
  /** Login of the account to swap to (sent trimmed). */
  usuario: string;
  /** That account's password, for signing in as it once the swap has ended this session. */
  senha: string;
  /** Captcha token when activity 1120 is permitted (as on the login). */
  captchaToken?: string;
}

/**
 * The user swap (spec sections 4 and 7): `POST /pessoas/meu-portal/troca-usuario {usuario}` ends
 * the current session and answers only a message, so the app signs in as the other account
 * itself. Its password is checked first (password grant, tokens kept in memory only), so a typo
 * never leaves the patron signed out; then the swap runs with the current session; then the old
 * session's tokens are revoked; then the new tokens go into the store the current session used
 * (remembered stays remembered).
 */
export async function swapUser(
  queryClient: QueryClient,
  input: UserSwapInput,
): Promise<SessionUser> {
  const usuario = input.usuario.trim();
  const kind = activeAuthKind() ?? 'session';
  const endpoint = heldSession();
  if (endpoint) {
    // Server shape: the server runs the same steps (the other account's grant, the swap, the
    // old session's revoke) and only then replaces its cookie, so a failed step leaves it.
    let credentials: Awaited<ReturnType<typeof endpoint.swap>>;
    try {
      credentials = await endpoint.swap(
        {
          usuario,
          senha: input.senha,
          ...(input.captchaToken === undefined ? {} : { recaptcha_token: input.captchaToken }),
        },
        authStoreOf(kind).getState().credentials?.access_token ?? '',
      );
    } catch (error) {
      throw new UserSwapError(error instanceof HeldSwapError ? error.step : 'swap', error);
    }
    return carryOnAs(queryClient, kind, credentials);
  }
  let credentials: Awaited<ReturnType<typeof requestToken>>;
  try {
    credentials = await requestToken({
      grant_type: 'password',
      username: usuario,
      password: input.senha,
      client_id: apiConfig.patronClientId,
      ...(input.captchaToken === undefined ? {} : { recaptcha_token: input.captchaToken }),
    });
  } catch (error) {
    throw new UserSwapError('credentials', error);
  }
  try {
    await createUserSwap({ usuario });
  } catch (error) {
    throw new UserSwapError('swap', error);
  }
  // The contract only says the swap ends the session, not that the old tokens stop working, so
  // they are revoked explicitly (as on logout), while the store still holds them. Bounded, and a
  // failure does not undo the swap that already happened.
  await revokeStoredSession();
  return carryOnAs(queryClient, kind, credentials);
}

/** The swap is done: the patron carries on as the other account, in the same store. */
async function carryOnAs(
  queryClient: QueryClient,
  kind: AuthKind,
  credentials: { access_token: string; refresh_token?: string },
): Promise<SessionUser> {
  // The swap ended the session: its auth goes (the screen then runs the app's "clear patron
  // data" step). No logout address is followed: the app carries on as the other account,
  // signed in with its own password, not through an identity provider.
  const previous = authStoreOf(kind).getState();
  authActions.loggedOut();
  // In the same tick the new credentials go in with the previous user still shown, so the
  // personal area's sign-in guard never sees an empty store while the new user loads (the
  // login's `loadSessionUser` starts with no user, which would send the patron to /login).
  authActions.signedIn(kind, {
    credentials,
    user: previous.user,
    authPermissions: previous.authPermissions,
  });
  try {
    return await fetchSessionUser(queryClient);
  } catch (error) {
    authActions.loggedOut();
    throw new UserSwapError('session', error);
  }
}

/** The signed-in person's logins (`GET /pessoas/login`), for the in-area change of login. */
export const userSwapQueries = {
  personLogins: () => getListPersonLoginsQueryOptions(),
};
