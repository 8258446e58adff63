import type {
  CatalogueCardRequest,
  CatalogueCardRequestTipoTrabalho,
  InterLibraryLoanRequest,
  SpecializedSearchRequest,
  SurveyRequest,
  SurveyRequestFormato,
  SwitchingRequest,
  SwitchingRequestGrauDefesa,
  SwitchingType,
} from '../../../api/generated/model';
import { fieldChecks, integerOf, optionalText, type Problems } from './field-rules';
import { formatPageRange, parsePageRange } from './page-range';

// Each form: its values as typed, the fields it requires, its rules (spec section 5 and the
// contract's bounds) and the body it sends. Pure, so each rule is unit-tested alone.

/* Bibliographic switching */

export interface SwitchingValues {
  tipo: SwitchingType;
  titulo_artigo: string;
  titulo_revista: string;
  titulo_documento: string;
  autor: string;
  ano: string;
  volume: string;
  numero: string;
  paginas: string;
  grau_defesa: SwitchingRequestGrauDefesa | '';
  email: string;
  observacao: string;
}
export type SwitchingField = Exclude<keyof SwitchingValues, 'tipo'>;

export const emptySwitching: SwitchingValues = {
  tipo: 'artigo',
  titulo_artigo: '',
  titulo_revista: '',
  titulo_documento: '',
  autor: '',
  ano: '',
  volume: '',
  numero: '',
  paginas: '',
  grau_defesa: '',
  email: '',
  observacao: '',
};

/** The fields each copy type asks for, in the order they show; `required` as in the contract. */
export const switchingFields: Record<
  SwitchingType,
  { shown: readonly SwitchingField[]; required: readonly SwitchingField[] }
> = {
  artigo: {
    shown: ['titulo_artigo', 'titulo_revista', 'autor', 'ano', 'volume', 'numero', 'paginas'],
    required: ['titulo_artigo', 'titulo_revista', 'ano', 'paginas'],
  },
  'tese-dissertacao': {
    shown: ['titulo_documento', 'autor', 'grau_defesa', 'ano'],
    required: ['titulo_documento', 'autor', 'grau_defesa', 'ano'],
  },
  'parte-documento': {
    shown: ['titulo_documento', 'titulo_artigo', 'autor', 'ano', 'paginas'],
    required: ['titulo_documento', 'titulo_artigo', 'paginas'],
  },
};

export function validateSwitching(values: SwitchingValues): Problems<SwitchingField> {
  const { shown, required } = switchingFields[values.tipo];
  const check = fieldChecks<SwitchingField>(values).required(...required);
  if (shown.includes('ano')) check.integer('ano', 1500, 2999);
  if (shown.includes('paginas')) check.pageRange('paginas');
  return check.email('email').problems;
}

export function toSwitchingRequest(values: SwitchingValues): SwitchingRequest {
  const { shown } = switchingFields[values.tipo];
  const pick = (field: SwitchingField) =>
    shown.includes(field) ? optionalText(String(values[field])) : undefined;
  const range = shown.includes('paginas') ? parsePageRange(values.paginas) : null;
  const body: SwitchingRequest = {
    titulo_artigo: pick('titulo_artigo'),
    titulo_revista: pick('titulo_revista'),
    titulo_documento: pick('titulo_documento'),
    autor: pick('autor'),
    ano: shown.includes('ano') ? integerOf(values.ano) : undefined,
    volume: pick('volume'),
    numero: pick('numero'),
    paginas: range?.ok ? formatPageRange(range) : undefined,
    grau_defesa:
      shown.includes('grau_defesa') && values.grau_defesa ? values.grau_defesa : undefined,
    email: values.email.trim(),
    observacao: optionalText(values.observacao),
  };
  return withoutUndefined(body);
}

/* Bibliographic survey */

export interface SurveyValues {
  assunto_geral: string;
  delimitacao_assunto: string;
  assunto_outro_idioma: string;
  data_inicio: string;
  data_fim: string;
  tipo_publicacao: string;
  formato: SurveyRequestFormato;
  palavras_chave: string;
  folha_rosto: boolean;
  sumario: boolean;
  resumo: boolean;
  pagina_inicial_bibliografia: string;
  pagina_final_bibliografia: string;
  total_paginas: string;
  ilustracoes: boolean;
}
export type SurveyField = keyof SurveyValues;

export const emptySurvey: SurveyValues = {
  assunto_geral: '',
  delimitacao_assunto: '',
  assunto_outro_idioma: '',
  data_inicio: '',
  data_fim: '',
  tipo_publicacao: '',
  formato: 'ambos',
  palavras_chave: '',
  folha_rosto: false,
  sumario: false,
  resumo: false,
  pagina_inicial_bibliografia: '',
  pagina_final_bibliografia: '',
  total_paginas: '',
  ilustracoes: false,
};

export const surveyRequired: readonly SurveyField[] = ['assunto_geral', 'formato'];

export function validateSurvey(values: SurveyValues): Problems<SurveyField> {
  return fieldChecks<SurveyField>(values)
    .required(...surveyRequired)
    .dateOrder('data_inicio', 'data_fim')
    .integer('pagina_inicial_bibliografia', 1)
    .integer('pagina_final_bibliografia', 1)
    .integer('total_paginas', 1)
    .pageOrder('pagina_inicial_bibliografia', 'pagina_final_bibliografia').problems;
}

export function toSurveyRequest(values: SurveyValues): SurveyRequest {
  return withoutUndefined({
    assunto_geral: values.assunto_geral.trim(),
    delimitacao_assunto: optionalText(values.delimitacao_assunto),
    assunto_outro_idioma: optionalText(values.assunto_outro_idioma),
    data_inicio: optionalText(values.data_inicio),
    data_fim: optionalText(values.data_fim),
    tipo_publicacao: optionalText(values.tipo_publicacao),
    formato: values.formato,
    palavras_chave: optionalText(values.palavras_chave),
    folha_rosto: values.folha_rosto,
    sumario: values.sumario,
    resumo: values.resumo,
    pagina_inicial_bibliografia: integerOf(values.pagina_inicial_bibliografia),
    pagina_final_bibliografia: integerOf(values.pagina_final_bibliografia),
    total_paginas: integerOf(values.total_paginas),
    ilustracoes: values.ilustracoes,
  });
}

/* Catalogue card */

export interface CatalogueCardValues {
  titulo: string;
  subtitulo: string;
  autor: string;
  orientador: string;
  coorientador: string;
  tipo_trabalho: CatalogueCardRequestTipoTrabalho | '';
  curso: string;
  ano: string;
  total_paginas: string;
  ilustracoes: boolean;
  palavras_chave: string;
  email: string;
  observacao: string;
}
export type CatalogueCardField = keyof CatalogueCardValues;

export const emptyCatalogueCard: CatalogueCardValues = {
  titulo: '',
  subtitulo: '',
  autor: '',
  orientador: '',
  coorientador: '',
  tipo_trabalho: '',
  curso: '',
  ano: '',
  total_paginas: '',
  ilustracoes: false,
  palavras_chave: '',
  email: '',
  observacao: '',
};

export const catalogueCardRequired: readonly CatalogueCardField[] = [
  'titulo',
  'autor',
  'tipo_trabalho',
  'ano',
  'total_paginas',
  'email',
];

/** The contract's limit of keywords on a catalogue card. */
export const CATALOGUE_CARD_MAX_KEYWORDS = 10;

/** Keywords typed as one text, separated by semicolons (as the basket's e-mail list). */
export const keywordsOf = (value: string) =>
  value
    .split(';')
    .map((word) => word.trim())
    .filter(Boolean);

export function validateCatalogueCard(values: CatalogueCardValues): Problems<CatalogueCardField> {
  return fieldChecks<CatalogueCardField>(values)
    .required(...catalogueCardRequired)
    .integer('ano', 1900, 2999)
    .integer('total_paginas', 1)
    .maxItems('palavras_chave', keywordsOf(values.palavras_chave), CATALOGUE_CARD_MAX_KEYWORDS)
    .email('email').problems;
}

export function toCatalogueCardRequest(values: CatalogueCardValues): CatalogueCardRequest {
  const keywords = keywordsOf(values.palavras_chave);
  return withoutUndefined({
    titulo: values.titulo.trim(),
    subtitulo: optionalText(values.subtitulo),
    autor: values.autor.trim(),
    orientador: optionalText(values.orientador),
    coorientador: optionalText(values.coorientador),
    tipo_trabalho: values.tipo_trabalho || 'tcc',
    curso: optionalText(values.curso),
    ano: integerOf(values.ano) ?? 0,
    total_paginas: integerOf(values.total_paginas) ?? 0,
    ilustracoes: values.ilustracoes,
    palavras_chave: keywords.length ? keywords : undefined,
    email: values.email.trim(),
    observacao: optionalText(values.observacao),
  });
}

/* Specialised search */

export interface SpecializedSearchValues {
  assunto: string;
  objetivo: string;
  palavras_chave: string;
  idiomas: string;
  data_inicio: string;
  data_fim: string;
  email: string;
  observacao: string;
}
export type SpecializedSearchField = keyof SpecializedSearchValues;

export const emptySpecializedSearch: SpecializedSearchValues = {
  assunto: '',
  objetivo: '',
  palavras_chave: '',
  idiomas: '',
  data_inicio: '',
  data_fim: '',
  email: '',
  observacao: '',
};

export const specializedSearchRequired: readonly SpecializedSearchField[] = ['assunto', 'email'];

export function validateSpecializedSearch(
  values: SpecializedSearchValues,
): Problems<SpecializedSearchField> {
  return fieldChecks<SpecializedSearchField>(values)
    .required('assunto')
    .dateOrder('data_inicio', 'data_fim')
    .email('email').problems;
}

export function toSpecializedSearchRequest(
  values: SpecializedSearchValues,
): SpecializedSearchRequest {
  return withoutUndefined({
    assunto: values.assunto.trim(),
    objetivo: optionalText(values.objetivo),
    palavras_chave: optionalText(values.palavras_chave),
    idiomas: optionalText(values.idiomas),
    data_inicio: optionalText(values.data_inicio),
    data_fim: optionalText(values.data_fim),
    email: values.email.trim(),
    observacao: optionalText(values.observacao),
  });
}

/* Inter-library loan */

export interface InterLibraryLoanValues {
  cod_empresa: string;
  titulo: string;
  autor: string;
  edicao: string;
  ano: string;
  isbn_issn: string;
  biblioteca_recebimento: string;
  email: string;
  observacao: string;
}
export type InterLibraryLoanField = keyof InterLibraryLoanValues;

export const emptyInterLibraryLoan: InterLibraryLoanValues = {
  cod_empresa: '',
  titulo: '',
  autor: '',
  edicao: '',
  ano: '',
  isbn_issn: '',
  biblioteca_recebimento: '',
  email: '',
  observacao: '',
};

export const interLibraryLoanRequired: readonly InterLibraryLoanField[] = [
  'titulo',
  'biblioteca_recebimento',
  'email',
];

export function validateInterLibraryLoan(
  values: InterLibraryLoanValues,
): Problems<InterLibraryLoanField> {
  return fieldChecks<InterLibraryLoanField>(values)
    .required('titulo', 'biblioteca_recebimento')
    .integer('ano', 1500, 2999)
    .email('email').problems;
}

export function toInterLibraryLoanRequest(values: InterLibraryLoanValues): InterLibraryLoanRequest {
  return withoutUndefined({
    cod_empresa: integerOf(values.cod_empresa),
    titulo: values.titulo.trim(),
    autor: optionalText(values.autor),
    edicao: optionalText(values.edicao),
    ano: integerOf(values.ano),
    isbn_issn: optionalText(values.isbn_issn),
    biblioteca_recebimento: integerOf(values.biblioteca_recebimento) ?? 0,
    email: values.email.trim(),
    observacao: optionalText(values.observacao),
  });
}

/** The body without the optional fields left blank (the contract's optional, not nullable). */
function withoutUndefined<T extends object>(body: T): T {
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) as T;
}
