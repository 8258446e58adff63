import { beforeAll, describe, expect, it } from 'vitest';
import {
  getAuthorityIndex,
  getBrowseIndexes,
  getCatalogueIndex,
  getNetworkIndex,
} from '../../mocks/search';
import { patronPortalHarness } from './patron-portal-harness';

const harness = await patronPortalHarness();
const { call, publicToken, expectContractKept, mock } = harness;
let token: string;

beforeAll(async () => {
  // The engine's indexes are built once per process; build them here, not inside a timed test.
  getCatalogueIndex();
  getNetworkIndex();
  getAuthorityIndex();
  getBrowseIndexes();
  token = await publicToken();
}, 60_000);

type Answer = {
  consulta: {
    data: Array<{ cod_acervo: number; instituicao?: { cod_empresa: number } }>;
    total: number;
    id: string;
    base: string;
    indice?: unknown[];
    autoridades?: unknown[];
  };
  filtros: Array<{ tipo: string; codigo: string; total: number; totalSemFiltro: number }>;
};
const search = async (query: string) => {
  const response = await call(`/consulta?${query}`, { token });
  return {
    status: response.status,
    body: (await response.json()) as Answer & { fields?: Array<{ field: string }> },
  };
};

describe('searchCatalogue (GET /consulta)', () => {
  it('simple search: one page, total and filters with both counts', async () => {
    const { status, body } = await search('termo=machado%20de%20assis&tipoPesquisa=autor');
    expect(status).toBe(200);
    expect(body.consulta.total).toBeGreaterThan(0);
    expect(body.consulta.data.length).toBeLessThanOrEqual(20);
    expect(body.filtros.some((filter) => filter.tipo === 'T')).toBe(true);
    await expectContractKept();
  });

  it('filters narrow the result; the id pages and filters the same search', async () => {
    const first = await search('termo=sertao');
    const type = first.body.filtros.find((filter) => filter.tipo === 'T')!;
    const filtered = await search(
      `id=${first.body.consulta.id}&filtro=T:${type.codigo}&page=1&quantPag=5&ordenacao=T&exibicao=C`,
    );
    expect(filtered.status).toBe(200);
    expect(filtered.body.consulta.id).toBe(first.body.consulta.id);
    expect(filtered.body.consulta.total).toBe(type.total);
    expect(filtered.body.consulta.data.length).toBeLessThanOrEqual(5);
    await expectContractKept();
  });

  it('advanced search with operators, and every base', async () => {
    const rows = encodeURIComponent(
      JSON.stringify([
        { campo: 'titulo', termo: 'dom casmurro', tipoTermo: 'exato' },
        { campo: 'autor', termo: 'assis', tipoTermo: 'livre', operador: 'E' },
      ]),
    );
    expect((await search(`consulta=${rows}`)).status).toBe(200);
    for (const base of ['repositorios', 'novas_aquisicoes'])
      expect((await search(`termo=a&base=${base}`)).status).toBe(200);
    const network = await search('termo=dom%20casmurro&base=rede');
    expect(network.status).toBe(200);
    expect(network.body.consulta.data[0]?.instituicao).toBeDefined();
    const index = await search('termo=dom&base=indice&tipoIndice=titulo');
    expect(index.status).toBe(200);
    expect(index.body.consulta.indice?.length).toBeGreaterThan(0);
    const authorities = await search('termo=assis&base=autoridade&tipoAutoridade=autor_pessoa');
    expect(authorities.status).toBe(200);
    expect(authorities.body.consulta.autoridades?.length).toBeGreaterThan(0);
    await expectContractKept();
  });

  it('400: no term, bad consulta, index without tipoIndice, bad filter; 401 without a token; 500 forced', async () => {
    expect((await search('tipoPesquisa=livre')).body.fields?.[0]?.field).toBe('termo');
    expect((await search('termo=%20%20')).status).toBe(400);
    expect((await search('consulta=nao-json')).body.fields?.[0]?.field).toBe('consulta');
    expect(
      (
        await search(
          `consulta=${encodeURIComponent('[{"campo":"x","termo":"a","tipoTermo":"livre"}]')}`,
        )
      ).status,
    ).toBe(400);
    expect((await search('termo=a&base=indice')).body.fields?.[0]?.field).toBe('tipoIndice');
    expect((await search('termo=a&filtro=Q:1')).status).toBe(400);
    expect((await search('termo=a&quantPag=500')).status).toBe(400);
    expect((await search('termo=a&ordenacao=ZZ')).status).toBe(400);
    expect((await call('/consulta?termo=a')).status).toBe(401);
    mock.context.scenarios.set('searchCatalogue:500');
    expect((await search('termo=a')).status).toBe(500);
    await expectContractKept();
  });
});

describe('filters, options and lookups', () => {
  it('listFilters answers the filters of the last search, by id and by tab', async () => {
    const { body } = await search('termo=romance&search_tab=geral');
    const byId = await call(`/filtros?id=${body.consulta.id}`, { token });
    expect(await byId.json()).toEqual(body.filtros);
    const byTab = await call('/filtros?search_tab=geral', { token });
    expect(((await byTab.json()) as unknown[]).length).toBe(body.filtros.length);
    expect(await (await call('/filtros?search_tab=nunca', { token })).json()).toEqual([]);
    expect((await call('/filtros')).status).toBe(401);
    mock.context.scenarios.set('listFilters:500');
    expect((await call('/filtros', { token })).status).toBe(500);
    await expectContractKept();
  });

  it.each([
    '/consulta/ordenacao',
    '/opcoes-arquivo',
    '/opcoes-atos-normativos',
    '/opcoes-indice',
    '/jurisprudencia-options',
    '/imagem-padrao',
    '/titulos-adicionais?acervos=1,7,999999',
    '/acervos-indexados?acervos=1,7,999999',
    '/produtos-target?termoPesquisa=referencias',
    '/disciplinas?search_text=fund&page=1',
    '/cursos?search_text=letras',
    '/professores',
    '/bibliotecas?codCampus=1',
    '/professor/P001',
    '/curso/101',
    '/campus/1',
    '/disciplina/10101',
    '/biblioteca/1',
  ])('GET %s: 200, 401 without a token', async (path) => {
    expect((await call(path, { token, headers: { idioma: '5' } })).status).toBe(200);
    expect((await call(path)).status).toBe(401);
    await expectContractKept();
  });

  it('400 and 404 answers of the lookups', async () => {
    expect((await call('/titulos-adicionais?acervos=a,b', { token })).status).toBe(400);
    expect((await call('/acervos-indexados', { token })).status).toBe(400);
    expect((await call('/produtos-target', { token })).status).toBe(400);
    expect((await call('/curso/abc', { token })).status).toBe(400);
    expect((await call('/campus/x', { token })).status).toBe(400);
    expect((await call('/biblioteca/x', { token })).status).toBe(400);
    for (const path of [
      '/professor/NAO',
      '/curso/999',
      '/campus/99',
      '/disciplina/NAO',
      '/biblioteca/99',
    ])
      expect((await call(path, { token })).status).toBe(404);
    await expectContractKept();
  });
});
