import { describe, expect, it } from 'vitest';
import { statisticsChartOf } from '../../../src/features/acquisition/utils/statistics-chart';
import {
  searchOfSuggestionFilter,
  suggestionFilterOf,
  suggestionRequestOf,
  validateSuggestionFilter,
} from '../../../src/features/acquisition/utils/suggestion-filter';

const known = ['em_cotacao', 'atendida'];

describe('suggestion filter', () => {
  it('refuses a start after the end, next to the start field', () => {
    expect(
      validateSuggestionFilter({ start: '2026-05-02', end: '2026-05-01', status: '' }, known),
    ).toEqual({ start: 'startAfterEnd' });
    expect(
      validateSuggestionFilter({ start: '2026-05-01', end: '2026-05-01', status: '' }, known),
    ).toBeNull();
  });

  it('accepts an open period and refuses half-typed dates and unknown statuses', () => {
    expect(
      validateSuggestionFilter({ start: '', end: '2026-05-01', status: '' }, known),
    ).toBeNull();
    expect(validateSuggestionFilter({ start: '2026-5', end: 'x', status: 'nope' }, known)).toEqual({
      start: 'invalid',
      end: 'invalid',
      status: 'unknown',
    });
  });

  it('round-trips through the address and sends only what was chosen', () => {
    const filter = suggestionFilterOf(new URLSearchParams('de=2026-01-01&situacao=atendida'));
    expect(filter).toEqual({ start: '2026-01-01', end: '', status: 'atendida' });
    expect(searchOfSuggestionFilter(filter)).toEqual({ de: '2026-01-01', situacao: 'atendida' });
    expect(suggestionRequestOf(filter)).toEqual({ dataIni: '2026-01-01', situacao: 'atendida' });
    expect(suggestionRequestOf({ start: '', end: '', status: '' })).toBeUndefined();
  });
});

describe('statistics chart', () => {
  it('keeps the counted statuses in the server’s order with their texts', () => {
    expect(
      statisticsChartOf({
        total: 3,
        por_situacao: [
          { situacao: 'atendida', descricao: 'Atendida', total: 2 },
          { situacao: 'cancelada', descricao: 'Cancelada', total: 0 },
          { situacao: 'em_cotacao', descricao: 'Em cotação', total: 1 },
        ],
      }),
    ).toEqual({ categories: ['Atendida', 'Em cotação'], values: [2, 1] });
  });
});
