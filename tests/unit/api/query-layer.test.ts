import { QueryClient } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMockServer } from '../../../mocks/node';
import { configureApi } from '../../../src/api/client';
import openapi from '../../../src/api/generated/openapi.json';
import {
  identityDependentPaths,
  isPatronQueryKey,
  patronOnlyPaths,
} from '../../../src/api/queries/patron-data';
import {
  homeContentQueries,
  publicConfigQueries,
} from '../../../src/api/queries/public-config-queries';
import { sessionUserQueries } from '../../../src/api/queries/session-user-queries';
import { clearPatronSession } from '../../../src/app/session/clear-patron-session';
import { dashboardQueries } from '../../../src/app/personal-area/dashboard/dashboard-queries';
import { alertsQueries } from '../../../src/features/alerts/api/alerts-queries';
import { debtsQueries } from '../../../src/features/debts/api/debts-queries';
import { holdsQueries } from '../../../src/features/holds/api/holds-queries';
import { loansQueries } from '../../../src/features/loans/api/loans-queries';
import { guideQueries } from '../../../src/features/search/api/guide-queries';
import { searchQueries } from '../../../src/features/search/api/search-queries';
import { titleQueries } from '../../../src/features/title/api/title-queries';
import { authTokenStorage } from '../../../src/stores/auth-token-storage';
import { publicCredentialsActions } from '../../../src/stores/public-credentials-store';

type Operation = { security?: Record<string, unknown>[] };
const document = openapi as unknown as {
  security: Record<string, unknown>[];
  paths: Record<string, Record<string, Operation>>;
};

/** Every factory of the query layer, called with sample arguments: name → its query key. */
function factoryKeys(): Map<string, readonly unknown[]> {
  const keys = new Map<string, readonly unknown[]>();
  const add = (group: string, factories: Record<string, (...args: never[]) => unknown>) => {
    for (const [name, factory] of Object.entries(factories)) {
      const call = factory as (...args: unknown[]) => { queryKey: readonly unknown[] };
      // Sample arguments: a code, a year and params first; then a page's title codes (a list)
      // or a search term (a string) for the factories that take those.
      const samples: unknown[][] = [
        [7, 2024, { termo: 'x' }],
        [[7], 2024, { termo: 'x' }],
        ['x', 2024, { termo: 'x' }],
      ];
      let options: { queryKey: readonly unknown[] } | undefined;
      for (const args of samples) {
        try {
          options = call(...args);
          break;
        } catch {
          // The next sample's shape.
        }
      }
      if (!options) throw new Error(`${group}.${name} accepts none of the sample arguments`);
      keys.set(`${group}.${name}`, options.queryKey);
    }
  };
  add('publicConfig', publicConfigQueries);
  add('homeContent', homeContentQueries);
  add('sessionUser', sessionUserQueries);
  add('search', searchQueries);
  add('guide', guideQueries);
  add('title', titleQueries);
  add('loans', loansQueries);
  add('holds', holdsQueries);
  add('debts', debtsQueries);
  add('alerts', alertsQueries);
  return keys;
}

describe('the shared query layer', () => {
  it('declares every query key once: no two factories share a key', () => {
    const byKey = new Map<string, string[]>();
    for (const [name, key] of factoryKeys()) {
      const serialised = JSON.stringify(key);
      byKey.set(serialised, [...(byKey.get(serialised) ?? []), name]);
    }
    // guide.listing and search.results read the same search call with other options, on
    // purpose: an index browse is a search. Anything else sharing a key is a second declaration.
    const shared = [...byKey.values()].filter(
      (names) =>
        names.length > 1 &&
        !names.every((name) => /^(guide\.(listing|networkResults)|search\.results)$/.test(name)),
    );
    expect(shared).toEqual([]);
  });

  it('builds keys from generic to specific, so a title holds its tabs', () => {
    expect(titleQueries.detail(7).queryKey).toEqual(['acervo', 7]);
    expect(titleQueries.marc(7).queryKey.slice(0, 2)).toEqual(['acervo', 7]);
    expect(titleQueries.copies(7).queryKey.slice(0, 3)).toEqual(['acervo', 7, 'exemplares']);
  });

  it('tells patron answers from public ones exactly as the contract’s security does', () => {
    const patronOnly: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      const get = operations.get;
      if (!get) continue;
      const schemes = (get.security ?? document.security).flatMap((entry) => Object.keys(entry));
      if (schemes.length === 1 && schemes[0] === 'patron') patronOnly.push(path);
      const key = path
        .split('/')
        .slice(1)
        .map((segment) => (segment.startsWith('{') ? 7 : segment));
      const template = path.replace(/\{[^}]+\}/g, '{}');
      const expected =
        (schemes.length === 1 && schemes[0] === 'patron') ||
        (identityDependentPaths as readonly string[]).includes(template);
      expect({ path, patron: isPatronQueryKey([...key, { any: 'params' }]) }).toEqual({
        path,
        patron: expected,
      });
    }
    expect(patronOnly.map((path) => path.replace(/\{[^}]+\}/g, '{}')).sort()).toEqual(
      [...patronOnlyPaths].sort(),
    );
  });

  it('keys translated answers by the language requests go out in', () => {
    configureApi({ language: () => 'en' });
    expect(publicConfigQueries.searchGuides().queryKey).toEqual([
      'parametros',
      'guias-pesquisa',
      { idioma: 5 },
    ]);
    configureApi({ language: () => 'pt' });
    expect(publicConfigQueries.institution().queryKey).toEqual([
      'parametros',
      'instituicao',
      { idioma: 1 },
    ]);
  });
});

describe('a change of language (spec section 2, language bar)', () => {
  let mock: Awaited<ReturnType<typeof createMockServer>>;
  const asked: { path: string; idioma: string | null }[] = [];
  beforeAll(async () => {
    mock = await createMockServer();
    mock.server.listen({ onUnhandledFrame: 'error' });
    mock.server.events.on('request:start', ({ request }) => {
      asked.push({
        path: new URL(request.url).pathname,
        idioma: request.headers.get('idioma'),
      });
    });
  }, 60_000);
  afterAll(() => mock.server.close());
  beforeEach(() => {
    asked.length = 0;
    publicCredentialsActions.cleared();
  });
  afterEach(() => configureApi({ language: () => 'pt' }));

  it('fetches the guides and institution texts again in the new language, keeping the old', async () => {
    const queryClient = new QueryClient();
    configureApi({ tokens: authTokenStorage(), language: () => 'pt' });
    const guidesPt = await queryClient.ensureQueryData(publicConfigQueries.searchGuides());
    await queryClient.ensureQueryData(publicConfigQueries.institution());

    configureApi({ language: () => 'en' });
    asked.length = 0;
    const guidesEn = await queryClient.ensureQueryData(publicConfigQueries.searchGuides());
    await queryClient.ensureQueryData(publicConfigQueries.institution());

    expect(asked).toEqual([
      { path: '/api/parametros/guias-pesquisa', idioma: '5' },
      { path: '/api/parametros/instituicao', idioma: '5' },
    ]);
    expect(guidesEn.map((guide) => guide.codigo)).toEqual(guidesPt.map((guide) => guide.codigo));
    // Back in Portuguese nothing is asked again: each language is an entry of its own.
    configureApi({ language: () => 'pt' });
    asked.length = 0;
    await queryClient.ensureQueryData(publicConfigQueries.searchGuides());
    expect(asked).toEqual([]);
  });
});

describe('logout and a change of person', () => {
  function populatedClient() {
    const queryClient = new QueryClient();
    configureApi({ language: () => 'pt' });
    const put = (queryKey: readonly unknown[]) => queryClient.setQueryData(queryKey, ['data']);
    put(publicConfigQueries.institution().queryKey);
    put(publicConfigQueries.functionalities().queryKey);
    put(publicConfigQueries.searchGuides().queryKey);
    put(titleQueries.detail(7).queryKey);
    put(titleQueries.copies(7).queryKey);
    put(searchQueries.results({ termo: 'machado' }).queryKey);
    put(sessionUserQueries.current().queryKey);
    put(dashboardQueries.currentLoans().queryKey);
    put(dashboardQueries.holds().queryKey);
    put(dashboardQueries.pendingDebits().queryKey);
    put(dashboardQueries.alerts().queryKey);
    put(titleQueries.permissions(7).queryKey);
    put(titleQueries.holdOptions(7).queryKey);
    return queryClient;
  }
  const cachedKeys = (queryClient: QueryClient) =>
    queryClient
      .getQueryCache()
      .getAll()
      .map((query) => query.queryKey);

  for (const [name, refetchActive] of [
    ['logout', false],
    ['user swap', true],
  ] as const) {
    it(`${name} drops every patron query and keeps the public ones`, async () => {
      const queryClient = populatedClient();
      await clearPatronSession(queryClient, { refetchActive });
      const left = cachedKeys(queryClient);
      expect(left.filter(isPatronQueryKey)).toEqual([]);
      expect(left).toEqual(
        expect.arrayContaining([
          publicConfigQueries.institution().queryKey,
          publicConfigQueries.functionalities().queryKey,
          publicConfigQueries.searchGuides().queryKey,
          titleQueries.detail(7).queryKey,
          titleQueries.copies(7).queryKey,
          searchQueries.results({ termo: 'machado' }).queryKey,
        ]),
      );
      expect(left).toHaveLength(6);
    });
  }
});
