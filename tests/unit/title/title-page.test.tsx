// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n } from 'i18next';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMockServer } from '../../../mocks/node';
import { configureApi } from '../../../src/api/client';
import { memoryTokenStorage } from '../../../src/api/token-storage';
import { initI18n } from '../../../src/lib/i18n/init-i18n';
import { authActions } from '../../../src/stores/auth-store';
import { useBasketStore } from '../../../src/stores/basket-store';
import { renderAt, signIn } from './title-harness';
import { stubMatchMedia } from '../support/stub-match-media';

beforeAll(stubMatchMedia);

let mock: Awaited<ReturnType<typeof createMockServer>>;
let i18nInstance: i18n;
/** Paths of the API calls made, in order. */
let calls: string[] = [];
/** Waits long enough for a busy machine (the mock answers in-process, but rendering is slow). */
const slow = { timeout: 10_000 };

beforeAll(async () => {
  mock = await createMockServer();
  mock.server.listen({ onUnhandledFrame: 'error' });
  mock.server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.startsWith('/api/')) calls.push(url.pathname.slice(4));
  });
  i18nInstance = await initI18n('pt');
  // Seeding the mock takes seconds on a busy machine.
}, 60_000);
afterAll(() => mock.server.close());
beforeEach(() => {
  calls = [];
  configureApi({ tokens: memoryTokenStorage(), language: () => i18nInstance.language });
  authActions.loggedOut();
  useBasketStore.setState({ itens: {} });
});
afterEach(() => {
  cleanup();
  mock.server.resetHandlers();
});

const tabPanel = () => screen.findByRole('tabpanel', undefined, slow);

describe('title page', { timeout: 30_000 }, () => {
  it('shows the record of Dom Casmurro with its copies and names the document after it', async () => {
    renderAt('/acervo/7', i18nInstance);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dom Casmurro' }, slow),
    ).toBeTruthy();
    const record = screen.getByText('Autor').closest('dl') as HTMLElement;
    expect(within(record).getByText('Assis, Machado de, 1839-1908')).toBeTruthy();
    expect(within(record).getByText('Rio de Janeiro : H. Garnier')).toBeTruthy();
    expect(within(record).getByText('1899')).toBeTruthy();
    expect(within(record).getByText('869.3 A674d')).toBeTruthy();
    expect(within(record).getByText('Ciúme na literatura')).toBeTruthy();
    // Where the copies are, library by library, right under the title; the record does not repeat it.
    const availability = screen.getByRole('region', { name: 'Disponibilidade' });
    expect(
      await within(availability).findByText(/^Biblioteca Central · /, undefined, slow),
    ).toBeTruthy();
    expect(within(record).queryByText(/exemplares disponíveis para empréstimo/)).toBeNull();
    expect(screen.getByRole('img', { name: 'Capa de Dom Casmurro' }).getAttribute('src')).toBe(
      '/covers/7.svg',
    );
    await waitFor(() => expect(document.title).toBe('Dom Casmurro · Catálogo on-line · UFX'));

    // The bare route opens the copies tab.
    const panel = await tabPanel();
    const table = await within(panel).findByRole('grid', { name: 'Exemplares' }, slow);
    // react-aria fills the grid's rows in a pass after the grid itself: wait for them.
    expect(await within(table).findByText('Biblioteca Central', undefined, slow)).toBeTruthy();
    expect(within(table).getByText('Obras raras')).toBeTruthy();
    expect(within(table).getAllByText('Disponível')).toHaveLength(2);
    expect(screen.getByRole('tab', { name: 'Exemplares', selected: true })).toBeTruthy();
  });

  it('lists only the tabs the server offers for the title, plus the one open', async () => {
    renderAt('/acervo/7/colecao-kardex', i18nInstance);
    const tabs = await screen.findByRole('tablist', { name: 'Detalhes do título' }, slow);
    await waitFor(() => expect(within(tabs).queryByRole('tab', { name: 'Sumários' })).toBeNull());
    const names = within(tabs)
      .getAllByRole('tab')
      .map((tab) => tab.textContent);
    // Dom Casmurro: copies on the shelf (no hold), not a periodical, no issue summaries.
    expect(names).toEqual([
      'Referência',
      'MARC',
      'Exemplares',
      'Dublin Core',
      'Solicitação de empréstimo',
      'Coleção (kardex)',
      'Sumários de livros',
      'Dados estatísticos',
      'Acervo fechado',
    ]);
    expect(
      await within(await tabPanel()).findByText(
        'Este título não é um periódico: não há coleção (kardex) de fascículos.',
        undefined,
        slow,
      ),
    ).toBeTruthy();
    // The server said there is no kardex: it is not asked for one.
    expect(calls.filter((path) => path.startsWith('/kardex'))).toEqual([]);
  });

  it('fetches only the open tab: the MARC tab shows the record field by field', async () => {
    renderAt('/acervo/7/marc', i18nInstance);
    const table = await within(await tabPanel()).findByRole('table', { name: 'MARC' }, slow);
    expect(within(table).getByText('00861nam a2200265 i 4500')).toBeTruthy();
    const row245 = within(table).getByRole('row', { name: /^245/ });
    expect(within(row245).getByText('$a Dom Casmurro / $c Machado de Assis.')).toBeTruthy();
    expect(calls).toContain('/acervo/7/marc');
    // The copies are the availability block's, on every tab; other tabs' data is not fetched.
    expect(calls.some((path) => path.startsWith('/acervo/7/referencia'))).toBe(false);
    expect(calls.some((path) => path.startsWith('/acervo/7/dublin-core'))).toBe(false);
  });

  it('shows the reference, Dublin Core, book summaries, statistics and closed collection', async () => {
    const user = userEvent.setup();
    const { router } = renderAt('/acervo/7/referencia', i18nInstance);
    const reference = await within(await tabPanel()).findByText(
      /ASSIS, Machado de\./,
      undefined,
      slow,
    );
    expect(reference.querySelector('strong')?.textContent).toBe('Dom Casmurro');

    await act(() => router.navigate('/acervo/7/dublin-core'));
    const dc = await within(await tabPanel()).findByRole('table', { name: 'Dublin Core' }, slow);
    expect(within(dc).getByText('dc.title')).toBeTruthy();
    expect(within(dc).getByText('Dom Casmurro')).toBeTruthy();

    await act(() => router.navigate('/acervo/7/sumarios-livros'));
    expect(
      await within(await tabPanel()).findByText(
        /3 Estudo sobre romance brasileiro/,
        undefined,
        slow,
      ),
    ).toBeTruthy();

    await act(() => router.navigate('/acervo/7/dados-estatisticos'));
    // A bar chart with the table of its figures beside it (the table is the chart's legend).
    const stats = await within(await tabPanel()).findByRole(
      'table',
      {
        name: 'Uso do título em 2026, por mês',
      },
      slow,
    );
    expect(within(stats).getByRole('row', { name: /^janeiro/ })).toBeTruthy();
    expect(within(await tabPanel()).getByText(/^Total em 2026:/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Ano/ }));
    await user.click(await screen.findByRole('option', { name: '2025' }, slow));
    const stats2025 = await screen.findByRole(
      'table',
      { name: 'Uso do título em 2025, por mês' },
      slow,
    );
    // Seeded 2025 figures of the mock: 3 loans, 0 holds, 11 accesses in January.
    const january = within(stats2025).getByRole('row', { name: /^janeiro/ });
    expect(
      within(january)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', '0', '11']);

    await act(() => router.navigate('/acervo/7/acervo-fechado'));
    const closed = await within(await tabPanel()).findByRole(
      'table',
      { name: 'Acervo fechado' },
      slow,
    );
    expect(within(closed).getByText('100025')).toBeTruthy();
    expect(within(closed).getByText('Pode ser solicitado')).toBeTruthy();
  });

  it('browses the kardex of a periodical by library and year', async () => {
    renderAt('/acervo/219/colecao-kardex', i18nInstance);
    const issues = await within(await tabPanel()).findByRole(
      'grid',
      {
        name: 'Fascículos de 2026',
      },
      slow,
    );
    expect(within(issues).getAllByRole('row').length).toBeGreaterThan(1);
    expect(screen.getByRole('button', { name: /Biblioteca Central/ })).toBeTruthy();
  });

  it('moves between tabs by pointer and by keyboard, each tab at its own address', async () => {
    const user = userEvent.setup();
    const { router } = renderAt('/acervo/7', i18nInstance);
    await user.click(await screen.findByRole('tab', { name: 'Referência' }, slow));
    await waitFor(() => expect(router.state.location.pathname).toBe('/acervo/7/referencia'));
    expect(
      await within(await tabPanel()).findByText(/ASSIS, Machado de\./, undefined, slow),
    ).toBeTruthy();

    // Arrow keys move the focus only; Enter opens the focused tab.
    screen.getByRole('tab', { name: 'Referência' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement?.textContent).toBe('MARC');
    expect(router.state.location.pathname).toBe('/acervo/7/referencia');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/acervo/7/marc'));
    const marc = await screen.findByRole('tab', { name: 'MARC', selected: true }, slow);
    // The open tab controls the panel on screen (the panel is remade for each tab).
    const panel = await tabPanel();
    expect(marc.getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.getAttribute('aria-labelledby')).toBe(marc.id);
  });

  it('asks an anonymous visitor to sign in for a hold, coming back to the tab', async () => {
    renderAt('/acervo/7/reserva', i18nInstance);
    const panel = await tabPanel();
    expect(
      await within(panel).findByText(
        'Para reservar este título, entre com seu usuário.',
        undefined,
        slow,
      ),
    ).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Entrar' }).getAttribute('href')).toBe(
      '/login?redirect=%2Facervo%2F7%2Freserva',
    );
  });

  it('tells a signed-in patron why the hold is not possible and their hold count', async () => {
    await signIn(i18nInstance);
    renderAt('/acervo/7/reserva', i18nInstance);
    const panel = await tabPanel();
    expect(
      await within(panel).findByText(/Há exemplares disponíveis para empréstimo/, undefined, slow),
    ).toBeTruthy();
    expect(within(panel).getByText('Suas reservas: 5 / 10')).toBeTruthy();
  });

  it('shows a signed-in patron where a loan request can come from', async () => {
    await signIn(i18nInstance);
    renderAt('/acervo/7/solicitacao-emprestimo', i18nInstance);
    expect(
      await within(await tabPanel()).findByText(
        /Unidades que podem emprestar o título: Biblioteca do Campus Tecnológico; Biblioteca de Ciências Agrárias\./,
        undefined,
        slow,
      ),
    ).toBeTruthy();
  });

  it('adds the title to the basket and takes it out again', async () => {
    const user = userEvent.setup();
    renderAt('/acervo/7', i18nInstance);
    await user.click(await screen.findByRole('button', { name: 'Adicionar à cesta' }, slow));
    expect(useBasketStore.getState().itens['7']).toMatchObject({
      cod_acervo: 7,
      titulo: 'Dom Casmurro',
      autor: 'Assis, Machado de, 1839-1908',
    });
    expect(screen.getByRole('status')).toHaveProperty('textContent', 'Este título está na cesta.');
    expect(screen.getByRole('link', { name: 'Ver cesta (1)' }).getAttribute('href')).toBe('/cesta');
    await user.click(screen.getByRole('button', { name: 'Remover da cesta' }));
    expect(useBasketStore.getState().itens).toEqual({});
    expect(screen.getByRole('button', { name: 'Adicionar à cesta' })).toBeTruthy();
  });

  it('says when the title does not exist, with a way back', async () => {
    renderAt('/acervo/999999', i18nInstance);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Título não encontrado' }, slow),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar à pesquisa' }).getAttribute('href')).toBe('/');
  });

  it('shows a failing tab inline, with a retry that loads it', async () => {
    const user = userEvent.setup();
    let failures = 1;
    mock.server.use(
      http.get('*/api/acervo/7/referencia', () => {
        if (failures-- > 0) return HttpResponse.json({ message: 'boom' }, { status: 500 });
        return undefined;
      }),
    );
    const { queryClient } = renderAt('/acervo/7/referencia', i18nInstance);
    queryClient.setDefaultOptions({ queries: { retry: false } });
    const alert = await screen.findByRole('alert', undefined, slow);
    expect(within(alert).getByText('Não foi possível carregar estas informações')).toBeTruthy();
    // The rest of the page is still there.
    expect(screen.getByRole('heading', { level: 1, name: 'Dom Casmurro' })).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(
      await within(await tabPanel()).findByText(/ASSIS, Machado de\./, undefined, slow),
    ).toBeTruthy();
  });
});
