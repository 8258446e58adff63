import { describe, expect, it } from 'vitest';
import type { InstitutionalEvent } from '../../../src/api/generated/model';
import { eventItems } from '../../../src/features/institution/utils/events';

const event = (overrides: Partial<InstitutionalEvent>): InstitutionalEvent => ({
  titulo: 'Congresso',
  data_inicio: '2026-12-10T08:00:00-03:00',
  ...overrides,
});

describe('the events platform’s list', () => {
  it('is read soonest first, an event without a usable date last', () => {
    const items = eventItems([
      event({ titulo: 'C', data_inicio: '2026-12-20T08:00:00-03:00' }),
      event({ titulo: 'sem data', data_inicio: 'em breve' }),
      event({ titulo: 'A', data_inicio: '2026-12-01T19:00:00-03:00' }),
      event({ titulo: 'B', data_inicio: '2026-12-05T10:00:00-03:00' }),
    ]);
    expect(items.map((item) => item.title)).toEqual(['A', 'B', 'C', 'sem data']);
  });

  it('links only addresses the safe-URL rule accepts (http(s) or a path of this site)', () => {
    const hrefs = eventItems([
      event({ titulo: '1', link: 'https://eventos.ufx.example.org/cic' }),
      event({ titulo: '2', link: 'javascript:alert(document.cookie)' }),
      event({ titulo: '3', link: ' JaVaScRiPt:alert(1)' }),
      event({ titulo: '4', link: 'data:text/html,<script>alert(1)</script>' }),
      event({ titulo: '5', link: '/eventos' }),
      event({ titulo: '6', link: null }),
      event({ titulo: '7', link: '   ' }),
      event({ titulo: '8' }),
    ]).map((item) => [item.title, item.href]);
    expect(hrefs).toEqual([
      ['1', 'https://eventos.ufx.example.org/cic'],
      ['2', null],
      ['3', null],
      ['4', null],
      ['5', '/eventos'],
      ['6', null],
      ['7', null],
      ['8', null],
    ]);
  });

  it('gives each event its own key, even two alike, and drops blank place and description', () => {
    const items = eventItems([
      event({ local: '  ', descricao: '' }),
      event({ local: 'Centro de Eventos', descricao: 'Pôsteres.' }),
    ]);
    expect(new Set(items.map((item) => item.key)).size).toBe(2);
    expect(items[0]).toMatchObject({ place: null, description: null, end: null });
    expect(items[1]).toMatchObject({ place: 'Centro de Eventos', description: 'Pôsteres.' });
  });
});
