import { recordSchema } from '../schema';
import { defineCollection } from './define-collection';

export type HoldSituation = 'na_fila' | 'liberada' | 'cancelada' | 'atendida' | 'expirada';

/**
 * A hold (reservation) of a title. The queue position is not stored: it is the rank of the
 * hold among the title's holds still `na_fila`, so a cancellation moves the others up.
 */
export interface HoldRow {
  cod_reserva: number;
  cod_pessoa: number;
  cod_acervo: number;
  cod_biblioteca: number;
  /** Choice codes of the hold form; '0' means "none". */
  volume: string;
  tomo: string;
  parte: string;
  material_adicional: string;
  localizacao: string;
  /** ISO date-time; orders the queue. */
  data_reserva: string;
  data_liberacao: string | null;
  data_limite_retirada: string | null;
  situacao: HoldSituation;
  observacao: string | null;
  data_cancelamento: string | null;
}

export const holdsCollection = defineCollection<HoldRow, 'cod_reserva'>({
  name: 'holds',
  key: 'cod_reserva',
  schema: recordSchema<HoldRow>('HoldRow', {
    cod_reserva: 'number',
    cod_pessoa: 'number',
    cod_acervo: 'number',
    situacao: 'string',
    data_reserva: 'string',
  }),
});

/** Loan types whose copies go home (a loan period); the others are for reading-room use only. */
export function lendableLoanTypes(
  loanTypes: ReadonlyArray<{ cod_tipo_emprestimo: number; prazo_dias: number }>,
): Set<number> {
  return new Set(
    loanTypes.filter((type) => type.prazo_dias > 0).map((type) => type.cod_tipo_emprestimo),
  );
}

interface CopyLike {
  situacao: string;
  cod_tipo_emprestimo: number;
}

/** On the shelf and lendable: the patron should borrow it instead of holding the title. */
export function copyAvailableForLoan(copy: CopyLike, lendable: ReadonlySet<number>): boolean {
  return copy.situacao === 'disponivel' && lendable.has(copy.cod_tipo_emprestimo);
}

/** Copy statuses a hold may wait for (the copy comes back or is freed). */
const HOLDABLE_STATUSES = new Set(['emprestado', 'reservado', 'em_transito', 'quarentena']);

export function copyAllowsHold(copy: CopyLike, lendable: ReadonlySet<number>): boolean {
  return HOLDABLE_STATUSES.has(copy.situacao) && lendable.has(copy.cod_tipo_emprestimo);
}

/**
 * A title's `exemplares` (AvailabilitySummary): every copy, those to borrow now, and those that
 * circulate (lendable, on the shelf or out for a while), the copies a hold waits for. A title
 * with some circulating and none available takes a hold; the hold rules say the same
 * (`holdImpossibility`, mocks/handlers/holds.ts).
 */
export function availabilityOf(copies: readonly CopyLike[], lendable: ReadonlySet<number>) {
  return {
    total: copies.length,
    disponiveis: copies.filter((copy) => copyAvailableForLoan(copy, lendable)).length,
    circulantes: copies.filter(
      (copy) => copyAvailableForLoan(copy, lendable) || copyAllowsHold(copy, lendable),
    ).length,
  };
}
