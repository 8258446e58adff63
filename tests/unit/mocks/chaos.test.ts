// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createChaos, parseChaos, type ChaosFault } from '../../../mocks/chaos/chaos';
import { resetDb } from '../../../mocks/db';
import { createMockServer } from '../../../mocks/node';
import { qaAccounts } from '../../../mocks/patrons/qa-accounts';
import type { Schemas } from '../../../mocks/schema-types';
import { holdChoice, patronServiceFixtures } from '../../contract/patron-service-fixtures';

/* Chaos mode, the write journal and Idempotency-Key, as a caller of the mock sees them. */
const mock = await createMockServer();
const fixtures = patronServiceFixtures(mock.context.db);
beforeAll(() => mock.server.listen({ onUnhandledFrame: 'error' }));
afterEach(async () => {
  mock.context.chaos.set(null);
  mock.context.writes.clear();
  mock.context.idempotency.clear();
  await resetDb(mock.context.db);
});
afterAll(() => mock.server.close());

const operations = ['searchCatalogue', 'getTitle', 'createHold', 'listLoans', 'renewLoans'];
const fates = (seed: string, rate: number) => {
  const chaos = createChaos({ seed, rate, maxLatencyMs: 500 });
  return Array.from({ length: 300 }, (_, i) => chaos.decide(operations[i % operations.length]!));
};

/** The first seed whose first call of `operationId` meets `fault` (rate 1: every call fails). */
function seedWhose(operationId: string, fault: ChaosFault): string {
  for (let i = 0; i < 1000; i++) {
    if (
      createChaos({ seed: `s${i}`, rate: 1, maxLatencyMs: 0 }).decide(operationId)?.fault === fault
    )
      return `s${i}`;
  }
  throw new Error(`no seed gives ${fault}`);
}

const token = mock.context.tokens.issuePatron(String(qaAccounts.leitor.cod_pessoa)).access_token;
const send = (path: string, init: RequestInit = {}) =>
  fetch(`http://localhost/api${path}`, {
    ...init,
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      ...init.headers,
    },
  });
async function choiceFor(codAcervo: number) {
  const options = (await (
    await send(`/reserva/${codAcervo}/informacoes-iniciais`)
  ).json()) as Schemas['HoldOptions'];
  return {
    ...holdChoice(codAcervo, options.bibliotecas[0]!.cod_biblioteca),
    localizacao: options.localizacoes[0]!.codigo,
  };
}
const holdsOfLeitor = async () =>
  ((await (await send('/reserva')).json()) as Schemas['HoldList']).data;

describe('chaos mode', () => {
  it('reads seed, rate and maximum latency; anything malformed is no chaos', () => {
    expect(parseChaos('42:0.2:800')).toEqual({ seed: '42', rate: 0.2, maxLatencyMs: 800 });
    expect(parseChaos('run-7:1:0')).toEqual({ seed: 'run-7', rate: 1, maxLatencyMs: 0 });
    for (const text of ['', '42', '42:0.2', '42:1.5:100', '42:x:100', null])
      expect(parseChaos(text)).toBeNull();
  });

  it('the same seed gives the same faults and latencies, so a failing run can be replayed', () => {
    expect(fates('42', 0.3)).toEqual(fates('42', 0.3));
    expect(fates('42', 0.3)).not.toEqual(fates('43', 0.3));
  });

  it('the fate of a call does not depend on how concurrent calls of other operations interleave', () => {
    const alone = createChaos({ seed: '7', rate: 0.5, maxLatencyMs: 100 });
    const mixed = createChaos({ seed: '7', rate: 0.5, maxLatencyMs: 100 });
    const aloneHolds = [1, 2, 3].map(() => alone.decide('createHold'));
    const mixedHolds = [1, 2, 3].map(() => {
      mixed.decide('searchCatalogue');
      return mixed.decide('createHold');
    });
    expect(mixedHolds).toEqual(aloneHolds);
  });

  it('rate 0 never fails; every rate keeps latency under the maximum; the rate is about what was asked', () => {
    expect(fates('42', 0).every((fate) => fate?.fault === null)).toBe(true);
    const some = fates('42', 0.2);
    expect(some.every((fate) => fate!.latencyMs >= 0 && fate!.latencyMs <= 500)).toBe(true);
    const failed = some.filter((fate) => fate?.fault).length / some.length;
    expect(failed).toBeGreaterThan(0.1);
    expect(failed).toBeLessThan(0.3);
    // Every kind of fault turns up.
    expect(new Set(fates('42', 1).map((fate) => fate?.fault)).size).toBe(5);
  });

  it('answers 500, 503 and 429 with Retry-After in the contract’s error shape', async () => {
    mock.context.chaos.set({
      seed: seedWhose('searchCatalogue', 'status-429'),
      rate: 1,
      maxLatencyMs: 0,
    });
    const answer = await send('/consulta?termo=machado');
    expect(answer.status).toBe(429);
    expect(Number(answer.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
    const body = (await answer.json()) as Schemas['Error'];
    expect(body).toMatchObject({ status: 429, key: 'MUITAS_REQUISICOES' });
    mock.context.chaos.set({
      seed: seedWhose('searchCatalogue', 'status-503'),
      rate: 1,
      maxLatencyMs: 0,
    });
    expect((await send('/consulta?termo=machado')).status).toBe(503);
  });

  it('a timeout after the write really applies it: the patron gets no answer, but the hold is there', async () => {
    const title = fixtures.holdable[0]!;
    const before = (await holdsOfLeitor()).length;
    mock.context.chaos.set({
      seed: seedWhose('createHold', 'timeout-after-write'),
      rate: 1,
      maxLatencyMs: 0,
    });
    const place = () =>
      send('/reserva', {
        method: 'POST',
        body: JSON.stringify(holdChoice(title, 1)),
        headers: { 'Idempotency-Key': 'hold-1' },
      });
    await expect(place()).rejects.toThrow();
    mock.context.chaos.set(null);
    const after = await holdsOfLeitor();
    expect(after).toHaveLength(before + 1);
    expect(after.some((hold) => hold.cod_acervo === title)).toBe(true);
    expect(mock.context.writes.counts()).toEqual({ createHold: 1 });

    // Offered again with the same key: the first answer, and nothing written twice.
    const again = await place();
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotency-Replayed')).toBe('true');
    expect(await holdsOfLeitor()).toHaveLength(before + 1);
    expect(mock.context.writes.counts()).toEqual({ createHold: 1 });
    expect(mock.context.writes.replays()).toEqual({ createHold: 1 });
  });
});

describe('Idempotency-Key', () => {
  it('two racing calls with one key write once and get the same answer', async () => {
    const choice = await choiceFor(fixtures.holdable[1]!);
    const place = () =>
      send('/reserva', {
        method: 'POST',
        body: JSON.stringify(choice),
        headers: { 'Idempotency-Key': 'same' },
      });
    const [first, second] = await Promise.all([place(), place()]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(await second.json()).toEqual(await first.json());
    expect(mock.context.writes.counts()).toEqual({ createHold: 1 });
  });

  it('a refused write keeps nothing: the same key may be sent again and is answered for real', async () => {
    const place = (body: unknown) =>
      send('/reserva', {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { 'Idempotency-Key': 'after-400' },
      });
    expect((await place({ cod_acervo: fixtures.holdable[2] })).status).toBe(400);
    expect((await place(await choiceFor(fixtures.holdable[2]!))).status).toBe(201);
    expect(mock.context.writes.counts()).toEqual({ createHold: 1 });
  });

  it('without a key every applied write is journalled, and reads never are', async () => {
    await send('/reserva');
    expect(
      (
        await send('/reserva', {
          method: 'POST',
          body: JSON.stringify(holdChoice(fixtures.holdable[0]!, 1)),
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await send('/reserva', {
          method: 'POST',
          body: JSON.stringify(holdChoice(fixtures.holdable[0]!, 1)),
        })
      ).status,
    ).toBe(422);
    expect(mock.context.writes.counts()).toEqual({ createHold: 1 });
  });
});
