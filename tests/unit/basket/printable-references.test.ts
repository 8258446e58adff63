// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { readPrintableReferences } from '../../../src/features/basket/utils/printable-references';

describe('readPrintableReferences (tipo "impressao")', () => {
  it('keeps each reference with its bold title and drops any other markup', () => {
    const html =
      '<!doctype html><html><body><h1>Cesta</h1><ol>' +
      '<li>ASSIS, Machado de. <strong>Dom Casmurro</strong>. São Paulo: Ática, 2019.</li>' +
      '<li>ASSIS, Machado de. <b>Esaú e Jacó</b>.<script>alert(1)</script><img src=x onerror=alert(1)></li>' +
      '</ol></body></html>';
    expect(readPrintableReferences(html)).toEqual([
      {
        parts: [
          { text: 'ASSIS, Machado de. ', bold: false },
          { text: 'Dom Casmurro', bold: true },
          { text: '. São Paulo: Ática, 2019.', bold: false },
        ],
        details: [],
      },
      {
        parts: [
          { text: 'ASSIS, Machado de. ', bold: false },
          { text: 'Esaú e Jacó', bold: true },
          { text: '.alert(1)', bold: false },
        ],
        details: [],
      },
    ]);
  });

  it('reads the details of a complete export as term and value', () => {
    const html =
      '<ol><li>X. <strong>T</strong>.<dl><dt>Assuntos</dt><dd>Romance</dd>' +
      '<dt>Número de chamada</dt><dd>869.3 A848d</dd></dl></li></ol>';
    const [entry] = readPrintableReferences(html);
    expect(entry?.parts.map((part) => part.text).join('')).toBe('X. T.');
    expect(entry?.details).toEqual([
      { term: 'Assuntos', value: 'Romance' },
      { term: 'Número de chamada', value: '869.3 A848d' },
    ]);
  });
});
