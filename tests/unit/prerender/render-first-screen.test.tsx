// @vitest-environment node
import type { QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockServer } from '../../../mocks/node';
import { configureApi } from '../../../src/api/client';
import { memoryTokenStorage } from '../../../src/api/token-storage';
import { renderFirstScreen } from '../../../src/app/prerender/render-first-screen';
import { createQueryClient } from '../../../src/app/query-client';
import { runStartup } from '../../../src/app/startup/run-startup';
import { initI18n } from '../../../src/lib/i18n/init-i18n';

// Issue 16: the first screen rendered at build time, without a browser, from the real app.

let mock: Awaited<ReturnType<typeof createMockServer>>;
let i18nInstance: i18n;
let queryClient: QueryClient;

beforeAll(async () => {
  mock = await createMockServer();
  mock.server.listen({ onUnhandledFrame: 'error' });
  i18nInstance = await initI18n('pt');
  configureApi({ tokens: memoryTokenStorage(), language: () => 'pt' });
  queryClient = createQueryClient();
  await runStartup(queryClient);
}, 120_000);
afterAll(() => mock.server.close());

describe('the first screen without a browser', { timeout: 60_000 }, () => {
  it("renders the home page's shell, heading, guides and a search form that works without code", async () => {
    const { html } = await renderFirstScreen(new URL('http://localhost/'), {
      queryClient,
      i18n: i18nInstance,
    });
    expect(html).toMatch(/<h1[^>]*>Pesquisar no acervo<\/h1>/);
    expect(html).toContain('Catálogo on-line · UFX');
    expect(html).toMatch(
      /role="tablist"[^>]*aria-label="Guias de pesquisa"|aria-label="Guias de pesquisa"[^>]*role="tablist"/,
    );
    expect(html).toMatch(/<form[^>]*method="get"/);
    expect(html).toMatch(/<input[^>]*name="termo"/);
    expect(html).toContain('<footer');
    // Written in place: no loading fallback waiting for a script to swap it out, and no script
    // (the content security policy allows none inline).
    expect(html).not.toContain('Carregando a página');
    expect(html).not.toContain('<script');
  });

  it("hands over start-up's reads for the client's cache", async () => {
    const { queries } = await renderFirstScreen(new URL('http://localhost/'), {
      queryClient,
      i18n: i18nInstance,
    });
    const keys = queries.queries.map((query) => query.queryKey[1]);
    expect(keys).toEqual(
      expect.arrayContaining(['funcionalidades', 'instituicao', 'guias-pesquisa']),
    );
  });

  it('renders the login page with a form that cannot be sent before the app runs', async () => {
    const { html } = await renderFirstScreen(new URL('http://localhost/login'), {
      queryClient,
      i18n: i18nInstance,
    });
    expect(html).toMatch(/<h1[^>]*>Acesso<\/h1>/);
    expect(html).toMatch(/<input[^>]*name="username"/);
    expect(html).toMatch(/<input[^>]*type="password"[^>]*name="password"/);
    // The browser's own submit would be a GET with the password in the address.
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*disabled=""[^>]*>Acessar<\/button>/);
    expect(html).not.toContain('<script');
  });
});
