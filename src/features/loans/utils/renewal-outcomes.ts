import { isApiError } from '../../../api/errors';
import type { Loan, RenewalResult } from '../../../api/generated/model';

/** One copy's outcome, with the title it had when the patron asked. */
export interface RenewalOutcome {
  loan: Pick<Loan, 'cod_exemplar' | 'titulo'>;
  renewed: boolean;
  dueDate: string | null | undefined;
  reason: string;
}

/**
 * A refusal of every copy is a 422 whose `fields` name each copy's reason (`exemplares[i]`, in
 * the order sent); then each copy gets its own line. Any other failure has no per-copy answer.
 */
export function refusedOutcomes(error: unknown, sent: readonly Loan[]): RenewalOutcome[] | null {
  if (!isApiError(error) || error.status !== 422 || !error.body?.fields?.length) return null;
  const reasons = new Map(error.body.fields.map((field) => [field.field, field.message]));
  return sent.map((loan, index) => ({
    loan,
    renewed: false,
    dueDate: null,
    reason: reasons.get(`exemplares[${index}]`) || error.body?.message || '',
  }));
}

export function answeredOutcomes(
  results: readonly RenewalResult[],
  sent: readonly Loan[],
): RenewalOutcome[] {
  return results.map((result) => ({
    loan: sent.find((loan) => loan.cod_exemplar === result.cod_exemplar) ?? {
      cod_exemplar: result.cod_exemplar,
      titulo: `#${result.cod_exemplar}`,
    },
    renewed: result.renovado,
    dueDate: result.data_devolucao,
    reason: result.mensagem,
  }));
}
