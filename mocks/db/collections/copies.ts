import { recordSchema } from '../schema';
import { defineCollection } from './define-collection';

export type CopyStatus = 'disponivel' | 'emprestado' | 'reservado' | 'quarentena' | 'em_transito';

export interface CopyRow {
  cod_exemplar: number;
  cod_acervo: number;
  /** Accession number printed on the copy. */
  tombo: string;
  exemplar: number;
  cod_biblioteca: number;
  cod_campus: number;
  cod_colecao: number;
  cod_tipo_emprestimo: number;
  localizacao: string;
  volume: string | null;
  tomo: string | null;
  parte: string | null;
  material_adicional: string | null;
  situacao: CopyStatus;
  /** Only for copies on loan (and in transit back): the expected return day. */
  data_prevista_devolucao: string | null;
}

export const copiesCollection = defineCollection<CopyRow, 'cod_exemplar'>({
  name: 'copies',
  key: 'cod_exemplar',
  schema: recordSchema<CopyRow>('CopyRow', {
    cod_exemplar: 'number',
    cod_acervo: 'number',
    cod_biblioteca: 'number',
    situacao: 'string',
  }),
});
