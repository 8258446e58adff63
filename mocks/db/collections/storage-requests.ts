import { recordSchema } from '../schema';
import { defineCollection } from './define-collection';

/** A request for closed-stack (storage) copies (POST /gravar-armazem). */
export interface StorageRequestRow {
  protocolo: string;
  cod_pessoa: number;
  cod_biblioteca: number;
  itens: Array<{ cod_acervo: number; cod_exemplar: number }>;
  /** ISO date-time of the request. */
  data_hora: string;
  /** Open requests keep their copies from being requested again. */
  situacao: 'aberta' | 'atendida' | 'cancelada';
}

export const storageRequestsCollection = defineCollection<StorageRequestRow, 'protocolo'>({
  name: 'storageRequests',
  key: 'protocolo',
  schema: recordSchema<StorageRequestRow>('StorageRequestRow', {
    protocolo: 'string',
    cod_pessoa: 'number',
    itens: 'array',
  }),
});
