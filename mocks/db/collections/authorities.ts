import { recordSchema } from '../schema';
import { defineCollection } from './define-collection';

/** Authority types of the spec, with the MARC authority tag of their heading. */
export const AUTHORITY_TYPES = [
  { cod_tipo_autoridade: 1, tipo: 'autor_pessoa', descricao: 'Autores - Pessoas', tag: '100' },
  {
    cod_tipo_autoridade: 2,
    tipo: 'autor_instituicao',
    descricao: 'Autores - Instituições',
    tag: '110',
  },
  { cod_tipo_autoridade: 3, tipo: 'autor_evento', descricao: 'Autores - Eventos', tag: '111' },
  { cod_tipo_autoridade: 4, tipo: 'titulo_uniforme', descricao: 'Título uniforme', tag: '130' },
  { cod_tipo_autoridade: 5, tipo: 'assunto', descricao: 'Assuntos', tag: '150' },
  {
    cod_tipo_autoridade: 6,
    tipo: 'assunto_geografico',
    descricao: 'Assuntos geográficos',
    tag: '151',
  },
  { cod_tipo_autoridade: 7, tipo: 'genero_forma', descricao: 'Gênero/forma', tag: '155' },
  { cod_tipo_autoridade: 8, tipo: 'termo_cronologico', descricao: 'Termo cronológico', tag: '148' },
  { cod_tipo_autoridade: 9, tipo: 'subdivisao_geral', descricao: 'Subdivisão geral', tag: '180' },
  {
    cod_tipo_autoridade: 10,
    tipo: 'subdivisao_genero_forma',
    descricao: 'Subdivisão de gênero/forma',
    tag: '185',
  },
  {
    cod_tipo_autoridade: 11,
    tipo: 'subdivisao_geografica',
    descricao: 'Subdivisão geográfica',
    tag: '181',
  },
  {
    cod_tipo_autoridade: 12,
    tipo: 'subdivisao_cronologica',
    descricao: 'Subdivisão cronológica',
    tag: '182',
  },
] as const;

export type AuthorityType = (typeof AUTHORITY_TYPES)[number]['tipo'];

export interface AuthorityRow {
  cod_autoridade: number;
  cod_tipo_autoridade: number;
  tipo: AuthorityType;
  desc_tipo: string;
  /** The authorised heading (without dates; see `datas`). */
  cabecalho: string;
  datas: string | null;
  /** "See from" forms (4xx). */
  remissivas_ver: string[];
  /** "See also" authorities (5xx), by code. */
  remissivas_ver_tambem: number[];
  /** Source of the heading (670). */
  fonte: string;
  notas: string[];
  /** How many titles use it; kept on the record because the authority page shows it. */
  total_titulos: number;
  data_catalogacao: string;
}

export const authoritiesCollection = defineCollection<AuthorityRow, 'cod_autoridade'>({
  name: 'authorities',
  key: 'cod_autoridade',
  schema: recordSchema<AuthorityRow>('AuthorityRow', {
    cod_autoridade: 'number',
    tipo: 'string',
    cabecalho: 'string',
    remissivas_ver: 'array',
  }),
});
