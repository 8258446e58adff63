// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { api, patronPortalHarness } from '../../contract/patron-portal-harness';

// Issue 17: `POST /oauth/revoke` (RFC 7009) in the mock. Every exchange is judged against the
// contract by the harness (`expectContractKept`).
const h = await patronPortalHarness();

interface Issued {
  access_token: string;
  refresh_token: string;
}

const formPost = (path: string, fields: Record<string, string>) =>
  fetch(api(path), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

const revoke = (token: string, extra: Record<string, string> = {}) =>
  formPost('/oauth/revoke', { token, client_id: '4', ...extra });

const refresh = (refreshToken: string) =>
  formPost('/oauth/token', {
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
    client_id: '4',
  });

async function signIn(username = 'leitor', password = 'leitor123'): Promise<Issued> {
  const response = await h.login(username, password);
  expect(response.status).toBe(200);
  return (await response.json()) as Issued;
}

/** What a call with this access token gets from a patron-only operation. */
const sessionUserStatus = async (accessToken: string) =>
  (await h.call('/pessoas', { token: accessToken })).status;

describe('POST /oauth/revoke', () => {
  it('revoking a refresh token ends it and every access token of its sign-in', async () => {
    const first = await signIn();
    const rotated = await refresh(first.refresh_token);
    expect(rotated.status).toBe(200);
    const second = (await rotated.json()) as Issued;
    // Both access tokens of the chain still work before the revoke.
    expect(await sessionUserStatus(first.access_token)).toBe(200);
    expect(await sessionUserStatus(second.access_token)).toBe(200);

    const answer = await revoke(second.refresh_token, { token_type_hint: 'refresh_token' });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe('');

    // The refused refresh is the mock's usual bad-refresh answer (401, as the contract lists).
    const refused = await refresh(second.refresh_token);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ key: 'SESSAO_EXPIRADA' });
    expect(await sessionUserStatus(second.access_token)).toBe(401);
    expect(await sessionUserStatus(first.access_token)).toBe(401);
    await h.expectContractKept();
  });

  it("leaves the patron's other sign-ins alone", async () => {
    const here = await signIn();
    const elsewhere = await signIn();
    expect((await revoke(here.refresh_token)).status).toBe(200);
    expect(await sessionUserStatus(here.access_token)).toBe(401);
    expect(await sessionUserStatus(elsewhere.access_token)).toBe(200);
    expect((await refresh(elsewhere.refresh_token)).status).toBe(200);
  });

  it('revoking an access token ends that token only', async () => {
    const issued = await signIn();
    expect((await revoke(issued.access_token, { token_type_hint: 'access_token' })).status).toBe(
      200,
    );
    expect(await sessionUserStatus(issued.access_token)).toBe(401);
    expect((await refresh(issued.refresh_token)).status).toBe(200);
    await h.expectContractKept();
  });

  it('finds the token whatever the hint says (the hint is only where to look first)', async () => {
    const issued = await signIn();
    expect((await revoke(issued.refresh_token, { token_type_hint: 'access_token' })).status).toBe(
      200,
    );
    expect((await refresh(issued.refresh_token)).status).toBe(401);
    expect(await sessionUserStatus(issued.access_token)).toBe(401);
  });

  it('answers 200 with an empty body for an unknown or already revoked token, without a bearer token', async () => {
    const unknown = await revoke('ref.unknown.0', { token_type_hint: 'refresh_token' });
    expect(unknown.status).toBe(200);
    expect(await unknown.text()).toBe('');

    const issued = await signIn();
    expect((await revoke(issued.refresh_token)).status).toBe(200);
    expect((await revoke(issued.refresh_token)).status).toBe(200);
    await h.expectContractKept();
  });

  it('refuses a malformed form with 400 naming the fields', async () => {
    const missing = await formPost('/oauth/revoke', { token_type_hint: 'refresh_token' });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({
      key: 'REQUISICAO_INVALIDA',
      fields: [
        { field: 'token', message: 'required' },
        { field: 'client_id', message: 'required' },
      ],
    });

    const wrong = await revoke('ref.unknown.0', { client_id: 'catalogo', token_type_hint: 'id' });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({
      fields: [{ field: 'token_type_hint' }, { field: 'client_id', message: 'must be 4' }],
    });

    const json = await fetch(api('/oauth/revoke'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token: 'ref.unknown.0', client_id: '4' }),
    });
    expect(json.status).toBe(400);
    // A refused request revokes nothing.
    const issued = await signIn();
    expect((await revoke(issued.refresh_token, { client_id: '5' })).status).toBe(400);
    expect(await sessionUserStatus(issued.access_token)).toBe(200);
    await h.expectContractKept();
  });
});

// Issue 37: refresh tokens rotate on every use, and a rotated one presented again (a stolen
// copy racing the patron) ends the whole sign-in.
describe('refresh-token rotation and reuse detection', () => {
  it('each refresh answers a new refresh token and the old one stops working', async () => {
    const first = await signIn();
    const rotated = await refresh(first.refresh_token);
    expect(rotated.status).toBe(200);
    const second = (await rotated.json()) as Issued;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.access_token).not.toBe(first.access_token);
    const third = (await (await refresh(second.refresh_token)).json()) as Issued;
    expect(third.refresh_token).not.toBe(second.refresh_token);
    expect(await sessionUserStatus(third.access_token)).toBe(200);
    await h.expectContractKept();
  });

  it('a rotated refresh token presented again revokes every token of its sign-in', async () => {
    const first = await signIn();
    const second = (await (await refresh(first.refresh_token)).json()) as Issued;
    const third = (await (await refresh(second.refresh_token)).json()) as Issued;
    // Another sign-in of the same patron is another family and is left alone.
    const other = await signIn();

    const reused = await refresh(first.refresh_token);
    expect(reused.status).toBe(401);
    expect(await reused.json()).toMatchObject({ key: 'SESSAO_EXPIRADA' });
    // The newest tokens of the family went with it: the thief's and the patron's alike.
    expect((await refresh(third.refresh_token)).status).toBe(401);
    expect(await sessionUserStatus(third.access_token)).toBe(401);
    expect(await sessionUserStatus(second.access_token)).toBe(401);
    expect(await sessionUserStatus(other.access_token)).toBe(200);
    expect((await refresh(other.refresh_token)).status).toBe(200);
    await h.expectContractKept();
  });
});
