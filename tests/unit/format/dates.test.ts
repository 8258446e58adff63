import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE, formatDate, formatDateTime } from '../../../src/lib/format/dates';

describe('formatDate', () => {
  it("writes a day in each locale's numeric order", () => {
    expect(formatDate('2025-03-24', 'pt-BR')).toBe('24/03/2025');
    expect(formatDate('2025-03-24', 'en-US')).toBe('03/24/2025');
    expect(formatDate('2025-03-24', 'es-ES')).toBe('24/03/2025');
  });

  it('shows an instant on its São Paulo day by default, another zone when asked', () => {
    expect(DEFAULT_TIME_ZONE).toBe('America/Sao_Paulo');
    // 01:30 UTC on the 25th is still the evening of the 24th in São Paulo (UTC-3).
    expect(formatDate('2025-03-25T01:30:00Z', 'pt-BR')).toBe('24/03/2025');
    expect(formatDate('2025-03-25T01:30:00Z', 'pt-BR', { timeZone: 'UTC' })).toBe('25/03/2025');
  });

  it('never moves a bare calendar day, whatever the zone', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }),
        fc.constantFrom('America/Sao_Paulo', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'UTC'),
        (date, timeZone) => {
          const day = date.toISOString().slice(0, 10);
          const [year, month, dayOfMonth] = day.split('-');
          expect(formatDate(day, 'pt-BR', { timeZone })).toBe(`${dayOfMonth}/${month}/${year}`);
        },
      ),
    );
  });

  it('gives an empty text for missing or invalid input', () => {
    expect(formatDate(null, 'pt-BR')).toBe('');
    expect(formatDate(undefined, 'pt-BR')).toBe('');
    expect(formatDate('', 'pt-BR')).toBe('');
    expect(formatDate('not a date', 'pt-BR')).toBe('');
  });
});

describe('formatDateTime', () => {
  it('adds the time to the minute, in São Paulo time', () => {
    expect(formatDateTime('2025-09-02T10:15:00-03:00', 'pt-BR')).toBe('02/09/2025, 10:15');
    expect(formatDateTime('2025-09-02T13:15:00Z', 'pt-BR')).toBe('02/09/2025, 10:15');
    expect(formatDateTime('2025-09-02T13:15:00Z', 'en-US')).toBe('09/02/2025, 10:15 AM');
  });

  it('shows only the day for a bare calendar day', () => {
    expect(formatDateTime('2025-09-02', 'pt-BR')).toBe('02/09/2025');
  });
});
