import { describe, expect, it } from 'vitest';
import {
  barLayout,
  labelColumnPx,
  rowsHeightRem,
} from '../../../design-system/BarChart/labelLayout';

const months = [
  'jan. 2025',
  'fev. 2025',
  'mar. 2025',
  'abr. 2025',
  'mai. 2025',
  'jun. 2025',
  'jul. 2025',
  'ago. 2025',
  'set. 2025',
  'out. 2025',
  'nov. 2025',
  'dez. 2025',
];

describe('bar chart label layout', () => {
  it("twelve months stand under their bars at a desktop's width", () => {
    expect(barLayout(900, months)).toBe('columns');
  });

  it("twelve months at a phone's width turn the chart on its side, none overlapping", () => {
    expect(barLayout(340, months)).toBe('rows');
  });

  it('a word longer than its column turns it too, even when few', () => {
    expect(barLayout(340, ['Biblioteca Central', 'Biblioteca de Ciências Agrárias'])).toBe(
      'columns',
    );
    expect(barLayout(340, ['Biblioteconomia', 'Arquivologia', 'Museologia', 'Jornalismo'])).toBe(
      'rows',
    );
  });

  it('a chart not laid out yet keeps its columns', () => {
    expect(barLayout(0, months)).toBe('columns');
  });

  it('a few short labels stay as columns on a phone', () => {
    expect(barLayout(340, ['2023', '2024', '2025'])).toBe('columns');
  });

  it('the label column fits the longest label, but takes at most a third of the chart', () => {
    expect(labelColumnPx(340, ['2023'])).toBe(48);
    expect(labelColumnPx(340, months)).toBe(Math.round(9 * 6.6 + 12));
    expect(labelColumnPx(300, ['Biblioteca de Ciências Agrárias e Veterinárias'])).toBe(100);
  });

  it('on its side the chart grows a row per category', () => {
    expect(rowsHeightRem(3, 1)).toBe(18);
    expect(rowsHeightRem(24, 2)).toBeGreaterThan(rowsHeightRem(12, 2));
    expect(rowsHeightRem(24, 2)).toBe(24 * 2.25 + 2.5);
  });
});
