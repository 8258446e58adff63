import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from './support/app-test';
import ICAL from 'ical.js';
import { EVERY_SCHEME_TIMEOUT, expectAxeCleanInEveryScheme } from './support/accessibility';
import { firstPaint } from './support/first-paint';

// Every page load seeds the in-browser mock (10,000 titles) before the app starts: slow on a
// shared machine.
test.describe.configure({ mode: 'default', timeout: 240_000 });
// A failed load is retried twice (1 s, then 2 s) before the screen shows its own error.
const afterRetries = { timeout: 30_000 };

/**
 * One sign-in per account for the whole file, on one tab that every test of the account
 * reuses: the session lives in the tab (sessionStorage), and so do the in-browser mock's data
 * and a `?mockScenario=` (`?mock=` with no value clears it). The tests of an account run in
 * order, each leaving the data as the next expects (the renewal comes after the tests that read
 * the seeded dates).
 */
async function signedInPage(browser: Browser, user: string, password: string) {
  const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const page = await context.newPage();
  // Tokens that outlive the run (10 h): no refresh mid-file, whose rotation a page load could
  // outrun before the mock has saved it.
  await page.goto('/login?redirect=%2Fmeu-portal&mockTokenTtl=36000');
  await page.getByRole('textbox', { name: 'Matrícula' }).fill(user, firstPaint);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Acessar' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/meu-portal', firstPaint);
  await expect(page.getByRole('heading', { level: 1, name: 'Meu portal' })).toBeVisible();
  // The mock saves the session it issued shortly after (debounced); a page load before that
  // would find no such session.
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('mock:state')?.includes('"pat.')))
    .toBe(true);
  return page;
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu do Meu portal' });
const loanList = (page: Page) => page.getByRole('list', { name: 'Empréstimos atuais' });
const loanItem = (page: Page, title: string | RegExp) =>
  loanList(page).getByRole('listitem').filter({ hasText: title });
const renewalChoice = (page: Page, title: string | RegExp) =>
  page.getByRole('checkbox', { name: title });

/** Loads an address of the app in the shared tab (a full page load). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(firstPaint);
  // Still signed in: the personal area, not the login page.
  expect(new URL(page.url()).pathname).toBe(path.split('?')[0]);
  return page;
}

test.describe('as leitor', () => {
  let tab: Page;
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(240_000);
    tab = await signedInPage(browser, 'leitor', 'leitor123');
  });
  test.afterAll(async () => {
    await tab.context().close();
  });

  test('current loans: details, overdue and reserved flags, renewals as count / limit, a link to the title', async () => {
    const page = await open(tab, '/meu-portal/emprestimos');
    await expect(page.getByRole('heading', { level: 1, name: 'Empréstimos' })).toBeVisible();
    await expect(loanList(page).getByRole('listitem')).toHaveCount(3);
    const domCasmurro = loanItem(page, 'Dom Casmurro');
    await expect(domCasmurro.getByText('Em atraso')).toBeVisible();
    await expect(domCasmurro.getByText('Reservado por outro leitor')).toHaveCount(0);
    // The due date is on the record; the rest waits behind its "Detalhes".
    await expect(domCasmurro.getByText('Devolver até 14/11/2026')).toBeVisible();
    await expect(domCasmurro.getByText('Localização')).toBeHidden();
    await domCasmurro.getByRole('button', { name: 'Detalhes Dom Casmurro' }).click();
    await expect(domCasmurro.getByText('Localização')).toBeVisible();
    const sertao = loanItem(page, 'Grande sertão');
    await expect(sertao.getByText('Reservado por outro leitor')).toBeVisible();
    await expect(sertao.getByText('Em atraso')).toHaveCount(0);
    // Someone else's hold: no Renew on that loan; the others have their own.
    await expect(sertao.getByRole('button', { name: /^Renovar/ })).toHaveCount(0);
    await expect(domCasmurro.getByRole('button', { name: 'Renovar Dom Casmurro' })).toBeVisible();
    const vidasSecasLoan = loanItem(page, 'Vidas secas');
    await vidasSecasLoan.getByRole('button', { name: /^Detalhes/ }).click();
    await expect(vidasSecasLoan.getByText('1 / 3')).toBeVisible();
    await expect(page.getByText('1 em atraso: devolva o quanto antes.')).toBeVisible();
    await domCasmurro.getByRole('link', { name: 'Dom Casmurro' }).click();
    await expect(page).toHaveURL(/\/acervo\/\d+$/);
  });

  test('add due dates to my calendar: an iCalendar file of the return dates, São Paulo time, a reminder the day before', async () => {
    const page = await open(tab, '/meu-portal/emprestimos');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Adicionar as devoluções à minha agenda' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('devolucoes-biblioteca.ics');
    const text = readFileSync(await file.path(), 'utf8');
    const calendar = ICAL.Component.fromString(text);
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    expect(events.map((event) => event.summary)).toEqual([
      expect.stringContaining('Dom Casmurro'),
      expect.stringContaining('Grande sertão'),
      expect.stringContaining('Vidas secas'),
    ]);
    expect(events.map((event) => event.startDate.toString().slice(0, 10))).toEqual([
      '2026-11-14',
      '2026-11-24',
      '2026-11-29',
    ]);
    for (const event of events) {
      expect(event.component.getFirstProperty('dtstart')?.getParameter('tzid')).toBe(
        'America/Sao_Paulo',
      );
      expect(
        String(event.component.getFirstSubcomponent('valarm')?.getFirstPropertyValue('trigger')),
      ).toBe('-P1D');
    }
    await expect(page.getByText('Arquivo de agenda baixado')).toBeVisible();
  });

  test('printable receipt: the print view lists the loans and opens the print dialog', async () => {
    const page = await open(tab, '/meu-portal/emprestimos');
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await page.getByRole('button', { name: 'Imprimir comprovante' }).click();
    const receipt = page.getByRole('region', { name: 'Comprovante de empréstimos' });
    await expect(receipt).toBeFocused();
    await expect(receipt.getByRole('listitem')).toHaveCount(3);
    await expect(receipt.getByText('Dom Casmurro')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await page.emulateMedia({ media: 'print' });
    await expect(
      page.getByRole('button', { name: 'Adicionar as devoluções à minha agenda' }),
    ).toBeHidden();
    await expect(receipt.getByText('Dom Casmurro')).toBeVisible();
    await page.emulateMedia({ media: null });
  });

  test('history: its own address, filtered by dates and by fine; a start after the end is refused next to the field', async () => {
    const page = await open(tab, '/meu-portal/emprestimos');
    await page
      .getByRole('navigation', { name: 'Páginas de empréstimos' })
      .getByRole('link', { name: 'Histórico de empréstimos' })
      .click();
    await expect(page).toHaveURL((url) => url.pathname === '/meu-portal/emprestimos/historico');
    await expect(page.getByRole('heading', { name: '9 empréstimos encontrados.' })).toBeVisible();

    // The period waits behind its disclosure until used.
    await page.getByRole('button', { name: 'Filtrar o histórico' }).click();
    const start = page.getByLabel('De', { exact: true });
    const end = page.getByLabel('Até', { exact: true });
    await start.fill('2026-07-01');
    await end.fill('2026-09-30');
    await page.getByRole('button', { name: 'Filtrar', exact: true }).click();
    await expect(page).toHaveURL(/de=2026-07-01&ate=2026-09-30/);
    await expect(page.getByRole('heading', { name: '2 empréstimos encontrados.' })).toBeVisible();
    const history = page.getByRole('list', { name: 'Empréstimos do histórico' });
    await expect(history.getByRole('listitem').filter({ hasText: 'Quincas Borba' })).toBeVisible();
    await expect(history.getByText('Multa R$ 10,50')).toBeVisible();

    await page.getByRole('checkbox', { name: 'Somente empréstimos com multa' }).focus();
    await page.keyboard.press('Space');
    await start.fill('2026-01-01');
    await end.fill('2026-12-31');
    await page.getByRole('button', { name: 'Filtrar', exact: true }).click();
    // The address first: the list and its count may already read as the new filter's (both give
    // two loans), and a date typed before the address changes is replaced by the applied one.
    await expect(page).toHaveURL(/de=2026-01-01&ate=2026-12-31&multa=1/);
    await expect(page.getByRole('heading', { name: '2 empréstimos encontrados.' })).toBeVisible();
    await expect(
      history.getByRole('listitem').filter({ hasText: 'Memórias póstumas' }),
    ).toBeVisible();

    // Start after end: the typed dates stay, the message is the start field's, focus goes there.
    await start.fill('2026-10-10');
    await end.fill('2026-10-01');
    await page.getByRole('button', { name: 'Filtrar', exact: true }).click();
    await expect(start).toBeFocused();
    await expect(start).toHaveAttribute('aria-invalid', 'true');
    await expect(start).toHaveAccessibleDescription(
      /A data inicial não pode ser posterior à data final\./,
    );
    await expect(start).toHaveValue('2026-10-10');
    await expect(end).toHaveValue('2026-10-01');
  });

  test('get token: value, valid-until with a live countdown, a QR code, and a new token', async () => {
    const page = await open(tab, '/meu-portal');
    await menu(page).getByRole('link', { name: 'Gerar token' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/meu-portal/token');
    await expect(page.getByRole('heading', { level: 1, name: 'Gerar token' })).toBeVisible();
    await expect(page.getByText(/^Válido até \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
    // The seeded token lives a year: whole days, then a clock.
    const countdown = page.getByText(/^Expira em (\d+ dias? e )?[\d:]+$/);
    await expect(countdown).toHaveText(/^Expira em \d+ dias e \d{2}:\d{2}:\d{2}$/);
    const first = await countdown.textContent();
    await expect(countdown).not.toHaveText(first!);

    const issued = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && response.url().includes('/emprestimo/token'),
    );
    await page.getByRole('button', { name: 'Gerar novo token' }).click();
    const token = (await (await issued).json()) as { valor: string };
    await expect(page.getByText(token.valor, { exact: true })).toBeVisible();
    await expect(
      page.getByRole('img', { name: `Código QR do token ${token.valor}` }),
    ).toBeVisible();
    // Valid 30 minutes: the countdown starts under half an hour.
    await expect(countdown).toHaveText(/^Expira em (29|30):\d{2}$/);
  });

  test('renewal refusals: the reserved loan cannot be chosen and says why; the overdue one answers the server’s reason; none chosen', async () => {
    const page = await open(tab, '/meu-portal/renovacao');
    const sertao = renewalChoice(page, /Grande sertão/);
    await expect(sertao).toBeDisabled();
    await expect(sertao).toHaveAccessibleName(
      /Não pode ser renovado: reservado por outro leitor\./,
    );

    // Nothing chosen: the message sits under the list and the focus goes to the first box.
    await page.getByRole('button', { name: 'Renovar selecionados' }).click();
    await expect(page.getByText('Selecione um item para renovar.')).toBeVisible();
    await expect(renewalChoice(page, /Dom Casmurro/)).toBeFocused();

    // The overdue loan: the mock refuses every copy (422) and names each one's reason.
    await page.keyboard.press('Space');
    await expect(page.getByText('Selecione um item para renovar.')).toHaveCount(0);
    await page.getByRole('button', { name: 'Renovar selecionados' }).click();
    const results = page.getByRole('region', { name: 'Resultado da renovação' });
    await expect(results.getByText('Nenhum empréstimo foi renovado.')).toBeVisible();
    await expect(
      results.getByText('Não renovado: Não é possível renovar um empréstimo em atraso.'),
    ).toBeVisible();
  });

  test('keyboard only: renews the renewable loan, sees its new date and count here, on Loans and on the dashboard', async () => {
    const page = await open(tab, '/meu-portal');
    // The dashboard names what needs attention and links to the Loan screen.
    const attention = page.getByRole('region', { name: 'Precisa da sua atenção' });
    await expect(attention.getByText('Dom Casmurro: a devolução era em 14/11/2026.')).toBeVisible();
    await expect(attention.getByRole('link', { name: '1 empréstimo em atraso' })).toHaveAttribute(
      'href',
      '/meu-portal/emprestimos',
    );

    await menu(page).getByRole('link', { name: 'Renovação' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Renovação' })).toBeVisible();
    const vidasSecas = renewalChoice(page, /Vidas secas/);
    await expect(vidasSecas).toBeEnabled();
    await expect(page.getByText(/Vidas secas.*renovações 1 \/ 3/s)).toBeVisible();

    // Tab through the form to the Vidas secas box; Space ticks it, Enter on the button renews.
    await page.getByRole('checkbox', { name: 'Selecionar todos' }).focus();
    for (let step = 0; step < 6; step++) {
      if (await vidasSecas.evaluate((box) => box === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(vidasSecas).toBeFocused();
    await page.keyboard.press('Space');
    await expect(vidasSecas).toBeChecked();
    const answer = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && response.url().includes('/emprestimo/renovacao'),
    );
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Renovar selecionados' })).toBeFocused();
    await page.keyboard.press('Enter');
    const [result] = (await (await answer).json()) as { data_devolucao: string }[];
    const newDate = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(
      new Date(result!.data_devolucao),
    );
    const results = page.getByRole('region', { name: 'Resultado da renovação' });
    await expect(results).toBeFocused();
    await expect(results.getByText(`Renovado: nova devolução em ${newDate}.`)).toBeVisible();
    // The list itself refetched: two renewals of three, the new date.
    await expect(
      page.getByText(new RegExp(`Vidas secas.*${newDate}.*renovações 2 / 3`, 's')),
    ).toBeVisible();

    // The dashboard and the Loan screen show the renewal without a reload (the renewal
    // invalidates the loans queries they read; a query still on screen refetches at once).
    await menu(page).getByRole('link', { name: 'Início' }).click();
    await expect(
      page
        .getByRole('region', { name: 'Empréstimos em andamento' })
        .getByRole('link', { name: '3 Empréstimos em andamento' }),
    ).toBeVisible();
    await menu(page).getByRole('link', { name: 'Empréstimos', exact: true }).click();
    const renewed = loanItem(page, 'Vidas secas');
    await expect(renewed.getByText(`Devolver até ${newDate}`)).toBeVisible();
    await renewed.getByRole('button', { name: /^Detalhes/ }).click();
    await expect(renewed.getByText('2 / 3')).toBeVisible();
  });

  test('QA scenario fetch-pending-titles: the Loan screen’s own error and a retry', async () => {
    const page = await open(tab, '/meu-portal/emprestimos?mockScenario=fetch-pending-titles');
    await expect(page.getByText('Erro ao buscar os títulos pendentes.')).toBeVisible(afterRetries);
    await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  });

  test('QA scenario fetch-renewal-copies: the Renewal screen’s own error and a retry', async () => {
    const page = await open(tab, '/meu-portal/renovacao?mockScenario=fetch-renewal-copies');
    await expect(page.getByText('Erro ao buscar os exemplares para renovação.')).toBeVisible(
      afterRetries,
    );
    await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  });

  test('QA scenario fetch-history: the history’s own error and a retry', async () => {
    const page = await open(tab, '/meu-portal/emprestimos/historico?mockScenario=fetch-history');
    await expect(page.getByText('Erro ao buscar o histórico.')).toBeVisible(afterRetries);
    await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  });

  test('QA scenario generic-422 on renewal: the 422 key, translated', async () => {
    const page = await open(tab, '/meu-portal/renovacao?mockScenario=generic-422');
    await renewalChoice(page, /Vidas secas/).focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Renovar selecionados' }).click();
    await expect(
      page
        .getByRole('region', { name: 'Resultado da renovação' })
        .getByText('Limite de renovações atingido.'),
    ).toBeVisible();
  });

  test('axe: Loan, History, Renewal and Get token are clean in every colour scheme', async () => {
    // Five axe scans at each screen.
    test.setTimeout(EVERY_SCHEME_TIMEOUT);
    const page = tab;
    // `?mock=` (empty) clears a QA scenario an earlier test left in the tab.
    await open(page, '/meu-portal/emprestimos?mock=');
    await expect(loanList(page)).toBeVisible();
    await expectAxeCleanInEveryScheme(page);
    await page.getByRole('link', { name: 'Histórico de empréstimos' }).click();
    await expect(page.getByRole('list', { name: 'Empréstimos do histórico' })).toBeVisible();
    await expectAxeCleanInEveryScheme(page);
    await menu(page).getByRole('link', { name: 'Renovação' }).click();
    await page.getByRole('button', { name: 'Renovar selecionados' }).click();
    await expect(page.getByText('Selecione um item para renovar.')).toBeVisible();
    await expectAxeCleanInEveryScheme(page);
    await menu(page).getByRole('link', { name: 'Gerar token' }).click();
    await expect(page.getByRole('img', { name: /Código QR do token/ })).toBeVisible();
    await expectAxeCleanInEveryScheme(page);
  });

  test('QA scenario session-expired while on Loans: the session-expired message (signs the tab out: last)', async () => {
    await tab.goto('/meu-portal/emprestimos?mockScenario=session-expired');
    await expect(tab.getByText('Sua sessão expirou. Faça login novamente.')).toBeVisible(
      firstPaint,
    );
  });
});

test.describe('as novo', () => {
  let tab: Page;
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(240_000);
    tab = await signedInPage(browser, 'novo', 'novo123');
  });
  test.afterAll(async () => {
    await tab.context().close();
  });

  test('every loans screen says it is empty', async () => {
    const page = await open(tab, '/meu-portal/emprestimos');
    await expect(page.getByText('Você não tem empréstimos no momento.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Imprimir comprovante' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Histórico de empréstimos' }).click();
    await expect(page.getByText('Nenhum empréstimo no histórico.')).toBeVisible();
    await menu(page).getByRole('link', { name: 'Renovação' }).click();
    await expect(page.getByText('Você não tem empréstimos para renovar.')).toBeVisible();
    await menu(page).getByRole('link', { name: 'Gerar token' }).click();
    await expect(page.getByText('Você não tem um token válido.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Gerar novo token' })).toBeVisible();
    await menu(page).getByRole('link', { name: 'Início' }).click();
    await expect(
      page
        .getByRole('region', { name: 'Empréstimos em andamento' })
        .getByRole('link', { name: '0 Empréstimos em andamento' }),
    ).toBeVisible();
  });
});
