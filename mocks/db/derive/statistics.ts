import type { TitleRow } from '../collections';
import { createRng } from '../prng';
import { referenceYear } from '../reference-date';

export interface MonthStatistics {
  mes: number;
  emprestimos: number;
  reservas: number;
  acessos: number;
}

export interface TitleStatistics {
  ano: number;
  meses: MonthStatistics[];
}

/** Years with usage data: from the acquisition year to the reference year. */
export function statisticsYears(title: TitleRow, lastYear: number = referenceYear()): number[] {
  const first = Math.max(Number(title.data_aquisicao.slice(0, 4)), lastYear - 14);
  const years: number[] = [];
  for (let year = lastYear; year >= first; year--) years.push(year);
  return years;
}

/**
 * Monthly loans, holds and accesses of one year, seeded by title and year so they are
 * stable: real works circulate more, digital titles are accessed rather than lent, and
 * the reference year stops at the reference month.
 */
export function titleStatistics(title: TitleRow, year: number, today: string): TitleStatistics {
  const rng = createRng(`stats:${title.cod_acervo}:${year}`);
  const popularity = title.origem === 'real' ? 6 : 2;
  const digital = title.acesso_remoto === 'cr';
  const lastMonth = year === Number(today.slice(0, 4)) ? Number(today.slice(5, 7)) : 12;
  const meses: MonthStatistics[] = [];
  for (let mes = 1; mes <= lastMonth; mes++) {
    // Term-time months (March-June, August-November) see more use, as in a university.
    const term = (mes >= 3 && mes <= 6) || (mes >= 8 && mes <= 11) ? 2 : 1;
    meses.push({
      mes,
      emprestimos: digital && title.cod_tipo_obra !== 1 ? 0 : rng.int(0, popularity * term),
      reservas: rng.int(0, Math.max(1, Math.floor((popularity * term) / 3))),
      acessos: rng.int(popularity, popularity * term * (digital ? 12 : 4)),
    });
  }
  return { ano: year, meses };
}
