// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n } from 'i18next';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMockServer } from '../../../mocks/node';
import { initI18n } from '../../../src/lib/i18n/init-i18n';
import { clearNotifications } from '../../../src/lib/notifications/notifications';
import { authActions } from '../../../src/stores/auth-store';
import { configureAnonymous, renderFooter, signIn, type MockServer } from './footer-harness';

// Issue 17: "the comment form shows its error twice". Each failure below is told exactly once:
// under the field the server named, else one alert in the modal (a refusal), else one toast.

let mock: MockServer;
let i18nInstance: i18n;

beforeAll(async () => {
  mock = await createMockServer();
  mock.server.listen({ onUnhandledFrame: 'error' });
  i18nInstance = await initI18n('pt');
});
afterAll(() => mock.server.close());
beforeEach(async () => {
  configureAnonymous(i18nInstance);
  await signIn(i18nInstance, 'leitor', 'leitor123');
});
afterEach(() => {
  cleanup();
  mock.server.resetHandlers();
  mock.context.scenarios.clear();
  clearNotifications();
  authActions.loggedOut();
  vi.restoreAllMocks();
});

/** The comment endpoint answers `answer` once the patron sends. */
const answerComment = (answer: () => Response) =>
  mock.server.use(http.post('*/api/unidade-informacao/comentario', answer));

const refusal = (body: Record<string, unknown>) => () =>
  HttpResponse.json({ status: 422, ...body }, { status: 422 });

/** Opens the comment modal, types `text` and sends; answers the modal and its comment field. */
async function sendComment(text: string) {
  const user = userEvent.setup({ delay: null });
  await renderFooter(i18nInstance);
  await user.click(
    within(screen.getByRole('contentinfo')).getByRole('button', { name: 'Comentários' }),
  );
  const modal = await screen.findByRole('dialog');
  // The form's code arrives when the modal opens.
  const field = await within(modal).findByRole('textbox', { name: /Comentário/ });
  await user.type(field, text);
  const send = within(modal).getByRole('button', { name: 'Enviar' });
  // Enabled once a library of the first campus is chosen.
  await waitFor(() => expect(send.hasAttribute('disabled')).toBe(false));
  await user.click(send);
  return { user, modal, field: field as HTMLTextAreaElement };
}

/** Where a message is on screen: every element whose own text it is. */
const shown = (message: string | RegExp) => screen.queryAllByText(message);

const toasts = () => screen.queryByRole('region', { name: 'Notificações' });

describe('comment form: a failed send is told once', () => {
  it('a refusal with no field is one alert in the modal, no toast, the text kept', async () => {
    answerComment(
      refusal({ message: 'LIMITE_COMENTARIOS_PENDENTES', key: 'LIMITE_COMENTARIOS_PENDENTES' }),
    );
    const { modal, field } = await sendComment('Mais tomadas na sala');
    const message = 'Você atingiu o limite de comentários aguardando aprovação.';
    expect(await within(modal).findByText(message)).toBeTruthy();
    expect(shown(message)).toHaveLength(1);
    expect(within(modal).getAllByRole('alert')).toHaveLength(1);
    expect(toasts()?.textContent ?? '').not.toContain(message);
    expect(field.value).toBe('Mais tomadas na sala');
    expect(field.getAttribute('aria-invalid')).toBeNull();
  });

  it('a refusal naming the comment is said under the field only, which takes the focus', async () => {
    answerComment(
      refusal({
        message: 'Comentário com termos não permitidos',
        fields: [{ field: 'content', message: 'Comentário com termos não permitidos' }],
      }),
    );
    const { user, modal, field } = await sendComment('Texto recusado');
    const message = 'Comentário com termos não permitidos';
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(shown(message)).toHaveLength(1);
    // Linked to the field, so a screen reader reads it with it.
    const described = (field.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described).toContain(shown(message)[0]?.id);
    expect(within(modal).queryByRole('alert')).toBeNull();
    expect(toasts()?.textContent ?? '').not.toContain(message);
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(field.value).toBe('Texto recusado');
    // Changed, the comment is no longer the refused one: the message goes.
    await user.type(field, ' corrigido');
    expect(shown(message)).toHaveLength(0);
    expect(field.getAttribute('aria-invalid')).toBeNull();
  });

  it('a refusal naming the library is said next to the library only, its key translated', async () => {
    answerComment(
      refusal({
        message: 'BIBLIOTECA_NAO_ENCONTRADA',
        fields: [{ field: 'b', message: 'BIBLIOTECA_NAO_ENCONTRADA' }],
      }),
    );
    const { modal, field } = await sendComment('Sobre a biblioteca');
    const message = 'Biblioteca não encontrada.';
    expect(await within(modal).findByText(message)).toBeTruthy();
    expect(shown(message)).toHaveLength(1);
    expect(within(modal).queryByRole('alert')).toBeNull();
    expect(field.value).toBe('Sobre a biblioteca');
  });

  it('a refusal with a key nobody translates shows the generic message once, not the key', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    answerComment(refusal({ message: 'COMENTARIO_REGRA_NOVA', key: 'COMENTARIO_REGRA_NOVA' }));
    const { modal } = await sendComment('Um comentário');
    const message = 'Ocorreu um erro inesperado. Tente novamente mais tarde.';
    expect(await within(modal).findByText(message)).toBeTruthy();
    expect(shown(message)).toHaveLength(1);
    expect(shown(/COMENTARIO_REGRA_NOVA/)).toHaveLength(0);
    expect(warn.mock.calls.join(' ')).toContain('COMENTARIO_REGRA_NOVA');
  });

  it.each([
    [
      'a server error',
      () => HttpResponse.json({ message: 'Erro' }, { status: 500 }),
      /Tente novamente mais tarde/,
    ],
    // The comment may have been sent: the patron is asked to check before sending it again.
    ['no answer', () => HttpResponse.error(), /confira-a antes de tentar de novo/],
  ])('%s is one toast and nothing in the modal, the text kept', async (_name, answer, said) => {
    answerComment(answer);
    const { modal, field } = await sendComment('Um comentário');
    const region = await waitFor(() => {
      const found = toasts();
      expect(found?.textContent).toMatch(said);
      return found!;
    });
    const message = region.textContent ?? '';
    expect(shown(message)).toHaveLength(1);
    expect(within(modal).queryByRole('alert')).toBeNull();
    expect(within(modal).queryByText(message)).toBeNull();
    expect(field.value).toBe('Um comentário');
  });
});
