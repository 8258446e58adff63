// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockServer } from '../../../mocks/node';

const mock = await createMockServer();
let visitor: string;
beforeAll(() => {
  mock.server.listen({ onUnhandledFrame: 'error' });
  visitor = mock.context.tokens.issuePublic().access_token;
});
afterAll(() => mock.server.close());
const get = async <T>(path: string) =>
  (await (
    await fetch(`http://localhost/api${path}`, { headers: { Authorization: `Bearer ${visitor}` } })
  ).json()) as T;

const PERIODICAL = 208;

describe('kardex', () => {
  it('only periodicals have a kardex; its years start at the reference year', async () => {
    expect(await get(`/kardex/${PERIODICAL}/permissao`)).toEqual({ permitido: true });
    expect(await get('/kardex/7/permissao')).toEqual({ permitido: false });
    const combo = await get<{ anos: number[]; bibliotecas: Array<{ cod_biblioteca: number }> }>(
      `/kardex/${PERIODICAL}/combobox-data`,
    );
    expect(combo.anos[0]).toBe(2026);
    expect(combo.bibliotecas.map((library) => library.cod_biblioteca)).toEqual([1, 4]);
  });

  it('no issue of the current year is dated after the reference day; a weekly has about 52 a year', async () => {
    const current = await get<{ fasciculos: Array<{ data_chegada: string | null }> }>(
      `/kardex/${PERIODICAL}/data?codPeriod=${PERIODICAL}&codBib=1&year=2026`,
    );
    expect(
      current.fasciculos.every(
        (issue) => issue.data_chegada === null || issue.data_chegada <= '2026-11-20',
      ),
    ).toBe(true);
    const last = await get<{ fasciculos: unknown[] }>(
      `/kardex/${PERIODICAL}/data?codPeriod=${PERIODICAL}&codBib=1&year=2025`,
    );
    expect(last.fasciculos).toHaveLength(52);
  });

  it('an issue never received has no copies', async () => {
    const year = await get<{
      fasciculos: Array<{ seqPar: number; seqSec: number; exemplares: number }>;
    }>(`/kardex/${PERIODICAL}/data?codPeriod=${PERIODICAL}&codBib=1&year=2025`);
    const missing = year.fasciculos.find((issue) => issue.exemplares === 0);
    if (!missing) return;
    const item = await get<{ copias: unknown[]; observacao: string }>(
      `/kardex/${PERIODICAL}/item?seqPar=${missing.seqPar}&seqSec=${missing.seqSec}&codPar=1`,
    );
    expect(item.copias).toEqual([]);
    expect(item.observacao).toBe('Fascículo não recebido');
  });

  it('summaries: issues flagged with a summary in the kardex; books with an abstract get a table of contents', async () => {
    const periodical = await get<{ sumarios: Array<{ entradas: unknown[] }> }>(
      `/sumario/${PERIODICAL}/dados`,
    );
    expect(periodical.sumarios.every((summary) => summary.entradas.length === 5)).toBe(true);
    const book = await get<{ sumarios: unknown[] }>('/sumario/3/dados');
    expect(book.sumarios).toHaveLength(1);
  });
});
