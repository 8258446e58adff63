import type { TitleRow } from '../collections';
import { createRng } from '../prng';
import { addDays } from '../reference-date';

/** An issue of a periodical as the kardex lists it (kardex.yaml KardexIssue). */
export interface KardexIssue {
  seqPar: number;
  seqSec: number;
  ano: number;
  volume: string | null;
  numero: string | null;
  descricao: string;
  data_chegada: string | null;
  exemplares: number;
  possui_sumario: boolean;
}

const ISSUES_PER_YEAR: Record<string, number> = {
  Semanal: 52,
  Mensal: 12,
  Bimestral: 6,
  Trimestral: 4,
  Quadrimestral: 3,
  Semestral: 2,
  Contínua: 12,
};

/** Years the library holds: the last 15 years of the run, or since the first issue. */
export function kardexYears(title: TitleRow, today: string): number[] {
  const last = Number(today.slice(0, 4));
  const first = Math.max(title.ano_publicacao ?? last - 10, last - 14);
  const years: number[] = [];
  for (let year = last; year >= first; year--) years.push(year);
  return years;
}

/**
 * Issues of one year: volume = years since the first issue, numbers by frequency, a few
 * gaps (issues never received) and arrival a little after the cover date; none from the
 * future of the reference day.
 */
export function kardexIssues(title: TitleRow, year: number, today: string): KardexIssue[] {
  if (title.cod_tipo_obra !== 2) return [];
  const perYear = ISSUES_PER_YEAR[title.periodicidade ?? ''] ?? 4;
  const rng = createRng(`kardex:${title.cod_acervo}:${year}`);
  const volume = String(year - (title.ano_publicacao ?? year) + 1);
  const issues: KardexIssue[] = [];
  for (let n = 1; n <= perYear; n++) {
    const dayOfYear = Math.floor(((n - 1) * 365) / perYear);
    const cover = addDays(`${year}-01-01`, dayOfYear);
    if (cover > today) break;
    const received = rng.chance(0.93);
    const arrival = received ? addDays(cover, rng.int(7, 45)) : null;
    issues.push({
      seqPar: title.cod_acervo,
      seqSec: year * 100 + n,
      ano: year,
      volume,
      numero: String(n),
      descricao: `v. ${volume}, n. ${n}, ${year}`,
      data_chegada: arrival !== null && arrival <= today ? arrival : null,
      exemplares: received ? rng.int(1, 2) : 0,
      possui_sumario: received && rng.chance(0.6),
    });
  }
  return issues;
}
