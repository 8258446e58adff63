// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetDb } from '../../../mocks/db';
import { createMockServer } from '../../../mocks/node';
import { qaAccounts } from '../../../mocks/patrons/qa-accounts';
import type { Schemas } from '../../../mocks/schema-types';
import {
  holdChoice,
  loanRequestForm,
  patronServiceFixtures,
} from '../../contract/patron-service-fixtures';

/*
 * Two patrons racing for one copy, as a back-end team sees the mock under concurrent writes:
 * every call waits a random latency (chaos mode at rate 0), so the two arrive interleaved.
 */
const mock = await createMockServer({ chaos: { seed: 'race', rate: 0, maxLatencyMs: 40 } });
const fixtures = patronServiceFixtures(mock.context.db);
beforeAll(() => mock.server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => resetDb(mock.context.db));
afterAll(() => mock.server.close());

const tokenOf = (who: keyof typeof qaAccounts) =>
  mock.context.tokens.issuePatron(String(qaAccounts[who].cod_pessoa)).access_token;

async function call<T>(who: keyof typeof qaAccounts, path: string, method = 'GET', json?: unknown) {
  const response = await fetch(`http://localhost/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${tokenOf(who)}`, 'Content-Type': 'application/json' },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  return { status: response.status, body: (await response.json()) as T };
}

describe('concurrent writes on one copy', () => {
  it('two patrons asking for the last copy on the shelf at once: one wins, the other gets the refusal', async () => {
    const entry = fixtures.singleCopy[0]!;
    const ask = (who: 'leitor' | 'professor') =>
      call<Schemas['Error']>(
        who,
        `/solicitacao-emprestimo/${entry.cod_acervo}`,
        'POST',
        loanRequestForm(entry.biblioteca),
      );
    for (let round = 0; round < 5; round++) {
      const answers = await Promise.all([ask('leitor'), ask('professor')]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422]);
      expect(answers.find((answer) => answer.status === 422)?.body.key).toBe(
        'SOLICITACAO_EXEMPLARES_JA_SOLICITADOS',
      );
      expect(
        mock.context.db.loanRequests.all().filter((row) => row.cod_acervo === entry.cod_acervo),
      ).toHaveLength(1);
      await resetDb(mock.context.db);
    }
  });

  it('two patrons holding one copy at once both queue, at distinct positions 1 and 2', async () => {
    const title = fixtures.holdable[0]!;
    const options = (
      await call<Schemas['HoldOptions']>('leitor', `/reserva/${title}/informacoes-iniciais`)
    ).body;
    const choice = {
      ...holdChoice(title, options.bibliotecas[0]!.cod_biblioteca),
      localizacao: options.localizacoes[0]!.codigo,
    };
    const placed = await Promise.all([
      call<Schemas['Hold']>('leitor', '/reserva', 'POST', choice),
      call<Schemas['Hold']>('professor', '/reserva', 'POST', choice),
    ]);
    expect(placed.map((answer) => answer.status)).toEqual([201, 201]);
    expect(placed.map((answer) => answer.body.posicao_fila).sort()).toEqual([1, 2]);
  });

  it('one patron racing two holds for the last place under the hold limit: one wins, the other gets the limit refusal', async () => {
    const choiceFor = async (title: number) => {
      const options = (
        await call<Schemas['HoldOptions']>('leitor', `/reserva/${title}/informacoes-iniciais`)
      ).body;
      return {
        ...holdChoice(title, options.bibliotecas[0]!.cod_biblioteca),
        localizacao: options.localizacoes[0]!.codigo,
      };
    };
    const current = async () => (await call<Schemas['HoldList']>('leitor', '/reserva')).body;
    expect(fixtures.holdable.length).toBeGreaterThanOrEqual(2);
    for (let round = 0; round < 5; round++) {
      // Fill leitor's holds up to one below the limit with holds of the seed's other titles.
      const { total, limite } = await current();
      const free = limite - total;
      const fillers = fixtures.holdable.slice(2, 2 + free - 1);
      expect(fillers).toHaveLength(free - 1);
      for (const title of fillers)
        expect((await call('leitor', '/reserva', 'POST', await choiceFor(title))).status).toBe(201);
      const last = await Promise.all(fixtures.holdable.slice(0, 2).map(choiceFor));
      const answers = await Promise.all(
        last.map((choice) => call<Schemas['Error']>('leitor', '/reserva', 'POST', choice)),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422]);
      expect(answers.find((answer) => answer.status === 422)?.body.key).toBe(
        'RESERVA_LIMITE_EXCEDIDO',
      );
      expect((await current()).total).toBe(limite);
      await resetDb(mock.context.db);
    }
  });

  it('one patron sending the same hold twice at once gets it once and the spec’s refusal', async () => {
    const title = fixtures.holdable[1]!;
    const options = (
      await call<Schemas['HoldOptions']>('leitor', `/reserva/${title}/informacoes-iniciais`)
    ).body;
    const choice = {
      ...holdChoice(title, options.bibliotecas[0]!.cod_biblioteca),
      localizacao: options.localizacoes[0]!.codigo,
    };
    const answers = await Promise.all([
      call<Schemas['Error']>('leitor', '/reserva', 'POST', choice),
      call<Schemas['Error']>('leitor', '/reserva', 'POST', choice),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422]);
    expect(answers.find((answer) => answer.status === 422)?.body.key).toBe('RESERVA_JA_EXISTENTE');
  });
});
