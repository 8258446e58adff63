import type { SortCode } from './types';

/** Answer of GET /consulta/ordenacao; C (relevance) is the default of the spec. */
export const SORT_OPTIONS: ReadonlyArray<{ codigo: SortCode; descricao: string }> = [
  { codigo: 'C', descricao: 'Relevância' },
  { codigo: 'T', descricao: 'Título (A-Z)' },
  { codigo: 'A', descricao: 'Autor (A-Z)' },
  { codigo: 'Y', descricao: 'Ano de publicação (mais recente)' },
  { codigo: 'YA', descricao: 'Ano de publicação (mais antigo)' },
  { codigo: 'D', descricao: 'Data de aquisição (mais recente)' },
];

export const DEFAULT_SORT: SortCode = 'C';
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
/** Window of "new acquisitions", in days before the reference today. */
export const NEW_ACQUISITION_DAYS = 30;
