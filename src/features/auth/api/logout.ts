import { heldSession } from '../../../api/client';
import { apiConfig } from '../../../api/config';
import { revokeToken } from '../../../api/generated/hooks/auth/auth';
import type { Institution } from '../../../api/generated/model';
import type { Credentials } from '../../../api/token-storage';
import { activeAuthKind, authActions, authStoreOf } from '../../../stores/auth-store';

/**
 * sessionStorage key of the nonce of an OIDC sign-in. The OAuth answer page keeps the nonce
 * here after a successful OIDC login; its presence is how logout knows the session came from
 * the identity provider (spec section 4, "Session").
 */
export const OIDC_NONCE_STORAGE_KEY = 'oidc_nonce';

/** Where the browser goes once the session is cleared. */
export type LogoutDestination =
  | { kind: 'external'; url: string }
  /** A full load of the app's base address (the "page reloads" of the spec). */
  | { kind: 'reload' }
  /** The app's base address, within the app. */
  | { kind: 'base' };

/**
 * How long logout (and the user swap) waits for `POST /oauth/revoke`. Leaving must not hang on
 * a slow or absent server: past this the patron is signed out here all the same, and the tokens
 * lapse on the server when they expire.
 */
export const REVOKE_TIMEOUT_MS = 3000;

/** The token that ends the session: the refresh token, which takes its access tokens with it. */
function sessionToken(credentials: Credentials | null) {
  if (credentials?.refresh_token)
    return { token: credentials.refresh_token, token_type_hint: 'refresh_token' } as const;
  if (credentials?.access_token)
    return { token: credentials.access_token, token_type_hint: 'access_token' } as const;
  return null;
}

/**
 * An abort signal that fires after `ms`. `AbortSignal.timeout` is missing before Safari 16,
 * which the es2022 build still runs on, and logout must not fail for want of it.
 */
function deadline(ms: number): AbortSignal {
  if (typeof AbortSignal.timeout === 'function') return AbortSignal.timeout(ms);
  const controller = new AbortController();
  setTimeout(() => controller.abort(new DOMException('revoke timed out', 'TimeoutError')), ms);
  return controller.signal;
}

const storedCredentials = (): Credentials | null => {
  const kind = activeAuthKind();
  return kind ? authStoreOf(kind).getState().credentials : null;
};

/**
 * Revokes the signed-in patron's tokens on the server (`POST /oauth/revoke`, RFC 7009), so they
 * stop working there too: on a shared library computer, forgetting them in this browser is not
 * enough. Never rejects: a refusal, a 5xx, no answer or the timeout leave the tokens to expire on
 * their own, and the caller goes on clearing the session. Call it before the stores are cleared
 * (it reads the token from them).
 */
export async function revokeStoredSession(): Promise<void> {
  const signal = deadline(REVOKE_TIMEOUT_MS);
  // Server shape: the refresh token is the server's cookie, which it revokes and clears.
  const endpoint = heldSession();
  if (endpoint) return endpoint.end(signal);
  const revoked = new Set<string>();
  // A refresh that another request finishes while the revoke is out rotates the tokens, and the
  // new refresh token would outlive this one: whatever is in the store afterwards goes as well.
  for (let pass = 0; pass < 2; pass += 1) {
    const target = sessionToken(storedCredentials());
    if (!target || revoked.has(target.token)) return;
    revoked.add(target.token);
    try {
      await revokeToken({ ...target, client_id: apiConfig.patronClientId }, undefined, signal);
    } catch {
      // Nothing to tell the patron, who is leaving either way (see above).
      return;
    }
  }
}

function takeOidcNonce(): boolean {
  try {
    const nonce = sessionStorage.getItem(OIDC_NONCE_STORAGE_KEY);
    sessionStorage.removeItem(OIDC_NONCE_STORAGE_KEY);
    return nonce !== null;
  } catch {
    // Storage blocked by the browser: no nonce could have been kept either.
    return false;
  }
}

/**
 * Spec section 4, "Session": revokes the patron's tokens on the server (at most
 * `REVOKE_TIMEOUT_MS`, and a failure does not stop the logout), clears the session and
 * remembered auth and says where to go: the OIDC logout link after an OIDC sign-in (else a
 * reload), the SAML logout link when SAML is on (else a reload), otherwise the base address. The
 * rest of the patron's state (cached answers, client stores) is the app shell's one "clear patron
 * data" step, run after.
 */
export async function logout(institution: Institution | undefined): Promise<LogoutDestination> {
  await revokeStoredSession();
  const hadOidcSession = takeOidcNonce();
  authActions.loggedOut();

  if (hadOidcSession) {
    const link = institution?.link_logout_OIDC;
    return link ? { kind: 'external', url: link } : { kind: 'reload' };
  }
  if (institution?.usaSAML) {
    const link = institution.link_logout_saml;
    return link ? { kind: 'external', url: link } : { kind: 'reload' };
  }
  return { kind: 'base' };
}
