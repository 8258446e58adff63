import { recordSchema } from '../schema';
import { defineCollection } from './define-collection';

/** A general comment sent to a library from the footer form (activity 13). */
export interface GeneralCommentRow {
  codigo: number;
  cod_pessoa: number;
  cod_biblioteca: number;
  conteudo: string;
  /** ISO date-time. */
  data: string;
}

export const generalCommentsCollection = defineCollection<GeneralCommentRow, 'codigo'>({
  name: 'generalComments',
  key: 'codigo',
  schema: recordSchema<GeneralCommentRow>('GeneralCommentRow', {
    codigo: 'number',
    cod_pessoa: 'number',
    cod_biblioteca: 'number',
  }),
});
