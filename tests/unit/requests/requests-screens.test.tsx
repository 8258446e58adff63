// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../../src/config/paths';
import { InterLibraryLoanPage } from '../../../src/features/requests/routes/inter-library-loan-page';
import { RequestsPage } from '../../../src/features/requests/routes/requests-page';
import { SwitchingPage } from '../../../src/features/requests/routes/switching-page';
import { setUpPatronPages } from '../support/patron-pages-harness';

let posts: { url: string; body: unknown }[] = [];
const slow = { timeout: 15_000 };

const harness = setUpPatronPages(
  [
    { path: paths.requests.pattern, element: <RequestsPage /> },
    { path: paths.bibliographicSwitching.pattern, element: <SwitchingPage /> },
    { path: paths.interLibraryLoan.pattern, element: <InterLibraryLoanPage /> },
  ],
  {
    onRequest: (request) => {
      if (request.method !== 'POST' || !request.url.includes('/solicitacoes')) return;
      const url = new URL(request.url).pathname;
      void request
        .clone()
        .json()
        .then((body: unknown) => posts.push({ url, body }));
    },
  },
);
beforeEach(() => {
  posts = [];
});

describe('requests screens', { timeout: 40_000 }, () => {
  it('lists leitor requests of the kind and status in the address', async () => {
    await harness.signIn('leitor');
    harness.renderAt(`${paths.requests.href()}?tipo=comutacao-bibliografica&status=finalizada`);
    const list = await screen.findByRole(
      'list',
      { name: 'Solicitações de Comutação bibliográfica' },
      slow,
    );
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(within(list).getByText('A narrativa em Dom Casmurro')).toBeTruthy();
    expect(within(list).getByText('Finalizada')).toBeTruthy();
    expect(within(list).getByText('Cópia enviada por e-mail.')).toBeTruthy();
    expect(within(list).getByText('Artigo')).toBeTruthy();
  });

  it('says when the requests could not be fetched, with a retry', async () => {
    harness.mock.context.scenarios.set('listRequests:500');
    await harness.signIn('leitor');
    harness.renderAt(paths.requests.href());
    expect(
      await screen.findByText('Erro ao buscar as solicitações.', undefined, slow),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
  });

  it('shows the empty state for novo', async () => {
    await harness.signIn('novo');
    harness.renderAt(`${paths.requests.href()}?tipo=pesquisa-especializada`);
    expect(
      await screen.findByText(
        // What there is not, then what to do about it.
        /^Você não tem solicitações de Pesquisa especializada\. Para pedir uma/,
        undefined,
        slow,
      ),
    ).toBeTruthy();
  });

  it('refuses a page range the wrong way round, keeps what was typed, then sends start-end', async () => {
    const user = userEvent.setup();
    await harness.signIn('leitor');
    harness.renderAt(paths.bibliographicSwitching.href());
    await screen.findByRole('heading', { level: 1, name: 'Comutação bibliográfica' }, slow);
    const box = (name: string) => screen.getByRole('textbox', { name });

    await user.click(screen.getByRole('button', { name: 'Enviar solicitação' }));
    expect(screen.getByText('O campo Título do artigo é obrigatório.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(box('Título do artigo')));

    await user.type(box('Título do artigo'), 'Narradores');
    await user.type(box('Título da revista'), 'Revista de Letras');
    await user.type(box('Ano'), '2019');
    await user.type(box('E-mail para contato'), 'leitor@example.org');
    await user.type(box('Páginas'), '30 a 20');
    await user.click(screen.getByRole('button', { name: 'Enviar solicitação' }));
    expect(screen.getByText('A página inicial não pode ser maior que a final.')).toBeTruthy();
    expect((box('Título do artigo') as HTMLInputElement).value).toBe('Narradores');
    expect(posts).toHaveLength(0);

    await user.clear(box('Páginas'));
    await user.type(box('Páginas'), '20/30');
    await user.click(screen.getByRole('button', { name: 'Enviar solicitação' }));
    expect(await screen.findByText('Solicitação enviada.', undefined, slow)).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Ver minhas solicitações' });
    expect(link.getAttribute('href')).toBe('/meu-portal/solicitacoes?tipo=comutacao-bibliografica');
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({
      url: '/api/solicitacoes/comutacao-bibliografica/artigo',
      body: {
        titulo_artigo: 'Narradores',
        titulo_revista: 'Revista de Letras',
        ano: 2019,
        paginas: '20-30',
        email: 'leitor@example.org',
      },
    });
  });

  it('asks for the degree of a thesis, and shows a server refusal of a field next to it', async () => {
    const user = userEvent.setup();
    await harness.signIn('leitor');
    harness.mock.server.use(
      http.post('*/api/solicitacoes/comutacao-bibliografica/:type', () =>
        HttpResponse.json(
          {
            message: 'Bad request',
            fields: [{ field: 'autor', message: 'Autor não cadastrado no repositório.' }],
          },
          { status: 400 },
        ),
      ),
    );
    harness.renderAt(paths.bibliographicSwitching.href());
    await screen.findByRole('heading', { level: 1, name: 'Comutação bibliográfica' }, slow);
    await user.click(screen.getByRole('radio', { name: 'Tese ou dissertação' }));
    const box = (name: string) => screen.getByRole('textbox', { name });
    await user.type(box('Título do documento'), 'Memória e ficção');
    await user.type(box('Autor'), 'Leitor');
    await user.type(box('Ano'), '2020');
    await user.type(box('E-mail para contato'), 'leitor@example.org');
    await user.click(screen.getByRole('button', { name: 'Enviar solicitação' }));
    expect(screen.getByText('O campo Grau de defesa é obrigatório.')).toBeTruthy();

    // Chosen as the browser's autofill would, through the Select's native <select>: in jsdom,
    // after this file's earlier tests, react-aria's Select at times does not open on a press
    // (the popover never mounts, by click or keyboard); alone, the test opens it every time.
    const degree = document.querySelector<HTMLSelectElement>('select[name="grau_defesa"]');
    if (!degree) throw new Error('no native select behind the degree field');
    await user.selectOptions(degree, 'doutorado');
    expect(screen.getByRole('button', { name: /Grau de defesa/ }).textContent).toContain(
      'Doutorado',
    );
    await user.click(screen.getByRole('button', { name: 'Enviar solicitação' }));
    expect(
      await screen.findByText('Autor não cadastrado no repositório.', undefined, slow),
    ).toBeTruthy();
    expect(box('Autor').getAttribute('aria-invalid')).toBe('true');
    expect((box('Título do documento') as HTMLInputElement).value).toBe('Memória e ficção');
    expect(screen.queryByText('Solicitação não enviada')).toBeNull();
  });

  it('refuses an inter-library loan over the limit with its message, keeping the form', async () => {
    const user = userEvent.setup();
    await harness.signIn('leitor');
    harness.mock.context.scenarios.set(
      'createInterLibraryLoanRequest:422=EMPRESTIMO_ENTRE_BIBLIOTECAS_LIMITE_EXCEDIDO',
    );
    harness.renderAt(paths.interLibraryLoan.href());
    await screen.findByRole('heading', { name: 'Novo pedido' }, slow);
    expect(
      within(
        screen.getByRole('list', { name: 'Meus pedidos de empréstimo entre bibliotecas' }),
      ).getAllByRole('listitem'),
    ).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Enviar solicitação' }));
    expect(screen.getByText('O campo Título é obrigatório.')).toBeTruthy();
    expect(screen.getByText('O campo Biblioteca de recebimento é obrigatório.')).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: 'Título' }), 'Teoria do romance');
    await user.click(screen.getByRole('button', { name: /Biblioteca de recebimento/ }));
    await user.click(await screen.findByRole('option', { name: 'Biblioteca Central' }));
    await user.type(
      screen.getByRole('textbox', { name: 'E-mail para contato' }),
      'leitor@example.org',
    );
    await user.click(screen.getByRole('button', { name: 'Enviar solicitação' }));
    expect(
      await screen.findByText(
        'Você atingiu o limite de pedidos de empréstimo entre bibliotecas em aberto.',
        undefined,
        slow,
      ),
    ).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Título' }).value).toBe(
      'Teoria do romance',
    );
  });
});
