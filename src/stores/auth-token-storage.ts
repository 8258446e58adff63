import type { Credentials, TokenStorage } from '../api/token-storage';
import { authActions, useRememberedAuthStore, useSessionAuthStore } from './auth-store';
import { publicCredentialsActions, usePublicCredentialsStore } from './public-credentials-store';

export interface AuthTokenStorageOptions {
  /** Called after a failed refresh has logged the patron out: the app warns "session expired". */
  onExpired?: () => void;
}

/**
 * The API client's view of the tokens (`configureApi({ tokens })`), read from the stores on
 * every request so a sign-in or logout anywhere takes effect on the next call.
 */
export function authTokenStorage({ onExpired }: AuthTokenStorageOptions = {}): TokenStorage {
  return {
    // Spec section 4: the remembered store takes priority when present.
    getPatronCredentials: () =>
      useRememberedAuthStore.getState().credentials ?? useSessionAuthStore.getState().credentials,
    // Goes to the store holding the patron (the one read above); dropped after a logout.
    setPatronCredentials: (credentials: Credentials) =>
      authActions.credentialsRefreshed(credentials),
    getPublicCredentials: () => usePublicCredentialsStore.getState().credentials,
    setPublicCredentials: (credentials: Credentials) =>
      publicCredentialsActions.obtained(credentials),
    onSessionExpired: () => {
      authActions.loggedOut();
      onExpired?.();
    },
  };
}
