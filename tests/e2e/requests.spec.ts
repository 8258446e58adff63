import { expect, test, type Page } from './support/app-test';
import { EVERY_SCHEME_TIMEOUT, expectAxeCleanInEveryScheme } from './support/accessibility';
import { firstPaint } from './support/first-paint';
import { signInTo } from './support/patron-session';

// Each test opens the in-browser mock (10,000 titles) and the personal area: slow on a shared machine.
test.describe.configure({ timeout: 300_000 });

const send = (page: Page) => page.getByRole('button', { name: 'Enviar solicitação' }).click();
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu do Meu portal' });

/** Goes to a screen through the personal area's menu (no page load) and waits for its heading. */
async function openFromMenu(page: Page, name: string) {
  await menu(page).getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible(firstPaint);
}

/** Picks an option of a select by its label. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('button', { name: new RegExp(label) }).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}

/** From a confirmation to Requests, where the new request shows waiting. */
async function findSentRequest(page: Page, title: string) {
  await expect(page.getByText('Solicitação enviada.')).toBeVisible();
  await page.getByRole('link', { name: 'Ver minhas solicitações' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Solicitações' })).toBeVisible();
  const item = page.getByRole('listitem').filter({ hasText: title });
  await expect(item).toBeVisible();
  await expect(item.getByText('Aguardando')).toBeVisible();
}

test('leitor asks for an article copy: page ranges refused, then accepted, and found in Requests', async ({
  page,
}) => {
  await signInTo(page, '/meu-portal/comutacao-bibliografica');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Comutação bibliográfica' }),
  ).toBeVisible(firstPaint);

  // Nothing typed: each required field says so, naming itself, and the first takes the focus.
  await send(page);
  await expect(page.getByText('O campo Título do artigo é obrigatório.')).toBeVisible();
  await expect(page.getByText('O campo Título da revista é obrigatório.')).toBeVisible();
  await expect(page.getByText('O campo Páginas é obrigatório.')).toBeVisible();
  await expect(field(page, 'Título do artigo')).toBeFocused();

  await field(page, 'Título do artigo').fill('Narradores em Machado');
  await field(page, 'Título da revista').fill('Revista de Letras');
  await field(page, 'Ano').fill('2019');
  await field(page, 'E-mail para contato').fill('leitor@example.org');
  await field(page, 'Páginas').fill('30-20');
  await send(page);
  await expect(page.getByText('A página inicial não pode ser maior que a final.')).toBeVisible();
  await expect(field(page, 'Páginas')).toBeFocused();
  await field(page, 'Páginas').fill('vinte e trinta');
  await send(page);
  await expect(page.getByText('Informe as páginas como 20-30, 20/30 ou 20 a 30.')).toBeVisible();
  // Every typed value is still there.
  await expect(field(page, 'Título do artigo')).toHaveValue('Narradores em Machado');
  await expect(field(page, 'Páginas')).toHaveValue('vinte e trinta');

  // The thesis type keeps what was typed for the article.
  await page.getByRole('radio', { name: 'Tese ou dissertação' }).check({ force: true });
  await expect(page.getByRole('button', { name: /Grau de defesa/ })).toBeVisible();
  await page.getByRole('radio', { name: 'Artigo' }).check({ force: true });
  await expect(field(page, 'Título da revista')).toHaveValue('Revista de Letras');

  await field(page, 'Páginas').fill('20 até 30');
  await send(page);
  await findSentRequest(page, 'Narradores em Machado');
  await expect(page).toHaveURL(/tipo=comutacao-bibliografica/);

  // The status filter lives in the address.
  await choose(page, 'Situação', 'Finalizada');
  await expect(page).toHaveURL(/status=finalizada/);
  await expect(
    page.getByRole('listitem').filter({ hasText: 'A narrativa em Dom Casmurro' }),
  ).toBeVisible();
  await expect(page.getByText('Narradores em Machado')).toHaveCount(0);
});

test('leitor sends a survey, a catalogue card and a specialized search, each found in Requests', async ({
  page,
}) => {
  await signInTo(page, '/meu-portal/levantamento-bibliografico');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Levantamento bibliográfico' }),
  ).toBeVisible(firstPaint);
  await field(page, 'Assunto geral').fill('Romantismo brasileiro');
  await page.getByLabel('Período: de', { exact: true }).fill('2020-06-01');
  await page.getByLabel('Período: até', { exact: true }).fill('2020-01-01');
  await field(page, 'Página inicial da bibliografia').fill('40');
  await field(page, 'Página final da bibliografia').fill('12');
  await send(page);
  await expect(page.getByText('A data inicial não pode ser posterior à final.')).toBeVisible();
  await expect(page.getByText('A página inicial não pode ser maior que a final.')).toBeVisible();
  await expect(field(page, 'Assunto geral')).toHaveValue('Romantismo brasileiro');
  await page.getByLabel('Período: até', { exact: true }).fill('2020-12-31');
  await field(page, 'Página final da bibliografia').fill('52');
  await page.getByRole('radio', { name: 'On-line' }).check({ force: true });
  await page.getByRole('checkbox', { name: 'Sumário' }).check({ force: true });
  await send(page);
  await findSentRequest(page, 'Romantismo brasileiro');

  await openFromMenu(page, 'Ficha catalográfica');
  await send(page);
  for (const name of ['Título', 'Autor', 'Tipo de trabalho', 'Ano', 'Total de páginas'])
    await expect(page.getByText(`O campo ${name} é obrigatório.`)).toBeVisible();
  await field(page, 'Título').fill('A ironia do narrador machadiano');
  await field(page, 'Autor').fill('Leitor de Teste');
  await choose(page, 'Tipo de trabalho', 'Dissertação');
  await field(page, 'Ano').fill('2024');
  await field(page, 'Total de páginas').fill('120');
  await field(page, 'E-mail para contato').fill('leitor@example.org');
  await send(page);
  await findSentRequest(page, 'A ironia do narrador machadiano');

  await openFromMenu(page, 'Pesquisa especializada');
  await send(page);
  await expect(page.getByText('O campo Assunto é obrigatório.')).toBeVisible();
  await expect(page.getByText('O campo E-mail para contato é obrigatório.')).toBeVisible();
  await field(page, 'Assunto').fill('Machado de Assis na França');
  await field(page, 'E-mail para contato').fill('leitor@');
  await send(page);
  await expect(page.getByText('Preencha um e-mail válido!')).toBeVisible();
  await field(page, 'E-mail para contato').fill('leitor@example.org');
  await send(page);
  await findSentRequest(page, 'Machado de Assis na França');
});

test('leitor asks for inter-library loans until the limit of open requests refuses one', async ({
  page,
}) => {
  await signInTo(page, '/meu-portal/emprestimo-entre-bibliotecas');
  await expect(page.getByRole('heading', { name: 'Novo pedido' })).toBeVisible(firstPaint);
  const mine = page.getByRole('list', { name: 'Meus pedidos de empréstimo entre bibliotecas' });
  await expect(mine.getByRole('listitem')).toHaveCount(2);

  const ask = async (title: string) => {
    await field(page, 'Título').fill(title);
    await choose(page, 'Biblioteca de recebimento', 'Biblioteca Central');
    await field(page, 'E-mail para contato').fill('leitor@example.org');
    await send(page);
  };
  // leitor has one open request; the limit is three.
  await ask('Formação da literatura brasileira');
  await expect(page.getByText('Solicitação enviada.')).toBeVisible();
  await expect(
    mine
      .getByRole('listitem')
      .filter({ hasText: 'Formação da literatura brasileira' })
      .getByText('Aguardando'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Fazer outra solicitação' }).click();
  await ask('Dialética da malandragem');
  await expect(page.getByText('Solicitação enviada.')).toBeVisible();
  await page.getByRole('button', { name: 'Fazer outra solicitação' }).click();
  await ask('Ao vencedor as batatas');
  await expect(page.getByText('Solicitação não enviada')).toBeVisible();
  await expect(
    page.getByText('Você atingiu o limite de pedidos de empréstimo entre bibliotecas em aberto.'),
  ).toBeVisible();
  await expect(field(page, 'Título')).toHaveValue('Ao vencedor as batatas');
  await expect(mine.getByRole('listitem')).toHaveCount(4);
});

test('fetch-requests: Requests says it could not fetch them, with a retry', async ({ page }) => {
  await signInTo(page, '/meu-portal/solicitacoes', { scenario: 'fetch-requests' });
  await expect(page.getByText('Erro ao buscar as solicitações.')).toBeVisible(firstPaint);
  await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
});

test('novo sees no requests of any kind and no inter-library loans', async ({ page }) => {
  await signInTo(page, '/meu-portal/solicitacoes', { user: 'novo' });
  await expect(page.getByText('Você não tem solicitações de Comutação bibliográfica.')).toBeVisible(
    firstPaint,
  );
  await choose(page, 'Tipo de solicitação', 'Levantamento bibliográfico');
  await expect(
    page.getByText('Você não tem solicitações de Levantamento bibliográfico.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/tipo=levantamento-bibliografico/);
  await openFromMenu(page, 'Empréstimo entre bibliotecas');
  await expect(
    page.getByText('Você ainda não fez pedidos de empréstimo entre bibliotecas.'),
  ).toBeVisible();
});

/** The forms reached from the menu, and a message each shows when sent empty. */
const forms = [
  ['Comutação bibliográfica', 'O campo Título do artigo é obrigatório.'],
  ['Levantamento bibliográfico', 'O campo Assunto geral é obrigatório.'],
  ['Ficha catalográfica', 'O campo Título é obrigatório.'],
  ['Pesquisa especializada', 'O campo Assunto é obrigatório.'],
  ['Empréstimo entre bibliotecas', 'O campo Título é obrigatório.'],
] as const;

test('Requests and every request form, with errors showing, pass axe in every colour scheme', async ({
  page,
}) => {
  // Five axe scans at each screen.
  test.setTimeout(EVERY_SCHEME_TIMEOUT);
  await signInTo(page, '/meu-portal/solicitacoes');
  await expect(
    page
      .getByRole('list', { name: 'Solicitações de Comutação bibliográfica' })
      .getByRole('listitem')
      .first(),
  ).toBeVisible(firstPaint);
  await expectAxeCleanInEveryScheme(page);
  for (const [screen, message] of forms) {
    await openFromMenu(page, screen);
    await send(page);
    await expect(page.getByText(message)).toBeVisible();
    await expectAxeCleanInEveryScheme(page);
  }
});
