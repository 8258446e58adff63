import { hydrate, type DehydratedState } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { configureApi } from './api/client';
import { createQueryClient } from './app/query-client';
import { startupQueryKey } from './app/prerender/first-screen-contract';
import { takeFirstScreen } from './app/prerender/take-first-screen';
import { beginStartup } from './app/startup/begin-startup';
import { warmIntl } from './app/startup/warm-intl';
import { detectLanguage } from './lib/i18n/detect-language';
import { authTokenStorage } from './stores/auth-token-storage';

/**
 * The page's first script: small, so start-up's requests leave while React, the translations
 * and the first screen's code (preloaded with it) are still downloading. On the prerendered
 * home page index.html requests it after the first paint, and it hydrates that markup.
 */
/**
 * The prerendered answers are as old as the build: marked as fetched long ago, so each query the
 * page shows is refreshed in the background once the page is live (its own staleness rules),
 * and what changed since the build (an event that ended, a new notice) replaces the snapshot.
 */
const asBuildSnapshot = (state: DehydratedState): DehydratedState => ({
  ...state,
  queries: state.queries.map((query) => ({
    ...query,
    state: { ...query.state, dataUpdatedAt: 0 },
  })),
});

async function start() {
  // The start-up screen's message in the language the app will start in (index.html): a
  // prerendered page's head script has set it already; the dev server's page has no such script,
  // and its start-up screen shows longest, while the mock starts.
  document.documentElement.setAttribute('data-start-language', detectLanguage());
  let mockCustomised = false;
  // The only door from src/ to mocks/: dropped from production builds with the flag.
  if (import.meta.env.VITE_USE_MOCK === 'true') {
    // The mock's cached seed (development only) is read while the mock's own code loads.
    if (import.meta.env.DEV)
      void import('../mocks/browser-seed-cache').then((m) => m.readSeedEarly());
    const { startMockWorker } = await import('../mocks/browser');
    mockCustomised = (await startMockWorker()).customised;
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  const language = detectLanguage();
  const queryClient = createQueryClient();
  // index.html's prerendered home page (issue 16): its start-up reads seed the cache, so the
  // start-up gate and the page render what the markup shows; start-up still runs for the
  // per-visit calls (functionalities, the public token).
  const firstScreen = takeFirstScreen(root, language, !mockCustomised);
  if (firstScreen) {
    hydrate(queryClient, asBuildSnapshot(firstScreen.data.queries));
    queryClient.setQueryData(startupQueryKey, true);
  }
  // The translations, once render-app has loaded them; requests go out in `language` till then.
  const translations: { current?: i18n; ready?: Promise<i18n> } = {};
  configureApi({
    // Spec section 4: a failed refresh warns "session expired" and logs out.
    tokens: authTokenStorage({
      onExpired: () =>
        void Promise.all([translations.ready, import('./lib/notifications/notifications')]).then(
          ([instance, { notify }]) =>
            notify({
              tone: 'warning',
              message: instance?.t('login.sessionExpired', { ns: 'errors' }) ?? '',
            }),
        ),
    }),
    language: () => translations.current?.language ?? language,
  });
  const startup = beginStartup(queryClient, { language });
  setTimeout(() => warmIntl(language));
  // The page's code and public data leave with start-up's requests, not after React has
  // rendered the gate. (The in-browser mock answers on this thread: there the gate fetches the
  // code once start-up is done, src/app/startup/startup-gate.tsx.)
  void import('./app/startup/preload-route').then(({ preloadRoute, prefetchRouteData }) => {
    if (import.meta.env.VITE_USE_MOCK !== 'true') void preloadRoute(queryClient);
    return prefetchRouteData(queryClient, startup);
  });
  // Evaluating the app's code was the page's longest task on a slow phone: React's chunk is
  // evaluated first, in a task of its own, then the first screen's (in a throttled load of the
  // results page the longest evaluation went from 192 to 110 ms, `npm run perf`).
  translations.ready = import('react-dom/client')
    .then(() => new Promise((resolve) => setTimeout(resolve)))
    .then(() => import('./app/render-app'))
    .then(({ renderApp }) =>
      renderApp(root, {
        queryClient,
        language,
        firstScreen,
      }),
    );
  translations.current = await translations.ready;
}

void start();
