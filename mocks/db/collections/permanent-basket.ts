import { recordSchema } from '../schema';
import { defineCollection } from './define-collection';

/** A title kept in a patron's permanent basket (personal area), unlike the browser-only basket. */
export interface PermanentBasketRow {
  /** `${cod_pessoa}:${cod_acervo}`: a title is in a patron's basket at most once. */
  id: string;
  cod_pessoa: number;
  cod_acervo: number;
  /** ISO day the title was added. */
  data_inclusao: string;
}

export const permanentBasketCollection = defineCollection<PermanentBasketRow, 'id'>({
  name: 'permanentBasket',
  key: 'id',
  schema: recordSchema<PermanentBasketRow>('PermanentBasketRow', {
    id: 'string',
    cod_pessoa: 'number',
    cod_acervo: 'number',
  }),
});
