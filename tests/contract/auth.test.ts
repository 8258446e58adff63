import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { qaAccounts } from '../../mocks/patrons/qa-accounts';
import { patronPortalHarness } from './patron-portal-harness';

const h = await patronPortalHarness();

describe('auth operations answer as the contract says', () => {
  it('createToken: the password grant, its refusals and the refresh rotation', async () => {
    const ok = await h.login('leitor', 'leitor123');
    expect(ok.status).toBe(200);
    const credentials = (await ok.json()) as { access_token: string; refresh_token: string };
    expect(credentials.refresh_token).toBeTruthy();
    expect((await h.login('leitor', 'errada')).status).toBe(401);
    expect((await h.login('ninguem', 'x')).status).toBe(401);
    expect((await h.login('bloqueado', 'qualquer')).status).toBe(430);
    expect((await h.login('limite', 'x')).status).toBe(429);
    expect((await h.login('erro500', 'x')).status).toBe(500);
    expect((await h.login('invalido', 'x')).status).toBe(422);
    const missing = await h.form({ grant_type: 'password', client_id: '4' });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({
      fields: [{ field: 'username' }, { field: 'password' }],
    });
    const renewed = await h.form({
      grant_type: 'refresh_token',
      refresh_token: credentials.refresh_token,
      client_id: '4',
    });
    expect(renewed.status).toBe(200);
    const reused = await h.form({
      grant_type: 'refresh_token',
      refresh_token: credentials.refresh_token,
      client_id: '4',
    });
    expect(reused.status).toBe(401);
    await h.expectContractKept();
  });

  it('getSessionUser: the patron, 401 without token, 403 with the public token, 500 forced', async () => {
    const token = await h.patronToken('leitor', 'leitor123');
    const ok = await h.call('/pessoas', { token });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({
      user: { cod_pessoa: qaAccounts.leitor.cod_pessoa, login: 'leitor' },
      bloqueio: false,
      validade_cadastro: null,
    });
    // The professor's registration ends 20 days after the reference day: the client warns.
    const professor = await h.call('/pessoas', {
      token: await h.patronToken('professor', 'professor123'),
    });
    expect(await professor.json()).toMatchObject({ validade_cadastro: '2026-12-10' });
    await h.expectPatronOnly('/pessoas');
    h.mock.context.scenarios.set('getSessionUser:500');
    expect((await h.call('/pessoas', { token })).status).toBe(500);
    await h.expectContractKept();
  });

  it('startOidcLogin and validateOidcLogin: 422 where OIDC is not configured (ufx)', async () => {
    const token = await h.publicToken();
    const refused = await h.call('/oidc/authorize?login=leitor%40ify.example.org', { token });
    expect(refused.status).toBe(422);
    expect((await h.call('/oidc/authorize', { token })).status).toBe(400);
    expect((await h.call('/oidc/authorize?login=leitor')).status).toBe(401);
    expect(
      (await h.call('/oidc/validar', { token, method: 'POST', json: { nonce: 'desconhecido' } }))
        .status,
    ).toBe(422);
    expect((await h.call('/oidc/validar', { token, method: 'POST', json: {} })).status).toBe(400);
    expect((await h.call('/oidc/validar', { method: 'POST', json: { nonce: 'x' } })).status).toBe(
      401,
    );
    await h.expectContractKept();
  });

  it('startSamlLogin and validateSamlLogin: the SAML answer comes back as patron tokens once', async () => {
    const token = await h.publicToken();
    const start = await h.call('/saml/login?redirect=%2Fmeu-portal', { token });
    expect(start.status).toBe(200);
    const { link } = (await start.json()) as { link: string };
    const saml = new URL(link).searchParams.get('SAMLResponse') ?? '';
    expect(new URL(link).pathname).toBe('/saml-response');
    const ok = await h.call('/saml/validar', { token, method: 'POST', json: { saml } });
    expect(ok.status).toBe(200);
    expect((await h.call('/saml/validar', { token, method: 'POST', json: { saml } })).status).toBe(
      422,
    );
    expect(
      (await h.call('/saml/validar', { token, method: 'POST', json: { saml: 42 } })).status,
    ).toBe(400);
    expect((await h.call('/saml/login')).status).toBe(401);
    expect((await h.call('/saml/validar', { method: 'POST', json: { saml } })).status).toBe(401);
    await h.expectContractKept();
  });
});

describe('auth with the ify profile (OIDC, captcha 1120, login marker)', () => {
  const ify = h;
  beforeEach(() => {
    h.mock.context.settings.profile = 'ify';
  });
  afterEach(() => {
    h.mock.context.settings.profile = 'ufx';
  });

  it('OIDC: authorize links back to /oauth-response, validar answers tokens for that nonce', async () => {
    const token = await ify.publicToken();
    const start = await ify.call('/oidc/authorize?login=leitor%40ify.example.org&redirect=%2F', {
      token,
    });
    expect(start.status).toBe(200);
    const { nonce, link } = (await start.json()) as { nonce: string; link: string };
    expect(new URL(link).pathname).toBe('/oauth-response');
    expect(new URL(link).searchParams.get('nonce')).toBe(nonce);
    expect((await ify.call('/oidc/authorize?login=leitor', { token })).status).toBe(422);
    const ok = await ify.call('/oidc/validar', { token, method: 'POST', json: { nonce } });
    expect(ok.status).toBe(200);
    const patronToken = ((await ok.json()) as { access_token: string }).access_token;
    expect(await (await ify.call('/pessoas', { token: patronToken })).json()).toMatchObject({
      user: { login: 'leitor' },
    });
    const noCpf = (await (
      await ify.call('/oidc/authorize?login=semcpf%40ify.example.org', { token })
    ).json()) as { nonce: string };
    const refused = await ify.call('/oidc/validar', {
      token,
      method: 'POST',
      json: { nonce: noCpf.nonce },
    });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ key: 'USUARIO_SEM_CPF' });
    await ify.expectContractKept();
  });

  it('the password grant needs the captcha token and reads the #P marker', async () => {
    expect((await ify.login('leitor', 'leitor123')).status).toBe(422);
    expect(
      (await ify.login('leitor#P01', 'leitor123', { recaptcha_token: 'captcha-ok' })).status,
    ).toBe(200);
    const chosen = await ify.patronToken(
      `duplicado#P${qaAccounts.duplicado2.cod_pessoa}`,
      'duplicado123',
      {
        recaptcha_token: 'captcha-ok',
      },
    );
    expect(await (await ify.call('/pessoas', { token: chosen })).json()).toMatchObject({
      user: { cod_pessoa: qaAccounts.duplicado2.cod_pessoa },
    });
    await ify.expectContractKept();
  });
});
