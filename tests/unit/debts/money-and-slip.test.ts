import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Debit } from '../../../src/api/generated/model';
import {
  debtsByLibrary,
  matchesOwed,
  owedCents,
  slipAmount,
} from '../../../src/features/debts/utils/owed';
import { formatCurrency } from '../../../src/lib/format/currency';

// Intl separates the symbol with a no-break space; compare with plain spaces.
const plain = (text: string) => text.replace(/\u00a0|\u202f/g, ' ');

/** Amounts as the server sends them: reais with at most two decimals. */
const reais = fc.integer({ min: 0, max: 10_000_000 }).map((cents) => cents / 100);
const libraries = fc.constantFrom('Biblioteca Central', 'Biblioteca de Ciências Agrárias', '');
const debit: fc.Arbitrary<Debit> = fc
  .record({
    fine: reais,
    discountShare: fc.double({ min: 0, max: 1, noNaN: true }),
    paidShare: fc.double({ min: 0, max: 1, noNaN: true }),
    library: libraries,
  })
  .map(({ fine, discountShare, paidShare, library }) => {
    const discount = Math.round(fine * discountShare * 100) / 100;
    const paid = Math.round((fine - discount) * paidShare * 100) / 100;
    return {
      valor_multa: fine,
      valor_desconto: discount,
      valor_pago: paid,
      motivo: 'Atraso na devolução',
      biblioteca: library,
    };
  });

/** The amount a pt-BR money text stands for, in cents (`R$ 1.234,56` → 123456). */
const centsOfPortuguese = (text: string) =>
  Math.round(Number(plain(text).replace('R$ ', '').replace(/\./g, '').replace(',', '.')) * 100);

describe('money on the debts screen', () => {
  it('reads R$, a comma and exactly two decimals in Portuguese, and stands for the same cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e11 }), (cents) => {
        const text = formatCurrency(cents / 100, 'pt-BR');
        expect(plain(text)).toMatch(/^R\$ \d{1,3}(\.\d{3})*,\d{2}$/);
        expect(centsOfPortuguese(text)).toBe(cents);
      }),
    );
  });

  it('keeps two decimals and reais in English and Spanish', () => {
    fc.assert(
      fc.property(reais, (amount) => {
        expect(formatCurrency(amount, 'en-US')).toMatch(/^R\$[\d,]+\.\d{2}$/);
        expect(plain(formatCurrency(amount, 'es-ES'))).toMatch(/^[\d.]+,\d{2} R\$$/);
      }),
    );
  });

  it('owes fine − discount − paid, never less than nothing', () => {
    expect(owedCents({ valor_multa: 6, valor_desconto: 1.5, valor_pago: 0 })).toBe(450);
    expect(owedCents({ valor_multa: 0.3, valor_desconto: 0.1, valor_pago: 0.2 })).toBe(0);
    fc.assert(
      fc.property(reais, reais, reais, (fine, discount, paid) => {
        const owed = owedCents({ valor_multa: fine, valor_desconto: discount, valor_pago: paid });
        expect(owed).toBeGreaterThanOrEqual(0);
        expect(Number.isInteger(owed)).toBe(true);
      }),
    );
  });
});

describe('the payment slip amount', () => {
  it('is what is owed at that library, to the cent, and the libraries add up to the whole debt', () => {
    fc.assert(
      fc.property(fc.array(debit, { maxLength: 12 }), (debits) => {
        const groups = debtsByLibrary(debits);
        const total = debits.reduce((sum, item) => sum + owedCents(item), 0);
        expect(groups.reduce((sum, group) => sum + group.owedCents, 0)).toBe(total);
        expect(groups.reduce((sum, group) => sum + group.debits.length, 0)).toBe(debits.length);
        for (const group of groups) {
          const amount = slipAmount(group);
          if (group.owedCents === 0) expect(amount).toBeNull();
          else {
            expect(amount).not.toBeNull();
            // What the server checks (mock: |owed − valor| ≤ 0.005).
            expect(matchesOwed(amount as number, group.owedCents)).toBe(true);
            expect(Math.abs((amount as number) - group.owedCents / 100)).toBeLessThan(0.005);
          }
        }
      }),
    );
  });

  it("asks leitor's 4.50 at the Biblioteca Central, never a cent more or less", () => {
    const [group] = debtsByLibrary([
      {
        valor_multa: 6,
        valor_desconto: 1.5,
        valor_pago: 0,
        motivo: 'Atraso',
        biblioteca: 'Biblioteca Central',
      },
    ]);
    expect(group && slipAmount(group)).toBe(4.5);
    expect(matchesOwed(4.49, 450)).toBe(false);
    expect(matchesOwed(4.51, 450)).toBe(false);
  });
});
