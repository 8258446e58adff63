import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LoanRequestOptions } from '../../../src/api/generated/model';
import {
  initialDraft,
  isHomeDelivery,
  isValidPhone,
  serverFieldProblems,
  toLoanRequest,
  validateLoanRequest,
  type LoanRequestDraft,
} from '../../../src/features/title/components/tabs/loan-request-rules';
import { sanitizePhone } from '../../../src/lib/format/phone';

const none = [{ codigo: '0', descricao: 'Nenhum' }];
const options: LoanRequestOptions = {
  cod_acervo: 6,
  titulo: 'Várias histórias',
  bibliotecas_origem: [{ cod_biblioteca: 1, desc_biblioteca: 'Biblioteca Central' }],
  bibliotecas_recebimento: [
    { cod_biblioteca: 1, desc_biblioteca: 'Biblioteca Central' },
    { cod_biblioteca: 4, desc_biblioteca: 'Biblioteca do Campus Tecnológico' },
  ],
  volumes: [
    { codigo: '1', descricao: 'v. 1' },
    { codigo: '2', descricao: 'v. 2' },
  ],
  tomos: none,
  partes: none,
  materiais_adicionais: none,
  locais_recebimento: [
    { codigo: 1, descricao: 'Balcão', domicilio: false },
    { codigo: 3, descricao: 'Entrega em domicílio', domicilio: true },
  ],
  telefone: '(48) 99123-4567',
  email: 'ana@ufx.example.org',
};

const complete = (extra: Partial<LoanRequestDraft> = {}): LoanRequestDraft => ({
  ...initialDraft(options),
  biblioteca_recebimento: '4',
  volume: '2',
  cod_local_recebimento: '1',
  ...extra,
});

describe('the loan-request form rules (spec section 5)', () => {
  it('starts with single-option choices chosen and phone and e-mail prefilled', () => {
    expect(initialDraft(options)).toMatchObject({
      biblioteca_origem: '1',
      biblioteca_recebimento: null,
      volume: null,
      tomo: '0',
      parte: '0',
      material_adicional: '0',
      cod_local_recebimento: null,
      telefone: '(48) 99123-4567',
      email: 'ana@ufx.example.org',
      pessoa_autorizada: '',
    });
  });

  it('requires every choice, the receiving unit and place, phone and e-mail', () => {
    const empty: LoanRequestDraft = {
      biblioteca_origem: null,
      biblioteca_recebimento: null,
      volume: null,
      tomo: null,
      parte: null,
      material_adicional: null,
      cod_local_recebimento: null,
      domicilio: '',
      telefone: '  ',
      email: '',
      pessoa_autorizada: '',
      recebimento_textual: '',
    };
    expect(validateLoanRequest(options, empty)).toEqual({
      biblioteca_origem: 'required',
      biblioteca_recebimento: 'required',
      volume: 'required',
      tomo: 'required',
      parte: 'required',
      material_adicional: 'required',
      cod_local_recebimento: 'required',
      telefone: 'required',
      email: 'required',
    });
    expect(toLoanRequest(options, empty)).toBeNull();
  });

  it('leaves the authorised person and the instructions optional', () => {
    expect(validateLoanRequest(options, complete())).toEqual({});
    expect(toLoanRequest(options, complete())).toEqual({
      biblioteca_origem: 1,
      biblioteca_recebimento: 4,
      volume: '2',
      tomo: '0',
      parte: '0',
      material_adicional: '0',
      cod_local_recebimento: 1,
      telefone: '(48) 99123-4567',
      email: 'ana@ufx.example.org',
      pessoa_autorizada: null,
      domicilio: null,
      recebimento_textual: null,
    });
  });

  it('asks for a valid e-mail', () => {
    for (const email of ['ana', 'ana@', 'ana@ufx', 'a b@ufx.org'])
      expect(validateLoanRequest(options, complete({ email }))).toEqual({ email: 'email' });
    expect(validateLoanRequest(options, complete({ email: ' ana@ufx.org ' }))).toEqual({});
  });

  it('accepts a phone of digits, hyphen, parentheses and spaces, 16 at most', () => {
    expect(isValidPhone('(48) 3721-0001')).toBe(true);
    expect(isValidPhone('48 9912-3456 ramal')).toBe(false);
    expect(isValidPhone('(048) 99123-45678')).toBe(false);
    expect(validateLoanRequest(options, complete({ telefone: '+55 48' }))).toEqual({
      telefone: 'phone',
    });
    // Whatever is typed, what the field keeps is a valid phone (or nothing).
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (typed) => {
        const kept = sanitizePhone(typed);
        expect(isValidPhone(kept)).toBe(kept.trim().length > 0);
      }),
    );
  });

  it('requires the home address only for a home delivery, and sends it only then', () => {
    const home = complete({ cod_local_recebimento: '3' });
    expect(isHomeDelivery(options, home)).toBe(true);
    expect(validateLoanRequest(options, { ...home, domicilio: '   ' })).toEqual({
      domicilio: 'required',
    });
    expect(toLoanRequest(options, { ...home, domicilio: ' Rua A, 10 ' })?.domicilio).toBe(
      'Rua A, 10',
    );
    // An address typed before switching to the counter is not sent.
    expect(toLoanRequest(options, complete({ domicilio: 'Rua A, 10' }))?.domicilio).toBeNull();
  });

  it('puts a 400 next to the fields it names, ignoring fields the form does not have', () => {
    expect(
      serverFieldProblems([
        { field: 'email' },
        { field: 'telefone' },
        { field: 'volume' },
        { field: 'cesta[0]' },
      ]),
    ).toEqual({ email: 'email', telefone: 'phone', volume: 'invalid' });
  });
});
