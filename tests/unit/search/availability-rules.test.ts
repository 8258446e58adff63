import { describe, expect, it } from 'vitest';
import { availabilityState, primaryActionOf } from '../../../src/lib/availability/primary-action';
import { onlineIsTheAction } from '../../../src/features/search/components/result-rules';

const copies = (total: number, disponiveis: number, circulantes?: number) => ({
  total,
  disponiveis,
  circulantes,
});
const allowed = { reserva: true, solicitacao_emprestimo: true };

describe('the availability line and its one action (issue 39)', () => {
  it('offers the hold only while every circulating copy is out and the server allows holds', () => {
    expect(primaryActionOf({ exemplares: copies(3, 0, 3), online: false })).toBe('hold');
    expect(
      primaryActionOf({ exemplares: copies(3, 0, 3), online: false, permissions: allowed }),
    ).toBe('hold');
    // The title's permissions say no: the card's guess gives way.
    expect(
      primaryActionOf({
        exemplares: copies(3, 0, 3),
        online: false,
        permissions: { reserva: false, solicitacao_emprestimo: false },
      }),
    ).toBe('consult');
  });

  it('never invites reference-only copies to a waiting list: they are consulted on site', () => {
    expect(availabilityState(copies(2, 0, 0), false)).toBe('referenceOnly');
    expect(primaryActionOf({ exemplares: copies(2, 0, 0), online: false })).toBe('consult');
    // Read online rather than walk to a shelf that lends nothing.
    expect(primaryActionOf({ exemplares: copies(2, 0, 0), online: true })).toBe('online');
  });

  it('offers the loan request for copies on the shelf only when the server offers the flow', () => {
    expect(
      primaryActionOf({ exemplares: copies(3, 1, 3), online: false, permissions: allowed }),
    ).toBe('request');
    // A result card knows no permissions: the patron is shown where the book is.
    expect(primaryActionOf({ exemplares: copies(3, 1, 3), online: true })).toBe('shelf');
    expect(availabilityState(copies(3, 1, 3), false)).toBe('available');
  });

  it('opens online a title without copies, and offers nothing for one with neither', () => {
    expect(availabilityState(copies(0, 0, 0), true)).toBe('online');
    expect(primaryActionOf({ exemplares: copies(0, 0, 0), online: true })).toBe('online');
    expect(availabilityState(copies(0, 0, 0), false)).toBe('none');
    expect(primaryActionOf({ exemplares: copies(0, 0, 0), online: false })).toBeNull();
  });

  it('keeps the older rule for a server that does not count circulating copies', () => {
    expect(primaryActionOf({ exemplares: copies(2, 0), online: false })).toBe('hold');
  });

  it('lists a card’s links in its availability line only when opening online is the action', () => {
    const link = [{ seq_paragrafo: 1 }] as never[];
    const record = (exemplares: ReturnType<typeof copies>) =>
      ({ acesso_remoto: 'N', exemplares }) as const;
    expect(onlineIsTheAction(record(copies(0, 0, 0)), link, false)).toBe(true);
    expect(onlineIsTheAction(record(copies(3, 1, 3)), link, false)).toBe(false);
    expect(onlineIsTheAction(record(copies(0, 0, 0)), [], false)).toBe(false);
    // Another institution's record: its line shows no action.
    expect(onlineIsTheAction(record(copies(0, 0, 0)), link, true)).toBe(false);
  });
});
