import { recordSchema } from '../schema';
import { defineCollection } from './define-collection';

export interface WorkTypeRow {
  cod_tipo_obra: number;
  desc_tipo_obra: string;
  /** MARC leader/06 and /07 used for titles of this type. */
  marc_tipo_registro: string;
  marc_nivel_bibliografico: string;
}

export const workTypesCollection = defineCollection<WorkTypeRow, 'cod_tipo_obra'>({
  name: 'workTypes',
  key: 'cod_tipo_obra',
  schema: recordSchema<WorkTypeRow>('WorkTypeRow', { cod_tipo_obra: 'number' }),
});
