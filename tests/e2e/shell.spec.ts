import { expect, test } from './support/app-test';
import { expectAxeClean } from './support/accessibility';
import { signOut } from './support/patron-session';
import { signIn } from './support/sign-in';
import { firstPaint } from './support/first-paint';

// Each test loads several pages from scratch (sign-in, reloads): allow for the seeding each time.
test.describe.configure({ timeout: 180_000 });

test('an unknown path shows the fallback page: a required search and the way home', async ({
  page,
}) => {
  await page.goto('/nao-existe/de-jeito-nenhum');
  await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible(
    firstPaint,
  );
  await expect(page).toHaveTitle('Página não encontrada · Catálogo on-line · UFX');
  await expect(page.locator('main#conteudo')).toBeVisible();
  await expectAxeClean(page);

  const search = page.getByRole('searchbox', { name: 'Pesquisar no acervo' });
  await page.getByRole('button', { name: 'Pesquisar', exact: true }).click();
  await expect(page.getByText('O campo acima é obrigatório.')).toBeVisible();
  await expect(page).toHaveURL(/\/nao-existe\/de-jeito-nenhum$/);

  await search.fill('dom casmurro');
  await search.press('Enter');
  await expect(page).toHaveURL(
    (url) => url.pathname === '/' && url.searchParams.get('termo') === 'dom casmurro',
  );

  await page.goto('/outra-pagina/inexistente');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(firstPaint);
  await page.getByRole('link', { name: 'Voltar ao início' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === '');
});

test('the personal area sends a visitor to the login page, carrying where they were going', async ({
  page,
}) => {
  await page.goto('/meu-portal');
  await expect(page).toHaveURL('/login?redirect=%2Fmeu-portal', firstPaint);
  await page.goto('/meu-portal/app?x=1');
  await expect(page).toHaveURL(
    `/login?redirect=${encodeURIComponent('/meu-portal/app?x=1')}`,
    firstPaint,
  );
});

test('after sign-in the dashboard shows the patron’s counts, then /sair ends the session', async ({
  page,
}) => {
  await signIn(page, { redirect: '/meu-portal' });
  await expect(page.getByRole('heading', { level: 1, name: 'Meu portal' })).toBeVisible(firstPaint);
  await expect(page).toHaveTitle('Meu portal · Catálogo on-line · UFX');

  // leitor (docs/qa.md, QA accounts): 3 loans, Dom Casmurro overdue; 2 released holds;
  // one open debt (owes 4.50); 2 unread alerts.
  // What needs attention leads (the overdue loan first), then the counts.
  const attention = page.getByRole('region', { name: 'Precisa da sua atenção' });
  await expect(attention.getByRole('link').first()).toHaveText('1 empréstimo em atraso');
  await expect(
    attention.getByRole('link', { name: '2 reservas prontas para retirada' }),
  ).toBeVisible();
  await expect(attention).toContainText('R$ 4,50');
  const card = (name: string) => page.getByRole('region', { name });
  await expect(card('Empréstimos em andamento')).toContainText('3');
  await expect(card('Reservas liberadas para retirada')).toContainText('2');
  await expect(card('Débitos em aberto')).toContainText('1');
  await expect(card('Débitos em aberto')).toContainText('R$ 4,50');
  await expect(card('Alertas não lidos')).toContainText('2');

  const menu = page.getByRole('navigation', { name: 'Menu do Meu portal' });
  await expect(menu.getByRole('link', { name: 'Início' })).toHaveAttribute('aria-current', 'page');
  await expectAxeClean(page);

  // The menu collapses to icons and keeps the names for assistive technology.
  await menu.getByRole('button', { name: 'Recolher o menu' }).click();
  await expect(menu.getByRole('button', { name: 'Expandir o menu' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await expect(menu.getByRole('link', { name: 'Início' })).toBeAttached();

  await page.goto('/meu-portal/nao-existe');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Página não encontrada no Meu portal' }),
  ).toBeVisible(firstPaint);

  await signOut(page);
  await page.goto('/meu-portal');
  await expect(page).toHaveURL('/login?redirect=%2Fmeu-portal', firstPaint);
});

test('the mobile app area shows the patron’s loan token', async ({ page }) => {
  await signIn(page, { redirect: '/meu-portal/app' });
  await expect(page.getByRole('heading', { level: 1, name: 'Aplicativo' })).toBeVisible(firstPaint);
  await expect(page.getByRole('region', { name: 'Token de empréstimo' })).toContainText('483920');
  await expectAxeClean(page);
});
