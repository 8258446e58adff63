// This file's browser has an IndexedDB (jsdom lacks one), so sign-ins are kept encrypted.
import 'fake-indexeddb/auto';
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActivityPermission, SessionUserData } from '../../../src/api/generated/model';
import type * as AuthStoreModule from '../../../src/stores/auth-store';
import type * as AuthTokenStorageModule from '../../../src/stores/auth-token-storage';
import { everythingStored } from '../support/everything-stored';

type AuthModule = typeof AuthStoreModule;
type TokensModule = typeof AuthTokenStorageModule;

const pages: AuthModule[] = [];

/** A page load: fresh modules (empty stores) over whatever the browser has stored. */
async function loadPage(): Promise<AuthModule & TokensModule> {
  vi.resetModules();
  const auth = await import('../../../src/stores/auth-store');
  const tokens = await import('../../../src/stores/auth-token-storage');
  await auth.hydrateAuthStores();
  pages.push(auth);
  return { ...auth, ...tokens };
}

const user = (nome_pessoa: string) => ({ nome_pessoa, login: nome_pessoa }) as SessionUserData;
const permission = {
  cod_atividade: 8,
  cod_modulo: 1,
  descricao: 'Meu portal',
} as ActivityPermission;
const ana = {
  credentials: { access_token: 'ana-access-segredo', refresh_token: 'ana-refresh-segredo' },
  user: user('Ana Leitora'),
  authPermissions: [permission],
};
const bruno = {
  credentials: { access_token: 'bruno-access', refresh_token: 'bruno-refresh' },
  user: user('Bruno Professor'),
  authPermissions: [],
};

beforeEach(async () => {
  // A write still encrypting from the previous test would land after the clean-up.
  await Promise.all(pages.splice(0).map((page) => page.authStorageSettled()));
  localStorage.clear();
  sessionStorage.clear();
});

describe('signing in', () => {
  it('without "remember me" fills the session store only', async () => {
    const page = await loadPage();
    page.authActions.signedIn('session', ana);
    expect(page.useSessionAuthStore.getState().user?.nome_pessoa).toBe('Ana Leitora');
    expect(page.useRememberedAuthStore.getState().credentials).toBeNull();
    expect(page.activeAuthKind()).toBe('session');
    await page.authStorageSettled();
    expect(sessionStorage.getItem(page.authStorageNames.session)).not.toBeNull();
    expect(localStorage.getItem(page.authStorageNames.remembered)).toBeNull();
  });

  it('with "remember me" fills the remembered store only', async () => {
    const page = await loadPage();
    page.authActions.signedIn('remembered', ana);
    expect(page.useRememberedAuthStore.getState().user?.nome_pessoa).toBe('Ana Leitora');
    expect(page.useSessionAuthStore.getState().credentials).toBeNull();
    await page.authStorageSettled();
    expect(localStorage.getItem(page.authStorageNames.remembered)).not.toBeNull();
    expect(sessionStorage.getItem(page.authStorageNames.session)).toBeNull();
  });

  it('replaces whoever was signed in, in the other store too', async () => {
    const page = await loadPage();
    page.authActions.signedIn('remembered', bruno);
    page.authActions.signedIn('session', ana);
    expect(page.useRememberedAuthStore.getState().user).toBeNull();
    expect(page.useSessionAuthStore.getState().user?.nome_pessoa).toBe('Ana Leitora');
    await page.authStorageSettled();
    expect(localStorage.getItem(page.authStorageNames.remembered)).toBeNull();
  });

  it('keeps tokens and personal data encrypted at rest', async () => {
    const page = await loadPage();
    page.authActions.signedIn('remembered', ana);
    await page.authStorageSettled();
    const stored = everythingStored();
    expect(stored).toContain(page.authStorageNames.remembered);
    for (const plain of ['ana-access-segredo', 'ana-refresh-segredo', 'Ana Leitora', 'Meu portal'])
      expect(stored).not.toContain(plain);
  });
});

describe('the remembered store wins', () => {
  it('for the user, the permissions and the tokens when both stores hold someone', async () => {
    const page = await loadPage();
    page.useSessionAuthStore.setState(bruno);
    page.useRememberedAuthStore.setState(ana);
    const { result } = renderHook(() => ({
      user: page.useAuthUser(),
      signedIn: page.useIsSignedIn(),
      permissions: page.useAuthPermissions(),
    }));
    expect(result.current.user?.nome_pessoa).toBe('Ana Leitora');
    expect(result.current.signedIn).toBe(true);
    expect(result.current.permissions).toEqual([permission]);
    expect(page.activeAuthKind()).toBe('remembered');
    expect(page.authTokenStorage().getPatronCredentials()?.access_token).toBe('ana-access-segredo');
  });

  it('and the hooks follow a logout', async () => {
    const page = await loadPage();
    page.authActions.signedIn('session', ana);
    const { result } = renderHook(() => page.useIsSignedIn());
    expect(result.current).toBe(true);
    act(() => page.authActions.loggedOut());
    expect(result.current).toBe(false);
  });
});

describe('refreshed credentials and user data', () => {
  it('go back to the store the patron is in', async () => {
    const page = await loadPage();
    page.authActions.signedIn('session', ana);
    page.authTokenStorage().setPatronCredentials({ access_token: 'ana-2', refresh_token: 'r-2' });
    expect(page.useSessionAuthStore.getState().credentials?.access_token).toBe('ana-2');
    expect(page.useRememberedAuthStore.getState().credentials).toBeNull();

    page.authActions.userLoaded({
      user: user('Ana Maria Leitora'),
      authPermissions: [],
      registrationValidUntil: '2027-01-31',
    });
    expect(page.useSessionAuthStore.getState()).toMatchObject({
      user: { nome_pessoa: 'Ana Maria Leitora' },
      registrationValidUntil: '2027-01-31',
      credentials: { access_token: 'ana-2' },
    });
  });

  it('are dropped when nobody is signed in any more (refresh finishing after a logout)', async () => {
    const page = await loadPage();
    page.authTokenStorage().setPatronCredentials({ access_token: 'late' });
    expect(page.authTokenStorage().getPatronCredentials()).toBeNull();
  });
});

describe('logging out', () => {
  it('empties both stores and removes their stored copies at once', async () => {
    const page = await loadPage();
    page.useSessionAuthStore.setState(bruno);
    page.useRememberedAuthStore.setState(ana);
    await page.authStorageSettled();
    page.authActions.loggedOut();
    // Synchronous, so the page may reload right away (spec section 4, logout then reload).
    expect(sessionStorage.getItem(page.authStorageNames.session)).toBeNull();
    expect(localStorage.getItem(page.authStorageNames.remembered)).toBeNull();
    expect(page.useSessionAuthStore.getState()).toEqual(page.emptyAuth);
    expect(page.useRememberedAuthStore.getState()).toEqual(page.emptyAuth);
    await page.authStorageSettled();
    expect(everythingStored()).not.toContain('autenticacao');
    const after = await loadPage();
    expect(after.activeAuthKind()).toBeNull();
  });

  it('also clears a sign-in whose write was still in flight', async () => {
    const page = await loadPage();
    page.authActions.signedIn('remembered', ana);
    page.authActions.loggedOut();
    await page.authStorageSettled();
    expect(everythingStored()).not.toContain('autenticacao');
  });
});

describe('across page loads', () => {
  it('a session sign-in survives a reload but not a new browser session', async () => {
    const first = await loadPage();
    first.authActions.signedIn('session', ana);
    await first.authStorageSettled();

    const reloaded = await loadPage();
    expect(reloaded.useSessionAuthStore.getState()).toMatchObject(ana);
    expect(reloaded.activeAuthKind()).toBe('session');

    sessionStorage.clear(); // the browser was closed
    const nextSession = await loadPage();
    expect(nextSession.activeAuthKind()).toBeNull();
  });

  it('a remembered sign-in survives a browser restart', async () => {
    const first = await loadPage();
    first.authActions.signedIn('remembered', ana);
    await first.authStorageSettled();

    sessionStorage.clear();
    const restarted = await loadPage();
    expect(restarted.useRememberedAuthStore.getState()).toMatchObject(ana);
    expect(restarted.authTokenStorage().getPatronCredentials()).toEqual(ana.credentials);
  });

  it('a stored sign-in this browser cannot decrypt starts signed out', async () => {
    const first = await loadPage();
    first.authActions.signedIn('remembered', ana);
    await first.authStorageSettled();
    indexedDB.deleteDatabase('catalogo-chaves'); // site data partly cleared: the key is gone

    const later = await loadPage();
    expect(later.activeAuthKind()).toBeNull();
    expect(localStorage.getItem(later.authStorageNames.remembered)).toBeNull();
  });
});

describe('token storage for the API client', () => {
  it('logs out and tells the app when the session expired', async () => {
    const page = await loadPage();
    const onExpired = vi.fn();
    page.authActions.signedIn('remembered', ana);
    page.authTokenStorage({ onExpired }).onSessionExpired();
    expect(onExpired).toHaveBeenCalledOnce();
    expect(page.activeAuthKind()).toBeNull();
    expect(localStorage.getItem(page.authStorageNames.remembered)).toBeNull();
  });

  it('keeps the anonymous token for this browser session', async () => {
    const page = await loadPage();
    page.authTokenStorage().setPublicCredentials({ access_token: 'public-1' });
    expect(page.authTokenStorage().getPublicCredentials()?.access_token).toBe('public-1');

    const reloaded = await loadPage();
    expect(reloaded.authTokenStorage().getPublicCredentials()?.access_token).toBe('public-1');
    sessionStorage.clear();
    const nextSession = await loadPage();
    expect(nextSession.authTokenStorage().getPublicCredentials()).toBeNull();
  });
});
