import { describe, expect, it } from 'vitest';
import type { Copy } from '../../../src/api/generated/model';
import { libraryLinesOf, soonestCopyOf } from '../../../src/features/title/utils/library-lines';

let code = 0;
const copy = (library: number, situacao: Copy['situacao'], more: Partial<Copy> = {}): Copy => ({
  cod_exemplar: ++code,
  cod_biblioteca: library,
  desc_biblioteca: library === 1 ? 'Biblioteca Central' : 'Biblioteca Setorial',
  situacao,
  ...more,
});

describe('the availability block’s lines (one per library)', () => {
  it('gives each library the status of its nearest copy, its call number and the count on the shelf', () => {
    const lines = libraryLinesOf(
      [
        copy(1, 'emprestado', { chamada: '869.3 A447d ex.1' }),
        copy(2, 'emprestado'),
        copy(1, 'disponivel', { chamada: '869.3 A447d ex.2', desc_situacao: 'Disponível' }),
      ],
      '869.3 A447d',
    );
    expect(lines).toEqual([
      {
        codBiblioteca: 1,
        library: 'Biblioteca Central',
        status: 'disponivel',
        statusText: 'Disponível',
        callNumber: '869.3 A447d ex.2',
        available: 1,
        total: 2,
      },
      expect.objectContaining({
        codBiblioteca: 2,
        status: 'emprestado',
        // A copy without its own call number shows the title's.
        callNumber: '869.3 A447d',
        available: 0,
        total: 1,
      }),
    ]);
    expect(libraryLinesOf([])).toEqual([]);
  });

  it('suggests for a hold the copy that comes back first', () => {
    expect(
      soonestCopyOf([
        copy(1, 'emprestado', { data_prevista_devolucao: '2026-12-20' }),
        copy(2, 'emprestado', { data_prevista_devolucao: '2026-12-03' }),
      ])?.cod_biblioteca,
    ).toBe(2);
    expect(soonestCopyOf([copy(2, 'em_transito')])?.cod_biblioteca).toBe(2);
    expect(soonestCopyOf([copy(1, 'disponivel')])).toBeUndefined();
  });
});
