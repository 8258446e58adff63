import type { QueryClient } from '@tanstack/react-query';
import { ensurePublicCredentials } from '../../features/auth/api/public-credentials';
import { publicConfigQueries } from '../../api/queries/public-config-queries';
import { hydrateAuthStores } from '../../stores/auth-store';
import { restorePersistedQueries, savePersistedQueries } from '../query-persistence';

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
 * Functionalities are fetched at every page load (permissions may change between visits);
 * the search guides persist (query persister) and are fetched only when none are kept in the
 * current language.
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

  // Fetched once per page load even when persisted; a retry reuses this load's answer.
  const activities = activitiesFetched.has(queryClient)
    ? null
    : queryClient
        .fetchQuery({ ...publicConfigQueries.functionalities(), staleTime: 0 })
        .then(() => void activitiesFetched.add(queryClient));
  const institution = queryClient.ensureQueryData(publicConfigQueries.institution());
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

/** The page loads (one query client each) that have fetched the functionalities already. */
const activitiesFetched = new WeakSet<QueryClient>();
