import { expect, test, type Page } from './support/app-test';
import { firstPaint } from './support/first-paint';
import { signInTo, type QaAccount } from './support/patron-session';

// Each test loads the in-browser mock (10,000 titles) and signs in: slow on a shared machine.
test.describe.configure({ timeout: 300_000 });

/**
 * The pages that hand the patron over to another application (spec section 2): the redirect
 * page and both e-book provider entries. On success they leave the app for the address the
 * server signs; the provider sites are stood in for here, so the browser really arrives.
 */
const providerSites = /^https:\/\/[a-z.-]+\.example\.(org|com)\//;

async function standInForProviders(page: Page) {
  await page.route(providerSites, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="pt"><title>Fornecedor</title><h1>Site do fornecedor</h1></html>',
    }),
  );
}

const failure = (page: Page) =>
  page.getByRole('alert').filter({ hasText: 'Não foi possível preparar o acesso.' });

/**
 * Signs in (with forced answers or a named scenario when given), then opens `path` with a page
 * load: a page that leaves the app at once could not be the sign-in's landing page.
 */
async function openSignedIn(
  page: Page,
  path: string,
  options: { user?: QaAccount; scenario?: string; forced?: string } = {},
) {
  await standInForProviders(page);
  await signInTo(page, '/meu-portal', options);
  await page.goto(path);
}

async function expectArrivalAt(page: Page, address: RegExp) {
  await expect(page).toHaveURL(address, firstPaint);
  await expect(page.getByRole('heading', { name: 'Site do fornecedor' })).toBeVisible();
}

async function expectRefusal(page: Page, heading: string, message: string) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible(firstPaint);
  await expect(failure(page)).toContainText(message, firstPaint);
  await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Voltar ao início' })).toBeVisible();
}

const unexpected = 'Ocorreu um erro inesperado. Tente novamente mais tarde.';
const denied = 'Acesso negado pelo serviço integrado. Entre em contato com o suporte.';
const noTaxNumber = 'Usuário sem CPF cadastrado. Procure a unidade de informação.';

test.describe('the redirect page (/redirecionamento)', () => {
  test('takes leitor to the personal area signed in, and with ?base= to that base', async ({
    page,
  }) => {
    await openSignedIn(page, '/redirecionamento');
    await expectArrivalAt(page, /^https:\/\/biblioteca\.ufx\.example\.org\/meu-portal\/acesso\?t=/);

    await page.goto('/redirecionamento?base=minha-biblioteca');
    await expectArrivalAt(page, /^https:\/\/minhabiblioteca\.example\.com\/acesso\?token=/);
  });

  test('a base the server does not know is refused in words, with a retry and the way home', async ({
    page,
  }) => {
    await openSignedIn(page, '/redirecionamento?base=base-inexistente');
    await expectRefusal(page, 'Redirecionamento', 'Base de dados desconhecida.');
    await page.getByRole('link', { name: 'Voltar ao início' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });

  test('an integrated service that is down, then back: the retry leaves for the address', async ({
    page,
  }) => {
    await openSignedIn(page, '/redirecionamento', {
      forced: 'getPersonalAreaRedirect:500=SERVICO_INTEGRADO_INDISPONIVEL*1',
    });
    await expectRefusal(page, 'Redirecionamento', unexpected);
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expectArrivalAt(page, /^https:\/\/biblioteca\.ufx\.example\.org\/meu-portal\/acesso\?t=/);
  });

  test('access denied by the integrated service', async ({ page }) => {
    await openSignedIn(page, '/redirecionamento', {
      forced: 'getPersonalAreaRedirect:422=ACESSO_NEGADO_SERVICO_INTEGRADO',
    });
    await expectRefusal(page, 'Redirecionamento', denied);
  });
});

test.describe('e-book provider A (/livros-digitais-a)', () => {
  test('exchanges the session id for the provider’s signed address', async ({ page }) => {
    await openSignedIn(page, '/livros-digitais-a?sessionid=sessao-12345');
    await expectArrivalAt(page, /^https:\/\/ebooks\.example\.com\/sso\?session=sessao-12345&user=/);
  });

  test('without a session id says so and offers the way home', async ({ page }) => {
    await openSignedIn(page, '/livros-digitais-a');
    await expect(page.getByRole('heading', { level: 1, name: 'Livros digitais' })).toBeVisible(
      firstPaint,
    );
    await expect(
      page.getByText('O endereço não traz a sessão do fornecedor de livros digitais.', {
        exact: false,
      }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Voltar ao início' })).toBeVisible();
  });

  test('the provider refuses a session it does not know (integrated service denied)', async ({
    page,
  }) => {
    // The mock's provider accepts session ids of 8 or more letters, digits, - and _.
    await openSignedIn(page, '/livros-digitais-a?sessionid=abc');
    await expectRefusal(page, 'Livros digitais', denied);
  });

  test('the provider is down (integrated service down)', async ({ page }) => {
    await openSignedIn(page, '/livros-digitais-a?sessionid=sessao-12345', {
      forced: 'createEbookProviderAccess:500=SERVICO_INTEGRADO_INDISPONIVEL',
    });
    await expectRefusal(page, 'Livros digitais', unexpected);
  });

  test('semcpf has no tax number: contact the information unit', async ({ page }) => {
    await openSignedIn(page, '/livros-digitais-a?sessionid=sessao-12345', { user: 'semcpf' });
    await expectRefusal(page, 'Livros digitais', noTaxNumber);
  });
});

test.describe('e-book provider B (/livros-digitais-b)', () => {
  test('asks for an access address to the provider’s base and goes there', async ({ page }) => {
    await openSignedIn(page, '/livros-digitais-b');
    await expectArrivalAt(page, /^https:\/\/minhabiblioteca\.example\.com\/acesso\?token=/);
  });

  test('integrated-service-down: the unexpected-error wording (a 500)', async ({ page }) => {
    await openSignedIn(page, '/livros-digitais-b', { scenario: 'integrated-service-down' });
    await expectRefusal(page, 'Livros digitais', unexpected);
  });

  test('integrated-service-denied: access denied, contact support', async ({ page }) => {
    await openSignedIn(page, '/livros-digitais-b', { scenario: 'integrated-service-denied' });
    await expectRefusal(page, 'Livros digitais', denied);
  });

  test('no-tax-number: semcpf must contact the information unit', async ({ page }) => {
    await openSignedIn(page, '/livros-digitais-b', { user: 'semcpf' });
    await expectRefusal(page, 'Livros digitais', noTaxNumber);
  });
});
