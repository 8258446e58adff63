import { runEngine } from './engine';
import type { CatalogueIndex } from './catalogue-index';
import { toSearchRecord, type SearchRecord } from './search-record';
import type { CatalogueQuery, SearchAnswer, SearchRow, SearchType } from './types';

const ADDITIONAL_LETTERS = ['B', 'C', 'P', 'A', 'E', 'S'] as const;

/** The record of one document, with its additional data taken from its facet values. */
export function searchRecordAt(index: CatalogueIndex, position: number): SearchRecord {
  const title = index.titles[position]!;
  const engine = index.engine;
  const additional: SearchRecord['dados_adicionais'] = {};
  const courses: SearchRecord['cursos_disc'] = [];
  for (const id of engine.docFacets[position]!) {
    const value = engine.values[id]!;
    if ((ADDITIONAL_LETTERS as readonly string[]).includes(value.tipo)) {
      const letter = value.tipo as (typeof ADDITIONAL_LETTERS)[number];
      (additional[letter] ??= []).push({ codigo: value.codigo, descricao: value.descricao });
    }
    if (value.tipo === 'P') courses.push({ codigo: value.codigo, campus: value.campus });
  }
  return toSearchRecord(title, additional, courses, index.availability[position]!);
}

/** Catalogue search (bases local, repositorios and novas_aquisicoes): one page, total and filters. */
export function searchCatalogue(
  index: CatalogueIndex,
  query: CatalogueQuery,
): SearchAnswer<SearchRecord> {
  const answer = runEngine(index.engine, query);
  return {
    data: answer.page.map((position) => searchRecordAt(index, position)),
    total: answer.total,
    filtros: answer.filtros,
  };
}

/** The row of a simple search (`termo` + `tipoPesquisa`). */
export function simpleSearchRows(termo: string, tipoPesquisa: SearchType = 'livre'): SearchRow[] {
  const similar = tipoPesquisa.endsWith('_similar');
  const campo = tipoPesquisa.replace('_similar', '') as SearchRow['campo'];
  // A quoted term is an exact phrase, as users expect from web search engines.
  const quoted = /^"(.+)"$/.exec(termo.trim());
  return [
    { campo, termo: quoted ? quoted[1]! : termo, tipoTermo: quoted ? 'exato' : 'livre', similar },
  ];
}
