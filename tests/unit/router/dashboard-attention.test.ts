import { describe, expect, it } from 'vitest';
import type { Debit, Loan } from '../../../src/api/generated/model';
import {
  amountsOwed,
  loansDueSoon,
  overdueLoans,
} from '../../../src/app/personal-area/dashboard/attention';

const loan = (titulo: string, data_devolucao: string, atrasado = false) =>
  ({ titulo, data_devolucao, atrasado }) as Loan;
const today = new Date(2026, 10, 20);

describe('what the dashboard asks the patron to act on', () => {
  it('lists the overdue loans, the longest overdue first', () => {
    const loans = [
      loan('B', '2026-11-18', true),
      loan('A', '2026-11-10', true),
      loan('C', '2026-11-21'),
    ];
    expect(overdueLoans(loans).map((item) => item.titulo)).toEqual(['A', 'B']);
  });

  it('reminds of loans due from today to three days on, soonest first, not overdue ones', () => {
    const loans = [
      loan('in four days', '2026-11-24'),
      loan('in three days', '2026-11-23'),
      loan('today', '2026-11-20'),
      loan('overdue', '2026-11-19', true),
      loan('past, not overdue for the server', '2026-11-19'),
    ];
    expect(loansDueSoon(loans, today).map((item) => item.titulo)).toEqual([
      'today',
      'in three days',
    ]);
  });

  it('counts a debt until it is paid to the cent', () => {
    const debit = (valor_multa: number, valor_desconto: number, valor_pago: number) =>
      ({ valor_multa, valor_desconto, valor_pago }) as Debit;
    expect(amountsOwed([debit(10, 1, 4.5), debit(3, 0, 3), debit(2, 0, 1.999)])).toEqual([4.5]);
  });
});
