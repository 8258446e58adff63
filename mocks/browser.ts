import { createMockBackend } from './handlers';
import { defaultMockSettings } from './mock-settings';

/**
 * Starts the mock backend in the page's service worker (development and the demo build).
 * `?mockProfile=ify` and `?mockTokenTtl=30` choose the institution profile and token lifetime;
 * `?mock=getInstitution:500*1` forces QA scenarios (mocks/scenarios). All are kept for the
 * browser session.
 */
export async function startMockWorker(): Promise<void> {
  const query = new URLSearchParams(location.search);
  for (const [param, key] of [
    ['mockProfile', 'MOCK_PROFILE'],
    ['mockTokenTtl', 'MOCK_TOKEN_TTL'],
    ['mock', 'MOCK_SCENARIOS'],
  ] as const) {
    const value = query.get(param);
    if (value) sessionStorage.setItem(key, value);
  }
  const settings = defaultMockSettings({
    MOCK_PROFILE: sessionStorage.getItem('MOCK_PROFILE') ?? undefined,
    MOCK_TOKEN_TTL: sessionStorage.getItem('MOCK_TOKEN_TTL') ?? undefined,
  });
  const { handlers } = createMockBackend(settings, sessionStorage.getItem('MOCK_SCENARIOS') ?? '');
  const { network } = await import('virtual:msw');
  network.configure({ handlers, onUnhandledFrame: 'bypass' });
  await network.enable();
}
