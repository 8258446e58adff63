import type { Copy, CopyStatus } from '../../../api/generated/model';

/** One line of the availability block: a library, its best status and where to find it. */
export interface LibraryLine {
  codBiblioteca: number;
  library: string;
  /** The status of the library's copy that is nearest to the patron's hands. */
  status: CopyStatus;
  /** That copy's status in the server's words (the interface language), when it sent them. */
  statusText?: string;
  callNumber: string | null;
  available: number;
  total: number;
}

// On the shelf first; then what comes back soonest (freed, in transit), on loan last.
const nearness: Record<CopyStatus, number> = {
  disponivel: 0,
  em_transito: 1,
  reservado: 2,
  quarentena: 3,
  emprestado: 4,
};

/**
 * The copies tab grouped by library, in the order the copies tab lists them: one line each,
 * with the status of the nearest copy and its call number ("Disponível · Biblioteca Central ·
 * 869.3 A447d"). `fallbackCallNumber` is the title's own, for copies that carry none.
 */
export function libraryLinesOf(
  copies: readonly Copy[],
  fallbackCallNumber: string | null = null,
): LibraryLine[] {
  const lines = new Map<number, { line: LibraryLine; best: Copy }>();
  for (const copy of copies) {
    const entry = lines.get(copy.cod_biblioteca);
    const onShelf = copy.situacao === 'disponivel' ? 1 : 0;
    if (!entry) {
      lines.set(copy.cod_biblioteca, {
        best: copy,
        line: {
          codBiblioteca: copy.cod_biblioteca,
          library: copy.desc_biblioteca,
          status: copy.situacao,
          statusText: copy.desc_situacao,
          callNumber: copy.chamada ?? fallbackCallNumber,
          available: onShelf,
          total: 1,
        },
      });
      continue;
    }
    entry.line.total += 1;
    entry.line.available += onShelf;
    if (nearness[copy.situacao] < nearness[entry.best.situacao]) {
      entry.best = copy;
      entry.line.status = copy.situacao;
      entry.line.statusText = copy.desc_situacao;
      entry.line.callNumber = copy.chamada ?? entry.line.callNumber;
    }
  }
  return [...lines.values()].map((entry) => entry.line);
}

/**
 * The copy a hold is best waiting for: the one that comes back first (on loan with the earliest
 * expected return), else the first that is out. Its library and shelf are the hold's defaults.
 */
export function soonestCopyOf(copies: readonly Copy[]): Copy | undefined {
  const waiting = copies.filter((copy) => copy.situacao !== 'disponivel');
  const dated = waiting
    .filter((copy) => copy.data_prevista_devolucao)
    .sort((a, b) => a.data_prevista_devolucao!.localeCompare(b.data_prevista_devolucao!));
  return dated[0] ?? waiting[0];
}
