// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../src/config/paths';
import { MyCommentsPage } from '../../../src/features/comments/routes/my-comments-page';
import { setUpPatronPages } from '../support/patron-pages-harness';

const slow = { timeout: 15_000 };

const harness = setUpPatronPages([
  { path: paths.myComments.pattern, element: <MyCommentsPage /> },
  { path: paths.title.pattern, element: <p>title page</p> },
]);

const openMyComments = () => harness.renderAt(paths.myComments.href());
const titles = () => screen.findByRole('list', { name: 'Títulos comentados' }, slow);
const commentsOn = (title: string) =>
  screen.findByRole('list', { name: `Seus comentários sobre ${title}` }, slow);

describe('My comments', { timeout: 40_000 }, () => {
  it("lists leitor's commented titles, each comment with its status, linking to the title", async () => {
    await harness.signIn('leitor');
    openMyComments();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Meus comentários' }, slow),
    ).toBeTruthy();
    const list = await titles();
    expect(within(list).getAllByRole('heading', { level: 2 })).toHaveLength(2);
    const dom = within(list).getByRole('link', { name: 'Dom Casmurro' });
    expect(dom.getAttribute('href')).toBe(paths.title.href(7));

    const approved = await commentsOn('Dom Casmurro');
    expect(within(approved).getByText('Aprovado')).toBeTruthy();
    // Only a comment awaiting approval can be deleted.
    expect(within(approved).queryByRole('button')).toBeNull();

    const pending = await commentsOn('Vidas secas');
    expect(within(pending).getByText('Aguardando aprovação')).toBeTruthy();
    expect(
      within(pending).getByText('Gostaria que houvesse mais exemplares para empréstimo.'),
    ).toBeTruthy();
    expect(within(pending).getByRole('button', { name: /^Excluir o comentário de / })).toBeTruthy();
    expect(screen.getByText('1 aguardando aprovação')).toBeTruthy();
  });

  it('deletes a pending comment only after the confirmation', async () => {
    const user = userEvent.setup();
    await harness.signIn('leitor');
    openMyComments();
    const pending = await commentsOn('Vidas secas');
    const remove = within(pending).getByRole('button', { name: /^Excluir o comentário de / });

    // Keeping it changes nothing.
    await user.click(remove);
    let dialog = await screen.findByRole('alertdialog', { name: 'Excluir comentário' });
    expect(
      within(dialog).getByText('Gostaria que houvesse mais exemplares para empréstimo.'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Manter' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(harness.mock.context.db.titleComments.findMany()).toHaveLength(9);

    await user.click(remove);
    dialog = await screen.findByRole('alertdialog', { name: 'Excluir comentário' });
    await user.click(within(dialog).getByRole('button', { name: 'Excluir comentário' }));
    expect(await screen.findByText('Comentário excluído.', undefined, slow)).toBeTruthy();
    // Its only comment gone, the title leaves the list.
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Títulos comentados' })).queryByText('Vidas secas'),
      ).toBeNull(),
    );
    expect(harness.mock.context.db.titleComments.findMany()).toHaveLength(8);
    // The button that had the focus is gone: the outcome has it.
    expect(document.activeElement?.textContent).toContain('Comentário excluído.');
  });

  it('says why a delete was refused', async () => {
    const user = userEvent.setup();
    harness.mock.context.scenarios.set('deleteUserComment:422=COMENTARIO_NAO_PENDENTE');
    await harness.signIn('leitor');
    openMyComments();
    const pending = await commentsOn('Vidas secas');
    await user.click(within(pending).getByRole('button', { name: /^Excluir o comentário de / }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Excluir comentário' });
    await user.click(within(dialog).getByRole('button', { name: 'Excluir comentário' }));
    expect(
      await screen.findByText(
        'Só é possível excluir comentários que ainda aguardam aprovação.',
        undefined,
        slow,
      ),
    ).toBeTruthy();
  });

  it('says the comments could not be fetched, with a retry', async () => {
    harness.mock.context.scenarios.set('listCommentedTitles:500');
    await harness.signIn('leitor');
    openMyComments();
    expect(
      await screen.findByText('Erro ao buscar seus comentários.', undefined, slow),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
  });

  it('tells novo there are no comments yet', async () => {
    await harness.signIn('novo');
    openMyComments();
    expect(
      await screen.findByText(
        /^Você ainda não comentou nenhum título\. Para comentar, abra um título/,
        undefined,
        slow,
      ),
    ).toBeTruthy();
  });
});
