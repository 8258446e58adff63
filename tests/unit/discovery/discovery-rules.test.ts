import { describe, expect, it } from 'vitest';
import type { TeachingPlan } from '../../../src/api/generated/model';
import { monthsBefore, todayInLibrary } from '../../../src/features/discovery/utils/calendar-days';
import { checkTitlesPeriod } from '../../../src/features/discovery/utils/check-titles-period';
import {
  permanentBasketFilterOf,
  permanentBasketParamsOf,
  searchOfPermanentBasketFilter,
  validatePermanentBasketFilter,
} from '../../../src/features/discovery/utils/permanent-basket-filter';
import {
  emptyTeachingPlanSearch,
  orderTeachingPlans,
  searchOfTeachingPlanSearch,
  teachingPlanParamsOf,
  teachingPlanSearchOf,
  validateTeachingPlanSearch,
} from '../../../src/features/discovery/utils/teaching-plan-search';
import {
  searchOfTotalsRequest,
  totalsParamsOf,
  totalsRequestOf,
  validateTotalsRequest,
} from '../../../src/features/discovery/utils/titles-totals-request';

describe('check-titles interval: today back one month (spec section 9)', () => {
  it('ends today and starts on the same day a month earlier', () => {
    expect(checkTitlesPeriod(new Date('2026-11-26T12:00:00Z'))).toEqual({
      dataIni: '2026-10-26',
      dataFim: '2026-11-26',
    });
  });

  it('reads today in São Paulo, not in UTC', () => {
    // 02:00 UTC on 1 December is still 30 November in São Paulo (UTC-3).
    expect(todayInLibrary(new Date('2026-12-01T02:00:00Z'))).toBe('2026-11-30');
    expect(checkTitlesPeriod(new Date('2026-12-01T02:00:00Z'))).toEqual({
      dataIni: '2026-10-30',
      dataFim: '2026-11-30',
    });
  });

  it('crosses a year and clamps to the end of a shorter month', () => {
    expect(monthsBefore('2026-01-15', 1)).toBe('2025-12-15');
    expect(monthsBefore('2026-03-31', 1)).toBe('2026-02-28');
    expect(monthsBefore('2028-03-30', 1)).toBe('2028-02-29');
    expect(monthsBefore('2026-11-26', 12)).toBe('2025-11-26');
  });
});

describe('permanent basket period filter', () => {
  it('asks nothing of "every title" and sends it with the basket page’s own key', () => {
    const all = permanentBasketFilterOf(new URLSearchParams(''));
    expect(validatePermanentBasketFilter(all)).toBeNull();
    expect(permanentBasketParamsOf(all)).toEqual({ tipoBusca: 'todos' });
    expect(searchOfPermanentBasketFilter(all)).toEqual({});
  });

  it('needs both days of a period, each missing one next to its field', () => {
    expect(validatePermanentBasketFilter({ kind: 'periodo', start: '', end: '' })).toEqual({
      start: 'required',
      end: 'required',
    });
    expect(
      validatePermanentBasketFilter({ kind: 'periodo', start: '2026-10-01', end: '' }),
    ).toEqual({ end: 'required' });
  });

  it('refuses a start after the end, accepts one day and round-trips through the address', () => {
    expect(
      validatePermanentBasketFilter({ kind: 'periodo', start: '2026-11-02', end: '2026-11-01' }),
    ).toEqual({ start: 'startAfterEnd' });
    const day = { kind: 'periodo' as const, start: '2026-11-01', end: '2026-11-01' };
    expect(validatePermanentBasketFilter(day)).toBeNull();
    const address = new URLSearchParams(searchOfPermanentBasketFilter(day));
    expect(address.toString()).toBe('tipo=periodo&de=2026-11-01&ate=2026-11-01');
    expect(permanentBasketFilterOf(address)).toEqual(day);
    expect(permanentBasketParamsOf(day)).toEqual({
      tipoBusca: 'periodo',
      dataIni: '2026-11-01',
      dataFim: '2026-11-01',
    });
  });
});

describe('titles totals request', () => {
  const valid = { title: '7', start: '2026-01-01', end: '2026-11-20', library: '' };

  it('needs a title code made of digits and both days', () => {
    expect(validateTotalsRequest(valid)).toBeNull();
    expect(validateTotalsRequest({ ...valid, title: ' ' })).toEqual({ title: 'required' });
    expect(validateTotalsRequest({ ...valid, title: 'Dom Casmurro' })).toEqual({
      title: 'invalid',
    });
    expect(validateTotalsRequest({ ...valid, title: '0' })).toEqual({ title: 'invalid' });
    expect(validateTotalsRequest({ ...valid, start: '', end: '' })).toEqual({
      start: 'required',
      end: 'required',
    });
  });

  it('refuses a start after the end next to the start field', () => {
    expect(validateTotalsRequest({ ...valid, start: '2026-11-21' })).toEqual({
      start: 'startAfterEnd',
    });
  });

  it('round-trips through the address and sends the library only when chosen', () => {
    const withLibrary = { ...valid, library: '3' };
    const address = new URLSearchParams(searchOfTotalsRequest(withLibrary));
    expect(totalsRequestOf(address)).toEqual(withLibrary);
    expect(totalsRequestOf(new URLSearchParams(''))).toBeNull();
    expect(totalsParamsOf(valid)).toEqual({ dataIni: '2026-01-01', dataFim: '2026-11-20' });
    expect(totalsParamsOf(valid, 3)).toEqual({
      dataIni: '2026-01-01',
      dataFim: '2026-11-20',
      biblioteca: 3,
    });
  });
});

describe('teaching-plan search: at least one field (spec section 5)', () => {
  it('refuses a search with no field, or with only the library', () => {
    expect(validateTeachingPlanSearch(emptyTeachingPlanSearch)).toEqual({ empty: true });
    expect(
      validateTeachingPlanSearch({ ...emptyTeachingPlanSearch, periodo: '   ', biblioteca: '1' }),
    ).toEqual({ empty: true });
  });

  it('accepts any one field, and checks a year is a year', () => {
    for (const field of ['departamento', 'ano', 'semestre', 'periodo', 'disciplina'] as const)
      expect(
        validateTeachingPlanSearch({
          ...emptyTeachingPlanSearch,
          [field]: field === 'ano' ? '2026' : '1',
        }),
      ).toBeNull();
    expect(validateTeachingPlanSearch({ ...emptyTeachingPlanSearch, ano: '26' })).toEqual({
      ano: 'invalid',
    });
    expect(validateTeachingPlanSearch({ ...emptyTeachingPlanSearch, ano: '3000' })).toEqual({
      ano: 'invalid',
    });
  });

  it('keeps the search in the address and sends numbers as numbers, empty fields left out', () => {
    const search = { ...emptyTeachingPlanSearch, departamento: '3', ano: '2026', semestre: '2' };
    const address = new URLSearchParams(searchOfTeachingPlanSearch(search));
    expect(address.toString()).toBe('departamento=3&ano=2026&semestre=2');
    expect(teachingPlanSearchOf(address)).toEqual(search);
    expect(teachingPlanSearchOf(new URLSearchParams(''))).toBeNull();
    expect(teachingPlanParamsOf(search)).toEqual({ departamento: '3', ano: 2026, semestre: 2 });
  });
});

describe('teaching-plan order', () => {
  const plan = (
    codigo: string,
    descricao: string,
    ano: number,
    semestre: number,
  ): TeachingPlan => ({
    departamento: { codigo: '1', descricao: 'Letras' },
    ano,
    semestre,
    disciplina: { codigo, descricao },
    vagas: 30,
    bibliografia: [],
    total_emprestimos: 0,
  });
  const plans = [
    plan('A1', 'Álgebra', 2025, 2),
    plan('B1', 'Biologia', 2026, 1),
    plan('C1', 'Cálculo', 2026, 2),
    plan('A2', 'Arte', 2026, 2),
  ];
  const codes = (list: TeachingPlan[]) => list.map((item) => item.disciplina.codigo);

  it('lists the newest year and semester first, then by subject name', () => {
    expect(codes(orderTeachingPlans(plans, 'pt-BR'))).toEqual(['A2', 'C1', 'B1', 'A1']);
  });

  it('puts the patron’s own plans first, each group in that order', () => {
    const own = new Set(['A1', 'B1']);
    expect(
      codes(orderTeachingPlans(plans, 'pt-BR', (item) => own.has(item.disciplina.codigo))),
    ).toEqual(['B1', 'A1', 'A2', 'C1']);
  });
});
