// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n } from 'i18next';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMockServer } from '../../../mocks/node';
import { configureApi } from '../../../src/api/client';
import { memoryTokenStorage } from '../../../src/api/token-storage';
import { initI18n } from '../../../src/lib/i18n/init-i18n';
import { basketActions, useBasketStore } from '../../../src/stores/basket-store';
import { renderAt } from './title-harness';

let mock: Awaited<ReturnType<typeof createMockServer>>;
let i18nInstance: i18n;
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
  useBasketStore.setState({ itens: {} });
});
afterEach(() => {
  cleanup();
  mock.server.resetHandlers();
});

describe('authority page', { timeout: 30_000 }, () => {
  it('shows the heading, type, see-from forms, related headings and a search of its titles', async () => {
    renderAt('/autoridade/1', i18nInstance);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Assis, Machado de, 1839-1908' }, slow),
    ).toBeTruthy();
    await waitFor(() =>
      expect(document.title).toBe('Assis, Machado de, 1839-1908 · Catálogo on-line · UFX'),
    );
    expect(screen.getByText('Autores - Pessoas')).toBeTruthy();
    const seeFrom = screen.getByRole('region', { name: /Formas não usadas/ });
    expect(within(seeFrom).getByText('Machado de Assis, Joaquim Maria, 1839-1908')).toBeTruthy();
    const seeAlso = screen.getByRole('region', { name: 'Ver também' });
    expect(within(seeAlso).getByRole('link', { name: 'Dom Casmurro' }).getAttribute('href')).toBe(
      '/autoridade/846',
    );
    const search = screen.getByRole('link', { name: /Pesquisar os títulos desta autoridade/ });
    const target = new URL(search.getAttribute('href') ?? '', 'http://localhost');
    expect(target.pathname).toBe('/');
    expect(target.searchParams.get('termo')).toBe('Assis, Machado de, 1839-1908');
    expect(target.searchParams.get('tipo')).toBe('autor');
    expect(screen.getByRole('link', { name: 'Registro' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('switches to the MARC view and back through its links', async () => {
    const user = userEvent.setup();
    const { router } = renderAt('/autoridade/1', i18nInstance);
    await user.click(await screen.findByRole('link', { name: 'MARC' }, slow));
    await waitFor(() => expect(router.state.location.pathname).toBe('/autoridade/1/marc'));
    const table = await screen.findByRole('table', { name: 'MARC' }, slow);
    expect(
      within(table).getByText('$a Machado de Assis, Joaquim Maria, $d 1839-1908'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'MARC' }).getAttribute('aria-current')).toBe('page');
    await user.click(screen.getByRole('link', { name: 'Registro' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/autoridade/1'));
    expect(await screen.findByRole('region', { name: 'Ver também' }, slow)).toBeTruthy();
    // Both views read the one record.
    expect(calls.filter((path) => path === '/autoridade/1')).toHaveLength(1);
  });

  it('says when the authority does not exist', async () => {
    renderAt('/autoridade/99999999', i18nInstance);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Autoridade não encontrada' }, slow),
    ).toBeTruthy();
  });
});

describe('basket page', { timeout: 30_000 }, () => {
  it('says the basket is empty and points to the search', async () => {
    renderAt('/cesta', i18nInstance);
    expect(await screen.findByRole('heading', { level: 1, name: 'Cesta' }, slow)).toBeTruthy();
    expect(screen.getByText(/Sua cesta está vazia/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir para a pesquisa' }).getAttribute('href')).toBe('/');
  });

  it('lists the titles, completing one kept by code only, and removes one', async () => {
    const user = userEvent.setup();
    basketActions.addedMany([
      { cod_acervo: 7, titulo: 'Dom Casmurro', autor: 'Assis, Machado de, 1839-1908' },
      { cod_acervo: 219 },
    ]);
    renderAt('/cesta', i18nInstance);
    const list = await screen.findByRole('list', { name: 'Cesta' }, slow);
    expect(within(list).getByRole('link', { name: 'Dom Casmurro' }).getAttribute('href')).toBe(
      '/acervo/7',
    );
    expect(
      await within(list).findByRole('link', { name: 'Revista brasileira de educação' }, slow),
    ).toBeTruthy();
    // Only the item kept without its data was fetched.
    expect(calls.filter((path) => path.startsWith('/acervo/'))).toEqual(['/acervo/219']);
    expect(screen.getByText('Títulos na cesta: 2')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Remover Dom Casmurro da cesta' }));
    expect(Object.keys(useBasketStore.getState().itens)).toEqual(['219']);
    expect(within(list).queryByRole('link', { name: 'Dom Casmurro' })).toBeNull();
    expect(screen.getByText('Títulos na cesta: 1')).toBeTruthy();
  });

  it('empties the basket only after confirmation', async () => {
    const user = userEvent.setup();
    basketActions.addedMany([
      { cod_acervo: 7, titulo: 'Dom Casmurro' },
      { cod_acervo: 8, titulo: 'Esaú e Jacó' },
    ]);
    renderAt('/cesta', i18nInstance);
    await user.click(await screen.findByRole('button', { name: 'Esvaziar cesta' }, slow));
    let dialog = await screen.findByRole('alertdialog', { name: 'Esvaziar a cesta' }, slow);
    expect(within(dialog).getByText('Remover todos os 2 títulos da cesta?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(Object.keys(useBasketStore.getState().itens)).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Esvaziar cesta' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Esvaziar a cesta' }, slow);
    await user.click(within(dialog).getByRole('button', { name: 'Esvaziar' }));
    await waitFor(() => expect(useBasketStore.getState().itens).toEqual({}));
    expect(await screen.findByText(/Sua cesta está vazia/, undefined, slow)).toBeTruthy();
  });
});
