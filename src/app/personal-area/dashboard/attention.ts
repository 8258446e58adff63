import type { Debit, Hold, Loan } from '../../../api/generated/model';
import { daysUntil } from './registration-notice';

/** A loan due within this many days (today included) is worth a reminder on the dashboard. */
export const DUE_SOON_DAYS = 3;

const byDueDate = (a: Loan, b: Loan) => a.data_devolucao.localeCompare(b.data_devolucao);

/** The overdue loans (the server's `atrasado`), the longest overdue first. */
export const overdueLoans = (loans: readonly Loan[]): Loan[] =>
  loans.filter((loan) => loan.atrasado).sort(byDueDate);

/**
 * The loans not yet overdue that are due from today to `DUE_SOON_DAYS` days on, soonest first.
 * A past date the server does not call overdue (a day's grace, a closed library) is left to it.
 */
export const loansDueSoon = (loans: readonly Loan[], today: Date): Loan[] =>
  loans
    .filter((loan) => {
      if (loan.atrasado) return false;
      const days = daysUntil(loan.data_devolucao, today);
      return days !== null && days >= 0 && days <= DUE_SOON_DAYS;
    })
    .sort(byDueDate);

/** The holds released for pick-up. */
export const holdsReady = (holds: readonly Hold[]): Hold[] =>
  holds.filter((hold) => hold.situacao === 'liberada');

/**
 * What each open debt still owes: fine − discount − paid (what the debts screen and the GRU
 * slip charge); a debt settled to the cent is not listed.
 */
export const amountsOwed = (debits: readonly Debit[]): number[] =>
  debits
    .map((debit) => debit.valor_multa - debit.valor_desconto - debit.valor_pago)
    .filter((amount) => amount > 0.004);
