import { recordSchema } from '../schema';
import { defineCollection } from './define-collection';

/** An e-mail the mock "sent" (basket export by e-mail): kept so QA and tests can read it. */
export interface SentEmailRow {
  id: number;
  /** What sent it, e.g. `exportBasket`. */
  origem: string;
  destinatarios: string[];
  assunto: string;
  mensagem: string | null;
  /** Plain-text body as it would be sent. */
  corpo: string;
  acervos: number[];
  /** Patron who sent it, null for a visitor. */
  cod_pessoa: number | null;
  data_hora: string;
}

export const sentEmailsCollection = defineCollection<SentEmailRow, 'id'>({
  name: 'sentEmails',
  key: 'id',
  schema: recordSchema<SentEmailRow>('SentEmailRow', {
    id: 'number',
    destinatarios: 'array',
    assunto: 'string',
  }),
});
