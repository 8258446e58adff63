import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  getCampus,
  getCourse,
  getLookupLibrary,
  getProfessor,
  getSubject,
  listCourses,
  listLookupLibraries,
  listProfessors,
  listSubjects,
} from '../../../api/generated/hooks/search/search';
import type { Page } from '../../../api/generated/model';
import { listCampuses } from '../../../api/generated/hooks/library-units/library-units';
import { keyInLanguage } from '../../../api/queries/language-key';

/** The lists a search form picks a value from (spec section 7, lookups). */
export const lookupKinds = ['course', 'subject', 'professor', 'campus', 'library'] as const;
export type LookupKind = (typeof lookupKinds)[number];

/** A lookup entry as the combo box shows it, whatever list it came from. */
export interface LookupOption {
  id: string;
  label: string;
}

/** One page of a lookup list, its entries made alike. */
export interface LookupOptionPage extends Page {
  data: LookupOption[];
}

export interface LookupListParams {
  /** What was typed; matches the start of any word of an entry (blank: every entry). */
  text: string;
  /** Only the libraries of this campus (the library list alone takes it). */
  campus?: number | null;
}

const itemOption = (item: { codigo: string; descricao: string }): LookupOption => ({
  id: item.codigo,
  label: item.descricao,
});
const libraryOption = (item: { cod_biblioteca: number; desc_biblioteca: string }) => ({
  id: String(item.cod_biblioteca),
  label: item.desc_biblioteca,
});
const campusOption = (item: { cod_campus: number; nome_campus: string }) => ({
  id: String(item.cod_campus),
  label: item.nome_campus,
});

async function fetchPage(
  kind: LookupKind,
  { text, campus }: LookupListParams,
  page: number,
  signal: AbortSignal,
): Promise<LookupOptionPage> {
  const params = { page, ...(text.trim() ? { search_text: text.trim() } : {}) };
  switch (kind) {
    case 'course': {
      const answer = await listCourses(params, undefined, signal);
      return { ...answer, data: answer.data.map(itemOption) };
    }
    case 'subject': {
      const answer = await listSubjects(params, undefined, signal);
      return { ...answer, data: answer.data.map(itemOption) };
    }
    case 'professor': {
      const answer = await listProfessors(params, undefined, signal);
      return { ...answer, data: answer.data.map(itemOption) };
    }
    case 'library': {
      const answer = await listLookupLibraries(
        { ...params, ...(campus ? { codCampus: campus } : {}) },
        undefined,
        signal,
      );
      return { ...answer, data: answer.data.map(libraryOption) };
    }
    case 'campus': {
      const answer = await listCampuses(params, undefined, signal);
      return { ...answer, data: answer.data.map(campusOption) };
    }
  }
}

async function fetchOne(kind: LookupKind, code: string, signal: AbortSignal) {
  switch (kind) {
    case 'course':
      return itemOption(await getCourse(code, undefined, signal));
    case 'subject':
      return itemOption(await getSubject(code, undefined, signal));
    case 'professor':
      return itemOption(await getProfessor(code, undefined, signal));
    case 'library':
      return libraryOption(await getLookupLibrary(code, undefined, signal));
    case 'campus':
      return campusOption(await getCampus(code, undefined, signal));
  }
}

/** The page after `last`, while the list has more entries than the pages read so far. */
export const nextLookupPage = (last: Page): number | undefined =>
  last.page * last.pageSize < last.total ? last.page + 1 : undefined;

// The institution edits these lists rarely; what was typed a minute ago still answers the same.
const staleTime = 10 * 60_000;

/** Query options of the lookups; translated answers carry the language in their key. */
export const lookupQueries = {
  all: ['lookups'] as const,
  /** The pages of a lookup list for what was typed ("load more" reads the next one). */
  list: (kind: LookupKind, { text, campus }: LookupListParams) => {
    // Spaces around the text do not change the answer: one entry for "hist" and "hist ".
    const params = { text: text.trim(), campus: campus ?? null };
    return infiniteQueryOptions({
      queryKey: keyInLanguage([...lookupQueries.all, kind, 'list', params] as const),
      queryFn: ({ pageParam, signal }) => fetchPage(kind, params, pageParam, signal),
      initialPageParam: 1,
      getNextPageParam: nextLookupPage,
      staleTime,
    });
  },
  /** One entry by its code (GET /curso/{code} …): the label of a value that came in the address. */
  item: (kind: LookupKind, code: string) =>
    queryOptions({
      queryKey: keyInLanguage([...lookupQueries.all, kind, 'item', code] as const),
      queryFn: ({ signal }) => fetchOne(kind, code, signal),
      staleTime,
      // An unknown code (404) or a malformed one (400) stays so: asking again will not help.
      retry: false,
    }),
};
