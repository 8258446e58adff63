import type { VitePWAOptions } from 'vite-plugin-pwa';
import {
  cacheLimits,
  cacheNames,
  isCachedNavigation,
  isCoverImage,
  languageKeyPlugin,
  offlinePageCopy,
  offlineRedirectPlugin,
  publicApiReadPattern,
} from './service-worker-rules.ts';

/**
 * The service worker's vite-plugin-pwa options (Workbox `generateSW`), shared by the two builds
 * that have one: the static build (vite.config.ts) and framework
 * mode (vite.framework.config.ts). They differ only in what a page never loaded gets offline
 * (`offline`) and where the build's files are.
 * - Precache: the build's hashed files (scripts, styles, fonts, the translations' chunks), the
 *   icons, and the offline answer; not the build's bookkeeping (.vite/, _deploy/, _headers), nor
 *   the manifest (the production servers name it after the institution, in the visitor's
 *   language, and a precached copy would answer instead).
 * - Pages: network first, each page the patron loaded kept for offline (the response as the
 *   server sent it: its body with the nonce its own CSP header names, replayed together, so a
 *   stored page runs under the policy it was made for).
 * - Public API reads: stale-while-revalidate, bounded by an ExpirationPlugin; nothing else of
 *   the API, and no write (a runtime route answers GET only).
 * - Covers on this origin: cache first, bounded (`isCoverImage` says why only these).
 * - Updates wait (`registerType: 'prompt'`): src/app/pwa/ registers the worker itself (no
 *   inline script: the CSP has none to allow) and asks before reloading.
 */
export interface ServiceWorkerShape {
  /** The browser's API base (`VITE_API_BASE_URL`, `/api` by default). */
  apiBaseUrl: string;
  /** No worker (the mock builds, where msw's worker owns the scope `/`; server bundles). */
  disable: boolean;
  /**
   * A page never loaded, offline:
   * - `app-shell`: the static build's app.html (precached), the start-up screen, whose app
   *   renders the page from what it persisted;
   * - `offline-page`: framework mode's offline page (`offlinePagePath`), precached as the
   *   server rendered it at install (`offlinePageCopy`); the worker redirects there
   *   (`offlineRedirectPlugin` says why).
   */
  offline: 'app-shell' | 'offline-page';
  /** Where the client build's files are, when not Vite's `build.outDir`. */
  outDir?: string;
}

export function serviceWorkerOptions(shape: ServiceWorkerShape): Partial<VitePWAOptions> {
  const appShell = shape.offline === 'app-shell';
  return {
    disable: shape.disable,
    ...(shape.outDir ? { outDir: shape.outDir } : {}),
    strategies: 'generateSW',
    registerType: 'prompt',
    injectRegister: false,
    // The manifest is written (static build) or answered (the servers) elsewhere, and linked by
    // the pages themselves: the plugin's own link would come after the static build's prerender
    // has taken app.html and the pages from index.html.
    manifest: false,
    workbox: {
      globPatterns: [
        'assets/**/*.{js,css,woff2,woff,json}',
        ...(appShell ? ['app.html'] : []),
        'logo.svg',
        'icons/*.{png,ico}',
      ],
      globIgnores: ['.vite/**', '_deploy/**', '_headers'],
      // The offline page is no file of the build: the server renders it. Its revision follows
      // the build's files (a new build, a new copy), so it is fetched again with each update.
      ...(appShell
        ? {}
        : {
            manifestTransforms: [
              (entries) => ({
                manifest: [
                  ...entries,
                  {
                    url: offlinePageCopy,
                    revision: revisionOf(entries.map((entry) => entry.revision ?? entry.url)),
                    size: 0,
                  },
                ],
                warnings: [],
              }),
            ],
          }),
      // No NavigationRoute answering every page with the precached copy: pages go by the
      // network first (below), the offline answer only when that fails and no copy was kept.
      navigateFallback: null,
      cleanupOutdatedCaches: true,
      // The first install controls the open page at once (offline from the first visit); an
      // update still waits for the patron (no skipWaiting).
      clientsClaim: true,
      // The page's request leaves while the worker starts, not after (a repeat visit's HTML
      // waited on the worker's start-up); the network-first route below answers with it.
      navigationPreload: true,
      runtimeCaching: [
        {
          urlPattern: isCachedNavigation,
          handler: 'NetworkFirst',
          options: {
            cacheName: cacheNames.pages,
            networkTimeoutSeconds: 5,
            cacheableResponse: { statuses: [200] },
            expiration: { ...cacheLimits.pages },
            ...(appShell
              ? { precacheFallback: { fallbackURL: 'app.html' } }
              : { plugins: [offlineRedirectPlugin] }),
          },
        },
        {
          urlPattern: isCoverImage,
          handler: 'CacheFirst',
          options: {
            cacheName: cacheNames.covers,
            cacheableResponse: { statuses: [200] },
            expiration: { ...cacheLimits.covers },
          },
        },
        {
          urlPattern: publicApiReadPattern(shape.apiBaseUrl),
          method: 'GET',
          handler: 'StaleWhileRevalidate',
          options: {
            cacheName: cacheNames.publicApi,
            cacheableResponse: { statuses: [200] },
            expiration: { ...cacheLimits.publicApi },
            plugins: [languageKeyPlugin],
          },
        },
      ],
    },
  };
}

/** A short, stable digest of the build's revisions (FNV-1a), the offline page's revision. */
export function revisionOf(revisions: readonly string[]): string {
  let hash = 0x811c9dc5;
  for (const character of [...revisions].sort().join('\n')) {
    hash ^= character.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}
