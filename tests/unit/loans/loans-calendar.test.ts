import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { Loan } from '../../../src/api/generated/model';
import {
  loansCalendar,
  returnDayInSaoPaulo,
} from '../../../src/features/loans/utils/loans-calendar';

// leitor's loans as the mock answers them (return dates at 22:00 São Paulo time).
const loans: Loan[] = [
  {
    cod_exemplar: 11,
    cod_acervo: 7,
    titulo: 'Dom Casmurro',
    localizacao: '869.3 A848d',
    biblioteca: 'Biblioteca Central',
    data_devolucao: '2026-11-14T22:00:00-03:00',
    renovacoes: 0,
    limite_renovacoes: 3,
    atrasado: true,
    reservado: false,
  },
  {
    cod_exemplar: 12,
    cod_acervo: 9,
    titulo: 'Vidas secas; com vírgula, e ponto',
    biblioteca: 'Biblioteca Setorial',
    // 23:30 in São Paulo is already the next day in UTC: the event stays on the 29th.
    data_devolucao: '2026-11-29T23:30:00-03:00',
    renovacoes: 1,
    limite_renovacoes: 3,
    atrasado: false,
    reservado: false,
  },
  {
    cod_exemplar: 13,
    cod_acervo: 10,
    titulo: 'Grande sertão: veredas',
    data_devolucao: '2026-12-01',
    renovacoes: 1,
    limite_renovacoes: 3,
    atrasado: false,
    reservado: true,
  },
];

const texts = {
  name: 'Devoluções da biblioteca',
  summary: (loan: Loan) => `Devolver: ${loan.titulo}`,
  description: (loan: Loan) => `Na ${loan.biblioteca ?? ''}`,
  reminder: (loan: Loan) => `Amanhã: ${loan.titulo}`,
};

describe('loansCalendar', () => {
  it('parses back (ical.js) to one event per loan on its return day, São Paulo time, with a reminder the day before', async () => {
    const text = await loansCalendar(loans, texts, 'https://catalogo.example.org');
    const calendar = ICAL.Component.fromString(text);

    const zone = calendar.getFirstSubcomponent('vtimezone');
    expect(zone?.getFirstPropertyValue('tzid')).toBe('America/Sao_Paulo');
    ICAL.TimezoneService.register(zone!);

    const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    expect(events.map((event) => event.summary)).toEqual(
      loans.map((loan) => `Devolver: ${loan.titulo}`),
    );
    expect(events.map((event) => event.startDate.toString().slice(0, 10))).toEqual([
      '2026-11-14',
      '2026-11-29',
      '2026-12-01',
    ]);
    for (const [index, event] of events.entries()) {
      expect(event.component.getFirstProperty('dtstart')?.getParameter('tzid')).toBe(
        'America/Sao_Paulo',
      );
      expect(event.startDate.zone?.tzid).toBe('America/Sao_Paulo');
      // 09:00 in São Paulo (UTC−3) is 12:00 UTC.
      expect(event.startDate.toJSDate().toISOString().slice(11, 16)).toBe('12:00');
      const alarm = event.component.getFirstSubcomponent('valarm');
      expect(alarm?.getFirstPropertyValue('action')).toBe('DISPLAY');
      expect(String(alarm?.getFirstPropertyValue('trigger'))).toBe('-P1D');
      expect(alarm?.getFirstPropertyValue('description')).toBe(`Amanhã: ${loans[index]!.titulo}`);
      expect(String(event.component.getFirstPropertyValue('url'))).toBe(
        `https://catalogo.example.org/acervo/${loans[index]!.cod_acervo}`,
      );
    }
  });

  it('reads a return date as its day in São Paulo', () => {
    expect(returnDayInSaoPaulo('2026-11-30T01:00:00Z')).toBe('2026-11-29');
    expect(returnDayInSaoPaulo('2026-12-01')).toBe('2026-12-01');
    expect(returnDayInSaoPaulo('not a date')).toBeNull();
  });
});
