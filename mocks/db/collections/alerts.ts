import { recordSchema } from '../schema';
import { defineCollection } from './define-collection';

/** A notice for the patron (hold released, request answered, interest-profile news...). */
export interface AlertRow {
  id: number;
  cod_pessoa: number;
  lido: boolean;
  titulo: string;
  mensagem: string;
  /** ISO date-time. */
  data: string;
}

export const alertsCollection = defineCollection<AlertRow, 'id'>({
  name: 'alerts',
  key: 'id',
  schema: recordSchema<AlertRow>('AlertRow', {
    id: 'number',
    cod_pessoa: 'number',
    lido: 'boolean',
  }),
});
