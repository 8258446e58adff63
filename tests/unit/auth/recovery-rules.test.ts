import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PasswordRulesRules } from '../../../src/api/generated/model';
import {
  checkPasswordRules,
  containsNamePart,
  hasDigit,
  hasSpecialCharacter,
  hasUpperAndLowerCase,
  lengthWithin,
  meetsPasswordRules,
  onlyDigits,
  PASSWORD_SPECIAL_CHARACTERS,
  validateNewPassword,
} from '../../../src/lib/password-rules/password-rules';
import {
  codeIsComplete,
  validateRecoveryStart,
} from '../../../src/features/auth/recovery/utils/recovery-validation';

const digit = fc.constantFrom(...'0123456789');
const special = fc.constantFrom(...PASSWORD_SPECIAL_CHARACTERS);
const upper = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ');
const lower = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz');
const blank = fc.stringMatching(/^[ \t\n]*$/);
const filled = fc.string({ minLength: 1 }).filter((text) => text.trim() !== '');
/** Text made only of characters from the given ones. */
const textOf = (chars: fc.Arbitrary<string>, minLength = 0) =>
  fc.array(chars, { minLength, maxLength: 30 }).map((list) => list.join(''));

const rulesArbitrary: fc.Arbitrary<PasswordRulesRules> = fc.record({
  length: fc.option(
    fc
      .tuple(fc.nat({ max: 12 }), fc.integer({ min: 1, max: 30 }))
      .map(([a, b]) => ({ min: Math.min(a, b), max: Math.max(a, b) })),
    { nil: null },
  ),
  has_numbers: fc.boolean(),
  only_numbers: fc.boolean(),
  special_char: fc.boolean(),
  diff_case: fc.boolean(),
  diff_name: fc.boolean(),
  last_pw: fc.nat({ max: 5 }),
});

const noRules: PasswordRulesRules = {
  length: null,
  has_numbers: false,
  only_numbers: false,
  special_char: false,
  diff_case: false,
  diff_name: false,
  last_pw: 0,
};

describe('password rule validators (spec section 5, step 3)', () => {
  it('a digit anywhere satisfies "contains a digit"; none never does', () => {
    fc.assert(
      fc.property(fc.string(), digit, fc.string(), (before, d, after) => {
        expect(hasDigit(before + d + after)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(textOf(fc.constantFrom(...'abcXYZ@!- ')), (text) => {
        expect(hasDigit(text)).toBe(false);
      }),
    );
  });

  it('"only digits" holds exactly for a non-empty run of digits', () => {
    fc.assert(
      fc.property(textOf(digit, 1), (digits) => {
        expect(onlyDigits(digits)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(textOf(digit), fc.string({ minLength: 1 }), (digits, other) => {
        fc.pre(/\D/.test(other));
        expect(onlyDigits(digits + other)).toBe(false);
        expect(onlyDigits(other + digits)).toBe(false);
      }),
    );
    expect(onlyDigits('')).toBe(false);
  });

  it('any of @ ! # $ % & * ( ) _ - is a special character, and only those', () => {
    fc.assert(
      fc.property(fc.string(), special, fc.string(), (before, s, after) => {
        expect(hasSpecialCharacter(before + s + after)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.string(), (text) => {
        const expected = [...text].some((c) => '@!#$%&*()_-'.includes(c));
        expect(hasSpecialCharacter(text)).toBe(expected);
      }),
    );
    for (const other of ['.', '+', '?', '^', '~', ' ', '='])
      expect(hasSpecialCharacter(`Abc123${other}`)).toBe(false);
  });

  it('upper and lower case need both', () => {
    fc.assert(
      fc.property(fc.string(), upper, lower, (rest, u, l) => {
        expect(hasUpperAndLowerCase(rest + u + l)).toBe(true);
        expect(hasUpperAndLowerCase(u + rest + l)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(textOf(fc.constantFrom(...'abc123@')), (text) => {
        expect(hasUpperAndLowerCase(text)).toBe(false);
      }),
    );
    fc.assert(
      fc.property(textOf(fc.constantFrom(...'ABC123@')), (text) => {
        expect(hasUpperAndLowerCase(text)).toBe(false);
      }),
    );
  });

  it('the length rule is inclusive at both ends', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.nat(20), fc.nat(20), (text, a, b) => {
        const [min, max] = [Math.min(a, b), Math.max(a, b)];
        expect(lengthWithin(text, min, max)).toBe(text.length >= min && text.length <= max);
      }),
    );
  });

  it('a name part of 3+ letters is found whatever its case and accents; shorter ones are ignored', () => {
    expect(containsNamePart('xxRAMOS12', 'Pedro Henrique Ramos')).toBe(true);
    expect(containsNamePart('henrique!', 'Pedro Henrique Ramos')).toBe(true);
    expect(containsNamePart('LuisFer@1', 'Luís Fernando Prado')).toBe(true);
    expect(containsNamePart('da-de-dos1', 'Ana da Silva')).toBe(false);
    fc.assert(
      fc.property(
        textOf(digit),
        fc.constantFrom('Pedro', 'Henrique', 'Ramos'),
        textOf(special),
        fc.boolean(),
        (before, part, after, shout) => {
          const piece = shout ? part.toUpperCase() : part.toLowerCase();
          expect(containsNamePart(before + piece + after, 'Pedro Henrique Ramos')).toBe(true);
        },
      ),
    );
    fc.assert(
      fc.property(textOf(fc.constantFrom(...'0123456789@!#$%&*()_-')), (text) => {
        expect(containsNamePart(text, 'Pedro Henrique Ramos')).toBe(false);
      }),
    );
  });
});

describe('checkPasswordRules', () => {
  it('lists exactly the enabled rules, in a stable order', () => {
    fc.assert(
      fc.property(fc.string(), rulesArbitrary, (password, rules) => {
        const ids = checkPasswordRules(password, rules, 'Pedro Ramos').map((check) => check.id);
        const expected = [
          rules.length ? 'length' : null,
          rules.has_numbers ? 'hasNumbers' : null,
          rules.only_numbers ? 'onlyNumbers' : null,
          rules.special_char ? 'specialChar' : null,
          rules.diff_case ? 'diffCase' : null,
          rules.diff_name ? 'diffName' : null,
          rules.last_pw > 0 ? 'lastPasswords' : null,
        ].filter(Boolean);
        expect(ids).toEqual(expected);
      }),
    );
  });

  it('leaves the last-passwords rule to the server (never met or unmet on the client)', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 9 }), (password, lastPw) => {
        const checks = checkPasswordRules(password, { ...noRules, last_pw: lastPw }, 'Ana');
        expect(checks).toEqual([{ id: 'lastPasswords', met: null, values: { count: lastPw } }]);
        expect(meetsPasswordRules(checks)).toBe(true);
      }),
    );
  });

  it('with no rule enabled every password meets the rules', () => {
    fc.assert(
      fc.property(fc.string(), (password) => {
        expect(meetsPasswordRules(checkPasswordRules(password, noRules, 'Ana Lima'))).toBe(true);
      }),
    );
  });

  it('a password built to the mock institution rules meets them all', () => {
    const rules: PasswordRulesRules = {
      length: { min: 8, max: 20 },
      has_numbers: true,
      only_numbers: false,
      special_char: true,
      diff_case: true,
      diff_name: true,
      last_pw: 3,
    };
    fc.assert(
      fc.property(
        upper,
        lower,
        digit,
        special,
        textOf(fc.constantFrom(...'xyzXYZ0'), 4),
        (u, l, d, s, filler) => {
          const password = (u + l + d + s + filler).slice(0, 20);
          expect(meetsPasswordRules(checkPasswordRules(password, rules, 'Pedro Ramos'))).toBe(true);
        },
      ),
    );
  });
});

describe('validateNewPassword (spec section 5: save)', () => {
  const inputs = fc.record({
    password: fc.oneof(blank, filled),
    confirmation: fc.oneof(blank, filled),
    rules: rulesArbitrary,
    name: fc.constantFrom('Pedro Henrique Ramos', 'Ana Lima', ''),
  });

  it('is ok exactly when both are filled, equal after trimming and meet every enabled rule', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const password = input.password.trim();
        const confirmation = input.confirmation.trim();
        const rulesMet = meetsPasswordRules(checkPasswordRules(password, input.rules, input.name));
        const result = validateNewPassword(input);
        expect(result.ok).toBe(
          password !== '' && confirmation !== '' && password === confirmation && rulesMet,
        );
        expect(result.password).toBe(password);
      }),
    );
  });

  it('names the problem next to the right field', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const { fields } = validateNewPassword(input);
        const password = input.password.trim();
        const confirmation = input.confirmation.trim();
        if (!password) expect(fields.password).toBe('passwordRequired');
        if (!confirmation) expect(fields.confirmation).toBe('confirmationRequired');
        if (password && confirmation && password !== confirmation)
          expect(fields.confirmation).toBe('mismatch');
      }),
    );
  });

  it('surrounding spaces never make two passwords differ, and are not sent', () => {
    fc.assert(
      fc.property(filled, blank, blank, (password, left, right) => {
        const result = validateNewPassword({
          password: left + password + right,
          confirmation: password,
          rules: noRules,
          name: '',
        });
        expect(result.ok).toBe(true);
        expect(result.password).toBe(password.trim());
      }),
    );
  });

  it('a password that breaks an enabled rule is refused with the criteria message', () => {
    const result = validateNewPassword({
      password: 'abcdefgh',
      confirmation: 'abcdefgh',
      rules: { ...noRules, has_numbers: true },
      name: 'Ana',
    });
    expect(result).toMatchObject({ ok: false, fields: { password: 'criteria' } });
  });
});

describe('recovery steps 1 and 2', () => {
  it('step 1 needs a user code (trimmed) and, when in use, a captcha token', () => {
    fc.assert(
      fc.property(
        fc.oneof(blank, filled),
        fc.boolean(),
        fc.option(fc.string({ minLength: 1 }), { nil: null }),
        (user, captchaRequired, captchaToken) => {
          const result = validateRecoveryStart({ user, captchaRequired, captchaToken });
          expect(result.user).toBe(user.trim());
          expect(result.fields.user === 'userRequired').toBe(user.trim() === '');
          expect(result.fields.captcha === 'captchaRequired').toBe(
            captchaRequired && !captchaToken,
          );
          expect(result.ok).toBe(user.trim() !== '' && (!captchaRequired || !!captchaToken));
        },
      ),
    );
  });

  it('step 2 checks the code once it has the server-given length', () => {
    fc.assert(
      fc.property(textOf(digit), fc.integer({ min: 1, max: 12 }), (code, length) => {
        expect(codeIsComplete(code, length)).toBe(code.length === length);
      }),
    );
  });
});
