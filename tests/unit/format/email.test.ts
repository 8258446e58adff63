import { describe, expect, it } from 'vitest';
import { isValidEmail, isValidEmailList, splitEmailList } from '../../../src/lib/format/email';

describe('e-mail checks', () => {
  it('accepts an address and refuses typing slips', () => {
    expect(isValidEmail('leitor@ufx.example.org')).toBe(true);
    expect(isValidEmail('  leitor@ufx.br ')).toBe(true);
    for (const bad of ['', 'leitor', 'leitor@', 'leitor@ufx', 'le itor@ufx.br', '@ufx.br', null]) {
      expect(isValidEmail(bad)).toBe(false);
    }
  });

  it('reads a semicolon-separated list of recipients', () => {
    expect(splitEmailList(' a@x.br ; b@y.org;; ')).toEqual(['a@x.br', 'b@y.org']);
    expect(isValidEmailList('a@x.br; b@y.org')).toBe(true);
    expect(isValidEmailList('a@x.br; b@y')).toBe(false);
    expect(isValidEmailList(' ; ')).toBe(false);
  });
});
