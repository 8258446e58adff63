import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockServer } from '../../mocks/node';
import { qaAccounts } from '../../mocks/patrons/qa-accounts';
import { allOperations, matchOperation, requestProblems, requestShape } from './openapi-contract';

/**
 * A strict server refuses what it cannot accept: random bodies thrown at every write
 * operation get a 4xx (never a 5xx, never a crash) and leave the data as it was.
 */
const mock = await createMockServer();
const writes: { collection: string; kind: string }[] = [];
for (const [collection, store] of Object.entries(mock.context.db)) {
  for (const kind of ['create', 'update', 'delete'] as const) {
    store.hooks.on(kind, () => {
      writes.push({ collection, kind });
    });
  }
}
const patronToken = mock.context.tokens.issuePatron(
  String(qaAccounts.leitor.cod_pessoa),
).access_token;

beforeAll(() => mock.server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => mock.server.close());

const junk = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer({ min: -1e12, max: 1e12 }),
  fc.double(),
  fc.string({ maxLength: 40 }),
  fc.constantFrom('', ' ', '   ', 'a;b', 'not-an-email', '2026-13-45', '<script>x</script>'),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

/** Bodies shaped like the operation's (its field names) with values of any kind, and pure junk. */
function bodies(properties: string[]) {
  const shaped = properties.length
    ? fc.record(Object.fromEntries(properties.map((name) => [name, junk])), { requiredKeys: [] })
    : fc.constant({});
  return fc.oneof(shaped, shaped, fc.anything({ maxDepth: 2 }));
}

function encode(
  mediaType: string | undefined,
  body: unknown,
): { body: BodyInit; contentType?: string } {
  if (
    mediaType === 'application/x-www-form-urlencoded' &&
    body &&
    typeof body === 'object' &&
    !Array.isArray(body)
  ) {
    const form = new URLSearchParams();
    for (const [name, value] of Object.entries(body))
      form.set(name, typeof value === 'string' ? value : JSON.stringify(value));
    return { body: form.toString(), contentType: mediaType };
  }
  if (
    mediaType === 'multipart/form-data' &&
    body &&
    typeof body === 'object' &&
    !Array.isArray(body)
  ) {
    const form = new FormData();
    for (const [name, value] of Object.entries(body))
      form.set(name, typeof value === 'string' ? value : JSON.stringify(value));
    return { body: form };
  }
  return { body: JSON.stringify(body) ?? 'null', contentType: 'application/json' };
}

const writeOperations = allOperations.filter((op) => ['post', 'put', 'delete'].includes(op.method));

describe('random bodies at every write operation', () => {
  it.each(writeOperations.map((op) => [op.operationId] as const))(
    '%s answers 4xx and changes nothing',
    async (operationId) => {
      if (!mock.context.served.has(operationId))
        return expect.fail(`${operationId} is not served by the mock`);
      const shape = requestShape(operationId);
      const path = shape.template.replace(/\{([^}]+)\}/g, (_, name: string) =>
        name === 'type' ? 'artigo' : name === 'user' ? 'leitor' : '1',
      );
      await fc.assert(
        fc.asyncProperty(
          bodies(shape.mediaType ? shape.bodyProperties : shape.queryParameters),
          async (input) => {
            const url = new URL(`http://localhost/api${path}`);
            const init: RequestInit = {
              method: shape.method.toUpperCase(),
              headers: { Authorization: `Bearer ${patronToken}` },
            };
            let sent: unknown;
            if (shape.mediaType) {
              const encoded = encode(shape.mediaType, input);
              init.body = encoded.body;
              if (encoded.contentType)
                (init.headers as Record<string, string>)['Content-Type'] = encoded.contentType;
              sent =
                shape.mediaType === 'application/x-www-form-urlencoded'
                  ? Object.fromEntries(new URLSearchParams(encoded.body as string))
                  : input;
            } else if (input && typeof input === 'object' && !Array.isArray(input)) {
              for (const [name, value] of Object.entries(input))
                url.searchParams.set(name, String(value));
            }
            const match = matchOperation(shape.method, path);
            if (!match) throw new Error(`no route for ${path}`);
            // A random value that happens to be valid is not what this property is about.
            const valid = requestProblems(match, url, shape.mediaType ?? null, sent).length === 0;
            fc.pre(!valid || shape.mediaType === 'multipart/form-data');
            const before = writes.length;
            const response = await fetch(url, init);
            expect(
              response.status,
              `${operationId} answered ${response.status} to ${JSON.stringify(input)}`,
            ).toBeGreaterThanOrEqual(400);
            expect(
              response.status,
              `${operationId} answered ${response.status} to ${JSON.stringify(input)}`,
            ).toBeLessThan(500);
            expect(
              writes.slice(before),
              `${operationId} changed data on a refused request`,
            ).toEqual([]);
          },
        ),
        { numRuns: 20, seed: 20261122 },
      );
    },
  );
});
