import { WORK_TYPE, type CopyRow, type CopyStatus, type TitleRow } from '../collections';
import { addDays } from '../reference-date';
import { createRng, type Rng } from '../prng';
import { LIBRARIES, LOAN_TYPES } from './institution';

/** Sector library that also shelves a title of this knowledge area / class. */
function sectorLibrary(title: TitleRow): number | null {
  if (title.cod_area_cnpq === 4) return 2;
  if (title.cod_area_conhecimento === '370') return 3;
  if (title.cod_area_cnpq === 1 || title.cod_area_cnpq === 3) return 4;
  if (title.cod_area_cnpq === 5) return 6;
  if (
    title.cod_area_cnpq === 2 ||
    title.cod_area_conhecimento === '912' ||
    title.cod_area_conhecimento === '791'
  )
    return 5;
  return null;
}

function collectionOf(title: TitleRow, rng: Rng, first: boolean): number {
  switch (title.cod_tipo_obra) {
    case WORK_TYPE.periodico:
      return 5;
    case WORK_TYPE.mapa:
      return 7;
    case WORK_TYPE.video:
      return 6;
    case WORK_TYPE.tese:
    case WORK_TYPE.dissertacao:
    case WORK_TYPE.tcc:
      return 8;
    default:
      // First editions older than 1900 are kept as rare books.
      if (first && title.origem === 'real' && (title.ano_publicacao ?? 9999) < 1900) return 4;
      if (title.cursos.length > 0 && rng.chance(0.2)) return 3;
      return rng.chance(0.04) ? 2 : 1;
  }
}

function loanTypeOf(collection: number): number {
  if ([2, 4, 5, 7].includes(collection)) return 3;
  if (collection === 3) return 2;
  if (collection === 6) return 4;
  return 1;
}

function statusOf(loanType: number, rng: Rng): CopyStatus {
  const roll = rng.next();
  if (loanType === 3) return roll < 0.95 ? 'disponivel' : 'em_transito';
  if (roll < 0.62) return 'disponivel';
  if (roll < 0.87) return 'emprestado';
  if (roll < 0.92) return 'reservado';
  if (roll < 0.95) return 'quarentena';
  return 'em_transito';
}

function copyCount(title: TitleRow, rng: Rng): number {
  if (title.cod_tipo_obra === WORK_TYPE.ebook || title.cod_tipo_obra === WORK_TYPE.audiolivro)
    return 0;
  if (title.origem === 'real') return rng.int(2, 6);
  if (title.cod_tipo_obra >= WORK_TYPE.tese && title.cod_tipo_obra <= WORK_TYPE.tcc)
    return title.acesso_remoto ? rng.int(0, 1) : 1;
  return rng.int(1, 3);
}

/** Physical copies of every title, spread over the libraries of the campuses. */
export function generateCopies(titles: readonly TitleRow[], today: string): CopyRow[] {
  const rng = createRng('copies-v1');
  const copies: CopyRow[] = [];
  let tombo = 100000;
  for (const title of titles) {
    const count = copyCount(title, rng);
    const sector = sectorLibrary(title);
    for (let n = 1; n <= count; n++) {
      const library = n === 1 ? 1 : sector !== null && rng.chance(0.6) ? sector : rng.int(1, 6);
      const campus = LIBRARIES.find((entry) => entry.cod_biblioteca === library)!.cod_campus;
      const collection = collectionOf(title, rng, n === 1);
      const loanType = loanTypeOf(collection);
      const situacao = statusOf(loanType, rng);
      const period = LOAN_TYPES.find((entry) => entry.cod_tipo_emprestimo === loanType)!.prazo_dias;
      const onLoan = situacao === 'emprestado';
      copies.push({
        cod_exemplar: copies.length + 1,
        cod_acervo: title.cod_acervo,
        tombo: String(tombo++),
        exemplar: n,
        cod_biblioteca: library,
        cod_campus: campus,
        cod_colecao: collection,
        cod_tipo_emprestimo: loanType,
        localizacao: `${title.chamada} ex.${n}`,
        volume: title.cod_tipo_obra === WORK_TYPE.periodico ? String(n) : title.volume,
        tomo: null,
        parte: null,
        material_adicional:
          title.cod_tipo_obra === WORK_TYPE.livro && rng.chance(0.02) ? 'CD-ROM' : null,
        situacao,
        // A few loans are overdue (negative offsets), as in any real library.
        data_prevista_devolucao: onLoan ? addDays(today, rng.int(-6, Math.max(period, 3))) : null,
      });
    }
  }
  return copies;
}
