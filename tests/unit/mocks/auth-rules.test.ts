// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { lastRecoveryCode } from '../../../mocks/handlers/people';
import { LOCKOUT_AFTER_WRONG_PASSWORDS } from '../../../mocks/patrons/qa-accounts';
import { patronPortalHarness } from '../../contract/patron-portal-harness';

let clock = Date.parse('2026-11-20T12:00:00-03:00');
const h = await patronPortalHarness({ now: () => clock, accessTokenTtlSeconds: 30 });

describe('login rules', () => {
  it(`blocks an account after ${LOCKOUT_AFTER_WRONG_PASSWORDS} wrong passwords in a row, until a password recovery`, async () => {
    for (let attempt = 1; attempt < LOCKOUT_AFTER_WRONG_PASSWORDS; attempt++) {
      expect((await h.login('professor', 'errada')).status).toBe(401);
    }
    const blocked = await h.login('professor', 'errada');
    expect(blocked.status).toBe(430);
    expect(await blocked.json()).toMatchObject({ key: 'ACESSO_BLOQUEADO', bloqueio: true });
    expect((await h.login('professor', 'professor123')).status).toBe(430);

    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const token = await h.publicToken();
    await h.call('/pessoas/professor/recuperar-senha', { token });
    const code = lastRecoveryCode(h.mock.context, 'professor');
    const reset = await h.call('/pessoas/professor/recuperar-senha', {
      token,
      method: 'PUT',
      json: { code, password: 'Docencia#2026' },
    });
    expect(reset.status).toBe(200);
    expect((await h.login('professor', 'Docencia#2026')).status).toBe(200);
  });

  it('a right password resets the wrong-password counter', async () => {
    for (let attempt = 1; attempt < LOCKOUT_AFTER_WRONG_PASSWORDS; attempt++)
      await h.login('leitor', 'errada');
    expect((await h.login('leitor', 'leitor123')).status).toBe(200);
    expect((await h.login('leitor', 'errada')).status).toBe(401);
  });

  it('QA logins answer the error catalogue whatever the password', async () => {
    expect(await (await h.login('bloqueado', 'bloqueado123')).json()).toMatchObject({
      key: 'ACESSO_BLOQUEADO',
      bloqueio: true,
    });
    expect(await (await h.login('limite', 'x')).json()).toMatchObject({ status: 429 });
    expect(await (await h.login('erro500', 'x')).json()).toMatchObject({ status: 500 });
    expect(await (await h.login('invalido', 'x')).json()).toMatchObject({
      status: 422,
      message: 'MATRICULA_VENCIDA',
    });
  });

  it('access tokens expire after the configured lifetime; the refresh token rotates', async () => {
    const answer = (await (await h.login('leitor', 'leitor123')).json()) as {
      access_token: string;
      refresh_token: string;
      expires_in: number;
    };
    expect(answer.expires_in).toBe(30);
    expect((await h.call('/pessoas', { token: answer.access_token })).status).toBe(200);
    clock += 31_000;
    expect((await h.call('/pessoas', { token: answer.access_token })).status).toBe(401);
    const renewed = await h.form({
      grant_type: 'refresh_token',
      refresh_token: answer.refresh_token,
      client_id: '4',
    });
    const fresh = (await renewed.json()) as { access_token: string };
    expect((await h.call('/pessoas', { token: fresh.access_token })).status).toBe(200);
  });

  it('patron-only calls refuse the public token with 403', async () => {
    expect((await h.call('/pessoas', { token: await h.publicToken() })).status).toBe(403);
  });

  it('the session user carries the profile activities the patron holds, and no tax number', async () => {
    const token = await h.patronToken('semcpf', 'semcpf123');
    const user = (await (await h.call('/pessoas', { token })).json()) as {
      user: Record<string, unknown>;
      authPermissions: { cod_atividade: number }[];
    };
    expect(user.user).not.toHaveProperty('cpf');
    const codes = user.authPermissions.map((activity) => activity.cod_atividade);
    expect(codes).toContain(8);
    expect(codes).not.toContain(1120);
  });

  it('ify: captcha 1120 needs the local captcha token, and the #P marker chooses the person or the category', async () => {
    h.mock.context.settings.profile = 'ify';
    try {
      expect(
        await (await h.login('leitor', 'leitor123', { recaptcha_token: 'false' })).json(),
      ).toMatchObject({ key: 'CAPTCHA_INVALIDO' });
      expect(
        (await h.login('leitor#P01', 'leitor123', { recaptcha_token: 'captcha-ok' })).status,
      ).toBe(200);
      expect(
        (await h.login('leitor#P05', 'leitor123', { recaptcha_token: 'captcha-ok' })).status,
      ).toBe(401);
      const session = await h.patronToken('leitor', 'leitor123', { recaptcha_token: 'captcha-ok' });
      const codes = (
        (await (await h.call('/pessoas', { token: session })).json()) as {
          authPermissions: { cod_atividade: number }[];
        }
      ).authPermissions.map((a) => a.cod_atividade);
      expect(codes).toContain(1120);
    } finally {
      h.mock.context.settings.profile = 'ufx';
    }
  });
});
