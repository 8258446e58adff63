import type { Credentials, TokenStorage } from '../../../src/api/token-storage';
import { activeAuthKind, authActions, authStoreOf } from '../../../src/stores/auth-store';

/** The HTTP layer reads the patron token from the auth stores, as the app wires it. */
export function storeBackedTokens(): TokenStorage {
  let publicCredentials: Credentials | null = null;
  return {
    getPatronCredentials: () => {
      const kind = activeAuthKind();
      return kind ? authStoreOf(kind).getState().credentials : null;
    },
    setPatronCredentials: (credentials) => authActions.credentialsRefreshed(credentials),
    getPublicCredentials: () => publicCredentials,
    setPublicCredentials: (credentials) => {
      publicCredentials = credentials;
    },
    onSessionExpired: () => authActions.loggedOut(),
  };
}
