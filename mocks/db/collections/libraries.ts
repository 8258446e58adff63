import { recordSchema } from '../schema';
import { defineCollection } from './define-collection';

export interface LibraryRow {
  cod_biblioteca: number;
  desc_biblioteca: string;
  sigla: string;
  cod_campus: number;
  email: string;
  telefone: string;
  endereco: string;
  /** False for the digital library, which holds no physical copies. */
  fisica: boolean;
}

export const librariesCollection = defineCollection<LibraryRow, 'cod_biblioteca'>({
  name: 'libraries',
  key: 'cod_biblioteca',
  schema: recordSchema<LibraryRow>('LibraryRow', { cod_biblioteca: 'number' }),
});
