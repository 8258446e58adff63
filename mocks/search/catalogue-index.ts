import {
  availabilityOf,
  lendableLoanTypes,
  type CopyRow,
  type SeedData,
  type TitleRow,
} from '../db/collections';
import { addDays, getReferenceToday, toDayNumber } from '../db/reference-date';
import { getSeed, type SeedOptions } from '../db/seed';
import { classInfo } from '../db/seed/classification';
import { filingKey, foldText } from '../db/text';
import { buildEngine, slug, type Engine, type EngineDoc, type FacetValue } from './engine';
import { mainAuthorHeading, type SearchRecord } from './search-record';
import { NEW_ACQUISITION_DAYS } from './sort-options';

/** Everything the catalogue search needs, built once from the seed. */
export interface CatalogueIndex {
  engine: Engine;
  titles: readonly TitleRow[];
  /** cod_acervo -> document position. */
  positions: Map<number, number>;
  availability: Array<SearchRecord['exemplares']>;
  /** Day from which a title counts as a new acquisition. */
  newSince: string;
  seed: SeedData;
}

const DIGITAL_LIBRARY = 7;
const DIGITAL_COLLECTION = 9;

function titleTexts(title: TitleRow): EngineDoc['texts'] {
  const authors = title.autores
    .map((author) => (author.datas ? `${author.nome} ${author.datas}` : author.nome))
    .join(' ; ');
  const subjects = title.assuntos
    .map((subject) => [subject.termo, ...subject.subdivisoes.map((sub) => sub.termo)].join(' '))
    .join(' ; ');
  const titles = [title.titulo, title.subtitulo, title.titulo_uniforme?.termo]
    .filter(Boolean)
    .join(' : ');
  return {
    titulo: titles,
    autor: authors,
    assunto: subjects,
    editora: title.editora ?? undefined,
    serie: title.serie ?? undefined,
    chamada: title.chamada,
    isbn: title.isbn ?? undefined,
    issn: title.issn ?? undefined,
    ano: title.ano_publicacao === null ? undefined : String(title.ano_publicacao),
    notas: [
      title.resumo,
      ...title.notas,
      title.tese ? `${title.tese.grau} ${title.tese.programa} ${title.tese.instituicao}` : null,
    ]
      .filter(Boolean)
      .join(' '),
  };
}

export function buildCatalogueIndex(
  seed: SeedData,
  today: string = getReferenceToday(),
): CatalogueIndex {
  const libraries = new Map(seed.libraries.map((row) => [row.cod_biblioteca, row]));
  const collections = new Map(
    seed.shelfCollections.map((row) => [row.cod_colecao, row.desc_colecao]),
  );
  const courses = new Map(seed.courses.map((row) => [row.cod_curso, row]));
  const repositories = new Map(
    seed.repositories.map((row) => [row.cod_repositorio, row.desc_repositorio]),
  );
  const copiesByTitle = new Map<number, CopyRow[]>();
  for (const copy of seed.copies) {
    const list = copiesByTitle.get(copy.cod_acervo);
    if (list) list.push(copy);
    else copiesByTitle.set(copy.cod_acervo, [copy]);
  }
  const newSince = addDays(today, -NEW_ACQUISITION_DAYS);
  const todayNumber = toDayNumber(today);
  const availability: CatalogueIndex['availability'] = [];
  const lendable = lendableLoanTypes(seed.loanTypes);

  const docs: EngineDoc[] = seed.titles.map((title) => {
    const copies = copiesByTitle.get(title.cod_acervo) ?? [];
    availability.push(availabilityOf(copies, lendable));
    const acquired = toDayNumber(title.data_aquisicao);
    const isNew = acquired <= todayNumber && title.data_aquisicao >= newSince;
    const facets: FacetValue[] = [];
    const libraryCodes = new Set(copies.map((copy) => copy.cod_biblioteca));
    const collectionCodes = new Set(copies.map((copy) => copy.cod_colecao));
    if (title.acesso_remoto) {
      libraryCodes.add(DIGITAL_LIBRARY);
      if (copies.length === 0) collectionCodes.add(DIGITAL_COLLECTION);
    }
    for (const code of libraryCodes) {
      const library = libraries.get(code);
      if (library)
        facets.push({
          tipo: 'B',
          codigo: String(code),
          descricao: library.desc_biblioteca,
          campus: library.cod_campus,
        });
    }
    for (const code of collectionCodes) {
      facets.push({
        tipo: 'C',
        codigo: String(code),
        descricao: collections.get(code) ?? String(code),
        campus: null,
      });
      if (isNew)
        facets.push({
          tipo: 'NA_C',
          codigo: String(code),
          descricao: collections.get(code) ?? String(code),
          campus: null,
        });
    }
    for (const code of title.cursos) {
      const course = courses.get(code);
      if (course)
        facets.push({
          tipo: 'P',
          codigo: String(code),
          descricao: course.desc_curso,
          campus: course.cod_campus,
        });
    }
    facets.push({
      tipo: 'A',
      codigo: String(title.cod_area_cnpq),
      descricao: title.desc_area_cnpq,
      campus: null,
    });
    if (isNew)
      facets.push({
        tipo: 'NA_A',
        codigo: String(title.cod_area_cnpq),
        descricao: title.desc_area_cnpq,
        campus: null,
      });
    if (title.editora)
      facets.push({
        tipo: 'E',
        codigo: slug(title.editora),
        descricao: title.editora,
        campus: null,
      });
    if (title.serie)
      facets.push({ tipo: 'S', codigo: slug(title.serie), descricao: title.serie, campus: null });
    facets.push({
      tipo: 'T',
      codigo: String(title.cod_tipo_obra),
      descricao: title.desc_tipo_obra,
      campus: null,
    });
    facets.push(
      title.ano_publicacao === null
        ? { tipo: 'Y', codigo: '0', descricao: 'Sem data', campus: null }
        : {
            tipo: 'Y',
            codigo: String(title.ano_publicacao),
            descricao: String(title.ano_publicacao),
            campus: null,
          },
    );
    if (title.link_capa)
      facets.push({ tipo: 'X', codigo: 'C', descricao: 'Com capa', campus: null });
    if (title.acesso_remoto)
      facets.push({ tipo: 'X', codigo: 'O', descricao: 'Online', campus: null });
    if (title.possui_acessibilidade === 'S')
      facets.push({ tipo: 'X', codigo: 'A', descricao: 'Com acessibilidade', campus: null });
    facets.push({ tipo: 'I', codigo: title.idioma, descricao: title.idioma_desc, campus: null });
    facets.push({
      tipo: 'R',
      codigo: String(title.cod_repositorio),
      descricao: repositories.get(title.cod_repositorio) ?? '',
      campus: null,
    });
    facets.push({
      tipo: 'K',
      codigo: `${title.cod_area_conhecimento};${title.rota}`,
      descricao: `${title.cod_area_conhecimento} - ${classInfo(title.cod_area_conhecimento).descricao}`,
      campus: null,
    });
    const author = mainAuthorHeading(title);
    return {
      texts: titleTexts(title),
      facets,
      titleKey: filingKey(title.titulo, title.idioma),
      authorKey: author ? foldText(author) : null,
      year: title.ano_publicacao,
      acquired,
      isNew,
      repository: title.cod_repositorio,
      // The real edition should top the list of its own generated editions and translations.
      boost: title.origem === 'real' ? 1.5 : 1,
    };
  });

  return {
    engine: buildEngine(docs),
    titles: seed.titles,
    positions: new Map(seed.titles.map((title, position) => [title.cod_acervo, position])),
    availability,
    newSince,
    seed,
  };
}

const cache = new Map<SeedData, CatalogueIndex>();

/** The catalogue index of the (memoised) seed, built once per process. */
export function getCatalogueIndex(options: SeedOptions = {}): CatalogueIndex {
  const seed = getSeed(options);
  let index = cache.get(seed);
  if (!index) {
    const start = performance.now();
    index = buildCatalogueIndex(seed, options.today);
    cache.set(seed, index);
    // For the in-browser mock's cold-start figures (tests/perf/mock-cold-start.ts).
    performance.measure('mock:search-index', { start, end: performance.now() });
  }
  return index;
}
