import { create, type StoreApi, type UseBoundStore } from 'zustand';
import type { ActivityPermission, SessionUserData } from '../api/generated/model';
import type { Credentials } from '../api/token-storage';

/**
 * Spec section 3, client state "Auth": credentials, user and permissions. There are two stores
 * of the same shape: a session-only one and a persistent one for "remember me". Both are kept
 * encrypted at rest (see `persist-encrypted-auth.ts`); when both hold a user the remembered
 * store wins (spec section 4, token refresh).
 */
export interface AuthState {
  credentials: Credentials | null;
  user: SessionUserData | null;
  authPermissions: ActivityPermission[];
  /** The session user's `validade_cadastro`, for the registration-about-to-expire warning. */
  registrationValidUntil: string | null;
}

export const emptyAuth: AuthState = {
  credentials: null,
  user: null,
  authPermissions: [],
  registrationValidUntil: null,
};

export type AuthStore = UseBoundStore<StoreApi<AuthState>>;

export const useSessionAuthStore: AuthStore = create<AuthState>()(() => emptyAuth);
export const useRememberedAuthStore: AuthStore = create<AuthState>()(() => emptyAuth);

export type AuthKind = 'session' | 'remembered';

export const authStoreOf = (kind: AuthKind): AuthStore =>
  kind === 'remembered' ? useRememberedAuthStore : useSessionAuthStore;

/** The store that currently holds the signed-in patron: remembered first, then session. */
export function activeAuthKind(): AuthKind | null {
  if (useRememberedAuthStore.getState().credentials) return 'remembered';
  if (useSessionAuthStore.getState().credentials) return 'session';
  return null;
}

export const useAuthUser = (): SessionUserData | null => {
  const remembered = useRememberedAuthStore((state) => state.user);
  const session = useSessionAuthStore((state) => state.user);
  return remembered ?? session;
};

export const useIsSignedIn = (): boolean => useAuthUser() !== null;

const noPermissions: ActivityPermission[] = [];
export const useAuthPermissions = (): ActivityPermission[] => {
  const remembered = useRememberedAuthStore((state) => (state.user ? state.authPermissions : null));
  const session = useSessionAuthStore((state) => state.authPermissions);
  return remembered ?? (session.length ? session : noPermissions);
};

export const authActions = {
  signedIn(
    kind: AuthKind,
    next: Pick<AuthState, 'credentials' | 'user' | 'authPermissions'> &
      Partial<Pick<AuthState, 'registrationValidUntil'>>,
  ): void {
    // A new sign-in replaces whoever was signed in, in either store.
    useSessionAuthStore.setState(emptyAuth, true);
    useRememberedAuthStore.setState(emptyAuth, true);
    authStoreOf(kind).setState({ ...emptyAuth, ...next }, true);
  },
  credentialsRefreshed(credentials: Credentials): void {
    const kind = activeAuthKind();
    if (kind) authStoreOf(kind).setState({ credentials });
  },
  userLoaded(next: Pick<AuthState, 'user' | 'authPermissions' | 'registrationValidUntil'>): void {
    const kind = activeAuthKind();
    if (kind) authStoreOf(kind).setState(next);
  },
  loggedOut(): void {
    useSessionAuthStore.setState(emptyAuth, true);
    useRememberedAuthStore.setState(emptyAuth, true);
  },
};
