import { recordSchema } from '../schema';
import { defineCollection } from './define-collection';
import type { RequestStatusCode } from './patron-requests';

/** A request to have a title lent by one unit and sent to another (or home). */
export interface LoanRequestRow {
  cod_solicitacao: number;
  cod_pessoa: number;
  cod_acervo: number;
  biblioteca_origem: number;
  biblioteca_recebimento: number;
  /** Choice codes of the form; '0' means "none". */
  volume: string;
  tomo: string;
  parte: string;
  material_adicional: string;
  telefone: string;
  email: string;
  cod_local_recebimento: number;
  pessoa_autorizada: string | null;
  domicilio: string | null;
  recebimento_textual: string | null;
  data_solicitacao: string;
  data_conclusao: string | null;
  status: RequestStatusCode;
  observacao: string | null;
}

export const loanRequestsCollection = defineCollection<LoanRequestRow, 'cod_solicitacao'>({
  name: 'loanRequests',
  key: 'cod_solicitacao',
  schema: recordSchema<LoanRequestRow>('LoanRequestRow', {
    cod_solicitacao: 'number',
    cod_pessoa: 'number',
    cod_acervo: 'number',
    status: 'string',
  }),
});
