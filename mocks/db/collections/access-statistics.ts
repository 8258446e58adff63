import { recordSchema } from '../schema';
import { defineCollection } from './define-collection';

/** One recorded access to a title's online link (POST /vinculos/estatistica-acesso). */
export interface AccessStatisticRow {
  id: number;
  cod_acervo: number;
  seq_paragrafo: number;
  url: string;
  user_id: number | null;
  browser: string;
  device: string;
  os: string;
  /** ISO date-time of the access. */
  data_hora: string;
}

export const accessStatisticsCollection = defineCollection<AccessStatisticRow, 'id'>({
  name: 'accessStatistics',
  key: 'id',
  schema: recordSchema<AccessStatisticRow>('AccessStatisticRow', {
    id: 'number',
    cod_acervo: 'number',
    url: 'string',
  }),
});
