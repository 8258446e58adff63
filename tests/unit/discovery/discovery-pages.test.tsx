// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../src/config/paths';
import {
  CheckTitlesPage,
  checkTitlesPageSize,
} from '../../../src/features/discovery/routes/check-titles-page';
import { PermanentBasketPage } from '../../../src/features/discovery/routes/permanent-basket-page';
import { TeachingPlanPage } from '../../../src/features/discovery/routes/teaching-plan-page';
import { TitlesTotalsPage } from '../../../src/features/discovery/routes/titles-totals-page';
import { setUpPatronPages } from '../support/patron-pages-harness';

const calls: string[] = [];
const slow = { timeout: 10_000 };

const harness = setUpPatronPages(
  [
    { path: paths.checkTitles.pattern, element: <CheckTitlesPage /> },
    { path: paths.permanentBasket.pattern, element: <PermanentBasketPage /> },
    { path: paths.titlesTotals.pattern, element: <TitlesTotalsPage /> },
    { path: paths.teachingPlan.pattern, element: <TeachingPlanPage /> },
  ],
  {
    onRequest: (request) => {
      const url = new URL(request.url);
      calls.push(`${request.method} ${url.pathname}${url.search}`);
    },
  },
);

describe('discovery pages', { timeout: 30_000 }, () => {
  it('check titles asks for today back one month and lists leitor’s titles', async () => {
    await harness.signIn('leitor');
    harness.renderAt(paths.checkTitles.href());
    const list = await screen.findByRole(
      'list',
      { name: 'Títulos do seu perfil de interesse' },
      slow,
    );
    expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(0);
    const asked = calls.find((call) => call.startsWith('GET /api/perfil-interesse/titulos'));
    expect(asked).toMatch(/dataIni=\d{4}-\d{2}-\d{2}&dataFim=\d{4}-\d{2}-\d{2}$/);
  });

  it('check titles shows a month of matches a page at a time, the page in the address', async () => {
    const user = userEvent.setup();
    await harness.signIn('leitor');
    const router = harness.renderAt(paths.checkTitles.href());
    const list = await screen.findByRole(
      'list',
      { name: 'Títulos do seu perfil de interesse' },
      slow,
    );
    const total = Number(
      /^(\d+)/.exec(screen.getByRole('heading', { level: 2 }).textContent ?? '')?.[1],
    );
    // leitor's profile matches more than a page with the seed, so the pages mean something.
    expect(total).toBeGreaterThan(checkTitlesPageSize);
    const firstPage = within(list).getAllByRole('heading', { level: 3 });
    expect(firstPage).toHaveLength(checkTitlesPageSize);
    const pages = screen.getByRole('navigation', { name: 'Páginas dos títulos do seu perfil' });
    await user.click(within(pages).getByRole('button', { name: /^(página )?2$/i }));
    await waitFor(() => expect(router.state.location.search).toBe('?pagina=2'));
    const secondPage = within(
      screen.getByRole('list', { name: 'Títulos do seu perfil de interesse' }),
    ).getAllByRole('heading', { level: 3 });
    expect(secondPage[0]!.textContent).not.toBe(firstPage[0]!.textContent);
  });

  it('permanent basket: never offers to send "0 escolhido"; the button counts once titles are chosen', async () => {
    const user = userEvent.setup();
    await harness.signIn('leitor');
    harness.renderAt(paths.permanentBasket.href());
    await screen.findByRole('heading', { level: 2, name: '3 títulos na cesta permanente' }, slow);
    const send = screen.getByRole('button', { name: 'Enviar escolhidos para a cesta' });
    expect(send.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Escolha títulos para enviar à cesta.')).toBeTruthy();
    expect(screen.queryByText(/Enviar 0/)).toBeNull();
    await user.click(screen.getAllByRole('checkbox', { name: /^Escolher / })[0]!);
    expect(screen.getByRole('button', { name: 'Enviar 1 escolhido para a cesta' })).toBeTruthy();
    expect(screen.queryByText('Escolha títulos para enviar à cesta.')).toBeNull();
  });

  it('permanent basket: a period the wrong way round is refused next to its field, nothing sent', async () => {
    const user = userEvent.setup();
    await harness.signIn('leitor');
    harness.renderAt(paths.permanentBasket.href());
    await screen.findByRole('heading', { level: 2, name: '3 títulos na cesta permanente' }, slow);
    await user.click(screen.getByRole('radio', { name: 'Incluídos em um período' }));
    const start = screen.getByLabelText(/^Data inicial/);
    await user.type(start, '2026-11-30');
    await user.type(screen.getByLabelText(/^Data final/), '2026-11-01');
    const before = calls.length;
    await user.click(screen.getByRole('button', { name: 'Mostrar' }));
    expect(screen.getByText('A data inicial não pode ser posterior à data final.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(start));
    expect((start as HTMLInputElement).value).toBe('2026-11-30');
    expect(calls.slice(before).filter((call) => call.includes('cesta-permanente'))).toEqual([]);
  });

  it(
    'teaching plan: no field is refused with the spec’s message; a year finds plans',
    { timeout: 120_000 },
    async () => {
      const user = userEvent.setup();
      await harness.signIn('professor');
      const router = harness.renderAt(paths.teachingPlan.href());
      await screen.findByRole('heading', { level: 1, name: 'Plano de ensino' }, slow);
      await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
      expect(screen.getAllByText('Preencha ao menos um campo da pesquisa.').length).toBeGreaterThan(
        0,
      );
      expect(calls.filter((call) => call.includes('plano-ensino/bibliografia'))).toEqual([]);
      await user.type(screen.getByRole('textbox', { name: 'Ano' }), '2026');
      await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
      await waitFor(() => expect(router.state.location.search).toBe('?ano=2026'));
      const plans = await screen.findByRole('list', { name: 'Planos de ensino encontrados' }, slow);
      expect(within(plans).getAllByRole('link').length).toBeGreaterThan(0);
      // The professor's own plans are listed first and marked; others are not.
      const items = within(plans).getAllByRole('listitem', { name: undefined });
      const planItems = items.filter((item) => item.parentElement === items[0]?.parentElement);
      expect(within(planItems[0] as HTMLElement).getByText('Seu plano')).toBeTruthy();
      expect(within(planItems.at(-1) as HTMLElement).queryByText('Seu plano')).toBeNull();
    },
  );

  it('titles totals: fetch-totals shows its message with a retry', async () => {
    harness.mock.context.scenarios.set('getTitleTotals:500');
    await harness.signIn('leitor');
    harness.renderAt(`${paths.titlesTotals.href()}?acervo=7&de=2026-01-01&ate=2026-11-20`);
    expect(await screen.findByText('Erro ao buscar os totais.', undefined, slow)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
  });
});
