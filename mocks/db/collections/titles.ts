import { recordSchema } from '../schema';
import { defineCollection } from './define-collection';

export type AuthorRole =
  'autor' | 'tradutor' | 'orientador' | 'organizador' | 'direcao' | 'narrador' | 'ilustrador';
export type AuthorKind = 'pessoa' | 'instituicao' | 'evento';

export interface TitleAuthor {
  cod_autoridade: number;
  /** Heading form: "Assis, Machado de" for people, full name for institutions and events. */
  nome: string;
  datas: string | null;
  tipo: AuthorKind;
  funcao: AuthorRole;
  /** The main entry (MARC 1xx); the others are added entries (7xx). */
  principal: boolean;
}

export type SubjectKind = 'topico' | 'geografico' | 'genero_forma' | 'cronologico' | 'pessoa';
export type SubdivisionKind = 'geral' | 'forma' | 'geografica' | 'cronologica';

export interface TitleSubject {
  cod_autoridade: number;
  termo: string;
  tipo: SubjectKind;
  /** Only on person subjects (600 $d). */
  datas?: string;
  subdivisoes: Array<{ cod_autoridade: number; tipo: SubdivisionKind; termo: string }>;
}

/** Kinds of material; `cod_tipo_obra` values of the work-types collection. */
export const WORK_TYPE = {
  livro: 1,
  periodico: 2,
  tese: 3,
  dissertacao: 4,
  tcc: 5,
  ebook: 6,
  mapa: 7,
  video: 8,
  audiolivro: 9,
  anais: 10,
} as const;

export interface TitleRow {
  cod_acervo: number;
  /** `real` rows come from the committed core; `gerado` rows are derived from them. */
  origem: 'real' | 'gerado';
  /** Groups editions, translations and formats of one work (uniform title). */
  cod_obra: number;
  cod_tipo_obra: number;
  desc_tipo_obra: string;
  titulo: string;
  subtitulo: string | null;
  titulo_uniforme: { cod_autoridade: number; termo: string; idioma: string | null } | null;
  autores: TitleAuthor[];
  edicao: string | null;
  local_publicacao: string | null;
  editora: string | null;
  ano_publicacao: number | null;
  paginas: number | null;
  descricao_fisica: string;
  serie: string | null;
  volume: string | null;
  isbn: string | null;
  issn: string | null;
  /** MARC language code (por, eng, spa, fre, ger, ita). */
  idioma: string;
  idioma_desc: string;
  /** Dewey class, e.g. "869.3". */
  classificacao: string;
  /** Call number: class + Cutter-style author mark + title letter. */
  chamada: string;
  assuntos: TitleSubject[];
  resumo: string | null;
  notas: string[];
  tese: { grau: string; programa: string; instituicao: string; ano: number | null } | null;
  periodicidade: string | null;
  escala: string | null;
  duracao_min: number | null;
  links: Array<{ seq_paragrafo: number; url: string; descricao: string }>;
  link_capa: string | null;
  /** 'cr' when the title can be read online, as the API says. */
  acesso_remoto: 'cr' | null;
  possui_acessibilidade: 'S' | 'N';
  /** CNPq major knowledge area (filter A). */
  cod_area_cnpq: number;
  desc_area_cnpq: string;
  cod_area_conhecimento: string;
  /** Path of the classification from its main class, e.g. "800/860/869". */
  rota: string;
  cursos: number[];
  cod_repositorio: number;
  /** Days are ISO dates; the clock never enters the data (see reference-date.ts). */
  data_catalogacao: string;
  data_aquisicao: string;
}

export const titlesCollection = defineCollection<TitleRow, 'cod_acervo'>({
  name: 'titles',
  key: 'cod_acervo',
  schema: recordSchema<TitleRow>('TitleRow', {
    cod_acervo: 'number',
    cod_tipo_obra: 'number',
    titulo: 'string',
    autores: 'array',
    ano_publicacao: 'number?',
    idioma: 'string',
    assuntos: 'array',
  }),
});
