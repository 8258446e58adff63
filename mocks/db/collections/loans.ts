import { recordSchema } from '../schema';
import { defineCollection } from './define-collection';

/** A loan of a copy to a patron: current while `data_devolucao` is null, else history. */
export interface LoanRow {
  cod_emprestimo: number;
  cod_pessoa: number;
  cod_exemplar: number;
  cod_acervo: number;
  cod_biblioteca: number;
  cod_tipo_emprestimo: number;
  localizacao: string | null;
  /** ISO date-time. */
  data_emprestimo: string;
  /** ISO day the copy is due. */
  data_devolucao_prevista: string;
  /** ISO date-time of the return; null while on loan. */
  data_devolucao: string | null;
  renovacoes: number;
  limite_renovacoes: number;
  /** Another patron is waiting for this title: the loan cannot be renewed. */
  reservado_outro_leitor: boolean;
  /** Fine charged for this loan, in reais. */
  multa: number | null;
}

export const loansCollection = defineCollection<LoanRow, 'cod_emprestimo'>({
  name: 'loans',
  key: 'cod_emprestimo',
  schema: recordSchema<LoanRow>('LoanRow', {
    cod_emprestimo: 'number',
    cod_pessoa: 'number',
    cod_exemplar: 'number',
    data_devolucao_prevista: 'string',
  }),
});
