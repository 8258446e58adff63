import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/api/errors';
import {
  alertFlagsOf,
  areaCreateBody,
  areaDeleteBody,
  hasAlertType,
  isAlertTypeRefusal,
  isoToday,
  isValidityRefusal,
  periodicalCreateBody,
  periodicalSettingsProblems,
  periodicalUpdateBody,
  validityProblem,
  chosenValidity,
  validityUpdateBody,
  workTypeCreateBody,
  workTypeSettingsProblems,
  workTypeUpdateBody,
} from '../../../src/features/interest-profile/utils/interest-rules';

const today = '2026-11-26';

describe('validity', () => {
  it('is refused before today and accepted from today on', () => {
    expect(validityProblem('2026-11-25', today)).toBe('past');
    expect(validityProblem('2020-01-01', today)).toBe('past');
    expect(validityProblem('2026-11-26', today)).toBeNull();
    expect(validityProblem('2027-06-30', today)).toBeNull();
  });

  it('is required, and a half-typed or impossible day counts as missing', () => {
    expect(validityProblem('', today)).toBe('required');
    expect(validityProblem('2027-02-30', today)).toBe('required');
    expect(validityProblem('30/06/2027', today)).toBe('required');
  });

  it('falls back when left empty: the proposal for a new interest, the current one for a change', () => {
    expect(chosenValidity('', '2027-11-26')).toBe('2027-11-26');
    expect(chosenValidity('  ', '2027-11-26')).toBe('2027-11-26');
    expect(chosenValidity('2028-01-01', '2027-11-26')).toBe('2028-01-01');
    // Nothing to fall back to: the field is required again.
    expect(validityProblem(chosenValidity('', null), today)).toBe('required');
  });

  it('takes today in São Paulo, not in UTC', () => {
    // 02:00 UTC on the 27th is still the 26th in São Paulo (UTC-3).
    expect(isoToday(new Date('2026-11-27T02:00:00Z'))).toBe('2026-11-26');
    expect(isoToday(new Date('2026-11-27T03:00:00Z'))).toBe('2026-11-27');
  });
});

describe('alert types of a periodical', () => {
  it('needs at least one of issue, article, summary', () => {
    expect(hasAlertType(alertFlagsOf([]))).toBe(false);
    expect(hasAlertType(alertFlagsOf(['sumario']))).toBe(true);
    expect(alertFlagsOf(['artigo', 'fasciculo'])).toEqual({
      fasciculo: true,
      artigo: true,
      sumario: false,
    });
  });

  it('names every problem of the settings at once, each for its own field', () => {
    expect(
      periodicalSettingsProblems({ validade: '2020-01-01', alertTypes: [], libraries: [] }, today),
    ).toEqual({ validade: 'past', alertTypes: 'none', libraries: 'none' });
    expect(
      periodicalSettingsProblems(
        { validade: '2027-01-01', alertTypes: ['artigo'], libraries: ['1'] },
        today,
      ),
    ).toBeNull();
  });
});

describe('work-type settings', () => {
  it('need a validity, a library and a language', () => {
    expect(workTypeSettingsProblems({ validade: '', libraries: [], languages: [] }, today)).toEqual(
      { validade: 'required', libraries: 'none', languages: 'none' },
    );
    expect(
      workTypeSettingsProblems({ validade: today, libraries: ['2'], languages: ['por'] }, today),
    ).toBeNull();
  });
});

describe('request bodies', () => {
  it('adds only the ticked hits of one kind, with the area scheme kept apart', () => {
    const hits = [
      { codigo: '1', codTipoArea: 1, descricao: 'Ciências Exatas e da Terra' },
      { codigo: '1', codTipoArea: 2, descricao: 'Not this one' },
      { codigo: '600', codTipoArea: 2, descricao: 'Tecnologia' },
    ];
    expect(areaCreateBody('area', '2027-06-30', hits, ['1:1', '2:600'])).toEqual({
      tipoDSI: 'area',
      validade: '2027-06-30',
      itens: [
        { codigo: '1', codTipoArea: 1 },
        { codigo: '600', codTipoArea: 2 },
      ],
    });
    expect(
      areaCreateBody('autor', '2027-06-30', [{ codigo: '10', descricao: 'Lispector' }], [':10']),
    ).toEqual({
      tipoDSI: 'autor',
      validade: '2027-06-30',
      itens: [{ codigo: '10', codTipoArea: null }],
    });
  });

  it('removes an interest with the body the spec names, and changes a kind’s validity', () => {
    expect(
      areaDeleteBody({ codigo: '2', tipoDSI: 'assunto', descricao: 'Romance', validade: today }),
    ).toEqual({ codigo: '2', tipoDSI: 'assunto', codTipoArea: null });
    expect(validityUpdateBody('2027-06-30', 'autor')).toEqual({
      validade: '2027-06-30',
      tipoDSI: 'autor',
    });
  });

  it('sends each periodical with the same flags and numeric libraries', () => {
    const settings = {
      validade: '2027-06-30',
      alertTypes: ['fasciculo'],
      libraries: ['1', '3', '1'],
    };
    expect(periodicalCreateBody([210, 211], settings)).toEqual({
      validade: '2027-06-30',
      itens: [
        { codigo: 210, fasciculo: true, artigo: false, sumario: false, bibliotecas: [1, 3] },
        { codigo: 211, fasciculo: true, artigo: false, sumario: false, bibliotecas: [1, 3] },
      ],
    });
    expect(periodicalUpdateBody(208, { ...settings, alertTypes: ['artigo', 'sumario'] })).toEqual({
      codigo: 208,
      validade: '2027-06-30',
      fasciculo: false,
      artigo: true,
      sumario: true,
      bibliotecas: [1, 3],
    });
  });

  it('sends work types with numeric codes, libraries and languages', () => {
    const settings = { validade: '2027-06-30', libraries: ['2'], languages: ['por', 'eng'] };
    expect(workTypeCreateBody(['4', '5'], settings)).toEqual({
      validade: '2027-06-30',
      itens: [
        { codigo: 4, bibliotecas: [2], idiomas: ['por', 'eng'] },
        { codigo: 5, bibliotecas: [2], idiomas: ['por', 'eng'] },
      ],
    });
    expect(workTypeUpdateBody(1, settings)).toEqual({
      codigo: 1,
      validade: '2027-06-30',
      bibliotecas: [2],
      idiomas: ['por', 'eng'],
    });
  });
});

describe('refusals about a field', () => {
  it('knows the past-validity refusal by its key (422) or by a 400 on validade', () => {
    const past = { message: 'VALIDADE_DATA_PASSADA', key: 'VALIDADE_DATA_PASSADA' };
    expect(isValidityRefusal(new ApiError(422, past))).toBe(true);
    expect(
      isValidityRefusal(
        new ApiError(400, { message: 'x', fields: [{ field: 'validade', message: 'past' }] }),
      ),
    ).toBe(true);
    expect(isValidityRefusal(new ApiError(500, { message: 'boom' }))).toBe(false);
    expect(isValidityRefusal(new Error('validade'))).toBe(false);
  });

  it('knows a periodical refused for its alert types', () => {
    const noType = (field: string) =>
      new ApiError(400, { message: 'Selecione', fields: [{ field, message: 'select' }] });
    expect(isAlertTypeRefusal(noType('fasciculo'))).toBe(true);
    expect(isAlertTypeRefusal(noType('itens[0]'))).toBe(true);
    expect(isAlertTypeRefusal(noType('itens[0].bibliotecas'))).toBe(false);
  });
});
