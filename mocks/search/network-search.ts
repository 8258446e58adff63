import type { NetworkTitleRow, SeedData } from '../db/collections';
import { toDayNumber } from '../db/reference-date';
import { filingKey, foldText } from '../db/text';
import { buildEngine, runEngine, type Engine, type EngineDoc, type FacetValue } from './engine';
import { CLASSIFICATION_SCHEME, type SearchRecord } from './search-record';
import type { CatalogueQuery, SearchAnswer } from './types';

/** A network search record (contract NetworkSearchRecord): the record plus where it is held. */
export interface NetworkSearchRecord extends SearchRecord {
  instituicao: { cod_empresa: number; desc_empresa: string; sigla: string | null };
  tipo_obra: string | null;
  /** Network record id (GET /rede/acervo/{id}). */
  acervo: number;
}

export interface NetworkIndex {
  engine: Engine;
  rows: readonly NetworkTitleRow[];
  acronyms: Map<number, string>;
}

export function buildNetworkIndex(seed: SeedData): NetworkIndex {
  const docs: EngineDoc[] = seed.networkTitles.map((row) => {
    const facets: FacetValue[] = [
      {
        tipo: 'Z',
        codigo: String(row.instituicao.cod_empresa),
        descricao: row.instituicao.desc_empresa,
        campus: null,
      },
      { tipo: 'T', codigo: String(row.cod_tipo_obra), descricao: row.desc_tipo_obra, campus: null },
      row.ano_publicacao === null
        ? { tipo: 'Y', codigo: '0', descricao: 'Sem data', campus: null }
        : {
            tipo: 'Y',
            codigo: String(row.ano_publicacao),
            descricao: String(row.ano_publicacao),
            campus: null,
          },
      { tipo: 'I', codigo: row.idioma, descricao: row.idioma_desc, campus: null },
    ];
    return {
      texts: {
        titulo: [row.titulo, row.subtitulo].filter(Boolean).join(' : '),
        autor: row.autores.join(' ; '),
        assunto: row.assuntos.join(' ; '),
        editora: row.editora ?? undefined,
        chamada: row.classificacao,
        isbn: row.isbn ?? undefined,
        issn: row.issn ?? undefined,
        ano: row.ano_publicacao === null ? undefined : String(row.ano_publicacao),
      },
      facets,
      titleKey: filingKey(row.titulo, row.idioma),
      authorKey: row.autor ? foldText(row.autor) : null,
      year: row.ano_publicacao,
      acquired: toDayNumber('1970-01-01'),
      isNew: false,
      repository: 1,
    };
  });
  return {
    engine: buildEngine(docs),
    rows: seed.networkTitles,
    acronyms: new Map(seed.institutions.map((row) => [row.cod_empresa, row.sigla])),
  };
}

function toNetworkRecord(index: NetworkIndex, row: NetworkTitleRow): NetworkSearchRecord {
  return {
    cod_acervo: row.acervo,
    titulo: row.subtitulo ? `${row.titulo}: ${row.subtitulo}` : row.titulo,
    autor: row.autor,
    editora: row.editora,
    edicao: row.edicao,
    cod_tipo_obra: row.cod_tipo_obra,
    desc_tipo_obra: row.desc_tipo_obra,
    ano_publicacao: row.ano_publicacao === null ? null : String(row.ano_publicacao),
    idioma: row.idioma,
    idioma_desc: row.idioma_desc,
    link_capa: null,
    acesso_remoto: 'N',
    possui_acessibilidade: 'N',
    ...CLASSIFICATION_SCHEME,
    cod_area_conhecimento: row.classificacao.slice(0, 3),
    rota: null,
    dados_adicionais: {},
    cursos_disc: [],
    areas_conhecimento: [],
    tipo_contido: null,
    exemplares: { total: 0, disponiveis: 0, circulantes: 0 },
    instituicao: {
      ...row.instituicao,
      sigla: index.acronyms.get(row.instituicao.cod_empresa) ?? null,
    },
    tipo_obra: row.desc_tipo_obra,
    acervo: row.cod_rede,
  };
}

/** Network catalogue search: filters Z (institution), T (type), Y and I. */
export function searchNetwork(
  index: NetworkIndex,
  query: CatalogueQuery,
): SearchAnswer<NetworkSearchRecord> {
  const answer = runEngine(index.engine, query);
  return {
    data: answer.page.map((position) => toNetworkRecord(index, index.rows[position]!)),
    total: answer.total,
    filtros: answer.filtros,
  };
}
