import type { SeedData } from '../collections';
import { getReferenceToday } from '../reference-date';
import { AuthorityRegistry } from './authority-registry';
import { generateCopies } from './copies';
import { buildCatalogueServiceSeed } from './catalogue-services';
import {
  CAMPUSES,
  COURSES,
  FAQ,
  KNOWLEDGE_AREAS,
  LANGUAGES,
  LIBRARIES,
  LOAN_TYPES,
  NETWORK_INSTITUTIONS,
  OPENING_HOURS,
  PARAMETER_SECTIONS,
  REPOSITORIES,
  SHELF_COLLECTIONS,
  WORK_TYPES,
} from './institution';
import { generateNetworkTitles } from './network';
import { buildPatronServiceSeed } from './patron-services';
import { buildPatronSeed } from './patrons';
import { DEFAULT_TITLE_COUNT } from './title-count';
import { generateTitles } from './titles';

export { DEFAULT_TITLE_COUNT };

export interface SeedOptions {
  /** ISO day the data is computed from; defaults to the reference today. */
  today?: string;
  titleCount?: number;
}

/** Pure: the same options always give the same data. Prefer the memoised `getSeed`. */
export function buildSeed(options: SeedOptions = {}): SeedData {
  const today = options.today ?? getReferenceToday();
  const registry = new AuthorityRegistry(today);
  const titles = generateTitles(options.titleCount ?? DEFAULT_TITLE_COUNT, today, registry);
  const copies = generateCopies(titles, today);
  return {
    titles,
    copies,
    authorities: registry.rows(),
    campuses: CAMPUSES,
    libraries: LIBRARIES,
    openingHours: OPENING_HOURS,
    faq: FAQ,
    parameterSections: PARAMETER_SECTIONS,
    workTypes: WORK_TYPES,
    languages: LANGUAGES,
    shelfCollections: SHELF_COLLECTIONS,
    loanTypes: LOAN_TYPES,
    courses: COURSES,
    knowledgeAreas: KNOWLEDGE_AREAS,
    repositories: REPOSITORIES,
    institutions: NETWORK_INSTITUTIONS,
    networkTitles: generateNetworkTitles(titles),
    ...buildPatronServiceSeed(titles, copies, today),
    ...buildPatronSeed(titles, copies, today),
    generalComments: [],
    ...buildCatalogueServiceSeed(titles, today),
  };
}

const cache = new Map<string, SeedData>();

const seedKey = (options: SeedOptions) =>
  `${options.today ?? getReferenceToday()}|${options.titleCount ?? DEFAULT_TITLE_COUNT}`;

/**
 * The seed, built once per process and per (today, titleCount): every test and the search
 * index start from this same frozen-in-practice object. Never mutate it; the db copies rows
 * on load.
 */
export function getSeed(options: SeedOptions = {}): SeedData {
  const key = seedKey(options);
  let seed = cache.get(key);
  if (!seed) {
    seed = buildSeed(options);
    cache.set(key, seed);
  }
  return seed;
}

/**
 * Makes `getSeed(options)` answer `seed` without building it: the in-browser mock's copy
 * read back from IndexedDB (mocks/db/seed-cache.ts), which must be what `buildSeed(options)`
 * would give.
 */
export function primeSeed(seed: SeedData, options: SeedOptions = {}): void {
  cache.set(seedKey(options), seed);
}

export function clearSeedCache(): void {
  cache.clear();
}
