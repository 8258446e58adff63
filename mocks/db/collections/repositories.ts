import { recordSchema } from '../schema';
import { defineCollection } from './define-collection';

/** Where a record comes from (library catalogue, institutional repository...): filter R. */
export interface RepositoryRow {
  cod_repositorio: number;
  desc_repositorio: string;
}

export const repositoriesCollection = defineCollection<RepositoryRow, 'cod_repositorio'>({
  name: 'repositories',
  key: 'cod_repositorio',
  schema: recordSchema<RepositoryRow>('RepositoryRow', { cod_repositorio: 'number' }),
});
