import { recordSchema } from '../schema';
import { defineCollection } from './define-collection';

/** Display text per weekday, null when closed (the contract's OpeningHours). */
export interface OpeningHoursRow {
  cod_biblioteca: number;
  segunda: string | null;
  terca: string | null;
  quarta: string | null;
  quinta: string | null;
  sexta: string | null;
  sabado: string | null;
  domingo: string | null;
}

export const openingHoursCollection = defineCollection<OpeningHoursRow, 'cod_biblioteca'>({
  name: 'openingHours',
  key: 'cod_biblioteca',
  schema: recordSchema<OpeningHoursRow>('OpeningHoursRow', { cod_biblioteca: 'number' }),
});
