import { recordSchema } from '../schema';
import { defineCollection } from './define-collection';

/** A library collection (acervo geral, referência, obras raras...): filter C. */
export interface ShelfCollectionRow {
  cod_colecao: number;
  desc_colecao: string;
}

export const shelfCollectionsCollection = defineCollection<ShelfCollectionRow, 'cod_colecao'>({
  name: 'shelfCollections',
  key: 'cod_colecao',
  schema: recordSchema<ShelfCollectionRow>('ShelfCollectionRow', { cod_colecao: 'number' }),
});
