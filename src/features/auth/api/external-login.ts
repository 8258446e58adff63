import type { QueryClient } from '@tanstack/react-query';
import { heldSession } from '../../../api/client';
import type { HeldExternalSignIn } from '../../../api/session-shape';
import {
  startOidcLogin,
  validateOidcLogin,
  validateSamlLogin,
} from '../../../api/generated/hooks/auth/auth';
import type { SessionUser } from '../../../api/generated/model';
import { usePublicCredentialsStore } from '../../../stores/public-credentials-store';
import { isLoginFailure, type LoginFailure } from '../utils/login-failure';
import { loadSessionUser } from './login-requests';
import { OIDC_NONCE_STORAGE_KEY } from './logout';

/**
 * sessionStorage key of the page to open after an OIDC or SAML round trip: the identity
 * provider sends the browser back to a fixed answer page, which reads it from here.
 */
const REDIRECT_STORAGE_KEY = 'login_redirect';

/**
 * sessionStorage key of a failed OIDC login's message: the answer page sends the patron back to
 * the login, which shows it once on its next load (spec section 4) and forgets it. (The prerendered
 * login page is not shown while it is set: deploy/first-screen-head-script.ts.)
 */
export const oidcFailureStorageKey = 'oidc_error';

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    // Storage blocked by the browser: the round trip still works, it just lands on `/`.
    return null;
  }
}

export function keepRedirectForRoundTrip(redirect: string | null): void {
  if (redirect) storage()?.setItem(REDIRECT_STORAGE_KEY, redirect);
  else storage()?.removeItem(REDIRECT_STORAGE_KEY);
}

export function takeRedirectAfterRoundTrip(): string | null {
  const redirect = storage()?.getItem(REDIRECT_STORAGE_KEY) ?? null;
  storage()?.removeItem(REDIRECT_STORAGE_KEY);
  return redirect;
}

/**
 * Server shape: the server validates the provider's answer, keeps the refresh token in its
 * cookie and answers the access token, as for a password sign-in (deploy/framework-server/README.md).
 */
const validateHeld = (answer: HeldExternalSignIn) =>
  heldSession()?.external(answer, usePublicCredentialsStore.getState().credentials?.access_token);

/** OIDC step one: the identity provider's address; the nonce stays for the answer page. */
export async function beginOidcLogin(login: string, redirect: string | null): Promise<string> {
  const answer = await startOidcLogin({ login: login.trim(), ...(redirect ? { redirect } : {}) });
  storage()?.setItem(OIDC_NONCE_STORAGE_KEY, answer.nonce);
  keepRedirectForRoundTrip(redirect);
  return answer.link;
}

/**
 * `/oauth-response`: validates the kept nonce (or the one the provider echoed) and signs in.
 * The nonce stays after success: logout uses it to know the session came from OIDC.
 */
export async function finishOidcLogin(
  queryClient: QueryClient,
  echoedNonce: string | null,
): Promise<SessionUser> {
  const nonce = storage()?.getItem(OIDC_NONCE_STORAGE_KEY) ?? echoedNonce;
  if (!nonce) throw new Error('no OIDC nonce');
  try {
    const credentials =
      (await validateHeld({ oidc: nonce })) ?? (await validateOidcLogin({ nonce }));
    return await loadSessionUser(queryClient, 'session', credentials);
  } catch (error) {
    storage()?.removeItem(OIDC_NONCE_STORAGE_KEY);
    throw error;
  }
}

/** `/saml-response`: validates the SAML answer and signs in. */
export async function finishSamlLogin(
  queryClient: QueryClient,
  saml: string,
): Promise<SessionUser> {
  const credentials = (await validateHeld({ saml })) ?? (await validateSamlLogin({ saml }));
  return loadSessionUser(queryClient, 'session', credentials);
}

/** Keeps what went wrong at `/oauth-response` for the next load of the login. */
export function keepOidcFailure(failure: LoginFailure): void {
  storage()?.setItem(oidcFailureStorageKey, JSON.stringify(failure));
}

/** The kept OIDC failure, if any; left in place until `forgetOidcFailure` (StrictMode reads twice). */
export function peekOidcFailure(): LoginFailure | null {
  const kept = storage()?.getItem(oidcFailureStorageKey);
  if (!kept) return null;
  try {
    const parsed: unknown = JSON.parse(kept);
    return isLoginFailure(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function forgetOidcFailure(): void {
  storage()?.removeItem(oidcFailureStorageKey);
}
