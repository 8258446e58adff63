import { recordSchema } from '../schema';
import { defineCollection } from './define-collection';

/** Public parameter blocks (/parametros/secao_1, secao_2, informacoes_gerais, atendimento...). */
export interface ParameterSectionRow {
  secao: string;
  titulo: string;
  /** HTML; the client sanitises it. */
  conteudo: string;
}

export const parameterSectionsCollection = defineCollection<ParameterSectionRow, 'secao'>({
  name: 'parameterSections',
  key: 'secao',
  schema: recordSchema<ParameterSectionRow>('ParameterSectionRow', { secao: 'string' }),
});
