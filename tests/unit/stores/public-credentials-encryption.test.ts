// This file's browser has an IndexedDB (jsdom lacks one), so the public token is kept encrypted.
import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMockServer } from '../../../mocks/node';
import type * as AuthStoreModule from '../../../src/stores/auth-store';
import type * as PublicCredentialsStoreModule from '../../../src/stores/public-credentials-store';
import { everythingStored } from '../support/everything-stored';

type StoreModule = typeof PublicCredentialsStoreModule;
type AuthModule = typeof AuthStoreModule;

interface Page extends StoreModule, Pick<AuthModule, 'hydrateAuthStores' | 'authStorageSettled'> {
  /** Spec section 4 start-up, as `src/main.tsx` begins it on this page. */
  startup(): Promise<void>;
}

const pages: Page[] = [];

/**
 * A page load: fresh modules (empty stores, a client with no token in memory) over whatever
 * this browser profile has stored, wired as `src/main.tsx` wires them. Nothing is hydrated yet.
 */
async function loadPage(): Promise<Page> {
  vi.resetModules();
  const store = await import('../../../src/stores/public-credentials-store');
  const auth = await import('../../../src/stores/auth-store');
  const { authTokenStorage } = await import('../../../src/stores/auth-token-storage');
  const { configureApi } = await import('../../../src/api/client');
  const { runStartup } = await import('../../../src/app/startup/run-startup');
  configureApi({ tokens: authTokenStorage(), language: () => 'pt' });
  const queryClient = new QueryClient();
  const page: Page = {
    ...store,
    hydrateAuthStores: auth.hydrateAuthStores,
    authStorageSettled: auth.authStorageSettled,
    startup: () => runStartup(queryClient, undefined, { language: 'pt' }),
  };
  pages.push(page);
  return page;
}

let mock: Awaited<ReturnType<typeof createMockServer>>;
/** The grant types of the `POST /oauth/token` calls made since the test began. */
let grants: string[] = [];
/** The Authorization header of every other API call made since the test began. */
let bearers: (string | null)[] = [];

// Seeding the mock takes seconds on a busy machine: more than the default hook timeout.
beforeAll(async () => {
  mock = await createMockServer();
  mock.server.listen({ onUnhandledFrame: 'error' });
  mock.server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith('/oauth/token')) {
      // From a clone, so the handler still gets the body.
      void request
        .clone()
        .text()
        .then((body) => grants.push(new URLSearchParams(body).get('grant_type') ?? ''));
    } else {
      bearers.push(request.headers.get('Authorization'));
    }
  });
}, 60_000);
afterAll(() => mock.server.close());

/** A new browser session over the same profile: nothing stored in Web Storage. */
beforeEach(async () => {
  // A write still encrypting from the previous test would land after the clean-up.
  await Promise.all(pages.splice(0).map((page) => page.authStorageSettled()));
  localStorage.clear();
  sessionStorage.clear();
  grants = [];
  bearers = [];
});

const plainEntry = (accessToken: string) =>
  JSON.stringify({ state: { credentials: { access_token: accessToken } }, version: 1 });

describe('the public token at rest', () => {
  it('is never written in readable form', async () => {
    const page = await loadPage();
    await page.hydrateAuthStores();
    page.publicCredentialsActions.obtained({ access_token: 'publico-segredo-123' });
    await page.authStorageSettled();

    const stored = sessionStorage.getItem(page.publicCredentialsStorageName) ?? '';
    expect(stored).toMatch(/^v1\.[A-Za-z0-9+/=]+\.[A-Za-z0-9+/=]+$/);
    expect(everythingStored()).not.toContain('publico-segredo-123');
    expect(everythingStored()).not.toContain('access_token');
  });

  it('comes back after a reload, from the same storage', async () => {
    const first = await loadPage();
    await first.hydrateAuthStores();
    first.publicCredentialsActions.obtained({ access_token: 'publico-segredo-123' });
    await first.authStorageSettled();

    const reloaded = await loadPage();
    expect(reloaded.usePublicCredentialsStore.getState().credentials).toBeNull();
    await reloaded.hydrateAuthStores();
    expect(reloaded.usePublicCredentialsStore.getState().credentials).toEqual({
      access_token: 'publico-segredo-123',
    });
  });

  it('granted while the stored one is still being decrypted, is the one kept', async () => {
    const first = await loadPage();
    await first.hydrateAuthStores();
    first.publicCredentialsActions.obtained({ access_token: 'publico-antigo' });
    await first.authStorageSettled();

    const page = await loadPage();
    const hydrating = page.hydrateAuthStores();
    page.publicCredentialsActions.obtained({ access_token: 'publico-novo' });
    await hydrating;
    expect(page.usePublicCredentialsStore.getState().credentials?.access_token).toBe(
      'publico-novo',
    );
    await page.authStorageSettled();
    const reloaded = await loadPage();
    await reloaded.hydrateAuthStores();
    expect(reloaded.usePublicCredentialsStore.getState().credentials?.access_token).toBe(
      'publico-novo',
    );
  });

  it('in plain text from a previous version, is dropped, not taken in', async () => {
    sessionStorage.setItem('credenciais-publicas', plainEntry('publico-em-claro'));
    const page = await loadPage();
    await page.hydrateAuthStores();
    expect(page.usePublicCredentialsStore.getState().credentials).toBeNull();
    expect(sessionStorage.getItem(page.publicCredentialsStorageName)).toBeNull();
    expect(everythingStored()).not.toContain('publico-em-claro');
  });

  it('in plain text, is dropped even where this browser cannot encrypt (no IndexedDB)', async () => {
    sessionStorage.setItem('credenciais-publicas', plainEntry('publico-em-claro'));
    vi.stubGlobal('indexedDB', undefined);
    try {
      const page = await loadPage();
      await page.hydrateAuthStores();
      expect(page.usePublicCredentialsStore.getState().credentials).toBeNull();
      // Kept in memory for this page only, never written in plain text.
      page.publicCredentialsActions.obtained({ access_token: 'publico-so-na-memoria' });
      await page.authStorageSettled();
      expect(everythingStored()).not.toContain('publico-em-claro');
      expect(everythingStored()).not.toContain('publico-so-na-memoria');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('start-up and the encrypted public token', () => {
  it('a cold start asks for exactly one public token, stored encrypted', async () => {
    const page = await loadPage();
    // As src/main.tsx and render-app do: start-up and the first render's hydration at once.
    await Promise.all([page.startup(), page.hydrateAuthStores()]);
    expect(grants).toEqual(['client_credentials']);
    const token = page.usePublicCredentialsStore.getState().credentials?.access_token ?? '';
    expect(token).not.toBe('');
    expect(bearers.length).toBeGreaterThan(0);
    expect(bearers.every((bearer) => bearer === `Bearer ${token}`)).toBe(true);
    await page.authStorageSettled();
    expect(everythingStored()).not.toContain(token);
  });

  it('a warm start (a reload) asks for none and sends the stored token', async () => {
    const first = await loadPage();
    await first.startup();
    const token = first.usePublicCredentialsStore.getState().credentials?.access_token;
    await first.authStorageSettled();
    grants = [];
    bearers = [];

    const page = await loadPage();
    // Start-up is begun before the first render awaits hydration, and runs alongside it.
    await Promise.all([page.startup(), page.hydrateAuthStores()]);
    expect(grants).toEqual([]);
    expect(bearers.length).toBeGreaterThan(0);
    expect(bearers.every((bearer) => bearer === `Bearer ${token}`)).toBe(true);
  });

  it('after dropping a plain-text token of a previous version, asks for one new token', async () => {
    sessionStorage.setItem('credenciais-publicas', plainEntry('publico-em-claro'));
    const page = await loadPage();
    await page.startup();
    expect(grants).toEqual(['client_credentials']);
    expect(bearers).not.toContain('Bearer publico-em-claro');
    expect(page.usePublicCredentialsStore.getState().credentials?.access_token).not.toBe(
      'publico-em-claro',
    );
    await page.authStorageSettled();
    expect(everythingStored()).not.toContain('access_token');
  });
});
