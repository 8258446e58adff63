// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useParams } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../../src/config/paths';
import { TitleComments } from '../../../src/features/comments/components/title-comments';
import { useSessionAuthStore } from '../../../src/stores/auth-store';
import { setUpPatronPages } from '../support/patron-pages-harness';

/** The section as the title page shows it, for the title in the address. */
function TitleCommentsAt() {
  return <TitleComments codAcervo={Number(useParams().codAcervo)} />;
}

let sent: unknown[] = [];
const slow = { timeout: 15_000 };

const harness = setUpPatronPages(
  [
    { path: paths.title.pattern, element: <TitleCommentsAt /> },
    { path: paths.login.pattern, element: <p>login page</p> },
    { path: paths.myComments.pattern, element: <p>my comments page</p> },
  ],
  {
    onRequest: (request) => {
      if (request.method === 'POST' && request.url.includes('/comentarios/acervo/'))
        void request
          .clone()
          .json()
          .then((body: unknown) => sent.push(body));
    },
  },
);
beforeEach(() => {
  sent = [];
});

/** Dom Casmurro: three approved comments (one by leitor). */
const domCasmurro = paths.title.href(7);
const approvedList = () => screen.findByRole('list', { name: 'Comentários aprovados' }, slow);
const field = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: /Seu comentário/ });
const sendButton = () => screen.getByRole('button', { name: 'Enviar comentário' });
const isDisabled = (element: HTMLElement) => element.hasAttribute('disabled');

describe('comments on a title', { timeout: 40_000 }, () => {
  it('shows a visitor the approved comments with author and date, and an invitation to sign in', async () => {
    harness.renderAt(domCasmurro);
    const list = await approvedList();
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(
      within(list).getByText('O narrador não é confiável, e é isso que torna o livro genial.'),
    ).toBeTruthy();
    // Each comment names its author when the server gives one, and its day.
    expect(list.querySelectorAll('time[datetime]')).toHaveLength(3);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText('Para comentar este título, entre com seu usuário.')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Entrar para comentar' });
    expect(link.getAttribute('href')).toBe(paths.login.href(domCasmurro));
  });

  it('keeps send disabled while the text is blank, then sends it trimmed and shows it pending to its author only', async () => {
    const user = userEvent.setup();
    await harness.signIn('leitor');
    harness.renderAt(domCasmurro);
    await approvedList();
    await waitFor(() => expect(field()).toBeTruthy(), slow);
    expect(isDisabled(sendButton())).toBe(true);
    await user.type(field(), '   \n  ');
    // Blank after trimming: still nothing to send.
    expect(isDisabled(sendButton())).toBe(true);
    await user.clear(field());
    await user.type(field(), '  Capitu traiu ou não traiu?  ');
    expect(isDisabled(sendButton())).toBe(false);
    await user.click(sendButton());

    const pending = await screen.findByRole(
      'list',
      { name: 'Seus comentários aguardando aprovação' },
      slow,
    );
    expect(within(pending).getByText('Capitu traiu ou não traiu?')).toBeTruthy();
    expect(within(pending).getByText('Aguardando aprovação')).toBeTruthy();
    expect(sent).toEqual([{ content: 'Capitu traiu ou não traiu?' }]);
    // Not in the public list until the library approves it.
    const list = await approvedList();
    expect(within(list).queryByText('Capitu traiu ou não traiu?')).toBeNull();
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    // Accepted: the field is empty again, ready for another.
    expect(field().value).toBe('');
    expect(isDisabled(sendButton())).toBe(true);
    expect(
      screen.getByRole('link', { name: 'Ver todos os meus comentários' }).getAttribute('href'),
    ).toBe(paths.myComments.href());
  });

  it('shows the pending limit next to the form and keeps the text', async () => {
    const user = userEvent.setup();
    await harness.signIn('leitor');
    harness.renderAt(domCasmurro);
    await approvedList();
    await waitFor(() => expect(field()).toBeTruthy(), slow);
    // leitor already has one comment awaiting approval; the mock allows three.
    for (const text of ['Primeiro.', 'Segundo.']) {
      await user.type(field(), text);
      await user.click(sendButton());
      await waitFor(() => expect(field().value).toBe(''), slow);
    }
    await user.type(field(), 'Terceiro, além do limite.');
    await user.click(sendButton());
    const alert = await screen.findByRole('alert', undefined, slow);
    expect(alert.textContent).toContain(
      'Você atingiu o limite de comentários aguardando aprovação.',
    );
    expect(field().value).toBe('Terceiro, além do limite.');
    expect(sent).toHaveLength(3);
  });

  it('words a refusal naming the text under the field, and moves the focus there', async () => {
    const user = userEvent.setup();
    harness.mock.server.use(
      http.post('*/api/comentarios/acervo/:id', () =>
        HttpResponse.json(
          {
            status: 400,
            message: 'Comentário inválido',
            fields: [{ field: 'content', message: 'Comentário inválido' }],
          },
          { status: 400 },
        ),
      ),
    );
    await harness.signIn('leitor');
    harness.renderAt(domCasmurro);
    await waitFor(() => expect(field()).toBeTruthy(), slow);
    await user.type(field(), 'Algo que o servidor recusa');
    await user.click(sendButton());
    await waitFor(() => expect(field().getAttribute('aria-invalid')).toBe('true'), slow);
    expect(screen.getByText('Comentário inválido')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field()));
    expect(field().value).toBe('Algo que o servidor recusa');
  });

  it('says the comments could not be fetched, with a retry that loads them', async () => {
    const user = userEvent.setup();
    harness.mock.context.scenarios.set('listTitleComments:500');
    harness.renderAt(domCasmurro);
    expect(await screen.findByText('Erro ao buscar os comentários.', undefined, slow)).toBeTruthy();
    harness.mock.context.scenarios.clear();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(within(await approvedList()).getAllByRole('listitem')).toHaveLength(3);
  });

  it('tells a patron without activity 13 that their profile cannot comment', async () => {
    await harness.signIn('leitor');
    useSessionAuthStore.setState((state) => ({
      authPermissions: state.authPermissions.filter((p) => p.cod_atividade !== 13),
    }));
    harness.renderAt(domCasmurro);
    await approvedList();
    expect(await screen.findByText('Seu perfil não permite enviar comentários.')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('pages the approved comments, twenty at a time', async () => {
    const user = userEvent.setup();
    // 22 more approved comments on Dom Casmurro (25 in all), older than the seeded ones.
    for (let n = 1; n <= 22; n++)
      await harness.mock.context.db.titleComments.create({
        codigo: 9000 + n,
        cod_acervo: 7,
        cod_pessoa: 1,
        nome_pessoa: 'Leitora antiga',
        comentario: `Comentário antigo ${n}`,
        data_comentario: `2020-01-${String(n).padStart(2, '0')}T10:00:00-03:00`,
        situacao: 'aprovado',
      });
    harness.renderAt(domCasmurro);
    expect(within(await approvedList()).getAllByRole('listitem')).toHaveLength(20);
    const pages = screen.getByRole('navigation', { name: 'Páginas de comentários' });
    await user.click(within(pages).getByRole('button', { name: 'Próxima página' }));
    await waitFor(
      async () => expect(within(await approvedList()).getAllByRole('listitem')).toHaveLength(5),
      slow,
    );
    expect(screen.getByText('Comentário antigo 1')).toBeTruthy();
  });

  it('says so when a title has no approved comment yet', async () => {
    harness.renderAt(paths.title.href(155));
    expect(
      await screen.findByText(
        'Ainda não há comentários aprovados sobre este título.',
        undefined,
        slow,
      ),
    ).toBeTruthy();
  });
});
