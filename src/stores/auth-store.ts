import { create, type Mutate, type StoreApi, type UseBoundStore } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { ActivityPermission, SessionUserData } from '../api/generated/model';
import { heldSession } from '../api/client';
import { isApiError } from '../api/errors';
import { sessionEndpointBase } from '../api/session-shape';
import type { Credentials } from '../api/token-storage';
import { createEncryptedStorage, type EncryptedStorage } from '../lib/storage/encrypted-storage';
import { deviceStorageKey } from '../lib/storage/storage-key';
import { hydratePublicCredentials, publicCredentialsSettled } from './public-credentials-store';

/**
 * Spec section 3, client state "Auth": credentials, user and permissions. There are two stores
 * of the same shape: a session-only one (sessionStorage: survives a reload, not a new browser
 * session) and a persistent one for "remember me" (localStorage: survives a restart). Both are
 * kept encrypted at rest (`lib/storage/encrypted-storage.ts`); when both hold a user the
 * remembered store wins (spec section 4, token refresh). They start empty: `hydrateAuthStores()`
 * reads them back, and start-up awaits it before the first request.
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

export type AuthStore = UseBoundStore<
  Mutate<StoreApi<AuthState>, [['zustand/persist', AuthState]]>
>;

/** Storage item names, one per store; exported for tests and for logout checks. */
export const authStorageNames = {
  session: 'autenticacao-sessao',
  remembered: 'autenticacao-lembrada',
} as const;

const authStorages: EncryptedStorage[] = [];

function createAuthStore(name: string, backend: () => Storage | undefined): AuthStore {
  const storage = createEncryptedStorage({ backend, key: deviceStorageKey });
  authStorages.push(storage);
  return create<AuthState>()(
    persist(() => emptyAuth, {
      name,
      version: 1,
      storage: createJSONStorage<AuthState, unknown>(() => storage),
      // Server shape: the tokens stay out of the browser's storage (the refresh token is the
      // server's HttpOnly cookie, the access token lives in memory); what is kept tells a reload
      // that a patron was signed in, and in which store, so it asks the server for a token.
      partialize: (state) => (sessionEndpointBase() ? { ...state, credentials: null } : state),
      // Decryption is asynchronous; hydrateAuthStores() runs it once, before the app renders.
      skipHydration: true,
    }),
  );
}

export const useSessionAuthStore: AuthStore = createAuthStore(
  authStorageNames.session,
  () => globalThis.sessionStorage,
);
export const useRememberedAuthStore: AuthStore = createAuthStore(
  authStorageNames.remembered,
  () => globalThis.localStorage,
);

let hydration: Promise<void> | null = null;

/**
 * Reads both auth stores, and the public token, back from their encrypted storage. Runs once
 * per page: a second read could overwrite newer state with an older copy whose write is still
 * in flight. The public token is read here because this is what start-up (and the first
 * render) await before any request: a request leaving earlier would find no token and ask for
 * a second one. Never rejects; an unreadable store simply starts signed out.
 */
export function hydrateAuthStores(): Promise<void> {
  hydration ??= Promise.all([
    useSessionAuthStore.persist.rehydrate(),
    useRememberedAuthStore.persist.rehydrate(),
    hydratePublicCredentials(),
  ])
    .then(resumeHeldSession)
    .then(
      () => undefined,
      () => undefined,
    );
  return hydration;
}

/**
 * Server shape: a reload finds the patron's user but no token (none is stored), and gets a fresh
 * access token from the server's cookie. A refusal (400/401: the cookie expired, was revoked or
 * was never set in this browser session) signs the patron out here too. No answer (a blip, a
 * 5xx) says nothing about the session: the user stays shown and the next reload asks again,
 * while calls meanwhile go out with the public token.
 */
async function resumeHeldSession(): Promise<void> {
  const endpoint = heldSession();
  if (!endpoint) return;
  const kind: AuthKind | null = useRememberedAuthStore.getState().user
    ? 'remembered'
    : useSessionAuthStore.getState().user
      ? 'session'
      : null;
  // Credentials stored by a static deploy on this origin are not used: the cookie decides.
  for (const store of [useSessionAuthStore, useRememberedAuthStore])
    if (store.getState().credentials) store.setState({ credentials: null });
  if (!kind) return;
  try {
    const credentials = await endpoint.refresh();
    authStoreOf(kind).setState({ credentials });
  } catch (error) {
    if (isApiError(error) && (error.status === 400 || error.status === 401))
      authActions.loggedOut();
  }
}

/**
 * Resolves once the latest auth changes are encrypted and stored. Writes are asynchronous;
 * await this before leaving the page (full-page redirect) right after signing in.
 */
export async function authStorageSettled(): Promise<void> {
  // The public token too: leaving before it lands would cost the next page a new grant.
  await Promise.all([
    ...authStorages.map((storage) => storage.settled()),
    publicCredentialsSettled(),
  ]);
}

/** Empties a store and removes its stored copy (not an encrypted empty record). */
function clear(store: AuthStore): void {
  store.setState(emptyAuth, true);
  store.persist.clearStorage();
}

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
    clear(authStoreOf(kind === 'remembered' ? 'session' : 'remembered'));
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
  /** Empties both stores and removes their stored copies at once (safe to reload right after). */
  loggedOut(): void {
    clear(useSessionAuthStore);
    clear(useRememberedAuthStore);
  },
};
