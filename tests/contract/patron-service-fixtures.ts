import {
  copyAllowsHold,
  copyAvailableForLoan,
  lendableLoanTypes,
  type CopyRow,
  type Db,
} from '../../mocks/db';
import { qaAccounts } from '../../mocks/patrons/qa-accounts';

/**
 * Titles of the seeded catalogue in the situations the hold and loan-request rules need,
 * found in the data rather than hard-coded, so the tests follow the seed.
 */
export function patronServiceFixtures(db: Db) {
  const lendable = lendableLoanTypes(db.loanTypes.all());
  const byTitle = new Map<number, CopyRow[]>();
  for (const copy of db.copies.all())
    byTitle.set(copy.cod_acervo, [...(byTitle.get(copy.cod_acervo) ?? []), copy]);
  const plain = (copies: CopyRow[]) =>
    copies.length > 0 &&
    copies.every((copy) => !copy.volume && !copy.tomo && !copy.parte && !copy.material_adicional);
  const heldByLeitor = new Set(
    db.holds
      .all()
      .filter((hold) => hold.cod_pessoa === qaAccounts.leitor.cod_pessoa)
      .map((hold) => hold.cod_acervo),
  );
  const entries = [...byTitle.entries()];
  const holdable = entries
    .filter(
      ([code, copies]) =>
        plain(copies) &&
        !heldByLeitor.has(code) &&
        !db.holds.all().some((hold) => hold.cod_acervo === code) &&
        !copies.some((copy) => copyAvailableForLoan(copy, lendable)) &&
        copies.some((copy) => copyAllowsHold(copy, lendable)),
    )
    .map(([code]) => code);
  const available = entries.find(
    ([, copies]) => plain(copies) && copies.some((copy) => copyAvailableForLoan(copy, lendable)),
  );
  const notAllowed = entries.find(
    ([, copies]) =>
      plain(copies) && copies.every((copy) => !lendable.has(copy.cod_tipo_emprestimo)),
  );
  /** A title with exactly one copy on the shelf at a library, and that library. */
  const singleCopy = entries
    .filter(([, copies]) => plain(copies))
    .map(([code, copies]) => {
      const shelf = copies.filter((copy) => copyAvailableForLoan(copy, lendable));
      const library = shelf.find(
        (copy) =>
          shelf.filter((other) => other.cod_biblioteca === copy.cod_biblioteca).length === 1,
      );
      const requested = db.loanRequests.all().some((row) => row.cod_acervo === code);
      return library && !requested
        ? { cod_acervo: code, biblioteca: library.cod_biblioteca, copy: library }
        : undefined;
    })
    .filter((entry) => entry !== undefined);
  /** A title with a lendable copy out on loan only, at some library. */
  const noneOnShelf = entries.find(
    ([, copies]) =>
      plain(copies) &&
      copies.every(
        (copy) => lendable.has(copy.cod_tipo_emprestimo) && !copyAvailableForLoan(copy, lendable),
      ),
  );
  if (holdable.length < 3 || !available || !notAllowed || singleCopy.length < 4 || !noneOnShelf)
    throw new Error('the seed lacks titles for the hold and loan-request tests');
  return {
    holdable,
    available: available[0],
    notAllowed: notAllowed[0],
    singleCopy,
    noneOnShelf: { cod_acervo: noneOnShelf[0], biblioteca: noneOnShelf[1][0]!.cod_biblioteca },
  };
}

export const holdChoice = (cod_acervo: number, biblioteca: number) => ({
  cod_acervo,
  biblioteca,
  volume: '0',
  tomo: '0',
  parte: '0',
  material_adicional: '0',
  localizacao: '1',
});

export const loanRequestForm = (
  biblioteca_origem: number,
  extra: Record<string, unknown> = {},
) => ({
  biblioteca_origem,
  biblioteca_recebimento: 1,
  volume: '0',
  tomo: '0',
  parte: '0',
  material_adicional: '0',
  telefone: '(48) 99123-4567',
  email: 'ana.lima@ufx.example.org',
  cod_local_recebimento: 1,
  pessoa_autorizada: null,
  domicilio: null,
  recebimento_textual: null,
  ...extra,
});
