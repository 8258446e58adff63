import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMockServer } from '../../../mocks/node';
import { configureApi } from '../../../src/api/client';
import { publicConfigQueries } from '../../../src/api/queries/public-config-queries';
import { memoryTokenStorage } from '../../../src/api/token-storage';
import { runStartup } from '../../../src/app/startup/run-startup';
import { StartupFallbackBanner } from '../../../src/app/startup/startup-fallback-banner';
import { useStartupFallbackStore } from '../../../src/app/startup/startup-fallback';
import { initI18n } from '../../../src/lib/i18n/init-i18n';
import { authTokenStorage } from '../../../src/stores/auth-token-storage';
import { publicCredentialsActions } from '../../../src/stores/public-credentials-store';

let mock: Awaited<ReturnType<typeof createMockServer>>;
beforeAll(async () => {
  mock = await createMockServer();
  mock.server.listen({ onUnhandledFrame: 'error' });
}, 60_000);
afterAll(() => mock.server.close());
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  publicCredentialsActions.cleared();
  mock.context.scenarios.clear();
  configureApi({ tokens: authTokenStorage(), language: () => 'pt' });
});

/**
 * A patron comes back the next day: the access token of the remembered session has expired,
 * and the refresh grant answers 500 (or does not answer at all).
 */
async function reloadWithRefreshFailing(failure: string) {
  const firstVisit = new QueryClient();
  await runStartup(firstVisit, undefined, { language: 'pt' });
  const expired = vi.fn();
  const tokens = memoryTokenStorage(
    {
      patron: { access_token: 'expired-yesterday', refresh_token: 'still-good' },
      public: authTokenStorage().getPublicCredentials(),
    },
    expired,
  );
  configureApi({ tokens, language: () => 'pt' });
  mock.context.scenarios.set(failure);
  const reloaded = new QueryClient();
  return { firstVisit, reloaded, tokens, expired, startup: runStartup(reloaded) };
}

describe('start-up when the refresh grant fails at a reload', () => {
  it.each(['createToken:500', 'createToken:503', 'createToken:network'])(
    '%s: the app opens on the configuration kept from the last visit, still signed in, with a banner, and catches up in the background',
    async (failure) => {
      const { firstVisit, reloaded, tokens, expired, startup } =
        await reloadWithRefreshFailing(failure);
      await expect(startup).resolves.toBeUndefined();
      for (const query of [
        publicConfigQueries.functionalities(),
        publicConfigQueries.institution(),
      ])
        expect(reloaded.getQueryData(query.queryKey)).toEqual(
          firstVisit.getQueryData(query.queryKey),
        );
      expect(tokens.getPatronCredentials()?.refresh_token).toBe('still-good');
      expect(expired).not.toHaveBeenCalled();

      const i18n = await initI18n('pt');
      const banner = render(
        <I18nextProvider i18n={i18n}>
          <StartupFallbackBanner />
        </I18nextProvider>,
      );
      expect((await screen.findByRole('status')).textContent).toMatch(/sua última visita/);

      // The server is back: the background retry refreshes the session and the configuration.
      mock.context.scenarios.clear();
      await vi.waitFor(() => expect(useStartupFallbackStore.getState().stale).toEqual([]), {
        timeout: 20_000,
      });
      expect(screen.queryByRole('status')).toBeNull();
      expect(tokens.getPatronCredentials()?.access_token).not.toBe('expired-yesterday');
      banner.unmount();
    },
    30_000,
  );

  it('a first visit with nothing kept still says the catalogue could not be opened', async () => {
    mock.context.scenarios.set('getInstitution:503');
    await expect(runStartup(new QueryClient())).rejects.toMatchObject({ status: 503 });
  });
});
