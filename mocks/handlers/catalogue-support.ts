import {
  availabilityOf,
  lendableLoanTypes,
  type CopyRow,
  type Db,
  type LibraryRow,
  type TitleRow,
} from '../db';
import type { Schemas } from '../schema-types';
import type { MockContext } from './context';
import type { Checked } from './http-answers';
import { recordOfPath } from './path-parameters';

/*
 * Shared by the catalogue-side domains (search, catalogue, kardex, authority, network, links).
 * @msw/data's findFirst scans and matches every record (~8 ms over 10k titles), too slow for
 * pages that ask for a title's copies, links and covers in one go. These lookups are Maps
 * over the live collections, rebuilt only after a write to that collection.
 */

/** What a lookup needs of a collection: its live rows and its write hooks. */
interface Watched<R> {
  all(): readonly R[];
  hooks: { on(event: 'create' | 'update' | 'delete', listener: () => void): unknown };
}

interface Lookup<K, V> {
  stale: boolean;
  map: Map<K, V>;
}

const lookups = new WeakMap<object, Map<string, Lookup<unknown, unknown>>>();

function lookupOf<R, K, V>(
  collection: Watched<R>,
  name: string,
  build: (rows: readonly R[]) => Map<K, V>,
): Map<K, V> {
  let byName = lookups.get(collection);
  if (!byName) {
    byName = new Map();
    lookups.set(collection, byName);
    const entries = byName;
    const invalidate = () => {
      for (const lookup of entries.values()) lookup.stale = true;
    };
    collection.hooks.on('create', invalidate);
    collection.hooks.on('update', invalidate);
    collection.hooks.on('delete', invalidate);
  }
  let lookup = byName.get(name) as Lookup<K, V> | undefined;
  if (!lookup || lookup.stale) {
    lookup = { stale: false, map: build(collection.all()) };
    byName.set(name, lookup);
  }
  return lookup.map;
}

export function titleByCode(db: Db, cod_acervo: number): TitleRow | undefined {
  return lookupOf(
    db.titles as Watched<TitleRow>,
    'byCode',
    (rows) => new Map(rows.map((row) => [row.cod_acervo, row])),
  ).get(cod_acervo);
}

export function copiesOfTitle(db: Db, cod_acervo: number): CopyRow[] {
  const map = lookupOf(db.copies as Watched<CopyRow>, 'byTitle', (rows) => {
    const out = new Map<number, CopyRow[]>();
    for (const row of rows) {
      const list = out.get(row.cod_acervo);
      if (list) list.push(row);
      else out.set(row.cod_acervo, [row]);
    }
    return out;
  });
  return map.get(cod_acervo) ?? [];
}

export function libraryByCode(db: Db, cod_biblioteca: number): LibraryRow | undefined {
  return db.libraries.all().find((row) => row.cod_biblioteca === cod_biblioteca);
}

export const campusName = (db: Db, cod_campus: number) =>
  db.campuses.all().find((row) => row.cod_campus === cod_campus)?.nome_campus ?? null;

/** The title of an `{id}` path parameter: 400 when it is not a positive integer, 404 when unknown. */
export const titleOfPath = (context: MockContext, raw: unknown): Checked<TitleRow> =>
  recordOfPath(raw, (id) => titleByCode(context.db, id), 'Título não encontrado');

const COPY_STATUS_TEXT: Record<CopyRow['situacao'], Record<'pt' | 'en' | 'es', string>> = {
  disponivel: { pt: 'Disponível', en: 'Available', es: 'Disponible' },
  emprestado: { pt: 'Emprestado', en: 'On loan', es: 'Prestado' },
  reservado: { pt: 'Reservado', en: 'Reserved', es: 'Reservado' },
  quarentena: { pt: 'Em quarentena', en: 'Quarantine', es: 'En cuarentena' },
  em_transito: { pt: 'Em trânsito', en: 'In transit', es: 'En tránsito' },
};

/** A copy as the contract's Copy, with library, campus, loan type and collection names. */
export function copyAnswer(
  db: Db,
  copy: CopyRow,
  title: TitleRow | undefined,
  language: 'pt' | 'en' | 'es',
): Schemas['Copy'] {
  const library = libraryByCode(db, copy.cod_biblioteca);
  return {
    cod_exemplar: copy.cod_exemplar,
    tombo: copy.tombo,
    cod_biblioteca: copy.cod_biblioteca,
    desc_biblioteca: library?.desc_biblioteca ?? `Biblioteca ${copy.cod_biblioteca}`,
    cod_campus: copy.cod_campus,
    nome_campus: campusName(db, copy.cod_campus),
    localizacao: copy.localizacao,
    chamada: title?.chamada ?? null,
    tipo_emprestimo:
      db.loanTypes.all().find((row) => row.cod_tipo_emprestimo === copy.cod_tipo_emprestimo)
        ?.desc_tipo_emprestimo ?? null,
    colecao:
      db.shelfCollections.all().find((row) => row.cod_colecao === copy.cod_colecao)?.desc_colecao ??
      null,
    situacao: copy.situacao,
    desc_situacao: COPY_STATUS_TEXT[copy.situacao][language],
    data_prevista_devolucao: copy.data_prevista_devolucao,
    volume: copy.volume,
    tomo: copy.tomo,
    parte: copy.parte,
    material_adicional: copy.material_adicional,
  };
}

/**
 * A title's `exemplares` under the institution's loan types: reference-only copies never leave,
 * so they are neither available for loan nor circulating.
 */
export const titleAvailability = (db: Db, copies: readonly CopyRow[]) =>
  availabilityOf(copies, lendableLoanTypes(db.loanTypes.all()));

/** The 500 the client maps to "network service unavailable" (spec section 8). */
export const NETWORK_UNAVAILABLE = 'REDE_INDISPONIVEL';

/** Page of a lookup list. */
export const LOOKUP_PAGE_SIZE = 20;
