import type { QueryClient } from '@tanstack/react-query';
import { ensurePublicCredentials } from '../../features/auth/api/public-credentials';
import { publicConfigQueries } from '../../api/queries/public-config-queries';
import { hydrateAuthStores } from '../../stores/auth-store';
import { restorePersistedQueries, savePersistedQueries } from '../query-persistence';
import { fetchOrKeepPersisted } from './startup-fallback';

export const startupSteps = [
  'publicCredentials',
  'functionalities',
  'institution',
  'searchGuides',
] as const;
export type StartupStep = (typeof startupSteps)[number];

export interface StartupOptions {
  /**
   * The interface language. Requests go out in the API client's language; this only documents
   * the caller's choice (the translated answers carry it in their keys).
   */
  language?: string;
}

/**
 * Spec section 4, start-up loader: public credentials if none, functionalities, institution
 * if missing, search guides if missing, in that order. What is loaded is what the query cache
 * holds: a retry after a failure resumes at the failed step without repeating what succeeded.
 * Functionalities and the institution are fetched at every page load (permissions and settings
 * may change between visits) and persisted, as a fallback when that fetch fails; the search
 * guides persist (query persister) and are fetched only when none are kept in the current
 * language.
 *
 * Speed: once the token is there, the three reads leave together (each needs only the token)
 * and are taken in the spec's order, so start-up costs two round trips instead of four.
 */
export async function runStartup(
  queryClient: QueryClient,
  onStep: (step: StartupStep) => void = () => {},
  _options: StartupOptions = {},
): Promise<void> {
  // Before any request: a remembered patron's token decides which credentials calls carry, and
  // the persisted answers decide what is missing.
  await Promise.all([hydrateAuthStores(), restorePersistedQueries(queryClient)]);

  onStep('publicCredentials');
  // Asks for a token only when none is stored (a reload reuses this tab's).
  await ensurePublicCredentials();

  // Fetched once per page load even when persisted (a retry reuses this load's answer); when
  // that fails for a reason that may pass, the copy persisted from the last visit serves, so a
  // busy server or a refresh grant answering 5xx does not keep the patron out of the catalogue.
  const onceALoad = (name: string, options: Parameters<typeof fetchOrKeepPersisted>[1]) => {
    const done = fetchedThisLoad.get(queryClient) ?? new Set<string>();
    fetchedThisLoad.set(queryClient, done);
    if (done.has(name)) return null;
    return fetchOrKeepPersisted(queryClient, options).then(() => void done.add(name));
  };
  const activities = onceALoad('functionalities', publicConfigQueries.functionalities());
  const institution = onceALoad('institution', publicConfigQueries.institution());
  const guides = queryClient.ensureQueryData(publicConfigQueries.searchGuides());
  // Each is awaited (and reported) at its own step below.
  for (const read of [activities, institution, guides]) read?.catch(() => {});

  onStep('functionalities');
  await activities;
  onStep('institution');
  await institution;
  onStep('searchGuides');
  await guides;
  await savePersistedQueries(queryClient);
}

/** What each page load (one query client each) has fetched fresh already. */
const fetchedThisLoad = new WeakMap<QueryClient, Set<string>>();
