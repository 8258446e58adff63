import { HttpResponse } from 'msw';
import { hashString } from '../db/prng';
import { foldText } from '../db/text';
import type { Schemas } from '../schema-types';
import {
  browseIndex,
  getAuthorityIndex,
  getBrowseIndexes,
  getCatalogueIndex,
  getNetworkIndex,
  searchAuthorities,
  searchCatalogue,
  searchNetwork,
  simpleSearchRows,
  SORT_OPTIONS,
  type CatalogueQuery,
  type FilterItem,
  type FilterSelection,
  type FilterType,
  type SearchRow,
  type SortCode,
} from '../search';
import { campusName, libraryByCode, LOOKUP_PAGE_SIZE, titleByCode } from './catalogue-support';
import { type MockContext, requestLanguage } from './context';
import { routesOf } from './routes';
import { badRequest, type FieldProblem, notFound } from './http-answers';
import { networkForcedDown, networkUnavailable } from './network';
import { codeList, integerQuery, textQuery } from './query-parameters';

type Language = 'pt' | 'en' | 'es';
type Base = Schemas['SearchBase'];
type SearchTypeName = Schemas['SearchType'];
type IndexTypeName = Schemas['IndexType'];
type AuthoritySearchTypeName = Schemas['AuthoritySearchType'];

const BASES: readonly Base[] = [
  'local',
  'rede',
  'repositorios',
  'novas_aquisicoes',
  'indice',
  'autoridade',
];
const SEARCH_TYPES: readonly SearchTypeName[] = [
  'livre',
  'titulo',
  'assunto',
  'autor',
  'livre_similar',
  'titulo_similar',
  'assunto_similar',
  'autor_similar',
];
const INDEX_TYPES: readonly IndexTypeName[] = [
  'titulo',
  'colecao',
  'autor',
  'assunto',
  'chamada',
  'isbn',
  'issn',
];
const AUTHORITY_SEARCH_TYPES: readonly AuthoritySearchTypeName[] = [
  'todos',
  'autor_pessoa',
  'autor_instituicao',
  'autor_evento',
  'titulo_uniforme',
  'assunto',
  'assunto_geografico',
  'genero_forma',
  'termo_cronologico',
  'subdivisao_geral',
  'subdivisao_genero_forma',
  'subdivisao_geografica',
  'subdivisao_cronologica',
];
const FIELDS = [
  'livre',
  'titulo',
  'autor',
  'assunto',
  'editora',
  'serie',
  'chamada',
  'isbn',
  'issn',
  'ano',
  'notas',
] as const;
const TERM_TYPES = ['livre', 'exato', 'palavra_inicial'] as const;
const OPERATORS = ['E', 'OU', 'NAO', 'PROXIMO', 'ANTES', 'DEPOIS'] as const;
const FILTER = /^(B|C|P|A|E|S|T|Y|X|I|R|K|NA_C|NA_A|Z):(.+)$/;
/** Repositories searched by `base=repositorios` (R codes): the institutional repository and the digital library. */
const OTHER_REPOSITORIES = [2, 3];

/** "The above field is required." of the search field (spec section 5). */
const FIELD_REQUIRED: Record<Language, string> = {
  pt: 'O campo acima é obrigatório.',
  en: 'The above field is required.',
  es: 'El campo de arriba es obligatorio.',
};

/** What identifies a search (its terms and where it runs); filters, page and sort vary under one id. */
interface SearchTerms {
  base: Base;
  termo: string | null;
  tipoPesquisa?: SearchTypeName;
  linhas?: Schemas['AdvancedSearchRow'][];
  tipoIndice?: IndexTypeName;
  tipoAutoridade?: AuthoritySearchTypeName;
}

function searchId(terms: SearchTerms): string {
  const text = JSON.stringify([
    terms.base,
    terms.termo,
    terms.tipoPesquisa,
    terms.linhas,
    terms.tipoIndice,
    terms.tipoAutoridade,
  ]);
  return `c${hashString(text).toString(16).padStart(8, '0')}${hashString(`x${text}`).toString(16).padStart(8, '0')}`;
}

function checkRows(
  value: unknown,
  problems: FieldProblem[],
): Schemas['AdvancedSearchRow'][] | undefined {
  if (!Array.isArray(value))
    return void problems.push({
      field: 'consulta',
      message: 'must be a JSON array of search rows',
    });
  if (value.length < 1 || value.length > 10)
    return void problems.push({ field: 'consulta', message: 'from 1 to 10 rows' });
  const before = problems.length;
  value.forEach((row: unknown, index) => {
    const at = `consulta[${index}]`;
    if (typeof row !== 'object' || row === null || Array.isArray(row))
      return void problems.push({ field: at, message: 'must be an object' });
    const record = row as Record<string, unknown>;
    if (!FIELDS.includes(record.campo as never))
      problems.push({ field: `${at}.campo`, message: `must be one of ${FIELDS.join(', ')}` });
    if (typeof record.termo !== 'string' || record.termo.trim() === '')
      problems.push({ field: `${at}.termo`, message: 'required' });
    else if (record.termo.length > 500)
      problems.push({ field: `${at}.termo`, message: 'at most 500 characters' });
    if (!TERM_TYPES.includes(record.tipoTermo as never))
      problems.push({
        field: `${at}.tipoTermo`,
        message: `must be one of ${TERM_TYPES.join(', ')}`,
      });
    if (record.operador !== undefined && !OPERATORS.includes(record.operador as never))
      problems.push({ field: `${at}.operador`, message: `must be one of ${OPERATORS.join(', ')}` });
  });
  if (problems.length > before) return undefined;
  return (value as Schemas['AdvancedSearchRow'][]).map(({ campo, termo, tipoTermo, operador }) => ({
    campo,
    termo,
    tipoTermo,
    operador: operador ?? 'E',
  }));
}

function enumParameter<T extends string>(
  url: URL,
  name: string,
  values: readonly T[],
  problems: FieldProblem[],
): T | undefined {
  const raw = url.searchParams.get(name);
  if (raw === null) return undefined;
  if (!(values as readonly string[]).includes(raw)) {
    problems.push({ field: name, message: `must be one of ${values.join(', ')}` });
    return undefined;
  }
  return raw as T;
}

interface ParsedSearch {
  terms: SearchTerms;
  filters: FilterSelection[];
  page: number;
  pageSize: number;
  sort: SortCode;
  tab: string | undefined;
}

/** Reads GET /consulta's query: the search, or the 400 answer naming every bad parameter. */
function parseSearch(
  url: URL,
  language: Language,
  remembered: Map<string, SearchTerms>,
): ParsedSearch | Response {
  const problems: FieldProblem[] = [];
  const params = url.searchParams;
  const termoRaw = params.get('termo');
  if (termoRaw !== null && termoRaw.length > 500)
    problems.push({ field: 'termo', message: 'at most 500 characters' });
  const tipoPesquisa = enumParameter(url, 'tipoPesquisa', SEARCH_TYPES, problems);
  const base = enumParameter(url, 'base', BASES, problems);
  const tipoIndice = enumParameter(url, 'tipoIndice', INDEX_TYPES, problems);
  const tipoAutoridade = enumParameter(url, 'tipoAutoridade', AUTHORITY_SEARCH_TYPES, problems);
  enumParameter(url, 'exibicao', ['D', 'C'] as const, problems);
  const ordenacao = params.get('ordenacao');
  if (ordenacao !== null && !SORT_OPTIONS.some((option) => option.codigo === ordenacao))
    problems.push({
      field: 'ordenacao',
      message: `must be one of ${SORT_OPTIONS.map((option) => option.codigo).join(', ')}`,
    });
  const page = integerQuery(url, 'page', { min: 1 });
  if (!page.ok) return page.answer;
  const size = integerQuery(url, 'quantPag', { min: 1, max: 100 });
  if (!size.ok) return size.answer;
  const tab = textQuery(url, 'search_tab', 50);
  if (!tab.ok) return tab.answer;
  const id = params.get('id');
  if (id !== null && id.length > 100)
    problems.push({ field: 'id', message: 'at most 100 characters' });
  const rawFilters = params.getAll('filtro');
  if (rawFilters.length > 100) problems.push({ field: 'filtro', message: 'at most 100 filters' });
  const filters: FilterSelection[] = [];
  for (const raw of rawFilters) {
    const match = FILTER.exec(raw);
    if (match) filters.push({ tipo: match[1] as FilterType, codigo: match[2]! });
    else problems.push({ field: 'filtro', message: `"${raw}" is not TIPO:codigo` });
  }
  let linhas: Schemas['AdvancedSearchRow'][] | undefined;
  const consulta = params.get('consulta');
  if (consulta !== null) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(consulta);
    } catch {
      problems.push({ field: 'consulta', message: 'invalid JSON' });
    }
    if (parsed !== undefined) linhas = checkRows(parsed, problems);
  }
  if (problems.length) return badRequest(problems);

  let terms: SearchTerms;
  const termo = termoRaw?.trim() ?? '';
  if (consulta !== null && linhas) {
    terms = { base: base ?? 'local', termo: null, linhas };
  } else if (termo !== '') {
    terms = { base: base ?? 'local', termo, tipoPesquisa: tipoPesquisa ?? 'livre' };
  } else if (id !== null && remembered.has(id)) {
    // Paging, sorting or filtering a previous search: its terms come back from the id.
    terms = { ...remembered.get(id)! };
    if (base) terms.base = base;
  } else {
    return badRequest(
      [{ field: 'termo', message: FIELD_REQUIRED[language] }],
      FIELD_REQUIRED[language],
    );
  }
  if (terms.base === 'indice') {
    terms.tipoIndice = tipoIndice ?? terms.tipoIndice;
    if (!terms.tipoIndice)
      return badRequest([{ field: 'tipoIndice', message: 'required when base=indice' }]);
  } else delete terms.tipoIndice;
  if (terms.base === 'autoridade')
    terms.tipoAutoridade = tipoAutoridade ?? terms.tipoAutoridade ?? 'todos';
  else delete terms.tipoAutoridade;
  return {
    terms,
    filters,
    page: page.value ?? 1,
    pageSize: size.value ?? 20,
    sort: (ordenacao as SortCode | null) ?? 'C',
    tab: tab.value,
  };
}

function engineRows(terms: SearchTerms): SearchRow[] {
  if (terms.linhas)
    return terms.linhas.map((row) => ({
      campo: row.campo,
      termo: row.termo,
      tipoTermo: row.tipoTermo,
      operador: row.operador,
    }));
  return simpleSearchRows(terms.termo ?? '', terms.tipoPesquisa ?? 'livre');
}

/** The words an index browse or an authority search starts from. */
const plainTerm = (terms: SearchTerms) =>
  terms.termo ?? terms.linhas?.map((row) => row.termo).join(' ') ?? '';

const toFilter = (item: FilterItem): Schemas['Filter'] => ({ ...item });

/** Runs a parsed search on the engine: the answer of GET /consulta. */
function runSearch(parsed: ParsedSearch): Schemas['SearchAnswer'] {
  const { terms, filters, page, pageSize, sort } = parsed;
  const id = searchId(terms);
  const pesquisa: Schemas['SearchQuery'] = {
    base: terms.base,
    termo: terms.termo,
    ...(terms.tipoPesquisa && !terms.linhas ? { tipoPesquisa: terms.tipoPesquisa } : {}),
    ...(terms.linhas ? { linhas: terms.linhas } : {}),
    ...(terms.tipoIndice ? { tipoIndice: terms.tipoIndice } : {}),
    ...(terms.tipoAutoridade ? { tipoAutoridade: terms.tipoAutoridade } : {}),
    filtros: filters.map((filter) => `${filter.tipo}:${filter.codigo}`),
  };
  if (terms.base === 'indice') {
    const browsed = browseIndex(getBrowseIndexes(), {
      tipoIndice: terms.tipoIndice!,
      termo: plainTerm(terms),
      pagina: page,
      quantPag: pageSize,
    });
    return {
      consulta: {
        data: [],
        total: browsed.total,
        id,
        base: terms.base,
        pesquisa,
        indice: browsed.data.map(({ termo, total }) => ({ termo, total })),
      },
      filtros: [],
    };
  }
  if (terms.base === 'autoridade') {
    const found = searchAuthorities(getAuthorityIndex(), {
      termo: plainTerm(terms),
      tipo: terms.tipoAutoridade,
      similar: terms.tipoPesquisa?.endsWith('_similar') ?? false,
      pagina: page,
      quantPag: pageSize,
    });
    return {
      consulta: {
        data: [],
        total: found.total,
        id,
        base: terms.base,
        pesquisa,
        autoridades: found.data,
      },
      filtros: [],
    };
  }
  const query: CatalogueQuery = {
    linhas: engineRows(terms),
    filtros: filters,
    ordenacao: sort,
    pagina: page,
    quantPag: pageSize,
  };
  if (terms.base === 'rede') {
    const answer = searchNetwork(getNetworkIndex(), query);
    return {
      consulta: { data: answer.data, total: answer.total, id, base: terms.base, pesquisa },
      filtros: answer.filtros.map(toFilter),
    };
  }
  if (terms.base === 'repositorios') query.repositorios = OTHER_REPOSITORIES;
  if (terms.base === 'novas_aquisicoes') query.novasAquisicoes = true;
  const answer = searchCatalogue(getCatalogueIndex(), query);
  return {
    consulta: { data: answer.data, total: answer.total, id, base: terms.base, pesquisa },
    filtros: answer.filtros.map(toFilter),
  };
}

/** Searches remembered for `id` paging and for GET /filtros; the oldest go first beyond this many. */
const REMEMBERED_SEARCHES = 500;

function remember<K, V>(map: Map<K, V>, key: K, value: V) {
  map.delete(key);
  map.set(key, value);
  if (map.size > REMEMBERED_SEARCHES) map.delete(map.keys().next().value as K);
}

const OPTION_LABELS = {
  archive: [
    {
      codigo: 'todos',
      pt: 'Todos os documentos',
      en: 'All documents',
      es: 'Todos los documentos',
      padrao: true,
    },
    { codigo: 'oficio', pt: 'Ofícios', en: 'Official letters', es: 'Oficios' },
    { codigo: 'memorando', pt: 'Memorandos', en: 'Memos', es: 'Memorandos' },
    { codigo: 'ata', pt: 'Atas', en: 'Minutes', es: 'Actas' },
    { codigo: 'processo', pt: 'Processos', en: 'Case files', es: 'Procesos' },
  ],
  normative: [
    { codigo: 'todos', pt: 'Todos os atos', en: 'All acts', es: 'Todos los actos', padrao: true },
    { codigo: 'lei', pt: 'Leis', en: 'Laws', es: 'Leyes' },
    { codigo: 'decreto', pt: 'Decretos', en: 'Decrees', es: 'Decretos' },
    { codigo: 'portaria', pt: 'Portarias', en: 'Ordinances', es: 'Ordenanzas' },
    { codigo: 'resolucao', pt: 'Resoluções', en: 'Resolutions', es: 'Resoluciones' },
    {
      codigo: 'instrucao_normativa',
      pt: 'Instruções normativas',
      en: 'Normative instructions',
      es: 'Instrucciones normativas',
    },
  ],
  caseLaw: [
    {
      codigo: 'todos',
      pt: 'Todos os tribunais',
      en: 'All courts',
      es: 'Todos los tribunales',
      padrao: true,
    },
    {
      codigo: 'stf',
      pt: 'Supremo Tribunal Federal',
      en: 'Federal Supreme Court',
      es: 'Supremo Tribunal Federal',
    },
    {
      codigo: 'stj',
      pt: 'Superior Tribunal de Justiça',
      en: 'Superior Court of Justice',
      es: 'Superior Tribunal de Justicia',
    },
    {
      codigo: 'tst',
      pt: 'Tribunal Superior do Trabalho',
      en: 'Superior Labour Court',
      es: 'Tribunal Superior del Trabajo',
    },
    {
      codigo: 'tj',
      pt: 'Tribunais de Justiça',
      en: 'State Courts of Justice',
      es: 'Tribunales de Justicia',
    },
  ],
  index: [
    { codigo: 'titulo', pt: 'Título', en: 'Title', es: 'Título' },
    { codigo: 'colecao', pt: 'Coleção', en: 'Series', es: 'Colección' },
    { codigo: 'autor', pt: 'Autor', en: 'Author', es: 'Autor' },
    { codigo: 'assunto', pt: 'Assunto', en: 'Subject', es: 'Materia' },
    { codigo: 'chamada', pt: 'Número de chamada', en: 'Call number', es: 'Signatura' },
    { codigo: 'isbn', pt: 'ISBN', en: 'ISBN', es: 'ISBN' },
    { codigo: 'issn', pt: 'ISSN', en: 'ISSN', es: 'ISSN' },
  ],
} as const;

const SORT_LABELS: Record<SortCode, Record<Language, string>> = {
  C: { pt: 'Relevância', en: 'Relevance', es: 'Relevancia' },
  T: { pt: 'Título (A-Z)', en: 'Title (A-Z)', es: 'Título (A-Z)' },
  A: { pt: 'Autor (A-Z)', en: 'Author (A-Z)', es: 'Autor (A-Z)' },
  Y: {
    pt: 'Ano de publicação (mais recente)',
    en: 'Publication year (newest)',
    es: 'Año de publicación (más reciente)',
  },
  YA: {
    pt: 'Ano de publicação (mais antigo)',
    en: 'Publication year (oldest)',
    es: 'Año de publicación (más antiguo)',
  },
  D: {
    pt: 'Data de aquisição (mais recente)',
    en: 'Acquisition date (newest)',
    es: 'Fecha de adquisición (más reciente)',
  },
};

/** Documents of the integrated standards provider (GET /produtos-target). */
const STANDARDS = [
  ['ABNT NBR 6023:2018', 'Informação e documentação — Referências — Elaboração'],
  ['ABNT NBR 10520:2023', 'Informação e documentação — Citações em documentos — Apresentação'],
  ['ABNT NBR 14724:2011', 'Informação e documentação — Trabalhos acadêmicos — Apresentação'],
  ['ABNT NBR 6028:2021', 'Informação e documentação — Resumo, resenha e recensão — Apresentação'],
  ['ABNT NBR 6027:2012', 'Informação e documentação — Sumário — Apresentação'],
  ['ABNT NBR 15287:2011', 'Informação e documentação — Projeto de pesquisa — Apresentação'],
  ['ABNT NBR ISO 9001:2015', 'Sistemas de gestão da qualidade — Requisitos'],
  [
    'ABNT NBR ISO/IEC 27001:2022',
    'Segurança da informação, segurança cibernética e proteção à privacidade — Sistemas de gestão da segurança da informação — Requisitos',
  ],
  [
    'ABNT NBR 9050:2020',
    'Acessibilidade a edificações, mobiliário, espaços e equipamentos urbanos',
  ],
  ['ABNT NBR 5410:2004', 'Instalações elétricas de baixa tensão'],
  ['ABNT NBR 6118:2023', 'Projeto de estruturas de concreto'],
  ['ABNT NBR 15575-1:2021', 'Edificações habitacionais — Desempenho — Parte 1: Requisitos gerais'],
] as const;

const DEFAULT_COVER =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="300" viewBox="0 0 200 300"><rect width="200" height="300" fill="#e6e9ee"/><rect x="60" y="95" width="80" height="105" rx="4" fill="none" stroke="#8a94a6" stroke-width="6"/><path d="M75 120h50M75 140h50M75 160h35" stroke="#8a94a6" stroke-width="6"/></svg>',
  );

/** "matches the start of any word of the description" (SearchText parameter). */
function startsAnyWord(description: string, text: string | undefined): boolean {
  const wanted = foldText(text?.trim() ?? '');
  if (!wanted) return true;
  const folded = foldText(description);
  return (
    folded.startsWith(wanted) ||
    folded.split(/[\s\-/(),.]+/).some((word) => word.startsWith(wanted)) ||
    folded.includes(` ${wanted}`)
  );
}

function lookupPage<T>(items: readonly T[], page: number) {
  const from = (page - 1) * LOOKUP_PAGE_SIZE;
  return {
    total: items.length,
    page,
    pageSize: LOOKUP_PAGE_SIZE,
    data: items.slice(from, from + LOOKUP_PAGE_SIZE),
  };
}

/** Search and its lookups: GET /consulta, filters, sort and form options, lookup lists. */
export function searchHandlers(context: MockContext) {
  const searchesById = new Map<string, SearchTerms>();
  const filtersBy = new Map<string, Schemas['Filter'][]>();

  const { publicGet } = routesOf(context);
  const options = (
    list: ReadonlyArray<{ codigo: string; pt: string; en: string; es: string; padrao?: boolean }>,
    language: Language,
  ): Schemas['SearchOption'][] =>
    list.map((item) => ({
      codigo: item.codigo,
      descricao: item[language],
      ...(item.padrao ? { padrao: true } : {}),
    }));
  const lookup = <T>(url: URL, all: () => T[], describe: (item: T) => string): Response => {
    const text = textQuery(url, 'search_text', 200);
    if (!text.ok) return text.answer;
    const page = integerQuery(url, 'page', { min: 1 });
    if (!page.ok) return page.answer;
    return HttpResponse.json(
      lookupPage(
        all().filter((item) => startsAnyWord(describe(item), text.value)),
        page.value ?? 1,
      ),
    );
  };
  const subjectItem = (row: {
    cod_disciplina: string;
    desc_disciplina: string;
    cod_campus: number;
  }): Schemas['LookupItem'] => ({
    codigo: row.cod_disciplina,
    descricao: row.desc_disciplina,
    cod_campus: row.cod_campus,
  });
  const courseItem = (row: {
    cod_curso: number;
    desc_curso: string;
    cod_campus: number;
  }): Schemas['LookupItem'] => ({
    codigo: String(row.cod_curso),
    descricao: row.desc_curso,
    cod_campus: row.cod_campus,
  });
  const professorItem = (row: {
    cod_professor: string;
    nome: string;
    cod_campus: number;
  }): Schemas['LookupItem'] => ({
    codigo: row.cod_professor,
    descricao: row.nome,
    cod_campus: row.cod_campus,
  });
  const libraryItem = (row: {
    cod_biblioteca: number;
    desc_biblioteca: string;
    cod_campus: number;
  }): Schemas['LookupLibrary'] => ({
    cod_biblioteca: row.cod_biblioteca,
    desc_biblioteca: row.desc_biblioteca,
    cod_campus: row.cod_campus,
  });
  /** A numeric lookup code: the number, or a 400. */
  const numericCode = (raw: unknown) => {
    const text = String(raw);
    return /^\d{1,9}$/.test(text) ? Number(text) : null;
  };
  const badCode = () => badRequest([{ field: 'code', message: 'must be a numeric code' }]);

  return [
    publicGet('/consulta', 'searchCatalogue', (request, url) => {
      const parsed = parseSearch(url, requestLanguage(request), searchesById);
      if (parsed instanceof Response) return parsed;
      if (parsed.terms.base === 'rede' && networkForcedDown(context)) return networkUnavailable();
      const answer = runSearch(parsed);
      remember(searchesById, answer.consulta.id, parsed.terms);
      remember(filtersBy, `id:${answer.consulta.id}`, answer.filtros);
      if (parsed.tab) remember(filtersBy, `tab:${parsed.tab}`, answer.filtros);
      remember(filtersBy, 'last', answer.filtros);
      return HttpResponse.json(answer satisfies Schemas['SearchAnswer']);
    }),
    publicGet('/consulta/ordenacao', 'listSortOptions', (request) => {
      const language = requestLanguage(request);
      const answer: Schemas['SortOption'][] = SORT_OPTIONS.map((option) => ({
        codigo: option.codigo,
        descricao: SORT_LABELS[option.codigo][language],
      }));
      return HttpResponse.json(answer);
    }),
    publicGet('/filtros', 'listFilters', (_request, url) => {
      const tab = textQuery(url, 'search_tab', 50);
      if (!tab.ok) return tab.answer;
      const id = textQuery(url, 'id', 100);
      if (!id.ok) return id.answer;
      // The filters of that search, else of the tab's last search, else of the session's last one.
      const answer =
        (id.value !== undefined ? filtersBy.get(`id:${id.value}`) : undefined) ??
        (tab.value !== undefined ? filtersBy.get(`tab:${tab.value}`) : undefined) ??
        (id.value === undefined && tab.value === undefined ? filtersBy.get('last') : undefined) ??
        [];
      return HttpResponse.json(answer satisfies Schemas['Filter'][]);
    }),
    publicGet('/opcoes-arquivo', 'listArchiveOptions', (request) =>
      HttpResponse.json(options(OPTION_LABELS.archive, requestLanguage(request))),
    ),
    publicGet('/opcoes-atos-normativos', 'listNormativeActOptions', (request) =>
      HttpResponse.json(options(OPTION_LABELS.normative, requestLanguage(request))),
    ),
    publicGet('/jurisprudencia-options', 'listCaseLawOptions', (request) =>
      HttpResponse.json(options(OPTION_LABELS.caseLaw, requestLanguage(request))),
    ),
    publicGet('/opcoes-indice', 'listIndexOptions', (request) => {
      const language = requestLanguage(request);
      const answer: Schemas['IndexOption'][] = OPTION_LABELS.index.map((item) => ({
        codigo: item.codigo,
        descricao: item[language],
      }));
      return HttpResponse.json(answer);
    }),
    publicGet('/titulos-adicionais', 'listAdditionalTitles', (_request, url) => {
      const codes = codeList(url);
      if (!codes.ok) return codes.answer;
      const answer: Schemas['AdditionalTitles'][] = codes.value.flatMap((code) => {
        const title = titleByCode(context.db, code);
        if (!title) return [];
        const titulos = [
          title.titulo_uniforme?.termo,
          title.serie ? `${title.serie}${title.volume ? `, v. ${title.volume}` : ''}` : null,
        ].filter((value): value is string => !!value && value !== title.titulo);
        return [{ cod_acervo: code, titulos }];
      });
      return HttpResponse.json(answer);
    }),
    publicGet('/acervos-indexados', 'listIndexedTitles', (_request, url) => {
      const codes = codeList(url);
      if (!codes.ok) return codes.answer;
      // Summaries exist for titles with an abstract and for periodicals (issue tables of contents).
      const answer: Schemas['IndexedTitle'][] = codes.value.map((code) => {
        const title = titleByCode(context.db, code);
        return {
          cod_acervo: code,
          indexado: !!title && (title.resumo !== null || title.cod_tipo_obra === 2),
        };
      });
      return HttpResponse.json(answer);
    }),
    publicGet('/produtos-target', 'listTargetProducts', (_request, url) => {
      const term = url.searchParams.get('termoPesquisa');
      if (term === null || term.trim() === '' || term.length > 500)
        return badRequest([
          {
            field: 'termoPesquisa',
            message: term === null || term.trim() === '' ? 'required' : 'at most 500 characters',
          },
        ]);
      const words = foldText(term).split(/\s+/).filter(Boolean);
      const answer: Schemas['TargetProduct'][] = STANDARDS.filter(([codigo, titulo]) => {
        const text = foldText(`${codigo} ${titulo}`);
        return words.every((word) => text.includes(word));
      }).map(([codigo, titulo]) => ({
        codigo,
        titulo,
        link: `https://normas.example.org/produto/${encodeURIComponent(codigo)}`,
      }));
      return HttpResponse.json(answer);
    }),
    publicGet('/imagem-padrao', 'getDefaultImage', () =>
      HttpResponse.json({ imagem: DEFAULT_COVER } satisfies Schemas['DefaultImage']),
    ),
    publicGet('/disciplinas', 'listSubjects', (_request, url) =>
      lookup(
        url,
        () => context.db.subjects.all().map(subjectItem),
        (item) => item.descricao,
      ),
    ),
    publicGet('/cursos', 'listCourses', (_request, url) =>
      lookup(
        url,
        () => context.db.courses.all().map(courseItem),
        (item) => item.descricao,
      ),
    ),
    publicGet('/professores', 'listProfessors', (_request, url) =>
      lookup(
        url,
        () => context.db.professors.all().map(professorItem),
        (item) => item.descricao,
      ),
    ),
    publicGet('/bibliotecas', 'listLookupLibraries', (_request, url) => {
      const campus = integerQuery(url, 'codCampus');
      if (!campus.ok) return campus.answer;
      return lookup(
        url,
        () =>
          context.db.libraries
            .all()
            .filter((row) => campus.value === undefined || row.cod_campus === campus.value)
            .map(libraryItem),
        (item) => item.desc_biblioteca,
      );
    }),
    publicGet('/professor/:code', 'getProfessor', (_request, _url, params) => {
      const row = context.db.professors.all().find((item) => item.cod_professor === params.code);
      return row ? HttpResponse.json(professorItem(row)) : notFound('Professor não encontrado');
    }),
    publicGet('/curso/:code', 'getCourse', (_request, _url, params) => {
      const code = numericCode(params.code);
      if (code === null) return badCode();
      const row = context.db.courses.all().find((item) => item.cod_curso === code);
      return row ? HttpResponse.json(courseItem(row)) : notFound('Curso não encontrado');
    }),
    publicGet('/campus/:code', 'getCampus', (_request, _url, params) => {
      const code = numericCode(params.code);
      if (code === null) return badCode();
      const name = campusName(context.db, code);
      return name
        ? HttpResponse.json({
            cod_campus: code,
            nome_campus: name,
          } satisfies Schemas['LookupCampus'])
        : notFound('Campus não encontrado');
    }),
    publicGet('/disciplina/:code', 'getSubject', (_request, _url, params) => {
      const row = context.db.subjects.all().find((item) => item.cod_disciplina === params.code);
      return row ? HttpResponse.json(subjectItem(row)) : notFound('Disciplina não encontrada');
    }),
    publicGet('/biblioteca/:code', 'getLookupLibrary', (_request, _url, params) => {
      const code = numericCode(params.code);
      if (code === null) return badCode();
      const row = libraryByCode(context.db, code);
      return row ? HttpResponse.json(libraryItem(row)) : notFound('Biblioteca não encontrada');
    }),
  ];
}
