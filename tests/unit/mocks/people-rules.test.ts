// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { lastRecoveryCode, RECOVERY_CODE_TTL_MS } from '../../../mocks/handlers/people';
import { qaAccounts } from '../../../mocks/patrons/qa-accounts';
import { patronPortalHarness } from '../../contract/patron-portal-harness';

let clock = Date.parse('2026-11-20T12:00:00-03:00');
const h = await patronPortalHarness({ now: () => clock });
const recovery = (user: string, method = 'GET', json?: unknown) =>
  h
    .publicToken()
    .then((token) => h.call(`/pessoas/${user}/recuperar-senha`, { token, method, json }));

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});

describe('password recovery rules', () => {
  it('logs the code for QA and keeps it readable; a resend issues a new code and the old one stops working', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    await recovery('leitor');
    const first = lastRecoveryCode(h.mock.context, 'leitor');
    expect(first).toMatch(/^\d{6}$/);
    expect(info).toHaveBeenCalledWith(`[mock] recovery code for leitor: ${first}`);
    clock += 1000;
    await recovery('leitor');
    const second = lastRecoveryCode(h.mock.context, 'leitor');
    expect(second).not.toBe(first);
    expect(await (await recovery('leitor', 'POST', { code: first })).json()).toMatchObject({
      key: 'CODIGO_INVALIDO',
    });
    expect((await recovery('leitor', 'POST', { code: second })).status).toBe(200);
  });

  it('an expired code answers CODIGO_EXPIRADO', async () => {
    await recovery('leitor');
    const code = lastRecoveryCode(h.mock.context, 'leitor');
    clock += RECOVERY_CODE_TTL_MS + 1;
    expect(await (await recovery('leitor', 'POST', { code })).json()).toMatchObject({
      key: 'CODIGO_EXPIRADO',
    });
  });

  it('answers masked e-mails, the name, the code length and the expiry', async () => {
    const start: unknown = await (await recovery('leitor')).json();
    expect(start).toEqual({
      emails: ['a***@ufx.example.org'],
      name: qaAccounts.leitor.nome_pessoa,
      length: 6,
      tte: new Date(clock + RECOVERY_CODE_TTL_MS).toISOString(),
    });
  });

  it('the rules answer carries real limits, and the server enforces each rule by name', async () => {
    await recovery('leitor');
    const code = lastRecoveryCode(h.mock.context, 'leitor');
    const rules: unknown = await (await recovery('leitor', 'POST', { code })).json();
    expect(rules).toEqual({
      rules: {
        length: { min: 8, max: 20 },
        has_numbers: true,
        only_numbers: false,
        special_char: true,
        diff_case: true,
        diff_name: true,
        last_pw: 3,
      },
    });
    const cases: [string, string][] = [
      ['Ab#1', 'SENHA_TAMANHO_INVALIDO'],
      ['Abcdefg#hij', 'SENHA_SEM_NUMERO'],
      ['Abcdefg1hij', 'SENHA_SEM_CARACTERE_ESPECIAL'],
      ['abcdefg#1hij', 'SENHA_SEM_MAIUSCULA_MINUSCULA'],
      ['Beatriz#2026', 'SENHA_CONTEM_NOME'],
      ['Livros@2025', 'SENHA_IGUAL_ANTERIORES'],
    ];
    for (const [password, key] of cases) {
      const refused = await recovery('leitor', 'PUT', { code, password });
      expect(await refused.json(), password).toMatchObject({ status: 422, key });
    }
    expect((await recovery('leitor', 'PUT', { code, password: 'Nova#Senha2026' })).status).toBe(
      200,
    );
    expect((await h.login('leitor', 'Nova#Senha2026')).status).toBe(200);
    expect((await h.login('leitor', 'leitor123')).status).toBe(401);
  });

  it('a blocked account is unblocked by a successful recovery', async () => {
    await recovery('bloqueado');
    const code = lastRecoveryCode(h.mock.context, 'bloqueado');
    expect((await recovery('bloqueado', 'PUT', { code, password: 'Desbloqueio#1' })).status).toBe(
      200,
    );
    expect((await h.login('bloqueado', 'Desbloqueio#1')).status).toBe(200);
  });
});

describe('signed-in patron rules', () => {
  it('change password checks the current one and the last 3 passwords', async () => {
    const token = await h.patronToken('leitor', 'leitor123');
    const change = (senhaAtual: string, senhaNova: string) =>
      h.call('/pessoas/meu-portal/senha', {
        token,
        method: 'PUT',
        json: { senhaAtual, senhaNova },
      });
    expect(await (await change('errada', 'Outra#Senha1')).json()).toMatchObject({
      key: 'SENHA_ATUAL_INCORRETA',
    });
    expect(await (await change('leitor123', 'Biblioteca#2024')).json()).toMatchObject({
      key: 'SENHA_IGUAL_ANTERIORES',
    });
    expect((await change('leitor123', 'Outra#Senha1')).status).toBe(200);
    expect((await h.login('leitor', 'Outra#Senha1')).status).toBe(200);
  });

  it('personal data: the tax number is digits only and valid; saved data is read back', async () => {
    const token = await h.patronToken('leitor', 'leitor123');
    const {
      nome_pessoa: _n,
      email: _e,
      ...data
    } = (await (await h.call('/pessoas/meu-portal/dados-pessoais', { token })).json()) as Record<
      string,
      unknown
    >;
    const put = (json: unknown) =>
      h.call('/pessoas/meu-portal/dados-pessoais', { token, method: 'PUT', json });
    expect(await (await put({ ...data, cpf: '529.982.247-25' })).json()).toMatchObject({
      status: 400,
      fields: [{ field: 'cpf' }],
    });
    expect(await (await put({ ...data, cpf: '52998224700' })).json()).toMatchObject({
      key: 'CPF_INVALIDO',
    });
    expect(await (await put({ ...data, cep: '88040-900' })).json()).toMatchObject({
      fields: [{ field: 'cep' }],
    });
    expect((await put({ ...data, bairro: 'Pantanal', recebe_email: false })).status).toBe(200);
    expect(
      await (await h.call('/pessoas/meu-portal/dados-pessoais', { token })).json(),
    ).toMatchObject({ bairro: 'Pantanal', recebe_email: false });
  });

  it('semcpf has no tax number and is refused the external access addresses', async () => {
    const token = await h.patronToken('semcpf', 'semcpf123');
    expect(
      await (await h.call('/pessoas/meu-portal/dados-pessoais', { token })).json(),
    ).toMatchObject({ cpf: null });
    expect(
      await (await h.call('/pessoas/meu-portal/url-acesso', { token, method: 'POST' })).json(),
    ).toMatchObject({ key: 'USUARIO_SEM_CPF' });
  });

  it('a person with several logins lists them and switches without signing in again', async () => {
    const token = await h.patronToken('varios', 'varios123');
    const logins = (await (await h.call('/pessoas/login', { token })).json()) as {
      codigo: string;
    }[];
    expect(logins.map((login) => login.codigo)).toEqual(['varios', 'varios.pos']);
    await h.call('/pessoas/troca-login', {
      token,
      method: 'PUT',
      json: { codigo: 'varios.pos', base: 'http://localhost/meu-portal' },
    });
    expect(await (await h.call('/pessoas', { token })).json()).toMatchObject({
      user: { login: 'varios.pos' },
    });
    const single = await h.patronToken('novo', 'novo123');
    expect(
      ((await (await h.call('/pessoas/login', { token: single })).json()) as unknown[]).length,
    ).toBe(1);
  });

  it('the user swap ends the current session', async () => {
    const token = await h.patronToken('varios', 'varios123');
    expect(
      (
        await h.call('/pessoas/meu-portal/troca-usuario', {
          token,
          method: 'POST',
          json: { usuario: 'varios.pos' },
        })
      ).status,
    ).toBe(200);
    expect((await h.call('/pessoas', { token })).status).toBe(401);
  });

  it('duplicate people: result true with both people for duplicado, false for others', async () => {
    const token = await h.publicToken();
    const duplicates = (await (
      await h.call('/pessoas/duplicadas?usuario=duplicado', { token })
    ).json()) as { result: boolean; pessoas: { codigo: string }[] };
    expect(duplicates.result).toBe(true);
    expect(duplicates.pessoas.map((person) => person.codigo)).toEqual([
      String(qaAccounts.duplicado.cod_pessoa),
      String(qaAccounts.duplicado2.cod_pessoa),
    ]);
    expect(
      await (await h.call('/pessoas/duplicadas?usuario=leitor', { token })).json(),
    ).toMatchObject({ result: false });
  });

  it('novo has nothing yet: every list is empty', async () => {
    const token = await h.patronToken('novo', 'novo123');
    for (const path of [
      '/pessoas/renovar',
      '/pessoas/afastamentos',
      '/emprestimo/titulos-pendentes',
      '/emprestimo/debitos-pendentes',
      '/comentarios/usuario/acervos',
    ]) {
      expect(await (await h.call(path, { token })).json(), path).toEqual([]);
    }
    expect(await (await h.call('/emprestimo/historico', { token })).json()).toMatchObject({
      total: 0,
      data: [],
    });
    expect(await (await h.call('/emprestimo/token', { token })).json()).toEqual({
      valor: null,
      validade: null,
    });
  });
});
