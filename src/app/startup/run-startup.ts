import type { QueryClient } from '@tanstack/react-query';
import { ensurePublicCredentials } from '../../features/auth/api/public-credentials';
import { institutionQueries } from '../../features/institution/api/institution-queries';
import { hydrateAuthStores } from '../../stores/auth-store';
import { loaderActions, useLoaderStore } from '../../stores/loader-store';
import { pageConfigActions, usePageConfigStore } from '../../stores/page-config-store';

export const startupSteps = [
  'publicCredentials',
  'functionalities',
  'institution',
  'searchGuides',
] as const;
export type StartupStep = (typeof startupSteps)[number];

export interface StartupOptions {
  /** The interface language: stored search guides are reused only when they are in it. */
  language?: string;
}

/**
 * Spec section 4, start-up loader: public credentials if none, functionalities, institution
 * if missing, search guides if missing, in that order. Progress goes to the loader store, so
 * a retry after a failure resumes at the failed step. Functionalities are fetched once per
 * page load (permissions may change between visits); search guides persist in the page
 * config and are fetched only when none are stored in the current language.
 *
 * Speed: once the token is there, the three reads leave together (each needs only the token)
 * and are taken in the spec's order, so start-up costs two round trips instead of four. A read
 * that succeeded before a failed one stays in the query cache: the retry does not repeat it.
 */
export async function runStartup(
  queryClient: QueryClient,
  onStep: (step: StartupStep) => void = () => {},
  { language }: StartupOptions = {},
): Promise<void> {
  // Before any request: a remembered patron's token decides which credentials calls carry.
  await hydrateAuthStores();
  loaderActions.statusChanged('loading');
  try {
    const loaded = () => useLoaderStore.getState();

    onStep('publicCredentials');
    if (!loaded().credenciaisPublicas) {
      // Asks for a token only when none is stored (a reload reuses this tab's).
      await ensurePublicCredentials();
      loaderActions.loaded('credenciaisPublicas');
    }

    // Started at once; a rejection is awaited (and reported) at its own step below.
    const started = <T>(needed: boolean, read: () => Promise<T>) => {
      if (!needed) return null;
      const reading = read();
      reading.catch(() => {});
      return reading;
    };
    const activities = started(!loaded().funcionalidades, () =>
      queryClient.ensureQueryData(institutionQueries.functionalities()),
    );
    const institution = started(!loaded().instituicao, () =>
      queryClient.ensureQueryData(institutionQueries.institution()),
    );
    const guides = started(!loaded().guiasPesquisa, () =>
      loadSearchGuides(queryClient, language ?? null),
    );

    onStep('functionalities');
    if (activities) {
      pageConfigActions.activitiesLoaded(await activities);
      loaderActions.loaded('funcionalidades');
    }

    onStep('institution');
    if (institution) {
      await institution;
      loaderActions.loaded('instituicao');
    }

    onStep('searchGuides');
    if (guides) {
      await guides;
      loaderActions.loaded('guiasPesquisa');
    }

    loaderActions.statusChanged('ready');
  } catch (error) {
    loaderActions.statusChanged('failed');
    throw error;
  }
}

async function loadSearchGuides(queryClient: QueryClient, language: string | null) {
  const options = institutionQueries.searchGuides();
  const { guiasPesquisa, guiasPesquisaIdioma } = usePageConfigStore.getState();
  if (guiasPesquisa.length > 0 && language !== null && guiasPesquisaIdioma === language) {
    // Screens read the guides through the query too: give it the stored ones, no request.
    if (queryClient.getQueryData(options.queryKey) === undefined)
      queryClient.setQueryData(options.queryKey, guiasPesquisa);
    return;
  }
  const guides = await queryClient.ensureQueryData(options);
  pageConfigActions.searchGuidesLoaded(guides, language);
}
