import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetDb } from '../../mocks/db';
import { lastRecoveryCode } from '../../mocks/handlers/people';
import { createMockServer } from '../../mocks/node';
import {
  exampleRequest,
  isWrite,
  operations,
  toFetch,
  type ContractOperation,
  type ProbeRequest,
} from '../tools/contract/requests';
import { declaredStatuses, responseDrift } from './openapi-contract';

/**
 * Every operation of the contract can be called from its own examples: the request built
 * from them (what `npm run contract:probe` sends first) gets the documented success answer
 * from the mock, on the mock's seed data. A few examples only succeed in a context the
 * example cannot carry; each is listed below with the reason.
 */
const root = 'http://localhost/api';

/** Operations the seed's `leitor` cannot complete, and the QA account that can. */
const accountFor: Record<string, { username: string; password: string; why: string }> = {
  createUserSwap: {
    username: 'varios',
    password: 'varios123',
    why: 'only a person with several logins switches',
  },
  updateLogin: {
    username: 'varios',
    password: 'varios123',
    why: 'the login must be the same person’s',
  },
  createNoDebtsDeclaration: {
    username: 'novo',
    password: 'novo123',
    why: 'a patron with loans or debts gets no declaration',
  },
};
/** Operations of an institution that uses OIDC login (`ify`). */
const oidcOperations = new Set(['startOidcLogin', 'validateOidcLogin']);

const ufx = await createMockServer();
const ify = await createMockServer({ profile: 'ify' });
beforeAll(() => ufx.server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => ufx.server.close());

const tokens = new Map<string, string>();
async function token(fields: Record<string, string>) {
  const key = JSON.stringify(fields);
  const known = tokens.get(key);
  if (known) return known;
  const response = await fetch(`${root}/oauth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  expect(response.status, `token for ${fields.username ?? fields.grant_type}`).toBe(200);
  const issued = ((await response.json()) as { access_token: string }).access_token;
  tokens.set(key, issued);
  return issued;
}

async function send(entry: ContractOperation, request: ProbeRequest) {
  const account = accountFor[entry.operationId] ?? { username: 'leitor', password: 'leitor123' };
  // The OIDC institution signs patrons in through its identity provider: public token there.
  const bearer =
    entry.schemes.includes('patron') && !oidcOperations.has(entry.operationId)
      ? await token({ grant_type: 'password', ...account, client_id: '4' })
      : entry.schemes.length
        ? await token({
            grant_type: 'client_credentials',
            client_id: 'probe',
            client_secret: 'probe',
          })
        : undefined;
  const { url, init } = toFetch(request, root, bearer);
  const response = await fetch(url, init);
  const text = await response.text();
  const type = response.headers.get('Content-Type');
  const body: unknown = text && type?.includes('json') ? JSON.parse(text) : text || undefined;
  const drift = responseDrift(
    {
      operationId: entry.operationId,
      template: entry.template,
      method: entry.method,
      operation: entry.operation,
      pathParams: request.pathParams,
    },
    response.status,
    type,
    body,
  );
  return { status: response.status, body, text, drift };
}

/** Values a login or recovery flow hands out at run time, put where the example has its own. */
async function flowValues(operationId: string): Promise<Record<string, string> | undefined> {
  const publicToken = () =>
    token({ grant_type: 'client_credentials', client_id: 'probe', client_secret: 'probe' });
  const get = async (path: string) =>
    (await fetch(`${root}${path}`, {
      headers: { Authorization: `Bearer ${await publicToken()}` },
    }).then((r) => r.json())) as Record<string, string>;
  switch (operationId) {
    case 'validateOidcLogin':
      return {
        nonce: (await get('/oidc/authorize?login=leitor%40ify.example.org')).nonce ?? '',
      };
    case 'validateSamlLogin':
      return {
        saml:
          new URL((await get('/saml/login')).link ?? 'http://x').searchParams.get('SAMLResponse') ??
          '',
      };
    case 'validateRecoveryCode':
    case 'updateRecoveredPassword':
      await get('/pessoas/leitor/recuperar-senha');
      return { code: lastRecoveryCode(ufx.context, 'leitor') ?? '' };
    default:
      return undefined;
  }
}

const successes = (operationId: string) =>
  declaredStatuses(operationId).filter((status) => status >= 200 && status < 300);

describe('the examples of every operation', () => {
  it('give every required parameter and request body an example', () => {
    const missing = operations
      .map((entry) => ({ operationId: entry.operationId, missing: exampleRequest(entry).missing }))
      .filter((entry) => entry.missing.length);
    expect(missing).toEqual([]);
  });

  it.each(operations.map((entry) => [entry.operationId, entry] as const))(
    '%s answers its examples with success',
    async (operationId, entry) => {
      const { request } = exampleRequest(entry);
      if (!request) return expect.fail(`${operationId} has no complete example`);
      const mock = oidcOperations.has(operationId) ? ify : ufx;
      if (mock !== ufx) {
        tokens.clear();
        ufx.server.close();
        mock.server.listen({ onUnhandledFrame: 'error' });
      }
      try {
        // Writes start from the seed, so that each example meets the data it was written for.
        if (isWrite(entry.method)) await resetDb(mock.context.db);
        const values = await flowValues(operationId);
        if (values) {
          // The example itself is well-formed: the server refuses it for its stale value only.
          const literal = await send(entry, request);
          expect(literal.drift).toEqual([]);
          expect([400, 401, 403, 404]).not.toContain(literal.status);
          request.body = {
            ...request.body!,
            value: { ...(request.body?.value as object), ...values },
          };
        }
        const answer = await send(entry, request);
        expect(answer.drift, `${operationId}: ${answer.text.slice(0, 300)}`).toEqual([]);
        expect(successes(operationId), `${operationId}: ${answer.text.slice(0, 300)}`).toContain(
          answer.status,
        );
      } finally {
        if (mock !== ufx) {
          tokens.clear();
          mock.server.close();
          ufx.server.listen({ onUnhandledFrame: 'error' });
        }
      }
      if (isWrite(entry.method)) await resetDb(mock.context.db);
    },
    // The first search builds the mock's search index.
    30_000,
  );
});
