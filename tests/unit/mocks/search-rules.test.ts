// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockServer } from '../../../mocks/node';
import {
  getAuthorityIndex,
  getBrowseIndexes,
  getCatalogueIndex,
  getNetworkIndex,
} from '../../../mocks/search';

const mock = await createMockServer();
let token: string;
beforeAll(() => {
  mock.server.listen({ onUnhandledFrame: 'error' });
  token = mock.context.tokens.issuePublic().access_token;
  getCatalogueIndex();
  getNetworkIndex();
  getAuthorityIndex();
  getBrowseIndexes();
}, 60_000);
afterAll(() => mock.server.close());

interface Answer {
  consulta: {
    data: Array<{
      cod_acervo: number;
      titulo: string;
      autor: string | null;
      ano_publicacao: string | null;
      instituicao?: { cod_empresa: number; desc_empresa: string };
    }>;
    total: number;
    id: string;
    pesquisa: { filtros?: string[] };
    indice?: Array<{ termo: string; total: number }>;
    autoridades?: Array<{ tipo: string; cabecalho: string }>;
  };
  filtros: Array<{ tipo: string; codigo: string; total: number; totalSemFiltro: number }>;
}
const search = async (query: string): Promise<Answer> =>
  (await (
    await fetch(`http://localhost/api/consulta?${query}`, {
      headers: { Authorization: `Bearer ${token}` },
    })
  ).json()) as Answer;
const rows = (value: unknown) => `consulta=${encodeURIComponent(JSON.stringify(value))}`;

describe('GET /consulta translates its parameters into the engine query', () => {
  it('an author search finds the author first; the same terms give the same id', async () => {
    const first = await search('termo=machado%20de%20assis&tipoPesquisa=autor');
    expect(first.consulta.data[0]?.autor).toMatch(/^Assis, Machado de/);
    expect((await search('termo=machado%20de%20assis&tipoPesquisa=autor&page=2')).consulta.id).toBe(
      first.consulta.id,
    );
    expect((await search('termo=machado%20de%20assis&tipoPesquisa=titulo')).consulta.id).not.toBe(
      first.consulta.id,
    );
  });

  it('filters of one type OR, of different types AND; totalSemFiltro keeps the unfiltered counts', async () => {
    const base = await search('termo=romance');
    const years = base.filtros.filter((filter) => filter.tipo === 'Y').slice(0, 2);
    const either = await search(
      `termo=romance&filtro=Y:${years[0]!.codigo}&filtro=Y:${years[1]!.codigo}`,
    );
    expect(either.consulta.total).toBe(years[0]!.total + years[1]!.total);
    const language = base.filtros.find((filter) => filter.tipo === 'I')!;
    const both = await search(
      `termo=romance&filtro=Y:${years[0]!.codigo}&filtro=I:${language.codigo}`,
    );
    expect(both.consulta.total).toBeLessThanOrEqual(years[0]!.total);
    const kept = both.filtros.find(
      (filter) => filter.tipo === 'Y' && filter.codigo === years[0]!.codigo,
    )!;
    expect(kept.totalSemFiltro).toBe(years[0]!.totalSemFiltro);
    expect(both.consulta.pesquisa.filtros).toEqual([
      `Y:${years[0]!.codigo}`,
      `I:${language.codigo}`,
    ]);
  });

  it('advanced rows: NAO removes, OU adds', async () => {
    const assis = await search(rows([{ campo: 'autor', termo: 'assis', tipoTermo: 'livre' }]));
    const not = await search(
      rows([
        { campo: 'autor', termo: 'assis', tipoTermo: 'livre' },
        { campo: 'titulo', termo: 'casmurro', tipoTermo: 'livre', operador: 'NAO' },
      ]),
    );
    const or = await search(
      rows([
        { campo: 'autor', termo: 'assis', tipoTermo: 'livre' },
        { campo: 'autor', termo: 'lispector', tipoTermo: 'livre', operador: 'OU' },
      ]),
    );
    expect(not.consulta.total).toBeLessThan(assis.consulta.total);
    expect(or.consulta.total).toBeGreaterThan(assis.consulta.total);
    expect(not.consulta.data.some((record) => /casmurro/i.test(record.titulo))).toBe(false);
  });

  it('sort by year, newest first', async () => {
    const years = (await search('termo=romance&ordenacao=Y&quantPag=50')).consulta.data
      .map((record) => Number(record.ano_publicacao ?? 0))
      .filter(Boolean);
    expect(years).toEqual([...years].sort((a, b) => b - a));
  });

  it('new acquisitions are a subset of the local catalogue', async () => {
    const all = await search('termo=a');
    const recent = await search('termo=a&base=novas_aquisicoes');
    expect(recent.consulta.total).toBeLessThan(all.consulta.total);
  });

  it('network: each record names its institution; filter Z limits to one institution', async () => {
    const network = await search('termo=dom%20casmurro&base=rede');
    expect(network.consulta.data.every((record) => record.instituicao?.desc_empresa)).toBe(true);
    const institution = network.filtros.find((filter) => filter.tipo === 'Z')!;
    const one = await search(`termo=dom%20casmurro&base=rede&filtro=Z:${institution.codigo}`);
    expect(
      one.consulta.data.every(
        (record) => String(record.instituicao?.cod_empresa) === institution.codigo,
      ),
    ).toBe(true);
  });

  it('index browse starts at the heading where the term files; authority search by type', async () => {
    const browse = await search('termo=dom%20casmurro&base=indice&tipoIndice=titulo');
    expect(browse.consulta.indice?.[0]?.termo).toMatch(/^Dom Casmurro/);
    const people = await search('termo=assis&base=autoridade&tipoAutoridade=autor_pessoa');
    expect(people.consulta.autoridades?.every((hit) => hit.tipo === 'autor_pessoa')).toBe(true);
  });

  it('GET /filtros answers the filters of the last search of the tab', async () => {
    const answer = await search('termo=sertao&search_tab=avancada&filtro=T:1');
    const filters = (await (
      await fetch('http://localhost/api/filtros?search_tab=avancada', {
        headers: { Authorization: `Bearer ${token}` },
      })
    ).json()) as unknown;
    expect(filters).toEqual(answer.filtros);
  });

  it('stays fast: searches over 10k titles answer in milliseconds, end to end through msw', async () => {
    const terms = [
      'machado',
      'romance brasileiro',
      'sertao',
      'historia',
      'computacao',
      'educacao',
      'a',
      'literatura',
    ];
    const times: number[] = [];
    for (let i = 0; i < 40; i++) {
      const start = performance.now();
      await search(`termo=${encodeURIComponent(terms[i % terms.length]!)}&filtro=T:1`);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    // The engine itself is held to p95 <= 20 ms (tests/perf); these bounds add msw, fetch and
    // JSON and leave room for a busy CI machine, while an index rebuilt per request (~3 s) fails.
    expect(times[Math.floor(times.length / 2)]).toBeLessThan(50);
    expect(times[Math.floor(times.length * 0.95)]).toBeLessThan(250);
  });
});
