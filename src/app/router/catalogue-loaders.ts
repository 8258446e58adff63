import type { QueryClient } from '@tanstack/react-query';
import type { TitleTab } from '../../config/paths';
import { authorityQueries } from '../../features/authority/api/authority-queries';
import { titleQueries } from '../../features/title/api/title-queries';
import { prefetched } from './prefetched';

/** A route's numeric code (`/acervo/7`), or null when the address has none. */
const codeOf = (value: string | undefined): number | null => {
  const code = Number(value);
  return Number.isInteger(code) && code > 0 ? code : null;
};

/** The public tabs whose data is one call the route can start with the page's code. */
const tabData: Partial<Record<TitleTab, (queryClient: QueryClient, code: number) => unknown>> = {
  referencia: (queryClient, code) => queryClient.ensureQueryData(titleQueries.reference(code)),
  marc: (queryClient, code) => queryClient.ensureQueryData(titleQueries.marc(code)),
  exemplares: (queryClient, code) => queryClient.ensureQueryData(titleQueries.copies(code)),
  'dublin-core': (queryClient, code) => queryClient.ensureQueryData(titleQueries.dublinCore(code)),
};

/**
 * Title page (and its tabs): the record, and the open tab's own data, requested while the
 * page's code downloads, with the same query options the page reads.
 */
export function loadTitle(queryClient: QueryClient, codAcervo: string | undefined, tab?: TitleTab) {
  const code = codeOf(codAcervo);
  if (code === null) return null;
  const loads = [queryClient.ensureQueryData(titleQueries.detail(code))];
  const tabLoad = tab ? tabData[tab]?.(queryClient, code) : undefined;
  if (tabLoad) loads.push(tabLoad as Promise<never>);
  return prefetched(...loads);
}

/** Authority page (default and MARC views read one record). */
export function loadAuthority(queryClient: QueryClient, codAutoridade: string | undefined) {
  const code = codeOf(codAutoridade);
  return code === null
    ? null
    : prefetched(queryClient.ensureQueryData(authorityQueries.detail(code)));
}
