import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { containsAny, isBlank } from '../../../src/lib/format/text';

describe('isBlank', () => {
  it('is true for nothing, empty or white space only', () => {
    expect(isBlank(undefined)).toBe(true);
    expect(isBlank(null)).toBe(true);
    expect(isBlank('')).toBe(true);
    expect(isBlank(' \n\t ')).toBe(true);
    expect(isBlank(' a ')).toBe(false);
  });
});

describe('containsAny', () => {
  it('finds any word of a name in a text, ignoring case and accents', () => {
    expect(containsAny('Senha@Jose2025', 'Maria José da Silva')).toBe(true);
    expect(containsAny('xxSILVAxx', ['Maria', 'Silva'])).toBe(true);
    expect(containsAny('Segura#2025', 'Maria José da Silva')).toBe(false);
  });

  it('ignores words shorter than three letters', () => {
    expect(containsAny('dadedo', 'Ana da Costa')).toBe(false);
    expect(containsAny('anagrama', 'Ana da Costa')).toBe(true);
    expect(containsAny('xyz', 'Ana da Costa', 4)).toBe(false);
  });

  it('finds every word of three letters or more that the text contains', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 3, maxLength: 8 }).filter((w) => !/\s/.test(w)),
        fc.string({ maxLength: 10 }),
        fc.string({ maxLength: 10 }),
        (word, before, after) => {
          expect(containsAny(`${before}${word.toUpperCase()}${after}`, [word])).toBe(true);
        },
      ),
    );
  });

  it('never matches on words shorter than the minimum', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.string({ maxLength: 2 })), (text, words) => {
        expect(containsAny(text, words)).toBe(false);
      }),
    );
  });
});
