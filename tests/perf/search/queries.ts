import type {
  CatalogueQuery,
  FilterSelection,
  SearchRow,
  SortCode,
} from '../../../mocks/search/types';

/**
 * A realistic mix of catalogue searches: what patrons type (names, title words, subjects),
 * exact phrases, truncated and misspelt words, advanced searches with operators, filters,
 * sorts and deep pages. Deterministic, so two runs of the bench measure the same work.
 */
const WORDS = [
  'machado',
  'casmurro',
  'sertão',
  'amado',
  'romance',
  'brasileiro',
  'literatura',
  'história',
  'educação',
  'algorithms',
  'programming',
  'saúde',
  'quixote',
  'borges',
  'orwell',
  'memória',
  'identidade',
  'ensino',
  'periódicos',
  'mapa',
  'santa catarina',
  'soledad',
  'pride',
  'darwin',
  'evolution',
  'freire',
  'pedagogia',
  'clarice',
  'estrela',
  'gatsby',
  'cultura',
  'brasil',
  'narrador',
  'tese',
  'computer',
  'machine learning',
  'capitães',
  'vidas secas',
  'dom',
  'cien años',
];
const PHRASES = [
  'dom casmurro',
  'grande sertão',
  'cem anos de solidão',
  'pride and prejudice',
  'pedagogia do oprimido',
  'a hora da estrela',
  'introduction to algorithms',
  'literatura brasileira',
  'romance brasileiro',
  'saúde pública',
];
const PREFIXES = [
  'casm*',
  'sert*',
  'literat*',
  'educa*',
  'program*',
  'hist*',
  'pedag*',
  'quixo*',
  'algor*',
  'brasil*',
];
const TYPOS = [
  'casmuro',
  'sertao',
  'lispektor',
  'garcia marques',
  'ortografia',
  'pedagojia',
  'algoritms',
  'quijotte',
  'machadp',
  'literatuta',
];
const FILTER_SETS: FilterSelection[][] = [
  [],
  [{ tipo: 'T', codigo: '1' }],
  [
    { tipo: 'I', codigo: 'por' },
    { tipo: 'T', codigo: '1' },
    { tipo: 'T', codigo: '6' },
  ],
  [{ tipo: 'X', codigo: 'O' }],
  [
    { tipo: 'B', codigo: '1' },
    { tipo: 'Y', codigo: '0' },
    { tipo: 'Y', codigo: '2020' },
  ],
  [
    { tipo: 'A', codigo: '8' },
    { tipo: 'C', codigo: '1' },
  ],
  [{ tipo: 'E', codigo: 'companhia-das-letras' }],
];
const SORTS: SortCode[] = ['C', 'C', 'C', 'T', 'A', 'Y', 'YA'];

function pick<T>(items: readonly T[], n: number): T {
  return items[n % items.length]!;
}

export function benchmarkQueries(count: number): CatalogueQuery[] {
  const queries: CatalogueQuery[] = [];
  for (let i = 0; i < count; i++) {
    let linhas: SearchRow[];
    switch (i % 8) {
      case 0:
      case 1:
        linhas = [{ campo: 'livre', termo: pick(WORDS, i * 7) }];
        break;
      case 2:
        linhas = [
          {
            campo: pick(['titulo', 'livre'] as const, i),
            termo: pick(PHRASES, i),
            tipoTermo: 'exato',
          },
        ];
        break;
      case 3:
        linhas = [{ campo: 'livre', termo: pick(PREFIXES, i) }];
        break;
      case 4:
        linhas = [
          {
            campo: pick(['livre', 'autor', 'titulo'] as const, i),
            termo: pick(TYPOS, i),
            similar: true,
          },
        ];
        break;
      case 5:
        linhas = [
          { campo: 'livre', termo: pick(WORDS, i) },
          {
            campo: 'livre',
            termo: pick(WORDS, i + 3),
            operador: pick(['E', 'OU', 'NAO'] as const, i),
          },
        ];
        break;
      case 6:
        linhas = [
          {
            campo: 'titulo',
            termo: pick(['dom', 'grande', 'literatura', 'história', 'memória'], i),
          },
          {
            campo: 'titulo',
            termo: pick(['casmurro', 'sertão', 'brasileira', 'brasil', 'identidade'], i),
            operador: pick(['PROXIMO', 'ANTES', 'DEPOIS'] as const, i),
          },
        ];
        break;
      default:
        linhas = [
          {
            campo: pick(['autor', 'assunto', 'titulo'] as const, i),
            termo: pick(WORDS, i * 3),
            tipoTermo: i % 3 === 0 ? 'palavra_inicial' : 'livre',
          },
        ];
    }
    queries.push({
      linhas,
      filtros: pick(FILTER_SETS, i * 5),
      ordenacao: pick(SORTS, i * 11),
      pagina: i % 10 === 9 ? 1 + (i % 17) * 3 : 1,
      quantPag: i % 13 === 0 ? 50 : 20,
      novasAquisicoes: i % 41 === 0,
    });
  }
  return queries;
}
