// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { MobileAppPage } from '../../../src/app/pages/mobile-app-page';
import { paths } from '../../../src/config/paths';
import { ChangePasswordPage } from '../../../src/features/account/routes/change-password-page';
import { PaperPostPage } from '../../../src/features/account/routes/paper-post-page';
import { PersonalDataPage } from '../../../src/features/account/routes/personal-data-page';
import { PrivacyPage } from '../../../src/features/account/routes/privacy-page';
import { useBasketStore } from '../../../src/stores/basket-store';
import { setUpPatronPages } from '../support/patron-pages-harness';

let calls: string[] = [];
const slow = { timeout: 15_000 };

const harness = setUpPatronPages(
  [
    { path: paths.personalData.pattern, element: <PersonalDataPage /> },
    { path: paths.changePassword.pattern, element: <ChangePasswordPage /> },
    { path: paths.paperPost.pattern, element: <PaperPostPage /> },
    { path: paths.privacy.pattern, element: <PrivacyPage /> },
    { path: '/meu-portal/app', element: <MobileAppPage /> },
    { path: paths.logout.pattern, element: <p>saindo</p> },
  ],
  {
    onRequest: (request) => {
      const url = new URL(request.url);
      calls.push(`${request.method} ${url.pathname}`);
    },
  },
);
beforeEach(() => {
  calls = [];
});
const puts = () => calls.filter((call) => call.startsWith('PUT'));

describe('personal data page', { timeout: 40_000 }, () => {
  it("shows leitor's data, refuses a mistyped CPF before sending, then shows the server's refusal next to the CPF with every value kept", async () => {
    const user = userEvent.setup();
    await harness.signIn('leitor');
    harness.renderAt(paths.personalData.href());
    const street = await screen.findByRole('textbox', { name: /Logradouro e número/ }, slow);
    expect(street).toHaveProperty('value', 'Rua das Acácias, 120');
    expect(screen.getByText('Ana Beatriz Souza Lima')).toBeTruthy();
    const cpf = screen.getByRole('textbox', { name: /^CPF/ });
    // Masked for the eye (the contract keeps the digits).
    expect(cpf).toHaveProperty('value', '529.982.247-25');
    expect(screen.getByRole('textbox', { name: /^CEP/ })).toHaveProperty('value', '88040-900');

    await user.clear(street);
    await user.type(street, 'Rua Nova, 5');
    await user.clear(cpf);
    await user.type(cpf, '52998224726');
    await user.click(screen.getByRole('button', { name: 'Salvar dados' }));
    expect(await screen.findByText('CPF inválido: confira os números digitados.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(cpf));
    expect(puts()).toEqual([]);

    // The professor's CPF: valid digits, but another person's (the server's rule).
    await user.clear(cpf);
    await user.type(cpf, '11144477735');
    await user.click(screen.getByRole('button', { name: 'Salvar dados' }));
    expect(
      await screen.findByText('Este CPF já está cadastrado para outra pessoa.', undefined, slow),
    ).toBeTruthy();
    expect(cpf.getAttribute('aria-invalid')).toBe('true');
    expect(street).toHaveProperty('value', 'Rua Nova, 5');
    expect(cpf).toHaveProperty('value', '111.444.777-35');
  });

  it('names a missing required field, then saves and says so', async () => {
    const user = userEvent.setup();
    await harness.signIn('leitor');
    harness.renderAt(paths.personalData.href());
    const district = await screen.findByRole('textbox', { name: /Bairro/ }, slow);
    await user.clear(district);
    await user.click(screen.getByRole('button', { name: 'Salvar dados' }));
    expect(await screen.findByText('Preencha o campo Bairro.')).toBeTruthy();
    await user.type(district, 'Centro');
    await user.click(screen.getByRole('button', { name: 'Salvar dados' }));
    expect(await screen.findByText('Dados pessoais salvos.', undefined, slow)).toBeTruthy();
    expect(puts()).toEqual(['PUT /api/pessoas/meu-portal/dados-pessoais']);
  });

  it('masks CEP and CPF as they are typed or pasted, keeps the caret in place and saves the digits', async () => {
    const user = userEvent.setup();
    await harness.signIn('leitor');
    harness.renderAt(paths.personalData.href());
    const cep = await screen.findByRole('textbox', { name: /^CEP/ }, slow);
    expect(screen.getByText(/Formato 00000-000/)).toBeTruthy();
    await user.clear(cep);
    await user.type(cep, '01310');
    expect(cep).toHaveProperty('value', '01310');
    await user.type(cep, '100');
    expect(cep).toHaveProperty('value', '01310-100');
    // A digit changed in the middle: the caret stays after it, not at the end.
    const input = cep as HTMLInputElement;
    input.setSelectionRange(2, 2);
    await user.keyboard('{Backspace}9');
    expect(input.value).toBe('09310-100');
    expect(input.selectionStart).toBe(2);

    const cpf = screen.getByRole('textbox', { name: /^CPF/ });
    await user.clear(cpf);
    await user.click(cpf);
    await user.paste('529.982.247-25');
    expect(cpf).toHaveProperty('value', '529.982.247-25');

    // The mock accepts only the contract's digits: saving proves the mask stayed on screen.
    await user.click(screen.getByRole('button', { name: 'Salvar dados' }));
    expect(await screen.findByText('Dados pessoais salvos.', undefined, slow)).toBeTruthy();
    expect(cep).toHaveProperty('value', '09310-100');
  });

  it('says the data could not be fetched, with a retry', async () => {
    harness.mock.context.scenarios.set('getPersonalData:500');
    await harness.signIn('leitor');
    harness.renderAt(paths.personalData.href());
    expect(
      await screen.findByText('Erro ao buscar os dados pessoais.', undefined, slow),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
  });
});

describe('change password page', { timeout: 40_000 }, () => {
  it('checks the rules live, refuses a wrong current password next to it, then changes it', async () => {
    const user = userEvent.setup();
    await harness.signIn('leitor');
    harness.renderAt(paths.changePassword.href());
    const current = await screen.findByLabelText('Senha atual', undefined, slow);
    const fresh = screen.getByLabelText('Nova senha');
    const confirm = screen.getByLabelText('Confirme a nova senha');
    await user.click(screen.getByRole('button', { name: 'Alterar senha' }));
    expect(screen.getByText('Preencha a senha atual!')).toBeTruthy();
    expect(screen.getByText('Preencha a nova senha!')).toBeTruthy();

    // Nothing typed yet: the rules are neutral, none announced as failed.
    const rule = document.querySelector('[data-rule="diffCase"]');
    expect(rule?.getAttribute('data-met')).toBe('pending');
    expect(screen.queryAllByText(/não atendido/)).toEqual([]);
    await user.type(fresh, 'abc');
    expect(rule?.getAttribute('data-met')).toBe('false');
    expect(rule?.textContent).toContain('não atendido');
    await user.type(fresh, 'D#2026x');
    expect(rule?.getAttribute('data-met')).toBe('true');

    await user.type(current, 'errada123');
    await user.type(confirm, 'abcD#2026x');
    await user.click(screen.getByRole('button', { name: 'Alterar senha' }));
    expect(await screen.findByText('A senha atual está incorreta.', undefined, slow)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(current));
    expect(fresh).toHaveProperty('value', 'abcD#2026x');

    await user.clear(current);
    await user.type(current, 'leitor123');
    await user.click(screen.getByRole('button', { name: 'Alterar senha' }));
    expect(
      await screen.findByText(
        'Senha alterada. Use a nova senha no próximo acesso.',
        undefined,
        slow,
      ),
    ).toBeTruthy();
  });
});

describe('paper post page', { timeout: 40_000 }, () => {
  it('says when the service is not configured', async () => {
    const user = userEvent.setup();
    harness.mock.context.scenarios.set(
      'createWorkPostingRedirect:422=POSTAGEM_TRABALHO_NAO_CONFIGURADA',
    );
    await harness.signIn('leitor');
    harness.renderAt(paths.paperPost.href());
    await user.click(
      await screen.findByRole('button', { name: 'Abrir o serviço de postagem' }, slow),
    );
    expect(
      await screen.findByText(
        'A postagem de trabalhos não está configurada para esta instituição.',
        undefined,
        slow,
      ),
    ).toBeTruthy();
  });

  it('refuses an unsafe address on screen, without leaving', async () => {
    const user = userEvent.setup();
    await harness.signIn('leitor');
    harness.mock.server.use(
      http.post('*/api/pessoas/postagem-trabalho/redirect', () =>
        HttpResponse.json({ url: 'javascript:alert(1)' }),
      ),
    );
    harness.renderAt(paths.paperPost.href());
    await user.click(
      await screen.findByRole('button', { name: 'Abrir o serviço de postagem' }, slow),
    );
    expect(await screen.findByText(/não é seguro e não foi aberto/, undefined, slow)).toBeTruthy();
    expect(globalThis.location.href).not.toContain('javascript');
  });
});

describe('privacy page', { timeout: 40_000 }, () => {
  it('lists what the browser keeps and erases it after a confirmation, then signs out', async () => {
    const user = userEvent.setup();
    await harness.signIn('leitor');
    useBasketStore.setState({ itens: { '155': { cod_acervo: 155 } } });
    localStorage.setItem('lng', 'pt');
    harness.renderAt(paths.privacy.href());
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Privacidade e proteção de dados' },
        slow,
      ),
    ).toBeTruthy();
    expect(screen.getByText(/os títulos da sua cesta/)).toBeTruthy();
    const emails = await screen.findByRole(
      'switch',
      { name: 'Receber e-mails da biblioteca' },
      slow,
    );
    expect(emails).toHaveProperty('checked', true);

    await user.click(screen.getByRole('button', { name: 'Apagar os dados deste navegador' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Apagar os dados deste navegador',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Apagar e sair' }));
    expect(await screen.findByText('saindo')).toBeTruthy();
    expect(localStorage.getItem('cesta')).toBeNull();
    expect(localStorage.getItem('lng')).toBeNull();
    expect(localStorage.getItem('acessibilidade')).toBeNull();
    expect(Object.keys(useBasketStore.getState().itens)).toEqual([]);
  });

  it('turns the e-mails off at once', async () => {
    const user = userEvent.setup();
    await harness.signIn('leitor');
    harness.renderAt(paths.privacy.href());
    const emails = await screen.findByRole(
      'switch',
      { name: 'Receber e-mails da biblioteca' },
      slow,
    );
    await user.click(emails);
    expect(
      await screen.findByText('Você não receberá mais e-mails da biblioteca.', undefined, slow),
    ).toBeTruthy();
    expect(emails).toHaveProperty('checked', false);
  });
});

describe('mobile app area', { timeout: 40_000 }, () => {
  it('offers the app signed in, and a personal-area link on request', async () => {
    const user = userEvent.setup();
    await harness.signIn('leitor');
    harness.renderAt('/meu-portal/app');
    expect(
      await screen.findByRole('link', { name: /Abrir o aplicativo já conectado/ }, slow),
    ).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Código QR para entrar no aplicativo' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Gerar link de acesso' }));
    expect(
      await screen.findByRole('link', { name: /Abrir o Meu portal por este link/ }, slow),
    ).toBeTruthy();
  });

  it('says when automatic app access is not configured', async () => {
    harness.mock.context.scenarios.set('getAppLayersAccess:422=ACESSO_APP_NAO_CONFIGURADO');
    await harness.signIn('leitor');
    harness.renderAt('/meu-portal/app');
    expect(
      await screen.findByText(
        'O acesso automático ao aplicativo não está configurado para esta instituição.',
        undefined,
        slow,
      ),
    ).toBeTruthy();
  });
});
