import { expect, test, type Page } from './support/app-test';
import {
  expectAxeClean,
  EVERY_SCHEME_TIMEOUT,
  expectAxeCleanInEveryScheme,
} from './support/accessibility';
import { firstPaint } from './support/first-paint';
import { signInTo, signOut } from './support/patron-session';

// Each test opens the in-browser mock (10,000 titles): slow on a shared machine.
test.describe.configure({ timeout: 300_000 });

/** Dom Casmurro: three approved comments (one by leitor). */
const domCasmurro = '/acervo/7';
const limitMessage = 'Você atingiu o limite de comentários aguardando aprovação.';

const commentsSection = (page: Page) => page.getByRole('region', { name: 'Comentários' });
const approvedList = (page: Page) =>
  commentsSection(page).getByRole('list', { name: 'Comentários aprovados' });
const pendingList = (page: Page) =>
  commentsSection(page).getByRole('list', { name: 'Seus comentários aguardando aprovação' });
const commentField = (page: Page) =>
  commentsSection(page).getByRole('textbox', { name: /Seu comentário/ });
const sendButton = (page: Page) =>
  commentsSection(page).getByRole('button', { name: 'Enviar comentário' });

/** Sends one comment and waits until it was accepted (the field empties). */
async function sendComment(page: Page, text: string) {
  await commentField(page).fill(text);
  await sendButton(page).click();
  await expect(commentField(page)).toHaveValue('');
}

/** leitor has one comment awaiting approval and may have three: two more, then the refused one. */
async function reachPendingLimit(page: Page, text: string) {
  await sendComment(page, 'Primeiro comentário de hoje.');
  await sendComment(page, 'Segundo comentário de hoje.');
  await commentField(page).fill(text);
  await sendButton(page).click();
  await expect(commentsSection(page).getByRole('alert')).toContainText(limitMessage);
}

test('leitor comments on a title: pending to its author only, then deleted from My comments after confirming', async ({
  page,
}) => {
  const text = 'Capitu traiu ou não traiu? Releio a cada ano.';
  await signInTo(page, domCasmurro);
  await expect(approvedList(page).getByRole('listitem')).toHaveCount(3, firstPaint);
  await expect(sendButton(page)).toBeDisabled();
  // Blank after trimming is no comment.
  await commentField(page).fill('   \n  ');
  await expect(sendButton(page)).toBeDisabled();

  await sendComment(page, `  ${text}  `);
  await expect(
    page.getByText('Comentário enviado. Ele aguarda a aprovação da biblioteca.'),
  ).toBeVisible();
  await expect(pendingList(page).getByText(text, { exact: true })).toBeVisible();
  await expect(pendingList(page).getByText('Aguardando aprovação').first()).toBeVisible();
  await expect(approvedList(page).getByText(text)).toHaveCount(0);

  // Signed out in the same tab, the visitor does not see it. (The in-browser mock keeps its data
  // across reloads of a tab, so the pending comment is still there, as the author finds below; a
  // fresh browser context would start from the seed, where it never existed.)
  await signOut(page);
  await page.goto(domCasmurro);
  await expect(approvedList(page).getByRole('listitem')).toHaveCount(3, firstPaint);
  await expect(page.getByText(text)).toHaveCount(0);
  await expect(commentField(page)).toHaveCount(0);
  await expect(
    commentsSection(page).getByText('Para comentar este título, entre com seu usuário.'),
  ).toBeVisible();
  await expectAxeClean(page);

  // The invitation signs in and comes back to the title, where the author sees it again.
  await commentsSection(page).getByRole('link', { name: 'Entrar para comentar' }).click();
  await expect(page).toHaveURL(
    (url) => url.pathname === '/login' && url.searchParams.get('redirect') === domCasmurro,
  );
  await page.getByRole('textbox', { name: 'Matrícula' }).fill('leitor');
  await page.getByRole('textbox', { name: 'Senha', exact: true }).fill('leitor123');
  await page.getByRole('button', { name: 'Acessar' }).click();
  await expect(page).toHaveURL((url) => url.pathname === domCasmurro);
  await expect(pendingList(page).getByText(text, { exact: true })).toBeVisible();

  await commentsSection(page).getByRole('link', { name: 'Ver todos os meus comentários' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/meu-portal/comentarios');
  await expect(page.getByRole('heading', { level: 1, name: 'Meus comentários' })).toBeVisible();
  const onDomCasmurro = page.getByRole('list', { name: 'Seus comentários sobre Dom Casmurro' });
  const mine = onDomCasmurro.getByRole('listitem').filter({ hasText: text });
  await expect(mine.getByText('Aguardando aprovação')).toBeVisible();
  await expect(onDomCasmurro.getByText('Aprovado')).toBeVisible();

  // Keeping it changes nothing; confirming deletes it.
  await mine.getByRole('button', { name: /^Excluir o comentário de/ }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Excluir comentário' });
  await expect(dialog.getByText(text)).toBeVisible();
  await dialog.getByRole('button', { name: 'Manter' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(mine).toHaveCount(1);
  await mine.getByRole('button', { name: /^Excluir o comentário de/ }).click();
  await dialog.getByRole('button', { name: 'Excluir comentário' }).click();
  await expect(page.getByText('Comentário excluído.')).toBeVisible();
  await expect(mine).toHaveCount(0);
  // The approved comment on the same title stays, and cannot be deleted.
  await expect(onDomCasmurro.getByRole('listitem')).toHaveCount(1);
  await expect(onDomCasmurro.getByRole('button')).toHaveCount(0);
});

test.describe('QA scenarios', () => {
  test('comment-pending-limit: the limit shows inline next to the form, the text kept', async ({
    page,
  }) => {
    const text = 'Este não passa: já há três aguardando aprovação.';
    await signInTo(page, domCasmurro, { scenario: 'comment-pending-limit' });
    await expect(commentField(page)).toBeVisible(firstPaint);
    await reachPendingLimit(page, text);
    await expect(commentField(page)).toHaveValue(text);
    await expect(pendingList(page).getByRole('listitem')).toHaveCount(2);
  });

  test('fetch-comments: the section says it could not fetch the comments, with a retry', async ({
    page,
  }) => {
    await page.goto(`${domCasmurro}?mockScenario=fetch-comments`);
    await expect(commentsSection(page).getByText('Erro ao buscar os comentários.')).toBeVisible(
      firstPaint,
    );
    await expect(
      commentsSection(page).getByRole('button', { name: 'Tentar novamente' }),
    ).toBeVisible();
  });
});

test('novo, who has commented on nothing, sees an empty My comments', async ({ page }) => {
  await signInTo(page, '/meu-portal/comentarios', { user: 'novo' });
  await expect(page.getByRole('heading', { level: 1, name: 'Meus comentários' })).toBeVisible(
    firstPaint,
  );
  await expect(page.getByText('Você ainda não comentou nenhum título.')).toBeVisible();
});

test('the comments section with its warning and My comments with its confirmation pass axe in every colour scheme', async ({
  page,
}) => {
  // Five axe scans at each screen.
  test.setTimeout(EVERY_SCHEME_TIMEOUT);
  await signInTo(page, domCasmurro);
  await expect(commentField(page)).toBeVisible(firstPaint);
  await reachPendingLimit(page, 'Além do limite.');
  await expectAxeCleanInEveryScheme(page);

  // Within the app, without loading it again.
  await commentsSection(page).getByRole('link', { name: 'Ver todos os meus comentários' }).click();
  const titles = page.getByRole('list', { name: 'Títulos comentados' });
  await expect(titles.getByRole('heading', { level: 2 })).toHaveCount(2);
  await expectAxeCleanInEveryScheme(page);
  await expectAxeCleanInEveryScheme(page, {
    dialog: async () => {
      await page
        .getByRole('button', { name: /^Excluir o comentário de/ })
        .first()
        .click();
      await expect(page.getByRole('alertdialog', { name: 'Excluir comentário' })).toBeVisible();
    },
  });
});
