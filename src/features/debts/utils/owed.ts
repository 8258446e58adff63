import type { Debit } from '../../../api/generated/model';

/** Reais to whole cents, so sums of amounts do not drift (0.1 + 0.2). */
export const toCents = (amount: number): number => Math.round(amount * 100);

/** What is still owed on a debt: fine − discount − paid, never below zero (mock README, "Pending debts"). */
export function owedCents(
  debit: Pick<Debit, 'valor_multa' | 'valor_desconto' | 'valor_pago'>,
): number {
  return Math.max(
    0,
    toCents(debit.valor_multa) - toCents(debit.valor_desconto) - toCents(debit.valor_pago),
  );
}

/** The debts of one library and what is owed there, in cents. */
export interface LibraryDebts {
  /** The library's name as the debts give it ('' when a debt names none). */
  library: string;
  debits: Debit[];
  owedCents: number;
}

/** Debts grouped by library, in the order the libraries first appear. */
export function debtsByLibrary(debits: readonly Debit[]): LibraryDebts[] {
  const groups = new Map<string, LibraryDebts>();
  for (const debit of debits) {
    const library = debit.biblioteca?.trim() ?? '';
    const group = groups.get(library) ?? { library, debits: [], owedCents: 0 };
    group.debits.push(debit);
    group.owedCents += owedCents(debit);
    groups.set(library, group);
  }
  return [...groups.values()];
}

/**
 * The payment slip's amount for one library: exactly what is owed there, in reais with two
 * decimals (the server refuses any other amount, `VALOR_DIFERENTE_DEBITOS`). Null when nothing
 * is owed, since a slip of zero is refused too.
 */
export function slipAmount(group: Pick<LibraryDebts, 'owedCents'>): number | null {
  return group.owedCents > 0 ? group.owedCents / 100 : null;
}

/** Whether an amount in reais is what is owed (to the cent). */
export const matchesOwed = (amount: number, owed: number): boolean => toCents(amount) === owed;
