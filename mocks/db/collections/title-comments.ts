import { recordSchema } from '../schema';
import { defineCollection } from './define-collection';

export type CommentStatus = 'pendente' | 'aprovado' | 'reprovado';

/** A comment on a title; hidden from the public list until the information unit approves it. */
export interface TitleCommentRow {
  codigo: number;
  cod_acervo: number;
  cod_pessoa: number;
  nome_pessoa: string;
  comentario: string;
  /** ISO date-time. */
  data_comentario: string;
  situacao: CommentStatus;
}

export const titleCommentsCollection = defineCollection<TitleCommentRow, 'codigo'>({
  name: 'titleComments',
  key: 'codigo',
  schema: recordSchema<TitleCommentRow>('TitleCommentRow', {
    codigo: 'number',
    cod_acervo: 'number',
    cod_pessoa: 'number',
    situacao: 'string',
  }),
});
