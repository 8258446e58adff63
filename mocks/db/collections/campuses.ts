import { recordSchema } from '../schema';
import { defineCollection } from './define-collection';

export interface CampusRow {
  cod_campus: number;
  nome_campus: string;
  cidade: string;
}

export const campusesCollection = defineCollection<CampusRow, 'cod_campus'>({
  name: 'campuses',
  key: 'cod_campus',
  schema: recordSchema<CampusRow>('CampusRow', { cod_campus: 'number' }),
});
