import { expect, test, type Page } from './support/app-test';
import { expectAxeClean } from './support/accessibility';
import { signIn } from './support/sign-in';

// Each test signs in through the demo build, which seeds the in-browser mock first: on a busy
// machine that alone can take half a minute.
test.describe.configure({ timeout: 120_000 });

const footer = (page: Page) => page.getByRole('contentinfo');
const dialog = (page: Page) => page.getByRole('dialog');

/** Opens a footer button's modal and waits for the form's library to be chosen. */
async function openForm(page: Page, button: string) {
  await footer(page).getByRole('button', { name: button }).click();
  await expect(dialog(page).getByRole('button', { name: /Biblioteca Central/ })).toBeVisible();
}

/** Picks an option of a design-system Select inside the open dialog. */
async function choose(page: Page, current: RegExp, option: string) {
  await dialog(page).getByRole('button', { name: current }).click();
  await page.getByRole('option', { name: option }).click();
}

test.describe('anonymous visitor', () => {
  test('sees the footer links, and the forms ask to sign in and come back', async ({ page }) => {
    await page.goto('/acervo/7');
    const scope = footer(page);
    await expect(scope.getByRole('link', { name: /Portal da UFX/ })).toHaveAttribute(
      'href',
      'https://www.ufx.example.org',
    );
    await expect(scope.getByRole('link', { name: /Catálogo da rede/ })).toBeVisible();
    await expect(
      scope.getByRole('link', { name: 'Privacidade e proteção de dados' }),
    ).toBeVisible();
    await expect(scope.getByRole('img', { name: 'Logotipo da UFX' })).toBeVisible();
    await expect(scope).toContainText(`© ${new Date().getFullYear()} UFX`);
    await expect(scope).toContainText('Chrome 104, Firefox 110, Edge 110');
    await expectAxeClean(page, { include: 'footer' });

    await scope.getByRole('button', { name: 'Sugestão de aquisição' }).click();
    await expect(dialog(page)).toContainText(
      'Você precisa entrar para enviar comentários e sugestões.',
    );
    await expect(dialog(page).getByRole('textbox')).toHaveCount(0);
    await expectAxeClean(page, { include: '[role="dialog"]' });
    await dialog(page).getByRole('link', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Facervo%2F7$/);
  });

  test('the Support modal shows the institution message as formatted HTML', async ({ page }) => {
    await page.goto('/');
    await footer(page).getByRole('button', { name: 'Suporte' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Suporte' })).toBeVisible();
    await expect(dialog(page)).toContainText('Dúvidas sobre o catálogo?');
    await expect(dialog(page).locator('b')).toHaveText('biblioteca@ufx.example.org');
    await expectAxeClean(page, { include: '[role="dialog"]' });
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
  });

  test('the Support modal sanitises the institution HTML: its scripts never run', async ({
    page,
  }) => {
    const hostile = {
      msg_suporte_consulta:
        '<p>Ajuda <b>sempre</b></p><img src="x" onerror="window.__injected = 1">' +
        '<script>window.__injected = 2</script><a href="javascript:window.__injected = 3">link</a>',
    };
    await page.goto(`/?mockInstitution=${encodeURIComponent(JSON.stringify(hostile))}`);
    await footer(page).getByRole('button', { name: 'Suporte' }).click();
    await expect(dialog(page).locator('b')).toHaveText('sempre');
    await expect(dialog(page).locator('script, [onerror]')).toHaveCount(0);
    await expect(dialog(page).locator('a[href^="javascript:"]')).toHaveCount(0);
    await dialog(page).getByText('link').click();
    expect(
      await page.evaluate(() => (window as { __injected?: number }).__injected),
    ).toBeUndefined();
  });
});

test.describe('signed-in patron', () => {
  test('sends a general comment: disabled while blank, spinner, toast, modal closes', async ({
    page,
  }) => {
    await signIn(page);
    await openForm(page, 'Comentários');
    await expect(dialog(page).getByRole('button', { name: /Campus Central/ })).toBeVisible();
    const send = dialog(page).getByRole('button', { name: 'Enviar' });
    await expect(send).toBeDisabled();
    const comment = dialog(page).getByRole('textbox', { name: 'Comentário' });
    await comment.fill('   ');
    await expect(send).toBeDisabled();
    await comment.fill('  Mais mesas na sala de estudos, por favor.  ');
    await expectAxeClean(page, { include: '[role="dialog"]' });
    await send.click();
    await expect(page.getByText(/Comentário enviado/)).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);
  });

  test('a library that refuses comments answers 422: inline warning, text kept', async ({
    page,
  }) => {
    await signIn(page);
    await openForm(page, 'Comentários');
    await choose(page, /Biblioteca Central/, 'Biblioteca Digital');
    const comment = dialog(page).getByRole('textbox', { name: 'Comentário' });
    await comment.fill('Comentário para a biblioteca digital');
    await dialog(page).getByRole('button', { name: 'Enviar' }).click();
    await expect(dialog(page).getByText('Esta biblioteca não recebe comentários.')).toBeVisible();
    await expect(comment).toHaveValue('Comentário para a biblioteca digital');
  });

  test('the pending-comments limit (422) warns inside the modal', async ({ page }) => {
    // The mock keeps ?mock= for the whole tab session, through the sign-in.
    await page.goto('/?mock=createGeneralComment:422=LIMITE_COMENTARIOS_PENDENTES');
    // The mock starts after the page load; let it store the scenario before navigating on.
    await expect(footer(page)).toBeVisible();
    await signIn(page);
    await openForm(page, 'Comentários');
    await dialog(page).getByRole('textbox', { name: 'Comentário' }).fill('Mais um comentário');
    await dialog(page).getByRole('button', { name: 'Enviar' }).click();
    await expect(
      dialog(page).getByText('Você atingiu o limite de comentários aguardando aprovação.'),
    ).toBeVisible();
    await expect(dialog(page).getByRole('textbox', { name: 'Comentário' })).toHaveValue(
      'Mais um comentário',
    );
  });

  test('suggestion: each required field is named next to it; a complete one is sent', async ({
    page,
  }) => {
    await signIn(page);
    await openForm(page, 'Sugestão de aquisição');
    const title = dialog(page).getByRole('textbox', { name: 'Título' });
    const publisher = dialog(page).getByRole('textbox', { name: 'Editora' });
    await title.fill('   ');
    await dialog(page).getByRole('button', { name: 'Enviar' }).click();
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(title).toHaveAccessibleDescription(/O campo Título é obrigatório\./);
    await expect(publisher).toHaveAccessibleDescription(/O campo Editora é obrigatório\./);
    await expect(title).toBeFocused();
    await expectAxeClean(page, { include: '[role="dialog"]' });

    await choose(page, /Campus Central/, 'Campus Litoral');
    await expect(
      dialog(page).getByRole('button', { name: /Biblioteca do Campus Litoral/ }),
    ).toBeVisible();
    await title.fill('Torto arado');
    await dialog(page).getByRole('textbox', { name: 'Autor' }).fill('Itamar Vieira Junior');
    await publisher.fill('Todavia');
    await expect(dialog(page).getByText('O campo Título é obrigatório.')).toHaveCount(0);
    await dialog(page).getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByText('Sugestão enviada.')).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);
  });

  test('students get no teachers’ purchase-suggestion link', async ({ page }) => {
    await signIn(page);
    await expect(footer(page).getByRole('button', { name: 'Comentários' })).toBeVisible();
    await expect(footer(page).getByRole('link', { name: /docentes/ })).toHaveCount(0);
  });

  test('teachers get their own purchase-suggestion link', async ({ page }) => {
    await signIn(page, { user: 'professor', password: 'professor123' });
    await expect(
      footer(page).getByRole('link', { name: /Sugestão de compra para docentes/ }),
    ).toHaveAttribute('href', 'https://www.ufx.example.org/biblioteca/sugestao-docente');
  });
});
