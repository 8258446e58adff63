import { describe, expect, it, vi } from 'vitest';
import { lastRecoveryCode } from '../../mocks/handlers/people';
import { qaAccounts } from '../../mocks/patrons/qa-accounts';
import { patronPortalHarness } from './patron-portal-harness';

const h = await patronPortalHarness();
const leitor = () => h.patronToken('leitor', 'leitor123');

describe('people operations answer as the contract says', () => {
  it('password recovery: start, validate, set; 404, 400, 422 wrong code and broken rules', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const token = await h.publicToken();
    const start = await h.call('/pessoas/leitor/recuperar-senha', { token });
    expect(start.status).toBe(200);
    expect(await start.json()).toMatchObject({ emails: ['a***@ufx.example.org'], length: 6 });
    expect((await h.call('/pessoas/ninguem/recuperar-senha', { token })).status).toBe(404);
    expect((await h.call('/pessoas/novo/recuperar-senha', { token })).status).toBe(422);
    expect((await h.call('/pessoas/limite/recuperar-senha', { token })).status).toBe(429);
    expect((await h.call('/pessoas/leitor/recuperar-senha')).status).toBe(401);
    const code = lastRecoveryCode(h.mock.context, 'leitor') ?? '';
    const post = (json: unknown) =>
      h.call('/pessoas/leitor/recuperar-senha', { token, method: 'POST', json });
    const put = (json: unknown) =>
      h.call('/pessoas/leitor/recuperar-senha', { token, method: 'PUT', json });
    expect((await post({ code: '000000' === code ? '111111' : '000000' })).status).toBe(422);
    expect((await post({})).status).toBe(400);
    expect((await post({ code })).status).toBe(200);
    expect((await put({ code, password: 'curta' })).status).toBe(422);
    expect((await put({ code })).status).toBe(400);
    expect((await put({ code, password: 'Nova#Senha2026' })).status).toBe(200);
    expect(
      (
        await h.call('/pessoas/ninguem/recuperar-senha', {
          token,
          method: 'PUT',
          json: { code, password: 'x' },
        })
      ).status,
    ).toBe(404);
    expect(
      (await h.call('/pessoas/ninguem/recuperar-senha', { token, method: 'POST', json: { code } }))
        .status,
    ).toBe(404);
    expect(
      (await h.call('/pessoas/limite/recuperar-senha', { token, method: 'POST', json: { code } }))
        .status,
    ).toBe(429);
    expect(
      (
        await h.call('/pessoas/bloqueado/recuperar-senha', {
          token,
          method: 'PUT',
          json: { code, password: 'x' },
        })
      ).status,
    ).toBe(422);
    await h.expectContractKept();
  });

  it('personal data: read, save, 400 naming cpf, 422 invalid or taken cpf', async () => {
    const token = await leitor();
    const read = await h.call('/pessoas/meu-portal/dados-pessoais', { token });
    expect(read.status).toBe(200);
    const data = (await read.json()) as Record<string, unknown>;
    const { nome_pessoa: _name, email: _email, ...editable } = data;
    const put = (json: unknown) =>
      h.call('/pessoas/meu-portal/dados-pessoais', { token, method: 'PUT', json });
    expect((await put({ ...editable, cidade: 'São José' })).status).toBe(200);
    const letters = await put({ ...editable, cpf: '529.982.247-25' });
    expect(letters.status).toBe(400);
    expect(await letters.json()).toMatchObject({ fields: [{ field: 'cpf' }] });
    expect((await put({ ...editable, cpf: '12345678900' })).status).toBe(422);
    expect((await put({ ...editable, cpf: '11144477735' })).status).toBe(422);
    await h.expectPatronOnly('/pessoas/meu-portal/dados-pessoais');
    await h.expectPatronOnly('/pessoas/meu-portal/dados-pessoais', 'PUT', editable);
    await h.expectContractKept();
  });

  it('change password: 200, 400, 422 wrong current password and repeated password', async () => {
    const token = await leitor();
    const put = (json: unknown) =>
      h.call('/pessoas/meu-portal/senha', { token, method: 'PUT', json });
    expect((await put({ senhaAtual: 'errada', senhaNova: 'Outra#Senha1' })).status).toBe(422);
    const repeated = await put({ senhaAtual: 'leitor123', senhaNova: 'Livros@2025' });
    expect(repeated.status).toBe(422);
    expect(await repeated.json()).toMatchObject({ key: 'SENHA_IGUAL_ANTERIORES' });
    expect((await put({ senhaAtual: 'leitor123' })).status).toBe(400);
    expect((await put({ senhaAtual: 'leitor123', senhaNova: 'Outra#Senha1' })).status).toBe(200);
    await h.expectPatronOnly('/pessoas/meu-portal/senha', 'PUT', {
      senhaAtual: 'a',
      senhaNova: 'b',
    });
    await h.expectContractKept();
  });

  it('logins of one person, switching login and swapping user', async () => {
    const token = await h.patronToken('varios', 'varios123');
    const logins = await h.call('/pessoas/login', { token });
    expect(logins.status).toBe(200);
    expect(((await logins.json()) as unknown[]).length).toBe(2);
    const put = (json: unknown) => h.call('/pessoas/troca-login', { token, method: 'PUT', json });
    expect((await put({ codigo: 'leitor', base: '/meu-portal' })).status).toBe(422);
    expect((await put({ codigo: 'varios.pos' })).status).toBe(400);
    expect((await put({ codigo: 'varios.pos', base: '/meu-portal' })).status).toBe(200);
    expect(await (await h.call('/pessoas', { token })).json()).toMatchObject({
      user: { cod_pessoa: qaAccounts.varios2.cod_pessoa },
    });
    const swap = (json: unknown) =>
      h.call('/pessoas/meu-portal/troca-usuario', { token, method: 'POST', json });
    expect((await swap({ usuario: 'professor' })).status).toBe(422);
    expect((await swap({})).status).toBe(400);
    expect((await swap({ usuario: 'varios' })).status).toBe(200);
    expect((await h.call('/pessoas', { token })).status).toBe(401);
    await h.expectPatronOnly('/pessoas/login');
    await h.expectPatronOnly('/pessoas/troca-login', 'PUT', { codigo: 'a', base: '/' });
    await h.expectPatronOnly('/pessoas/meu-portal/troca-usuario', 'POST', { usuario: 'a' });
    await h.expectContractKept();
  });

  it('public person lookups: name and duplicate people', async () => {
    const token = await h.publicToken();
    expect(await (await h.call('/pessoas/leitor/nome', { token })).json()).toEqual({
      nome: qaAccounts.leitor.nome_pessoa,
    });
    expect((await h.call('/pessoas/ninguem/nome', { token })).status).toBe(404);
    expect((await h.call('/pessoas/leitor/nome')).status).toBe(401);
    const duplicates = await h.call('/pessoas/duplicadas?usuario=duplicado', { token });
    expect(await duplicates.json()).toMatchObject({ result: true, pessoas: [{}, {}] });
    expect((await h.call('/pessoas/duplicadas', { token })).status).toBe(400);
    expect((await h.call('/pessoas/duplicadas?usuario=x')).status).toBe(401);
    await h.expectContractKept();
  });

  it('addresses and tokens for other services; semcpf gets 422 on external access', async () => {
    const token = await leitor();
    const noCpf = await h.patronToken('semcpf', 'semcpf123');
    for (const path of [
      '/pessoas/meu-portal/redirect',
      '/pessoas/token-redireciona',
      '/pessoas/autenticar/app-layers',
      '/pessoas/email-pessoa-logada',
      '/pessoas/departamentos',
      '/pessoas/renovar',
      '/pessoas/afastamentos',
    ]) {
      expect((await h.call(path, { token })).status, path).toBe(200);
      await h.expectPatronOnly(path);
    }
    for (const path of [
      '/pessoas/meu-portal/url-acesso',
      '/pessoas/postagem-trabalho/redirect',
      '/pessoas/bases/minha-biblioteca/url-acesso',
    ]) {
      expect((await h.call(path, { token, method: 'POST' })).status, path).toBe(200);
      await h.expectPatronOnly(path, 'POST');
    }
    const refused = await h.call('/pessoas/bases/minha-biblioteca/url-acesso', {
      token: noCpf,
      method: 'POST',
    });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ key: 'USUARIO_SEM_CPF' });
    expect(
      (await h.call('/pessoas/meu-portal/url-acesso', { token: noCpf, method: 'POST' })).status,
    ).toBe(422);
    expect(
      (await h.call('/pessoas/bases/nao-existe/url-acesso', { token, method: 'POST' })).status,
    ).toBe(404);
    expect(
      (await h.call('/pessoas/bases/normas-tecnicas/url-acesso', { token, method: 'POST' })).status,
    ).toBe(422);
    const base = (json: unknown) =>
      h.call('/pessoas/meu-portal/redirect-base', { token, method: 'PUT', json });
    expect((await base({ base: 'minha-biblioteca' })).status).toBe(200);
    expect((await base({ base: 'nao-existe' })).status).toBe(422);
    expect((await base({ base: 'com espaço' })).status).toBe(400);
    await h.expectPatronOnly('/pessoas/meu-portal/redirect-base', 'PUT', { base: 'x' });
    h.mock.context.settings.profile = 'ify';
    expect((await h.call('/pessoas/autenticar/app-layers', { token })).status).toBe(422);
    expect(
      (await h.call('/pessoas/postagem-trabalho/redirect', { token, method: 'POST' })).status,
    ).toBe(422);
    h.mock.context.settings.profile = 'ufx';
    h.mock.context.scenarios.set('listDeviations:500');
    expect((await h.call('/pessoas/afastamentos', { token })).status).toBe(500);
    await h.expectContractKept();
  });
});
