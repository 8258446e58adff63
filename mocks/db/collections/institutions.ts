import { recordSchema } from '../schema';
import { defineCollection } from './define-collection';

/** Member institutions of the network catalogue: filter Z. */
export interface InstitutionRow {
  cod_empresa: number;
  desc_empresa: string;
  sigla: string;
  cidade: string;
}

export const institutionsCollection = defineCollection<InstitutionRow, 'cod_empresa'>({
  name: 'institutions',
  key: 'cod_empresa',
  schema: recordSchema<InstitutionRow>('InstitutionRow', { cod_empresa: 'number' }),
});
