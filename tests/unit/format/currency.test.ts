import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCurrency } from '../../../src/lib/format/currency';

// Intl separates the symbol with a no-break space; compare with plain spaces.
const plain = (text: string) => text.replace(/\u00a0|\u202f/g, ' ');

describe('formatCurrency', () => {
  it('shows reais with two decimals, comma separator and R$ in Portuguese', () => {
    expect(plain(formatCurrency(4.5, 'pt-BR'))).toBe('R$ 4,50');
    expect(plain(formatCurrency(1234.567, 'pt-BR'))).toBe('R$ 1.234,57');
    expect(plain(formatCurrency(0, 'pt-BR'))).toBe('R$ 0,00');
  });

  it("keeps reais in English and Spanish, in the locale's own style", () => {
    expect(formatCurrency(1234.5, 'en-US')).toBe('R$1,234.50');
    expect(plain(formatCurrency(4.5, 'es-ES'))).toBe('4,50 R$');
  });

  it('accepts a numeric text and gives an empty text for anything else', () => {
    expect(plain(formatCurrency('12.5', 'pt-BR'))).toBe('R$ 12,50');
    expect(formatCurrency('abc', 'pt-BR')).toBe('');
    expect(formatCurrency(null, 'pt-BR')).toBe('');
    expect(formatCurrency(Number.NaN, 'pt-BR')).toBe('');
  });

  it('always ends in a comma and exactly two decimals in Portuguese', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (amount) => {
        expect(plain(formatCurrency(amount, 'pt-BR'))).toMatch(/^-?R\$ [\d.]+,\d{2}$/);
      }),
    );
  });
});
