// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n } from 'i18next';
import { createMemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMockServer } from '../../../mocks/node';
import { configureApi } from '../../../src/api/client';
import { memoryTokenStorage } from '../../../src/api/token-storage';
import { createQueryClient } from '../../../src/app/query-client';
import { HomePage } from '../../../src/features/search/routes/home-page';
import { initI18n } from '../../../src/lib/i18n/init-i18n';
import {
  clearNotifications,
  notificationQueue,
} from '../../../src/lib/notifications/notifications';
import { authActions } from '../../../src/stores/auth-store';
import { useBasketStore } from '../../../src/stores/basket-store';
import {
  tickedTitlesActions,
  useTickedTitlesStore,
} from '../../../src/features/search/stores/ticked-titles-store';
import { loadGuideViews } from '../../../src/features/search/guides/components/lazy-guide-views';
import { signInPatron } from '../support/sign-in-patron';
import { renderRouter } from '../support/render-router';
import { publicConfigQueries } from '../../../src/api/queries/public-config-queries';

let mock: Awaited<ReturnType<typeof createMockServer>>;
let i18nInstance: i18n;
/** Bodies of POST /vinculos/estatistica-acesso, in order. */
let statistics: Record<string, unknown>[] = [];

beforeAll(async () => {
  // The guide forms and result lists are a chunk of their own, which a results address fetches
  // at start-up (home-page.tsx); a memory router's address does not, so fetch it here.
  await loadGuideViews();
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
}, 120_000);
afterAll(() => mock.server.close());
beforeEach(() => {
  statistics = [];
  configureApi({ tokens: memoryTokenStorage(), language: () => i18nInstance.language });
  useBasketStore.setState({ itens: {} });
  tickedTitlesActions.cleared();
});
afterEach(() => {
  cleanup();
  clearNotifications();
  authActions.loggedOut();
  vi.restoreAllMocks();
  mock.server.resetHandlers();
});

async function renderAt(url: string) {
  const queryClient = createQueryClient();
  await queryClient.ensureQueryData(publicConfigQueries.institution());
  await queryClient.ensureQueryData(publicConfigQueries.searchGuides());
  const router = createMemoryRouter(
    [
      { path: '/', element: <HomePage /> },
      { path: '/:guia', element: <HomePage /> },
      { path: '/acervo/:codAcervo', element: <p>title page</p> },
    ],
    { initialEntries: [url] },
  );
  renderRouter(router, { i18n: i18nInstance, queryClient, withNotifications: true });
  return router;
}

const current = (router: ReturnType<typeof createMemoryRouter>) =>
  new URLSearchParams(router.state.location.search);
const resultCount = () => screen.findByText(/\d+ resultados? para/, {}, { timeout: 15_000 });
const resultList = () => screen.getAllByRole('list').find((list) => list.tagName === 'OL')!;

/** window.open as a browser that allows the new tab; returns the addresses opened. */
function allowNewTabs() {
  const opened: string[] = [];
  vi.spyOn(window, 'open').mockImplementation((url) => {
    // A tab cut from this page opens blank, then is sent to its address.
    if (url) opened.push(String(url));
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
  return opened;
}

describe('display modes', { timeout: 60_000 }, () => {
  it('switches between detailed and compact, in the URL', async () => {
    const user = userEvent.setup();
    const router = await renderAt('/?termo=romance&tipo=livre');
    await resultCount();
    const display = screen.getByRole('radiogroup', { name: 'Exibição' });
    expect(within(display).getByRole('radio', { name: 'Detalhada' })).toBeChecked();
    expect(resultList().querySelectorAll('img, li > span').length).toBeGreaterThan(0);

    await user.click(within(display).getByRole('radio', { name: 'Compacta' }));
    await waitFor(() => expect(current(router).get('exibicao')).toBe('C'));
    // Compact: no covers, the same titles.
    expect(resultList().querySelectorAll('img')).toHaveLength(0);
    expect(within(resultList()).getAllByRole('heading', { level: 3 })).toHaveLength(20);

    await user.click(within(display).getByRole('radio', { name: 'Detalhada' }));
    await waitFor(() => expect(current(router).get('exibicao')).toBe('D'));
  });

  it('opens in the display the URL names', async () => {
    await renderAt('/?termo=romance&tipo=livre&exibicao=C');
    await resultCount();
    expect(screen.getByRole('radio', { name: 'Compacta' })).toBeChecked();
  });
});

describe('add many to the basket', { timeout: 60_000 }, () => {
  it('selects all on the page, adds them at once and confirms it', async () => {
    const user = userEvent.setup();
    await renderAt('/?termo=romance&tipo=livre');
    await resultCount();
    const add = () => screen.getByRole('button', { name: /selecionados? à cesta$/ });
    const noAdd = () =>
      expect(screen.queryByRole('button', { name: /selecionados? à cesta$/ })).toBeNull();
    // Nothing ticked, nothing to add: no "Adicionar 0 selecionado" button (issue 39).
    noAdd();

    await user.click(screen.getByRole('checkbox', { name: 'Selecionar todos desta página' }));
    expect(add()).toHaveAccessibleName('Adicionar 20 selecionados à cesta');
    // Unticking one leaves the "all" box mixed.
    const first = within(resultList()).getAllByRole('checkbox', { name: /^Selecionar "/ })[0]!;
    await user.click(first);
    expect(add()).toHaveAccessibleName('Adicionar 19 selecionados à cesta');
    expect(
      screen.getByRole('checkbox', { name: 'Selecionar todos desta página' }),
    ).toBePartiallyChecked();

    await user.click(add());
    expect(Object.keys(useBasketStore.getState().itens)).toHaveLength(19);
    expect(await screen.findByText('19 títulos adicionados à cesta.')).toBeVisible();
    noAdd();
    expect(screen.getByRole('checkbox', { name: 'Selecionar todos desta página' })).toHaveFocus();
    expect(screen.getAllByRole('button', { name: /^Remover da cesta: ".*"$/ })).toHaveLength(19);
  });

  it('keeps the ticked titles across pages, and leaving the search clears them', async () => {
    const user = userEvent.setup();
    const router = await renderAt('/?termo=romance&tipo=livre');
    await resultCount();
    const boxes = () => within(resultList()).getAllByRole('checkbox', { name: /^Selecionar "/ });
    await user.click(boxes()[0]!);
    await user.click(screen.getByRole('button', { name: /página 2/i }));
    await waitFor(() => expect(current(router).get('pagina')).toBe('2'));
    // Page 1 stays on screen, marked busy, until page 2 has come and been drawn.
    await waitFor(() => expect(resultList()).toHaveAttribute('aria-busy', 'false'));
    await user.click(boxes()[0]!);
    expect(screen.getByRole('button', { name: 'Adicionar 2 selecionados à cesta' })).toBeEnabled();

    await router.navigate('/acervo/1');
    await screen.findByText('title page');
    expect(useTickedTitlesStore.getState().acervosFiltrados).toEqual([]);
  });

  it('a new term is a new search: the ticked titles of the old one are dropped', async () => {
    const user = userEvent.setup();
    const router = await renderAt('/?termo=romance&tipo=livre&filtros=I:por');
    await resultCount();
    await user.click(within(resultList()).getAllByRole('checkbox', { name: /^Selecionar "/ })[0]!);
    expect(useTickedTitlesStore.getState().acervosFiltrados).toHaveLength(1);
    await router.navigate('/?termo=poesia&tipo=livre');
    await waitFor(() => expect(useTickedTitlesStore.getState().acervosFiltrados).toEqual([]));
  });
});

describe('result links', { timeout: 60_000 }, () => {
  it('an open link goes to its address in a new tab and is counted', async () => {
    const user = userEvent.setup();
    await renderAt('/?termo=revista%20de%20sa%C3%BAde%20p%C3%BAblica&tipo=titulo');
    await resultCount();
    const link = await screen.findByRole('link', {
      name: /^Acesso ao periódico de "Revista de saúde pública"/,
    });
    expect(link).toHaveAttribute('href', 'https://www.revistas.usp.br/rsp');
    expect(link).toHaveAttribute('target', '_blank');
    // jsdom does not navigate; the press still records the access.
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    await waitFor(() => expect(statistics).toHaveLength(1));
    expect(statistics[0]).toMatchObject({
      cod_acervo: 216,
      seq_paragrafo: 1,
      url: 'https://www.revistas.usp.br/rsp',
      user_id: null,
    });
    for (const field of ['browser', 'device', 'os'])
      expect(typeof statistics[0]![field]).toBe('string');
  });

  it('a restricted audiobook link waits with a toast, then opens the proxy address', async () => {
    const patron = await signInPatron();
    const opened = allowNewTabs();
    const user = userEvent.setup();
    await renderAt('/?termo=mrs%20dalloway&tipo=titulo&filtros=T:9');
    await resultCount();
    const [restricted] = await screen.findAllByRole('button', {
      name: /\(acesso restrito\) de "Mrs Dalloway"/,
    });
    const toasts = vi.spyOn(notificationQueue, 'add');
    await user.click(restricted!);
    // The mock answers at once: the wait toast is asked for, then closed with the answer.
    expect(toasts).toHaveBeenCalledWith({
      tone: 'info',
      title: 'Aguarde, abrindo o link de acesso restrito…',
    });
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(opened[0]).toMatch(/^https:\/\/proxy\.ufx\.example\.org\/login\?url=/);
    await waitFor(() => expect(statistics).toHaveLength(1));
    expect(statistics[0]).toMatchObject({ url: opened[0], user_id: patron.user.cod_pessoa });
    await waitFor(() =>
      expect(screen.queryByText('Aguarde, abrindo o link de acesso restrito…')).toBeNull(),
    );
  });

  it('a restricted e-book link opens the e-book provider B entry of the app', async () => {
    await signInPatron();
    const opened = allowNewTabs();
    const user = userEvent.setup();
    await renderAt('/?termo=the%20sound%20and%20the%20fury&tipo=titulo&filtros=T:6');
    await resultCount();
    const [restricted] = await screen.findAllByRole('button', {
      name: /\(acesso restrito\) de "The sound and the fury"/,
    });
    await user.click(restricted!);
    await waitFor(() => expect(opened).toHaveLength(1));
    const url = new URL(opened[0]!);
    expect(url.origin).toBe(window.location.origin);
    expect(url.pathname).toBe('/livros-digitais-b');
    expect(Number(url.searchParams.get('cod_acervo'))).toBeGreaterThan(0);
  });

  it('a blocked new tab leaves the address to open by hand', async () => {
    await signInPatron();
    vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    await renderAt('/?termo=mrs%20dalloway&tipo=titulo&filtros=T:9');
    await resultCount();
    const [restricted] = await screen.findAllByRole('button', { name: /\(acesso restrito\)/ });
    await user.click(restricted!);
    expect(await screen.findByText('O navegador bloqueou a nova aba.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Abrir o link' }).getAttribute('href')).toMatch(
      /^https:\/\/proxy\./,
    );
  });

  it('a visitor is told the restricted link needs a signed-in patron', async () => {
    const opened = allowNewTabs();
    const user = userEvent.setup();
    await renderAt('/?termo=mrs%20dalloway&tipo=titulo&filtros=T:9');
    await resultCount();
    const [restricted] = await screen.findAllByRole('button', { name: /\(acesso restrito\)/ });
    await user.click(restricted!);
    await waitFor(() =>
      expect(screen.queryByText('Aguarde, abrindo o link de acesso restrito…')).toBeNull(),
    );
    // The 403's server message, as the error catalogue words answers other than 500.
    expect(await screen.findByText('Esta operação exige um leitor autenticado')).toBeVisible();
    expect(opened).toEqual([]);
    expect(statistics).toEqual([]);
  });
});

describe('empty results', { timeout: 60_000 }, () => {
  it('offers to remove each chosen filter', async () => {
    const user = userEvent.setup();
    const router = await renderAt('/?termo=xyzzyqwv&tipo=titulo&filtros=T:1&filtros=I:por');
    expect(await screen.findByText('Nenhum resultado para "xyzzyqwv"')).toBeVisible();
    const remove = screen.getAllByRole('button', { name: /^Remover o filtro / });
    expect(remove).toHaveLength(2);
    await user.click(remove[0]!);
    await waitFor(() => expect(current(router).getAll('filtros')).toEqual(['I:por']));
    await user.click(await screen.findByRole('button', { name: 'Remover os filtros escolhidos' }));
    await waitFor(() => expect(current(router).getAll('filtros')).toEqual([]));
  });
});
