import { recordSchema } from '../schema';
import { defineCollection } from './define-collection';

export interface LanguageRow {
  /** MARC language code. */
  idioma: string;
  idioma_desc: string;
}

export const languagesCollection = defineCollection<LanguageRow, 'idioma'>({
  name: 'languages',
  key: 'idioma',
  schema: recordSchema<LanguageRow>('LanguageRow', { idioma: 'string' }),
});
