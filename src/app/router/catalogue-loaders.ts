import type { QueryClient } from '@tanstack/react-query';
import type { TitleTab } from '../../config/paths';
import { prefetchInBackground } from '../../lib/query-state/background-prefetch';
import { recordCode as codeOf } from '../../lib/query-state/record-code';
import { useBasketStore } from '../../stores/basket-store';
import { prefetched } from './prefetched';

// The query factories come on demand (a small chunk, alongside the page's own): the first
// screen's JavaScript carries none of the catalogue pages' code.
const titleQueriesModule = () => import('../../features/title/api/title-queries');
const authorityQueriesModule = () => import('../../features/authority/api/authority-queries');
const basketQueriesModule = () => import('../../features/basket/api/basket-queries');
const commentsQueriesModule = () => import('../../features/comments/api/comments-queries');

type TitleQueries = Awaited<ReturnType<typeof titleQueriesModule>>['titleQueries'];

/** The public tabs whose data is one call the route can start with the page's code. */
const tabData: Partial<
  Record<TitleTab, (queryClient: QueryClient, queries: TitleQueries, code: number) => unknown>
> = {
  referencia: (queryClient, queries, code) => queryClient.ensureQueryData(queries.reference(code)),
  marc: (queryClient, queries, code) => queryClient.ensureQueryData(queries.marc(code)),
  exemplares: (queryClient, queries, code) => queryClient.ensureQueryData(queries.copies(code)),
  'dublin-core': (queryClient, queries, code) =>
    queryClient.ensureQueryData(queries.dublinCore(code)),
};

/**
 * Title page (and its tabs): the record, and the open tab's own data, requested while the
 * page's code downloads, with the same query options the page reads.
 */
export async function loadTitle(
  queryClient: QueryClient,
  codAcervo: string | undefined,
  tab?: TitleTab,
) {
  const code = codeOf(codAcervo);
  if (code === null) return null;
  // A tab other than the copies has its code fetched with its data, not after both.
  if (tab)
    void import('../../features/title/components/title-tab-panels').then((panels) =>
      panels.preloadTitleTab(tab),
    );
  const { titleQueries } = await titleQueriesModule();
  const loads: Promise<unknown>[] = [queryClient.ensureQueryData(titleQueries.detail(code))];
  // The tab bar lists the tabs the title's permissions offer, and every tab until they come; the
  // availability block at the top offers the one action they allow. Awaited with the record
  // (asked at the same time, so rarely later), the bar is drawn once rather than shrinking under
  // the pointer, and the block does not grow under the reader.
  loads.push(queryClient.ensureQueryData(titleQueries.permissions(code)));
  if (tab) {
    const tabLoad = tabData[tab]?.(queryClient, titleQueries, code);
    if (tabLoad) loads.push(tabLoad as Promise<unknown>);
  }
  // The copies feed the availability block at the top of every tab (and the copies tab, the one
  // a title opens on), library by library: awaited with the record too, since the block drawn
  // without them grew by a line per library once they came (Lighthouse measured a 0.12 layout
  // shift on the static build's title page).
  loads.push(queryClient.ensureQueryData(titleQueries.copies(code)));
  // What the record's side shows (the material type's colour, the ABNT reference, the standards
  // provider's link): asked with the record, so a page the server renders has them in its
  // markup, where their placeholders gave way to taller blocks and pushed the tabs down.
  void queryClient.prefetchQuery(titleQueries.color(code));
  void queryClient.prefetchQuery(titleQueries.abnt(code));
  void queryClient.prefetchQuery(titleQueries.standardsLink(code));
  // The first page of approved comments, below the tabs: asked with the record rather than once
  // the section has drawn, so a page the server renders carries what readers wrote (as Koha's
  // and VuFind's record pages do), and the browser's request leaves with the others.
  prefetchInBackground(
    queryClient,
    commentsQueriesModule().then(({ commentsQueries }) =>
      queryClient.prefetchQuery(commentsQueries.approved(code)),
    ),
  );
  return prefetched(...loads);
}

/** Authority page (default and MARC views read one record). */
export async function loadAuthority(queryClient: QueryClient, codAutoridade: string | undefined) {
  const code = codeOf(codAutoridade);
  if (code === null) return null;
  const { authorityQueries } = await authorityQueriesModule();
  return prefetched(queryClient.ensureQueryData(authorityQueries.detail(code)));
}

/**
 * Basket: the records of the titles kept without their details (added from somewhere that knew
 * only the code), requested while the page's code downloads. Not awaited: the list and its
 * actions are useful at once, each such row shows a skeleton until its record arrives.
 */
export async function loadBasket(queryClient: QueryClient) {
  const codes = Object.values(useBasketStore.getState().itens)
    .filter((item) => !item.titulo)
    .map((item) => item.cod_acervo);
  if (codes.length === 0) return null;
  const { basketQueries } = await basketQueriesModule();
  for (const code of codes) void queryClient.prefetchQuery(basketQueries.title(code));
  return null;
}
