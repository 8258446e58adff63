import { recordSchema } from '../schema';
import { defineCollection } from './define-collection';

/** CNPq major knowledge areas: filter A. */
export interface KnowledgeAreaRow {
  cod_area_cnpq: number;
  desc_area_cnpq: string;
}

export const knowledgeAreasCollection = defineCollection<KnowledgeAreaRow, 'cod_area_cnpq'>({
  name: 'knowledgeAreas',
  key: 'cod_area_cnpq',
  schema: recordSchema<KnowledgeAreaRow>('KnowledgeAreaRow', { cod_area_cnpq: 'number' }),
});
