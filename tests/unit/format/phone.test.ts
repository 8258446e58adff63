import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PHONE_MAX_LENGTH, sanitizePhone } from '../../../src/lib/format/phone';

describe('sanitizePhone', () => {
  it('keeps digits, hyphen, parentheses and spaces only', () => {
    expect(sanitizePhone('(51) 99999-1234')).toBe('(51) 99999-1234');
    expect(sanitizePhone('+55 (51) 9.9999/1234 ramal')).toBe('55 (51) 99999123');
  });

  it('cuts at 16 characters', () => {
    expect(PHONE_MAX_LENGTH).toBe(16);
    expect(sanitizePhone('(051) 3333-4444 5555')).toBe('(051) 3333-4444 ');
  });

  it('gives at most 16 allowed characters, and is stable when applied again', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (input) => {
        const phone = sanitizePhone(input);
        expect(phone.length).toBeLessThanOrEqual(16);
        expect(phone).toMatch(/^[\d\-() ]*$/);
        expect(sanitizePhone(phone)).toBe(phone);
      }),
    );
  });

  it('leaves a well-formed number untouched', () => {
    const phoneChar = fc.constantFrom(...'0123456789-() ');
    fc.assert(
      fc.property(fc.array(phoneChar, { maxLength: 16 }), (chars) => {
        const phone = chars.join('');
        expect(sanitizePhone(phone)).toBe(phone);
      }),
    );
  });
});
