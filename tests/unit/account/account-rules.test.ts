import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidCpf } from '../../../mocks/handlers/people';
import {
  birthDateProblem,
  isIsoDay,
  isoToday,
} from '../../../src/features/account/utils/birth-date';
import {
  draftOf,
  payloadOf,
  validatePersonalData,
  type PersonalDataDraft,
} from '../../../src/features/account/utils/personal-data-form';
import {
  checkDigit,
  isValidTaxNumber,
  taxNumberDigits,
  taxNumberProblem,
} from '../../../src/features/account/utils/tax-number';

const digit = fc.constantFrom(...'0123456789');
const digits = (length: number) =>
  fc.array(digit, { minLength: length, maxLength: length }).map((list) => list.join(''));
/** A valid CPF: nine digits (not all equal) followed by their two check digits. */
const validCpf = digits(9)
  .filter((base) => !/^(\d)\1{8}$/.test(base))
  .map((base) => {
    const ten = base + String(checkDigit(base, 9));
    return ten + String(checkDigit(ten, 10));
  });

describe('tax number (CPF) rule', () => {
  it('knows the seed data: leitor and professor hold valid numbers, a slip is caught', () => {
    expect(isValidTaxNumber('52998224725')).toBe(true);
    expect(isValidTaxNumber('11144477735')).toBe(true);
    expect(isValidTaxNumber('52998224726')).toBe(false);
    expect(isValidTaxNumber('11111111111')).toBe(false);
    expect(taxNumberProblem('')).toBeNull();
    // The field's mask: dots and hyphen are the mask's, the digits are what counts.
    expect(taxNumberProblem('529.982.247-25')).toBeNull();
    expect(taxNumberProblem('529.982.247-26')).toBe('taxNumberInvalid');
    expect(taxNumberProblem('529a982')).toBe('taxNumberDigits');
  });

  it('accepts every number built with its check digits', () => {
    fc.assert(
      fc.property(validCpf, (cpf) => {
        expect(isValidTaxNumber(cpf)).toBe(true);
        expect(taxNumberProblem(cpf)).toBeNull();
      }),
    );
  });

  it('refuses a valid number whose check digits were mistyped', () => {
    fc.assert(
      fc.property(
        validCpf,
        fc.constantFrom(9, 10),
        fc.integer({ min: 1, max: 9 }),
        (cpf, at, add) => {
          const changed = String((Number(cpf[at]) + add) % 10);
          const slipped = cpf.slice(0, at) + changed + cpf.slice(at + 1);
          expect(isValidTaxNumber(slipped)).toBe(false);
          expect(taxNumberProblem(slipped)).toBe('taxNumberInvalid');
        },
      ),
    );
  });

  it('agrees with the server (the mock) on any eleven digits, so CPF_INVALIDO is caught first', () => {
    fc.assert(
      fc.property(fc.oneof(digits(11), validCpf), (cpf) => {
        expect(isValidTaxNumber(cpf)).toBe(isValidCpf(cpf));
      }),
    );
  });

  it("refuses anything but digits and the mask's separators, and anything not 11 digits long", () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 20 }).filter((text) => /[^\d.-]/.test(text.trim())),
        (text) => {
          expect(taxNumberProblem(text)).toBe('taxNumberDigits');
        },
      ),
    );
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 14 })
          .filter((n) => n !== 11)
          .chain(digits),
        (number) => {
          expect(taxNumberProblem(number)).toBe('taxNumberInvalid');
        },
      ),
    );
  });

  it('taxNumberDigits keeps only the digits, in order', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const kept = taxNumberDigits(text);
        expect(kept).toMatch(/^\d*$/);
        expect(kept).toBe([...text].filter((c) => /\d/.test(c)).join(''));
      }),
    );
  });
});

const day = fc
  .date({
    min: new Date('1900-01-01T00:00:00Z'),
    max: new Date('2100-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((date) => date.toISOString().slice(0, 10));

describe('birth date rule', () => {
  it('empty is allowed; a day after today is future; today and before are fine', () => {
    expect(birthDateProblem(null, '2026-11-20')).toBeNull();
    expect(birthDateProblem('2026-11-21', '2026-11-20')).toBe('birthDateFuture');
    expect(birthDateProblem('2026-11-20', '2026-11-20')).toBeNull();
    expect(birthDateProblem('2001-04-31', '2026-11-20')).toBe('birthDateInvalid');
    // A year still being typed in the picker (0002, 0020 ...) is a real, if unlikely, day.
    expect(isIsoDay('0002-01-01')).toBe(true);
  });

  it('is future exactly when the day comes after today', () => {
    fc.assert(
      fc.property(day, day, (birth, today) => {
        expect(birthDateProblem(birth, today) === 'birthDateFuture').toBe(birth > today);
        expect(birthDateProblem(birth, today) === null).toBe(birth <= today);
      }),
    );
  });

  it('every real calendar day is an ISO day; impossible days are not', () => {
    fc.assert(
      fc.property(day, (value) => {
        expect(isIsoDay(value)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 1900, max: 2100 }),
        fc.integer({ min: 30, max: 31 }),
        (year, d) => {
          expect(isIsoDay(`${year}-02-${d}`)).toBe(false);
        },
      ),
    );
  });

  it('today is taken in the institution time zone (São Paulo)', () => {
    // 02:00 UTC on 21 November is still 20 November in São Paulo (UTC-3).
    expect(isoToday(new Date('2026-11-21T02:00:00Z'))).toBe('2026-11-20');
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1990-01-01'), max: new Date('2090-01-01'), noInvalidDate: true }),
        (now) => {
          expect(isIsoDay(isoToday(now))).toBe(true);
        },
      ),
    );
  });
});

describe('personal data form', () => {
  const base: PersonalDataDraft = draftOf({
    logradouro: 'Rua das Acácias, 120',
    cep: '88040900',
    cidade: 'Florianópolis',
    bairro: 'Trindade',
    cpf: '52998224725',
    sexo: 'F',
    estado_civil: 'solteiro',
    data_nascimento: '2001-04-23',
    recebe_email: true,
  });

  it('names every missing required field and a malformed postal code', () => {
    expect(validatePersonalData(base, '2026-11-20')).toEqual({});
    expect(
      validatePersonalData({ ...base, logradouro: ' ', cidade: '', cep: '8804' }, '2026-11-20'),
    ).toEqual({ logradouro: 'required', cidade: 'required', cep: 'postalCode' });
  });

  it('shows CEP and CPF masked and sends them as the digits the contract asks for', () => {
    expect(base.cep).toBe('88040-900');
    expect(base.cpf).toBe('529.982.247-25');
    const payload = payloadOf(base);
    expect(payload.cep).toBe('88040900');
    expect(payload.cpf).toBe('52998224725');
    expect(validatePersonalData({ ...base, cep: '88040-90' }, '2026-11-20')).toEqual({
      cep: 'postalCode',
    });
  });

  it('sends texts trimmed and empty optional fields as null', () => {
    const payload = payloadOf({
      ...base,
      complemento: '  ',
      rg: ' 123 ',
      sexo: '',
      data_nascimento: '',
    });
    expect(payload.complemento).toBeNull();
    expect(payload.rg).toBe('123');
    expect(payload.sexo).toBeNull();
    expect(payload.data_nascimento).toBeNull();
  });
});
