import { getSeed, type SeedOptions } from '../db/seed';
import type { SeedData } from '../db/collections';
import { buildAuthorityIndex, type AuthorityIndex } from './authority-search';
import { buildBrowseIndexes, type BrowseIndexes } from './browse';
import type { CatalogueIndex } from './catalogue-index';
import { buildNetworkIndex, type NetworkIndex } from './network-search';

/**
 * Public API of the mock search engine. Every index is built from the seed once per
 * process, lazily (a handler that never browses never pays for the browse index).
 */
export interface SearchIndexes {
  catalogue: CatalogueIndex;
  network: NetworkIndex;
  authorities: AuthorityIndex;
  browse: BrowseIndexes;
}

const lazy = new Map<SeedData, Partial<SearchIndexes>>();

function slot(options: SeedOptions): [SeedData, Partial<SearchIndexes>] {
  const seed = getSeed(options);
  let entry = lazy.get(seed);
  if (!entry) {
    entry = {};
    lazy.set(seed, entry);
  }
  return [seed, entry];
}

export function getNetworkIndex(options: SeedOptions = {}): NetworkIndex {
  const [seed, entry] = slot(options);
  return (entry.network ??= buildNetworkIndex(seed));
}

export function getAuthorityIndex(options: SeedOptions = {}): AuthorityIndex {
  const [seed, entry] = slot(options);
  return (entry.authorities ??= buildAuthorityIndex(seed.authorities));
}

export function getBrowseIndexes(options: SeedOptions = {}): BrowseIndexes {
  const [seed, entry] = slot(options);
  return (entry.browse ??= buildBrowseIndexes(seed.titles));
}

export { getCatalogueIndex, buildCatalogueIndex, type CatalogueIndex } from './catalogue-index';
export { searchCatalogue, searchRecordAt, simpleSearchRows } from './search-catalogue';
export {
  searchNetwork,
  buildNetworkIndex,
  type NetworkIndex,
  type NetworkSearchRecord,
} from './network-search';
export {
  searchAuthorities,
  buildAuthorityIndex,
  headingWithDates,
  type AuthorityHit,
  type AuthorityIndex,
  type AuthorityQuery,
  type AuthoritySearchType,
} from './authority-search';
export {
  browseIndex,
  buildBrowseIndexes,
  type BrowseIndexes,
  type BrowseQuery,
  type IndexEntry,
  type IndexType,
} from './browse';
export {
  SORT_OPTIONS,
  DEFAULT_PAGE_SIZE,
  DEFAULT_SORT,
  MAX_PAGE_SIZE,
  NEW_ACQUISITION_DAYS,
} from './sort-options';
export {
  toSearchRecord,
  mainAuthorHeading,
  displayTitle,
  type SearchRecord,
  type CodeDescription,
} from './search-record';
export { PROXIMITY_WINDOW } from './text-index';
export type * from './types';
