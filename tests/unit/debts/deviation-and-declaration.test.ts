import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayOf, deviationTime } from '../../../src/features/debts/utils/deviation-period';
import { declarationPdf, wrapText } from '../../../src/features/debts/utils/declaration-pdf';
import { isSameOrigin, safeUrl } from '../../../src/lib/urls/safe-url';

const day = fc
  .date({
    min: new Date('2000-01-01T00:00:00Z'),
    max: new Date('2040-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((date) => date.toISOString().slice(0, 10));

describe('suspension periods', () => {
  it('is current from its first to its last day, past after, future before', () => {
    fc.assert(
      fc.property(day, day, day, (a, b, today) => {
        const [start, end] = a <= b ? [a, b] : [b, a];
        const time = deviationTime({ data_inicio: start, data_fim: end }, today);
        expect(time).toBe(today < start ? 'future' : today > end ? 'past' : 'current');
      }),
    );
  });

  it('never ends without an end date', () => {
    fc.assert(
      fc.property(day, day, (start, today) => {
        expect(deviationTime({ data_inicio: start, data_fim: null }, today)).toBe(
          today < start ? 'future' : 'current',
        );
      }),
    );
  });

  it('reads an instant as its São Paulo day', () => {
    expect(dayOf('2026-11-20')).toBe('2026-11-20');
    // 01:00 UTC is still the evening before in São Paulo (UTC−3).
    expect(dayOf('2026-11-21T01:00:00Z')).toBe('2026-11-20');
    expect(dayOf('not a date')).toBeNull();
  });
});

describe('the no-debts declaration PDF', () => {
  const latin1 = (bytes: Uint8Array) => String.fromCharCode(...bytes);

  it('is a PDF whose cross-reference table points at each object, whatever the text', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.array(fc.string(), { maxLength: 4 }),
        fc.string(),
        (heading, facts, body) => {
          const text = latin1(
            declarationPdf({ heading, facts, body, footer: ['Documento (oficial) \\ ã'] }),
          );
          expect(text.startsWith('%PDF-1.4\n')).toBe(true);
          expect(text.endsWith('%%EOF\n')).toBe(true);
          const startxref = Number(/startxref\n(\d+)\n/.exec(text)?.[1]);
          expect(text.slice(startxref, startxref + 4)).toBe('xref');
          const offsets = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) =>
            Number(m[1]),
          );
          expect(offsets).toHaveLength(6);
          offsets.forEach((offset, index) => {
            expect(text.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true);
          });
          // The stream's declared length is its real length.
          const length = Number(/\/Length (\d+) >>\nstream\n/.exec(text)?.[1]);
          const start = text.indexOf('stream\n') + 'stream\n'.length;
          expect(text.slice(start + length, start + length + 10)).toBe('\nendstream');
        },
      ),
    );
  });

  it('keeps Portuguese accents as Latin-1 and escapes parentheses', () => {
    const text = latin1(
      declarationPdf({ heading: 'Declaração (nada consta)', facts: [], body: '', footer: [] }),
    );
    expect(text).toContain('(Declaração \\(nada consta\\)) Tj');
  });

  it('wraps words into lines no longer than the width unless a word is longer', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-zà-ú]{1,30}$/), { maxLength: 40 }), (words) => {
        const lines = wrapText(words.join(' '), 40);
        expect(lines.join(' ')).toBe(words.join(' '));
        for (const line of lines) expect(line.length <= 40 || !line.includes(' ')).toBe(true);
      }),
    );
  });
});

describe('addresses from the server', () => {
  it('lets through only http(s) and this site', () => {
    const origin = 'https://catalogo.example.org';
    expect(safeUrl('https://pagtesouro.example.gov.br/gru/2026/1.pdf', origin)).toBe(
      'https://pagtesouro.example.gov.br/gru/2026/1.pdf',
    );
    expect(safeUrl('/nada-consta/1.pdf', origin)).toBe(
      'https://catalogo.example.org/nada-consta/1.pdf',
    );
    expect(safeUrl('javascript:alert(1)', origin)).toBeNull();
    expect(safeUrl('data:text/html,<script>', origin)).toBeNull();
    expect(safeUrl('  ', origin)).toBeNull();
    expect(isSameOrigin('https://catalogo.example.org/a.pdf', origin)).toBe(true);
    expect(isSameOrigin('https://pagtesouro.example.gov.br/a.pdf', origin)).toBe(false);
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const result = safeUrl(raw, origin);
        expect(result === null || /^https?:\/\//.test(result)).toBe(true);
      }),
    );
  });
});
