// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n } from 'i18next';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createChaos, type ChaosSettings } from '../../../mocks/chaos/chaos';
import { createMockServer } from '../../../mocks/node';
import { authActions } from '../../../src/stores/auth-store';
import { initI18n } from '../../../src/lib/i18n/init-i18n';
import { clearNotifications } from '../../../src/lib/notifications/notifications';
import { configureAnonymous, renderFooter, signIn, type MockServer } from './footer-harness';

let mock: MockServer;
let i18nInstance: i18n;
/** JSON bodies of the footer's POSTs, by path. */
let posted: { path: string; body: unknown }[] = [];

beforeAll(async () => {
  mock = await createMockServer();
  mock.server.listen({ onUnhandledFrame: 'error' });
  mock.server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (request.method === 'POST' && url.pathname.startsWith('/api/unidade-informacao/'))
      void request
        .clone()
        .json()
        .then((body: unknown) => posted.push({ path: url.pathname, body }));
  });
  i18nInstance = await initI18n('pt');
});
afterAll(() => mock.server.close());
beforeEach(() => {
  posted = [];
  configureAnonymous(i18nInstance);
});
afterEach(() => {
  cleanup();
  mock.server.resetHandlers();
  mock.context.scenarios.clear();
  clearNotifications();
  authActions.loggedOut();
});

const footer = () => screen.getByRole('contentinfo');
const dialog = () => screen.findByRole('dialog');
const open = async (user: ReturnType<typeof userEvent.setup>, name: string) => {
  await user.click(within(footer()).getByRole('button', { name }));
  return dialog();
};
/** The trigger of a design-system Select, found by its visible label (which ends in a "*" mark). */
const selectTrigger = (scope: HTMLElement, label: string) => {
  const found = Array.from(scope.querySelectorAll('label, span')).find(
    (element) => element.firstChild?.textContent === label,
  );
  const trigger = found?.parentElement?.querySelector('button');
  if (!trigger) throw new Error(`no select labelled ${label}`);
  return trigger;
};
/** The value a Select shows. */
const selectValue = (scope: HTMLElement, label: string) =>
  selectTrigger(scope, label).textContent?.replace(/\s+/g, ' ').trim();
const pick = async (
  user: ReturnType<typeof userEvent.setup>,
  scope: HTMLElement,
  label: string,
  option: string,
) => {
  // The campus list loads after the modal opens; wait for its select to be there.
  await user.click(await waitFor(() => selectTrigger(scope, label)));
  await user.click(await screen.findByRole('option', { name: option }));
};

// Each test drives react-aria overlays in jsdom, which takes a few seconds on a shared machine.
vi.setConfig({ testTimeout: 30_000 });

describe('footer content and activity gating', () => {
  it('anonymous: public activities, institution links, support, copyright and browsers', async () => {
    await renderFooter(i18nInstance);
    const scope = within(footer());
    expect(scope.getByRole('button', { name: 'Comentários' })).toBeTruthy();
    expect(scope.getByRole('button', { name: 'Sugestão de aquisição' })).toBeTruthy();
    expect(scope.getByRole('button', { name: 'Suporte' })).toBeTruthy();
    const site = scope.getByRole('link', { name: /Portal da UFX/ });
    expect(site.getAttribute('href')).toBe('https://www.ufx.example.org');
    expect(site.getAttribute('target')).toBe('_blank');
    expect(scope.getByRole('link', { name: /Catálogo da rede/ }).getAttribute('href')).toBe(
      'https://rede.example.org/catalogo',
    );
    expect(
      scope.getByRole('link', { name: 'Privacidade e proteção de dados' }).getAttribute('href'),
    ).toBe('/privacidade');
    expect(scope.getByRole('img', { name: 'Logotipo da UFX' }).getAttribute('src')).toBe(
      '/logo.svg',
    );
    expect(scope.getByText(`© ${new Date().getFullYear()} UFX`)).toBeTruthy();
    expect(scope.getByText(/Chrome 104, Firefox 110, Edge 110/)).toBeTruthy();
    expect(scope.queryByRole('link', { name: /docentes/ })).toBeNull();
  });

  it('signed in: the patron’s own permissions decide, not the public list', async () => {
    const session = await signIn(i18nInstance, 'leitor', 'leitor123');
    // Only the logo and the external link left to this patron.
    authActions.signedIn('session', {
      credentials: { access_token: 'x' },
      user: session.user,
      authPermissions: session.authPermissions.filter((activity) =>
        [57, 88].includes(activity.cod_atividade),
      ),
    });
    await renderFooter(i18nInstance);
    const scope = within(footer());
    expect(scope.queryByRole('button', { name: 'Comentários' })).toBeNull();
    expect(scope.queryByRole('button', { name: 'Sugestão de aquisição' })).toBeNull();
    expect(scope.queryByRole('link', { name: /Catálogo da rede/ })).toBeNull();
    expect(scope.getByRole('link', { name: /Portal da UFX/ })).toBeTruthy();
    expect(scope.getByRole('img', { name: 'Logotipo da UFX' })).toBeTruthy();
  });

  it('anonymous before the page config is filled: the cached functionalities gate', async () => {
    await renderFooter(i18nInstance, { publicActivities: false });
    expect(
      await within(footer()).findByRole('button', { name: 'Sugestão de aquisição' }),
    ).toBeTruthy();
  });

  it('a link activity without an address and a missing privacy link are left out', async () => {
    await renderFooter(i18nInstance, {
      institution: (institution) => ({ ...institution, link_lgpd: null }),
    });
    expect(within(footer()).queryByRole('link', { name: /Privacidade/ })).toBeNull();
  });

  it('teachers (category 05) get the purchase-suggestion link; other patrons do not', async () => {
    await signIn(i18nInstance, 'professor', 'professor123');
    await renderFooter(i18nInstance);
    const link = within(footer()).getByRole('link', { name: /Sugestão de compra para docentes/ });
    expect(link.getAttribute('href')).toBe(
      'https://www.ufx.example.org/biblioteca/sugestao-docente',
    );
    cleanup();
    await signIn(i18nInstance, 'leitor', 'leitor123');
    await renderFooter(i18nInstance);
    expect(within(footer()).queryByRole('link', { name: /docentes/ })).toBeNull();
  });
});

describe('support message', () => {
  it('renders the institution HTML with scripts and event handlers stripped', async () => {
    const user = userEvent.setup({ delay: null });
    const globals = globalThis as { pwned?: number };
    await renderFooter(i18nInstance, {
      institution: (institution) => ({
        ...institution,
        msg_suporte_consulta:
          '<p>Fale com a <b>biblioteca</b>.</p><img src="x" onerror="globalThis.pwned = 1">' +
          '<script>globalThis.pwned = 2</script><a href="javascript:globalThis.pwned = 3">x</a>',
      }),
    });
    const modal = await open(user, 'Suporte');
    expect(within(modal).getByRole('heading', { name: 'Suporte' })).toBeTruthy();
    // The sanitiser comes with the message, fetched when Support is opened.
    expect((await within(modal).findByText('biblioteca')).tagName).toBe('B');
    expect(modal.querySelector('script')).toBeNull();
    expect(modal.querySelector('[onerror]')).toBeNull();
    expect(modal.querySelector('img')?.getAttribute('src')).toBe('x');
    expect(modal.querySelector('a')?.getAttribute('href') ?? null).toBeNull();
    // Give a broken image the chance to fire its (removed) handler.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(globals.pwned).toBeUndefined();
  });

  it('uses a default message when the institution has none', async () => {
    const user = userEvent.setup({ delay: null });
    await renderFooter(i18nInstance, {
      institution: (institution) => ({ ...institution, msg_suporte_consulta: '  ' }),
    });
    const modal = await open(user, 'Suporte');
    expect(await within(modal).findByText(/procure o atendimento da sua biblioteca/)).toBeTruthy();
  });
});

describe('anonymous visitors', () => {
  it.each(['Comentários', 'Sugestão de aquisição'])(
    '%s asks to sign in, with a link back to the current page',
    async (button) => {
      const user = userEvent.setup({ delay: null });
      await renderFooter(i18nInstance, { path: '/acervo/7?x=1' });
      const modal = await open(user, button);
      expect(
        within(modal).getByText('Você precisa entrar para enviar comentários e sugestões.'),
      ).toBeTruthy();
      expect(within(modal).getByRole('link', { name: 'Entrar' }).getAttribute('href')).toBe(
        '/login?redirect=%2Facervo%2F7%3Fx%3D1',
      );
      expect(within(modal).queryByRole('textbox')).toBeNull();
    },
  );
});

describe('general comment form', () => {
  beforeEach(() => signIn(i18nInstance, 'leitor', 'leitor123'));

  it('picks the first campus and its first library; another campus picks its own first', async () => {
    const user = userEvent.setup({ delay: null });
    await renderFooter(i18nInstance);
    const modal = await open(user, 'Comentários');
    await waitFor(() => expect(selectValue(modal, 'Biblioteca')).toBe('Biblioteca Central'));
    expect(selectValue(modal, 'Campus')).toBe('Campus Central');
    await pick(user, modal, 'Campus', 'Campus Litoral');
    await waitFor(() =>
      expect(selectValue(modal, 'Biblioteca')).toBe('Biblioteca do Campus Litoral'),
    );
  });

  it('a campus without libraries leaves none chosen and sending disabled', async () => {
    mock.server.use(
      http.get('*/api/unidade-informacao', ({ request }) =>
        new URL(request.url).searchParams.get('campus') === '4' ? HttpResponse.json([]) : undefined,
      ),
    );
    const user = userEvent.setup({ delay: null });
    await renderFooter(i18nInstance);
    const modal = await open(user, 'Comentários');
    await user.type(within(modal).getByRole('textbox', { name: /Comentário/ }), 'Olá');
    await pick(user, modal, 'Campus', 'Campus Agrário');
    expect(
      await within(modal).findByText('Este campus não tem bibliotecas que recebam envios.'),
    ).toBeTruthy();
    expect(within(modal).getByRole('button', { name: 'Enviar' }).hasAttribute('disabled')).toBe(
      true,
    );
  });

  it('send stays disabled for a blank comment; a sent comment is trimmed, toasted, closed', async () => {
    const user = userEvent.setup({ delay: null });
    await renderFooter(i18nInstance);
    const modal = await open(user, 'Comentários');
    await waitFor(() => expect(selectValue(modal, 'Biblioteca')).toBe('Biblioteca Central'));
    const send = within(modal).getByRole('button', { name: 'Enviar' });
    expect(send.hasAttribute('disabled')).toBe(true);
    const field = within(modal).getByRole('textbox', { name: /Comentário/ });
    await user.type(field, '   ');
    expect(send.hasAttribute('disabled')).toBe(true);
    await user.type(field, 'Mais tomadas na sala de estudos.  ');
    expect(send.hasAttribute('disabled')).toBe(false);
    // A slow answer: the button shows a spinner while sending.
    mock.context.scenarios.set('createGeneralComment:delay=300');
    await user.click(send);
    expect(await within(send).findByRole('progressbar')).toBeTruthy();
    expect(await screen.findByText(/Comentário enviado/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted).toEqual([
      {
        path: '/api/unidade-informacao/comentario',
        body: { content: 'Mais tomadas na sala de estudos.', b: 1 },
      },
    ]);
  });

  it('a 422 (comments awaiting approval over the limit) warns inside the modal and keeps the text', async () => {
    mock.context.scenarios.set('createGeneralComment:422=LIMITE_COMENTARIOS_PENDENTES');
    const user = userEvent.setup({ delay: null });
    await renderFooter(i18nInstance);
    const modal = await open(user, 'Comentários');
    await waitFor(() => expect(selectValue(modal, 'Biblioteca')).toBe('Biblioteca Central'));
    const field = within(modal).getByRole('textbox', { name: /Comentário/ });
    await user.type(field, 'Outro comentário');
    await user.click(within(modal).getByRole('button', { name: 'Enviar' }));
    expect(
      await within(modal).findByText(/limite de comentários aguardando aprovação/),
    ).toBeTruthy();
    expect(screen.getByRole('dialog')).toBe(modal);
    expect((field as HTMLTextAreaElement).value).toBe('Outro comentário');
    expect(screen.queryByText(/Comentário enviado/)).toBeNull();
  });
  it('any other failure takes the usual error toast and leaves the form as it was', async () => {
    mock.context.scenarios.set('createGeneralComment:500');
    const user = userEvent.setup({ delay: null });
    await renderFooter(i18nInstance);
    const modal = await open(user, 'Comentários');
    await waitFor(() => expect(selectValue(modal, 'Biblioteca')).toBe('Biblioteca Central'));
    const field = within(modal).getByRole('textbox', { name: /Comentário/ });
    await user.type(field, 'Um comentário');
    await user.click(within(modal).getByRole('button', { name: 'Enviar' }));
    expect(
      await screen.findByText('Ocorreu um erro inesperado. Tente novamente mais tarde.'),
    ).toBeTruthy();
    expect(screen.getByRole('dialog')).toBe(modal);
    expect((field as HTMLTextAreaElement).value).toBe('Um comentário');
  });
});

describe('acquisition suggestion form', () => {
  beforeEach(() => signIn(i18nInstance, 'leitor', 'leitor123'));

  /** The suggestion modal with its library chosen and the required title and publisher typed. */
  async function openFilledSuggestion() {
    const user = userEvent.setup({ delay: null });
    await renderFooter(i18nInstance);
    const modal = await open(user, 'Sugestão de aquisição');
    await waitFor(() => expect(selectValue(modal, 'Biblioteca')).toBe('Biblioteca Central'));
    const title = within(modal).getByRole('textbox', { name: /Título/ });
    await user.type(title, 'Dom Casmurro');
    await user.type(within(modal).getByRole('textbox', { name: /Editora/ }), 'Garnier');
    return { user, modal, title };
  }

  it('names each missing required field next to it, blank after trim included', async () => {
    const user = userEvent.setup({ delay: null });
    await renderFooter(i18nInstance);
    const modal = await open(user, 'Sugestão de aquisição');
    await waitFor(() => expect(selectValue(modal, 'Biblioteca')).toBe('Biblioteca Central'));
    await user.type(within(modal).getByRole('textbox', { name: /Título/ }), '   ');
    await user.click(within(modal).getByRole('button', { name: 'Enviar' }));
    const title = within(modal).getByRole('textbox', { name: /Título/ });
    const publisher = within(modal).getByRole('textbox', { name: /Editora/ });
    await waitFor(() => expect(title.getAttribute('aria-invalid')).toBe('true'));
    expect(publisher.getAttribute('aria-invalid')).toBe('true');
    // The message belongs to its field (announced with it).
    const describedBy = (element: HTMLElement) =>
      (element.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' ');
    expect(describedBy(title)).toContain('O campo Título é obrigatório.');
    expect(describedBy(publisher)).toContain('O campo Editora é obrigatório.');
    expect(within(modal).queryByText('O campo Biblioteca é obrigatório.')).toBeNull();
    expect(posted).toEqual([]);
    // Typing clears the field's own message.
    await user.type(title, 'Dom Casmurro');
    await waitFor(() => expect(title.getAttribute('aria-invalid')).toBeNull());
  });

  it('requires a library when the campus has none', async () => {
    mock.server.use(
      http.get('*/api/unidade-informacao', ({ request }) =>
        new URL(request.url).searchParams.get('campus') === '4' ? HttpResponse.json([]) : undefined,
      ),
    );
    const user = userEvent.setup({ delay: null });
    await renderFooter(i18nInstance);
    const modal = await open(user, 'Sugestão de aquisição');
    await pick(user, modal, 'Campus', 'Campus Agrário');
    await within(modal).findByText('Este campus não tem bibliotecas que recebam envios.');
    await user.type(within(modal).getByRole('textbox', { name: /Título/ }), 'Um título');
    await user.type(within(modal).getByRole('textbox', { name: /Editora/ }), 'Uma editora');
    await user.click(within(modal).getByRole('button', { name: 'Enviar' }));
    expect(await within(modal).findByText('O campo Biblioteca é obrigatório.')).toBeTruthy();
    expect(posted).toEqual([]);
  });

  it('sends the trimmed suggestion, toasts and closes', async () => {
    const user = userEvent.setup({ delay: null });
    await renderFooter(i18nInstance);
    const modal = await open(user, 'Sugestão de aquisição');
    await pick(user, modal, 'Campus', 'Campus Tecnológico');
    await waitFor(() =>
      expect(selectValue(modal, 'Biblioteca')).toBe('Biblioteca do Campus Tecnológico'),
    );
    const type = (name: RegExp, text: string) =>
      user.type(within(modal).getByRole('textbox', { name }), text);
    await type(/Título/, '  Sapiens  ');
    await type(/Autor/, 'Yuval Noah Harari ');
    await type(/Editora/, ' L&PM');
    await type(/Outras informações/, 'Para a disciplina de História.');
    await user.click(within(modal).getByRole('checkbox', { name: 'É um periódico' }));
    await user.click(within(modal).getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Sugestão enviada.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted).toEqual([
      {
        path: '/api/unidade-informacao/sugestao-aquisicao',
        body: {
          campus: 2,
          biblioteca: 4,
          titulo: 'Sapiens',
          editor: 'L&PM',
          autor: 'Yuval Noah Harari',
          edicao: null,
          isbn_issn: null,
          outras_inf: 'Para a disciplina de História.',
          periodico: true,
        },
      },
    ]);
  });

  it('sent again after its answer was lost, the suggestion is created once (same Idempotency-Key)', async () => {
    // A chaos seed whose first suggestion is applied with its answer lost, the second answered.
    const operation = 'createAcquisitionSuggestion';
    const lostThenAnswered = (seed: number): ChaosSettings | null => {
      const settings = { seed: String(seed), rate: 0.5, maxLatencyMs: 0 };
      const chaos = createChaos(settings);
      const [first, second] = [chaos.decide(operation), chaos.decide(operation)];
      return first?.fault === 'timeout-after-write' && !second?.fault ? settings : null;
    };
    const settings = Array.from({ length: 500 }, (_, seed) => lostThenAnswered(seed)).find(
      (found) => found !== null,
    );
    if (!settings) throw new Error('no seed loses the first answer');
    const keys: (string | null)[] = [];
    const listener = ({ request }: { request: Request }) => {
      if (request.method === 'POST' && request.url.endsWith('/sugestao-aquisicao'))
        keys.push(request.headers.get('Idempotency-Key'));
    };
    mock.server.events.on('request:start', listener);
    const { user, modal, title } = await openFilledSuggestion();
    mock.context.writes.clear();
    mock.context.chaos.set(settings);
    try {
      await user.click(within(modal).getByRole('button', { name: 'Enviar' }));
      // The patron is told the answer did not come, and what they typed stays.
      await waitFor(() => expect(keys).toHaveLength(1));
      await waitFor(() =>
        expect(within(modal).getByRole('button', { name: 'Enviar' })).toBeEnabled(),
      );
      expect((title as HTMLInputElement).value).toBe('Dom Casmurro');
      expect(screen.queryByText('Sugestão enviada.')).toBeNull();
      await user.click(within(modal).getByRole('button', { name: 'Enviar' }));
      expect(await screen.findByText('Sugestão enviada.')).toBeTruthy();
    } finally {
      mock.context.chaos.set(null);
      mock.server.events.removeListener('request:start', listener);
    }
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(mock.context.writes.counts()[operation]).toBe(1);
    expect(mock.context.writes.replays()[operation]).toBe(1);
  });

  it('a refused suggestion (422) warns inside the modal and keeps the fields', async () => {
    const { user, modal, title } = await openFilledSuggestion();
    mock.context.scenarios.set('createAcquisitionSuggestion:422=TITULO_JA_EXISTE');
    await act(() => user.click(within(modal).getByRole('button', { name: 'Enviar' })));
    expect(await within(modal).findByText('Este título já existe no acervo.')).toBeTruthy();
    expect((title as HTMLInputElement).value).toBe('Dom Casmurro');
  });
});
