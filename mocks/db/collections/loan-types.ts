import { recordSchema } from '../schema';
import { defineCollection } from './define-collection';

export interface LoanTypeRow {
  cod_tipo_emprestimo: number;
  desc_tipo_emprestimo: string;
  /** Loan period in days; 0 means reading-room use only. */
  prazo_dias: number;
}

export const loanTypesCollection = defineCollection<LoanTypeRow, 'cod_tipo_emprestimo'>({
  name: 'loanTypes',
  key: 'cod_tipo_emprestimo',
  schema: recordSchema<LoanTypeRow>('LoanTypeRow', { cod_tipo_emprestimo: 'number' }),
});
