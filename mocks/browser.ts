import type { TrustedTypesWindow } from 'trusted-types/lib';
import { keepMockStateSaved, restoreMockState } from './browser-persistence';
import { readSeedEarly, writeSeedWhenIdle } from './browser-seed-cache';
import { getSeed, primeSeed } from './db';
import { createMockBackend } from './handlers';
import { setBrowserChaos } from './chaos/browser-chaos';
import { defaultMockSettings } from './mock-settings';
import { mockOverrideKeys, mockStorageKeys } from './mock-storage-keys';
import { mountQaPanel } from './qa-panel/qa-panel';
import { scenarioByName } from './scenarios/named-scenarios';

/**
 * Starts the mock backend in the page's service worker (development and the demo build).
 * URL parameters, kept for the browser session: `?mockProfile=ify` (institution profile),
 * `?mockTokenTtl=30` (token lifetime), `?mockInstitution={"link_lgpd":null}` (institution settings
 * replaced), `?mockWithoutActivities=13` (activities taken out of the permission list),
 * `?mockHostile={"text":…,"url":…}` (payloads in every answer, for security tests),
 * `?mock=getInstitution:500*1` (forced answers), `?mockChaos=42:0.2:800` (chaos mode: seeded
 * random faults and latency, mocks/chaos) and
 * `?mockScenario=<name>` (a named case of the error catalogue, mocks/scenarios). The mock's
 * data and sessions survive a reload; the QA panel's "Reset mock data" starts from the seed.
 */
export async function startMockWorker(): Promise<{ customised: boolean }> {
  performance.mark('mock:start');
  const query = new URLSearchParams(location.search);
  const remember = (param: string, key: string, value = query.get(param)) => {
    if (value !== null) sessionStorage.setItem(key, value);
  };
  remember('mockProfile', mockStorageKeys.profile);
  remember('mockTokenTtl', mockStorageKeys.tokenTtl);
  remember('mockInstitution', mockStorageKeys.institution);
  remember('mockWithoutActivities', mockStorageKeys.withoutActivities);
  remember('mockHostile', mockStorageKeys.hostile);
  remember('mock', mockStorageKeys.scenarios);
  remember('mockChaos', mockStorageKeys.chaos);
  const named = scenarioByName(query.get('mockScenario'));
  if (named) remember('mockScenario', mockStorageKeys.scenarios, named.scenario);

  const settings = defaultMockSettings({
    MOCK_PROFILE: sessionStorage.getItem(mockStorageKeys.profile) ?? undefined,
    MOCK_TOKEN_TTL: sessionStorage.getItem(mockStorageKeys.tokenTtl) ?? undefined,
    MOCK_INSTITUTION: sessionStorage.getItem(mockStorageKeys.institution) ?? undefined,
    MOCK_WITHOUT_ACTIVITIES: sessionStorage.getItem(mockStorageKeys.withoutActivities) ?? undefined,
    MOCK_HOSTILE: sessionStorage.getItem(mockStorageKeys.hostile) ?? undefined,
    MOCK_CHAOS: sessionStorage.getItem(mockStorageKeys.chaos) ?? undefined,
  });
  // Measures a browser test or the bench (tests/perf/mock-cold-start.ts) reads: mock:*.
  performance.mark('mock:seed-start');
  const cached = await readSeedEarly();
  if (cached) primeSeed(cached);
  const seed = getSeed();
  // On a reload under `npm start` this is the IndexedDB read (mocks/browser-seed-cache.ts).
  performance.measure('mock:seed', { start: 'mock:seed-start', detail: { cached: !!cached } });
  performance.mark('mock:db-load-start');
  const backend = await createMockBackend(
    settings,
    sessionStorage.getItem(mockStorageKeys.scenarios) ?? '',
  );
  performance.measure('mock:db-load', 'mock:db-load-start');
  await restoreMockState(backend.context, sessionStorage, localStorage);
  const saved = keepMockStateSaved(backend.context, sessionStorage, window, localStorage);
  allowMockWorkerRegistration();
  const { network } = await import('virtual:msw');
  network.configure({ handlers: backend.handlers, onUnhandledFrame: 'bypass' });
  await network.enable();
  mountQaPanel(backend.context, { resetData: saved.reset });
  // For the resilience tests (and QA in the console): the writes applied since the page loaded,
  // and the chaos mode changed without a page load (as the QA panel does), so one signed-in tab
  // can run a flow under several seeds: `__mockChaos('22:0.2:400')`, `__mockChaos('')` for off.
  Object.assign(window, {
    __mockWrites: () => backend.context.writes.counts(),
    __mockChaos: (text: string) => void setBrowserChaos(backend.context, text),
  });
  performance.measure('mock:cold-start', 'mock:start');
  if (!cached) writeSeedWhenIdle(seed);
  // Module loading before the mock could start (the dev server's many files, or the demo's chunks).
  performance.measure('mock:code', { start: 0, end: 'mock:start' });
  // A QA setting changes what the server answers, so the prerendered first screen (rendered
  // from the default mock) may not match it: the app then renders without hydrating.
  const customised = mockOverrideKeys.some((key) => sessionStorage.getItem(key));
  return { customised };
}

/**
 * Under the demo build's Trusted Types policy (deploy/security-headers.ts, `mockWorker`) msw's
 * `navigator.serviceWorker.register('/mockServiceWorker.js')` passes a plain string, which the
 * browser hands to the `default` policy: this one accepts that call with that address and
 * refuses every other conversion (HTML, script, any other script address).
 */
function allowMockWorkerRegistration(): void {
  const factory = (window as Partial<TrustedTypesWindow>).trustedTypes;
  // A second `default` policy throws; the first one (a reload of this module) still holds.
  if (!factory || factory.defaultPolicy) return;
  const workerUrl = new URL('/mockServiceWorker.js', location.href).href;
  factory.createPolicy('default', {
    createScriptURL: (url: string, _type: unknown, sink: unknown) => {
      if (
        sink === 'ServiceWorkerContainer register' &&
        new URL(url, location.href).href === workerUrl
      )
        return url;
      throw new TypeError(`Trusted Types: ${String(sink)} refused ${url}`);
    },
  });
}
