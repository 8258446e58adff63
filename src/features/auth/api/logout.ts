import type { Institution } from '../../../api/generated/model';
import { authActions } from '../../../stores/auth-store';

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
 * Spec section 4, "Session": clears the session and remembered auth and says where to go: the
 * OIDC logout link after an OIDC sign-in (else a reload), the SAML logout link when SAML is on
 * (else a reload), otherwise the base address. The rest of the patron's state (cached answers,
 * client stores) is the app shell's one "clear patron data" step, run alongside.
 */
export function logout(institution: Institution | undefined): LogoutDestination {
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
