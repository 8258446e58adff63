// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n } from 'i18next';
import { createMemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMockServer } from '../../../mocks/node';
import { configureApi } from '../../../src/api/client';
import { memoryTokenStorage } from '../../../src/api/token-storage';
import { createQueryClient } from '../../../src/app/query-client';
import { ResultLinks } from '../../../src/features/search/components/result-links';
import { initI18n } from '../../../src/lib/i18n/init-i18n';
import { notificationQueue } from '../../../src/lib/notifications/notifications';
import { authActions } from '../../../src/stores/auth-store';
import { renderRouter } from '../support/render-router';
import { signIn } from './title-harness';

// The result list opens links through the same shared module as the title page
// (src/features/links): rendered alone here, with the links the result call gives.
let mock: Awaited<ReturnType<typeof createMockServer>>;
let i18nInstance: i18n;
let statistics: Record<string, unknown>[] = [];

beforeAll(async () => {
  mock = await createMockServer();
  mock.server.listen({ onUnhandledFrame: 'error' });
  mock.server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === '/api/vinculos/estatistica-acesso')
      void request
        .clone()
        .json()
        .then((body) => statistics.push(body as Record<string, unknown>));
  });
  i18nInstance = await initI18n('pt');
}, 60_000);
afterAll(() => mock.server.close());
beforeEach(() => {
  statistics = [];
  configureApi({ tokens: memoryTokenStorage(), language: () => i18nInstance.language });
  authActions.loggedOut();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderLinks() {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <ResultLinks
            codAcervo={248}
            title="Mrs Dalloway"
            links={[
              { seq_paragrafo: 1, url: null, descricao: 'Acesso online', restrito: true },
              {
                seq_paragrafo: 1,
                url: 'https://repositorio.ufx.example.org/aberto/248',
                descricao: null,
                restrito: false,
              },
            ]}
          />
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  renderRouter(router, { i18n: i18nInstance, queryClient: createQueryClient() });
}

describe('result list links over the shared module', { timeout: 30_000 }, () => {
  it('a restricted link waits with a toast, opens the proxy address and is counted', async () => {
    await signIn(i18nInstance);
    const opened: string[] = [];
    vi.spyOn(window, 'open').mockImplementation(() => {
      const tab = {
        opener: window,
        location: {
          set href(address: string) {
            opened.push(address);
          },
        },
      };
      return tab as unknown as Window;
    });
    const toasts = vi.spyOn(notificationQueue, 'add');
    const user = userEvent.setup();
    renderLinks();
    await user.click(
      screen.getByRole('button', {
        name: 'Acesso online (acesso restrito) de "Mrs Dalloway", abre em nova aba',
      }),
    );
    expect(toasts).toHaveBeenCalledWith({
      tone: 'info',
      title: 'Aguarde, abrindo o link de acesso restrito…',
    });
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(opened[0]).toMatch(/^https:\/\/proxy\.ufx\.example\.org\/login\?url=/);
    await waitFor(() => expect(statistics).toHaveLength(1));
    expect(statistics[0]).toMatchObject({ cod_acervo: 248, seq_paragrafo: 1, url: opened[0] });
  });

  it('an open link without a description is numbered and goes straight to its address', () => {
    renderLinks();
    const link = screen.getByRole('link', { name: /^Link 2/ });
    expect(link.getAttribute('href')).toBe('https://repositorio.ufx.example.org/aberto/248');
    expect(link.getAttribute('target')).toBe('_blank');
  });
});
