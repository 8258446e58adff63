/**
 * What the service worker (vite.config.ts, Workbox `generateSW`) may keep in Cache Storage, in
 * one place so the unit tests read the same rules the build uses. Cache Storage is readable by
 * anyone who opens the profile and ignores the `Authorization` header, so it holds only what is
 * the same for every visitor: the build's hashed files, the pages' HTML (public pages, and the
 * personal area's start-up screen, which carries no patron data) and an allowlist of public API
 * reads. The patron's own calls are persisted encrypted by src/lib/offline/, never here; the
 * token calls (`/oauth/*`, the server's `/auth/*`) and every write never match a rule.
 */

/** Cache names, prefixed so a deployment's other workers' caches are not confused with ours. */
export const cacheNames = {
  pages: 'catalogue-pages',
  publicApi: 'catalogue-public-api',
  covers: 'catalogue-covers',
} as const;

/** Limits of the runtime caches (Workbox ExpirationPlugin). */
export const cacheLimits = {
  pages: { maxEntries: 40, maxAgeSeconds: 7 * 24 * 60 * 60 },
  publicApi: { maxEntries: 200, maxAgeSeconds: 7 * 24 * 60 * 60 },
  covers: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60 },
} as const;

/**
 * The public reads, relative to the API base: the institution and its texts (`/parametros/…`,
 * the search guides among them) and a title's record and its public tabs. Left out on purpose:
 * `/parametros/funcionalidades` (what the signed-in patron may do), `/parametros/app-layers`
 * and `/parametros/autoatendimento` (read in the personal area), and everything else (searches
 * change by the minute; the rest is the patron's).
 */
const publicReadPaths = [
  'parametros/(?:instituicao|guias-pesquisa|secao_1|secao_2|faq|informacoes_gerais|eventos_institucionais)',
  'parametros/atendimento(?:/[^/?#]+)?',
  'acervo/\\d+(?:/(?:referencia|marc|dublin-core))?',
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * The URL pattern of the public reads for Workbox's RegExpRoute, which matches `url.href` and,
 * for another origin, only a match that starts at the URL's first character. An API on this
 * origin (`VITE_API_BASE_URL` a path, the default `/api`) is matched after `://host`, so a match
 * never starts at 0 and another origin's `/api/…` is never cached; an API on another origin is
 * matched from its origin on. The query string may follow (`?` then anything), nothing else.
 */
export function publicApiReadPattern(apiBaseUrl: string): RegExp {
  const base = apiBaseUrl.replace(/\/+$/, '');
  const prefix = /^https?:\/\//i.test(base)
    ? `^${escapeRegExp(base)}/`
    : `://[^/?#]+${escapeRegExp(base.startsWith('/') ? base : `/${base}`)}/`;
  return new RegExp(`${prefix}(?:${publicReadPaths.join('|')})(?:\\?[^#]*)?$`);
}

/**
 * Pages whose address carries a one-time code or that only forward elsewhere (sign-in answers,
 * the redirect page, sign-out): never stored, and the server's own `/auth` and `/api` paths are
 * no pages. Written out inside `isCachedNavigation`, which Workbox copies into sw.js as text and
 * so can use nothing from this module; the test compares the two.
 */
export const uncachedPagePrefixes = [
  '/auth/',
  '/api/',
  '/oauth-response',
  '/saml-response',
  '/redirecionamento',
  '/sair',
] as const;

/**
 * The navigation route's matcher: an HTML navigation to a page the patron may see again
 * offline. Self-contained (see `uncachedPagePrefixes`).
 */
export function isCachedNavigation({ request, url }: { request: Request; url: URL }): boolean {
  const skipped = [
    '/auth/',
    '/api/',
    '/oauth-response',
    '/saml-response',
    '/redirecionamento',
    '/sair',
  ];
  return (
    request.mode === 'navigate' &&
    request.method === 'GET' &&
    !skipped.some(
      (prefix) => url.pathname === prefix.replace(/\/$/, '') || url.pathname.startsWith(prefix),
    )
  );
}

/**
 * A Workbox plugin (copied into sw.js as text, so self-contained) that keys the public API
 * answers by the `idioma` header too: the API answers in the language the request names
 * (src/api/language.ts), and without it the Portuguese institution texts would be served to a
 * page just switched to English.
 */
export const languageKeyPlugin = {
  cacheKeyWillBeUsed: ({ request }: { request: Request }): Promise<string> => {
    const key = new URL(request.url);
    key.searchParams.set('sw-idioma', request.headers.get('idioma') ?? '');
    return Promise.resolve(key.href);
  },
};

/**
 * The covers this origin serves (`/covers/…`, which the production server and the static
 * build's host pass to the API's server): kept, so a title or a results page seen before paints
 * its covers without the network on a repeat visit and offline (a title's cover is its page's
 * largest paint). Covers on other hosts are left to the browser's HTTP cache: without CORS their
 * answers are opaque, and Chrome counts each stored one as megabytes of the origin's quota.
 * Self-contained (copied into sw.js as text).
 */
export function isCoverImage({ request, url }: { request: Request; url: URL }): boolean {
  return (
    request.method === 'GET' &&
    url.origin === self.location.origin &&
    url.pathname.startsWith('/covers/')
  );
}

/**
 * Framework mode's offline page (src/app/pages/offline-page.tsx, a route of
 * src/app/framework/routes.ts).
 */
export const offlinePagePath = '/sem-conexao';

/**
 * The offline page's precached copy, as the server rendered it when the worker installed: under
 * an address of its own, which no navigation asks for, so Workbox's precache route never answers
 * the page's navigations. It would, and miss: the server's page varies on `Accept-Language` and
 * the phone hint, which a navigation's request carries and the install's did not, and the
 * precache's lookup honours `Vary` (the pages' route answers from the copy instead, below).
 */
export const offlinePageCopy = `${offlinePagePath}?copia`;

/**
 * Framework mode's answer, offline, to a page with no copy in the pages' cache (a Workbox plugin
 * of the pages' route; copied into sw.js as text, so self-contained, `offlinePagePath` written
 * out): for a page never loaded, a redirect to the offline page, the address asked for in its
 * fragment so its "try again" goes back there; for the offline page itself, its precached copy.
 * Not the offline page in place of another: React Router hydrates a document for the address the
 * browser shows, and the offline page's markup and data under another route's address would be
 * thrown away (and the router would ask the server, offline, for the route it expected). The
 * static shape answers app.html in place instead: its app renders any address.
 */
export const offlineRedirectPlugin = {
  handlerDidError: ({ request }: { request: Request }): Promise<Response | undefined> => {
    const asked = new URL(request.url);
    const offline = new URL('/sem-conexao', asked.origin);
    if (asked.pathname === offline.pathname)
      // The copy is the only page at this path with a query (`offlinePageCopy`); its `Vary`
      // named the install's request, not this one.
      return caches.match(offline.href, { ignoreSearch: true, ignoreVary: true });
    offline.hash = `${asked.pathname}${asked.search}`;
    return Promise.resolve(Response.redirect(offline.href, 302));
  },
};
