import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
// Configuring the one API client for the browser, as src/main.tsx does.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { configureApi } from '../../api/client';
import { detectLanguage } from '../../lib/i18n/detect-language';
import { initI18n } from '../../lib/i18n/init-i18n';
import { isLanguageCode } from '../../lib/i18n/languages';
import { showBelowTheFoldAtOnce } from '../../lib/render/below-the-fold-visit';
import { codeForHydration } from '../../lib/render/code-before-hydrating';
import { hydrateAuthStores } from '../../stores/auth-store';
import { authTokenStorage } from '../../stores/auth-token-storage';
import { startupQueryKey } from '../prerender/first-screen-contract';
import { createQueryClient } from '../query-client';
import { beginStartup } from '../startup/begin-startup';
import { browserRouterContext } from './browser-context';
import { RequestProviders } from './request-providers';

/**
 * The browser's side of framework mode: the translations the server rendered in (root.tsx's
 * `data-language`), a query client that the route modules' loader data fills as they render
 * (route-queries.tsx), and the API client as src/main.tsx configures it. Start-up's per-visit
 * calls (the public token, functionalities) run once the document has hydrated: the server's
 * answers are fresh, so nothing the markup shows is fetched again at once.
 */
const declared = document.documentElement.dataset.language;
const language = isLanguageCode(declared) ? declared : detectLanguage();
// The server rendered a title's tabs and comments: they hydrate in the first pass.
showBelowTheFoldAtOnce();
const queryClient = createQueryClient();
queryClient.setQueryData(startupQueryKey, true);
// The route modules have been evaluated (React Router's hydration script imports them before
// this module): a page's code its markup holds (the results list, code-before-hydrating.ts) is
// in before hydrating, or the first render shows its loader where the server rendered results and
// React throws the server's page away (1 in 10 results pages in the server e2e suite).
const [i18n] = await Promise.all([initI18n(language), hydrateAuthStores(), codeForHydration()]);
configureApi({
  // Spec section 4: a failed refresh warns "session expired" and logs out.
  tokens: authTokenStorage({
    onExpired: () =>
      void import('../../lib/notifications/notifications').then(({ notify }) =>
        notify({ tone: 'warning', message: i18n.t('login.sessionExpired', { ns: 'errors' }) }),
      ),
  }),
  language: () => language,
});

/**
 * Begins start-up once the document has hydrated. Begun earlier, its fresh answers (the
 * institution, read again every visit) could reach the header before hydration was done, and
 * React would throw the server's markup away and render the whole document again, its
 * `<script>` elements included, which Trusted Types refuses (seen on a loaded machine).
 */
function startAfterHydration() {
  void beginStartup(queryClient, { language });
  // The service worker and the install offer, as src/main.tsx's path starts them after render
  // (render-app.tsx): a chunk of their own, loaded once the page has hydrated and loaded.
  if (import.meta.env.PROD)
    void import('../pwa/start-service-worker').then((module) => module.startServiceWorker());
  // The page is live: the end-to-end tests wait for this mark before they click, as on the
  // other shapes (ready-app.tsx).
  document.documentElement.setAttribute('data-app-ready', '');
}

// The server's page is painted before hydrating: the browser had the module graph in before it
// parsed the document's end, ran it, and painted only after hydration and start-up's first
// requests, which Lighthouse then counted into the first paint (home: 3.7 s;
// code-after-paint.server.ts asks for the code after the first paint for the same reason). A hidden
// tab gets no frame: the timeout goes on without it.
await new Promise<void>((resolve) => {
  requestAnimationFrame(() => setTimeout(resolve));
  setTimeout(resolve, 100);
});

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RequestProviders queryClient={queryClient} i18n={i18n} onHydrated={startAfterHydration}>
        {/* The clientLoaders reach the client and the translations through the router's context. */}
        <HydratedRouter getContext={browserRouterContext(queryClient, i18n)} />
      </RequestProviders>
    </StrictMode>,
    {
      // A mismatch is recovered by rendering on the client; the console says so.
      onRecoverableError: (error) => console.error('hydration error:', error),
    },
  );
});
