// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n } from 'i18next';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMockServer } from '../../../mocks/node';
import { configureApi } from '../../../src/api/client';
import { memoryTokenStorage } from '../../../src/api/token-storage';
import { initI18n } from '../../../src/lib/i18n/init-i18n';
import { notificationQueue } from '../../../src/lib/notifications/notifications';
import { authActions } from '../../../src/stores/auth-store';
import { renderAt, signIn } from './title-harness';
import { stubMatchMedia } from '../support/stub-match-media';

beforeAll(stubMatchMedia);

let mock: Awaited<ReturnType<typeof createMockServer>>;
let i18nInstance: i18n;
/** Method and path of the API calls made, in order. */
let calls: string[] = [];
/** Bodies of POST /vinculos/estatistica-acesso, in order. */
let statistics: Record<string, unknown>[] = [];
const slow = { timeout: 15_000 };

beforeAll(async () => {
  mock = await createMockServer();
  mock.server.listen({ onUnhandledFrame: 'error' });
  mock.server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (!url.pathname.startsWith('/api/')) return;
    calls.push(`${request.method} ${url.pathname.slice(4)}`);
    if (url.pathname === '/api/vinculos/estatistica-acesso')
      void request
        .clone()
        .json()
        .then((body) => statistics.push(body as Record<string, unknown>));
  });
  i18nInstance = await initI18n('pt');
}, 60_000);
afterAll(() => mock.server.close());
beforeEach(() => {
  calls = [];
  statistics = [];
  configureApi({ tokens: memoryTokenStorage(), language: () => i18nInstance.language });
  authActions.loggedOut();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  mock.server.resetHandlers();
});

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

const heading = (name: string) =>
  screen.findByRole('heading', { level: 1, name }, slow).then(() => undefined);

describe('title page: online links', { timeout: 40_000 }, () => {
  it('a restricted audiobook link waits with a toast, opens the proxy address and is counted', async () => {
    await signIn(i18nInstance);
    const opened = allowNewTabs();
    const toasts = vi.spyOn(notificationQueue, 'add');
    const user = userEvent.setup();
    renderAt('/acervo/248', i18nInstance);
    await heading('Mrs Dalloway');
    const links = screen.getByRole('list', { name: 'Links de "Mrs Dalloway"' });
    await user.click(
      within(links).getByRole('button', {
        name: 'Acesso online (acesso restrito, abre em nova aba)',
      }),
    );
    expect(toasts).toHaveBeenCalledWith({
      tone: 'info',
      title: 'Aguarde, abrindo o link de acesso restrito…',
    });
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(opened[0]).toMatch(/^https:\/\/proxy\.ufx\.example\.org\/login\?url=/);
    expect(calls).toContain('POST /vinculos/acesso-restrito/248/s/1');
    await waitFor(() => expect(statistics).toHaveLength(1));
    expect(statistics[0]).toMatchObject({ cod_acervo: 248, seq_paragrafo: 1, url: opened[0] });
    expect(calls).toContain('GET /acervo/248/links');
  });

  it('a restricted e-book link hands the provider data to the e-book provider B entry', async () => {
    await signIn(i18nInstance);
    const opened = allowNewTabs();
    const user = userEvent.setup();
    renderAt('/acervo/242', i18nInstance);
    await heading('The sound and the fury');
    await user.click(screen.getByRole('button', { name: /^Acesso online \(acesso restrito/ }));
    await waitFor(() => expect(opened).toHaveLength(1));
    const url = new URL(opened[0]!);
    expect(url.origin).toBe(window.location.origin);
    expect(url.pathname).toBe('/livros-digitais-b');
    expect(url.searchParams.get('cod_acervo')).toBe('242');
    expect(url.searchParams.get('seq_paragrafo')).toBe('1');
    expect(url.searchParams.has('rota')).toBe(false);
  });

  it('a blocked new tab leaves the resolved address to open by hand', async () => {
    await signIn(i18nInstance);
    vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    renderAt('/acervo/248', i18nInstance);
    await heading('Mrs Dalloway');
    await user.click(screen.getByRole('button', { name: /^Acesso online \(acesso restrito/ }));
    expect(
      await screen.findByText('O navegador bloqueou a nova aba.', undefined, slow),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Abrir o link' }).getAttribute('href')).toMatch(
      /^https:\/\/proxy\./,
    );
  });

  it('a visitor is offered the login, back to this title, instead of a refused call', async () => {
    allowNewTabs();
    renderAt('/acervo/248', i18nInstance);
    await heading('Mrs Dalloway');
    const links = screen.getByRole('list', { name: 'Links de "Mrs Dalloway"' });
    expect(
      within(links).getByText(/Acesso online: acesso restrito a usuários identificados/),
    ).toBeTruthy();
    expect(
      within(links).getByRole('link', { name: 'Entrar para acessar' }).getAttribute('href'),
    ).toBe('/login?redirect=%2Facervo%2F248');
    expect(within(links).queryByRole('button')).toBeNull();
  });
});

describe('title page: colour, ABNT, standards provider, QR code', { timeout: 40_000 }, () => {
  it('shows the colour badge, the ABNT reference to copy and the QR code of Dom Casmurro', async () => {
    const user = userEvent.setup();
    const toasts = vi.spyOn(notificationQueue, 'add');
    renderAt('/acervo/7', i18nInstance);
    await heading('Dom Casmurro');
    const record = screen.getByText('Autor').closest('dl') as HTMLElement;
    const swatch = await waitFor(() => {
      const dot = record.querySelector('[data-colour]');
      expect(dot).not.toBeNull();
      return dot as HTMLElement;
    }, slow);
    expect(swatch.getAttribute('data-colour')).toMatch(/^#[0-9a-f]{6}$/);
    expect(swatch.getAttribute('aria-hidden')).toBe('true');
    expect(swatch.style.backgroundColor).not.toBe('');

    await screen.findByRole('heading', { level: 2, name: 'Referência ABNT' }, slow);
    const reference = screen.getByText(/ASSIS, Machado de\./);
    expect(reference.querySelector('strong')?.textContent).toBe('Dom Casmurro');
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copiar referência' }));
    expect(writeText).toHaveBeenCalledWith(
      'ASSIS, Machado de. Dom Casmurro. Rio de Janeiro: H. Garnier, 1899.',
    );
    expect(toasts).toHaveBeenCalledWith({ tone: 'success', title: 'Referência copiada.' });

    const qr = screen.getByRole('img', { name: 'Código QR do endereço deste título' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(screen.getByText(`${window.location.origin}/acervo/7`)).toBeTruthy();

    // Dom Casmurro is no technical standard: the provider refuses (422) and no link is offered.
    await waitFor(() => expect(calls).toContain('GET /vinculos/target/7'));
    expect(screen.queryByRole('heading', { name: 'Provedor de normas técnicas' })).toBeNull();
  });

  it('a copy the browser refuses says how to copy by hand', async () => {
    const user = userEvent.setup();
    const toasts = vi.spyOn(notificationQueue, 'add');
    renderAt('/acervo/7', i18nInstance);
    await screen.findByRole('button', { name: 'Copiar referência' }, slow);
    const writeText = vi.fn().mockRejectedValue(new Error('denied'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copiar referência' }));
    await waitFor(() =>
      expect(toasts).toHaveBeenCalledWith({
        tone: 'warning',
        title: 'Não foi possível copiar. Selecione o texto da referência e copie-o.',
      }),
    );
  });

  it('a title at the standards provider links to it in a new tab', async () => {
    renderAt('/acervo/210', i18nInstance);
    await screen.findByRole('heading', { level: 2, name: 'Provedor de normas técnicas' }, slow);
    const link = screen.getByRole('link', {
      name: 'Ver esta norma no provedor (abre em nova aba)',
    });
    expect(link.getAttribute('href')).toBe('https://normas.example.org/acervo/210');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('an unsafe colour or provider address from the server is not used', async () => {
    mock.server.use(
      http.get('*/api/acervo/210/cor', () => HttpResponse.json({ cor: 'url(https://x)' })),
      http.get('*/api/vinculos/target/210', () =>
        HttpResponse.json({ url: 'javascript:alert(1)' }),
      ),
    );
    renderAt('/acervo/210', i18nInstance);
    await screen.findByRole('heading', { level: 2, name: 'Provedor de normas técnicas' }, slow);
    expect(screen.queryByRole('link', { name: /Ver esta norma/ })).toBeNull();
    await waitFor(() => expect(calls).toContain('GET /acervo/210/cor'));
    expect(document.querySelector('[data-colour]')).toBeNull();
  });

  it('a failed ABNT reference says so with a retry that fetches it again', async () => {
    const user = userEvent.setup();
    // Failing until the retry: the query client's own retries of a 500 fail too.
    let failing = true;
    mock.server.use(
      http.get('*/api/vinculos/abnt/7', () =>
        failing ? HttpResponse.json({ message: 'erro' }, { status: 500 }) : undefined,
      ),
    );
    renderAt('/acervo/7', i18nInstance);
    expect(
      await screen.findByText('Erro ao buscar a referência ABNT.', undefined, slow),
    ).toBeTruthy();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('button', { name: 'Copiar referência' }, slow)).toBeTruthy();
  });
});

describe('title page: statistics chart', { timeout: 40_000 }, () => {
  it('the chart and its table show the same figures, with the year’s total', async () => {
    renderAt('/acervo/7/dados-estatisticos', i18nInstance);
    const table = await screen.findByRole(
      'table',
      { name: 'Uso do título em 2026, por mês' },
      slow,
    );
    expect(screen.getByRole('img', { name: 'Uso do título em 2026, por mês' })).toBeTruthy();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Mês', 'Empréstimos', 'Reservas', 'Acessos']);
    const rows = within(table).getAllByRole('row').slice(1);
    const figures = rows.map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => Number(cell.textContent)),
    );
    const sum = (column: number) => figures.reduce((total, row) => total + row[column]!, 0);
    expect(
      screen.getByText(
        `Total em 2026: ${sum(0)} empréstimos, ${sum(1)} reservas e ${sum(2)} acessos.`,
      ),
    ).toBeTruthy();
  });

  it('a failed year says “error while fetching the statistics” and retries', async () => {
    const user = userEvent.setup();
    let failing = true;
    mock.server.use(
      http.get('*/api/acervo/7/dados-estatisticos/dados/:year', () =>
        failing ? HttpResponse.json({ message: 'erro' }, { status: 500 }) : undefined,
      ),
    );
    renderAt('/acervo/7/dados-estatisticos', i18nInstance);
    expect(
      await screen.findByText('Erro ao buscar as estatísticas.', undefined, slow),
    ).toBeTruthy();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(
      await screen.findByRole('table', { name: 'Uso do título em 2026, por mês' }, slow),
    ).toBeTruthy();
  });
});
