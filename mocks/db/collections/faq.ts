import { recordSchema } from '../schema';
import { defineCollection } from './define-collection';

export interface FaqRow {
  id: number;
  ordem: number;
  pergunta: string;
  /** HTML; the client sanitises it. */
  resposta: string;
}

export const faqCollection = defineCollection<FaqRow, 'id'>({
  name: 'faq',
  key: 'id',
  schema: recordSchema<FaqRow>('FaqRow', { id: 'number' }),
});
