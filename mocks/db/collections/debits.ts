import { recordSchema } from '../schema';
import { defineCollection } from './define-collection';

/** A debt of a patron (fine, discount, paid amount); pending while not fully paid. */
export interface DebitRow {
  cod_debito: number;
  cod_pessoa: number;
  cod_acervo: number | null;
  cod_biblioteca: number;
  valor_multa: number;
  valor_desconto: number;
  valor_pago: number;
  data_pagamento: string | null;
  /** ISO day the loan that caused it was due. */
  data_devolucao_prevista: string | null;
  tipo_servico: string;
  motivo: string;
}

export const debitsCollection = defineCollection<DebitRow, 'cod_debito'>({
  name: 'debits',
  key: 'cod_debito',
  schema: recordSchema<DebitRow>('DebitRow', {
    cod_debito: 'number',
    cod_pessoa: 'number',
    valor_multa: 'number',
  }),
});
