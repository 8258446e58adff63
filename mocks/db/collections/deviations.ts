import { recordSchema } from '../schema';
import { defineCollection } from './define-collection';

/** A deviation (suspension) of a patron; active while today is within its days. */
export interface DeviationRow {
  cod_afastamento: number;
  cod_pessoa: number;
  data_inicio: string;
  /** Null while open-ended. */
  data_fim: string | null;
  motivo: string;
  cod_biblioteca: number | null;
}

export const deviationsCollection = defineCollection<DeviationRow, 'cod_afastamento'>({
  name: 'deviations',
  key: 'cod_afastamento',
  schema: recordSchema<DeviationRow>('DeviationRow', {
    cod_afastamento: 'number',
    cod_pessoa: 'number',
    data_inicio: 'string',
  }),
});
