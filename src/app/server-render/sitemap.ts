import type { QueryClient } from '@tanstack/react-query';
import { paths, personalAreaPrefix } from '../../config/paths';
import { authorityQueries } from '../../features/authority/api/authority-queries';
import { titleQueries } from '../../features/title/api/title-queries';
import { offlinePagePath } from '../pwa/service-worker-rules';

/** Addresses per sitemap file (the protocol allows 50,000; smaller files answer faster). */
export const sitemapPageSize = 10_000;

/** The two kinds of record a sitemap lists, each with its listing call and its page's address. */
const kinds = {
  titles: {
    list: (client: QueryClient, page: number) =>
      client.fetchQuery(titleQueries.publicListing(page, sitemapPageSize)),
    address: (code: number) => paths.title.pattern.replace(':codAcervo', String(code)),
  },
  authorities: {
    list: (client: QueryClient, page: number) =>
      client.fetchQuery(authorityQueries.publicListing(page, sitemapPageSize)),
    address: (code: number) => paths.authority.pattern.replace(':codAutoridade', String(code)),
  },
} as const;
export type SitemapKind = keyof typeof kinds;
export const isSitemapKind = (value: string): value is SitemapKind => value in kinds;

const escapeXml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}\n`;

/** The sitemap file of one page of a kind's records. */
export const sitemapFileName = (kind: SitemapKind, page: number) => `/sitemaps/${kind}-${page}.xml`;

/**
 * The sitemap index (`/sitemap.xml`): one sitemap per page of titles and of authorities, as many
 * as the listing calls' totals ask for.
 */
export async function sitemapIndex(origin: string, client: QueryClient): Promise<string> {
  const entries: string[] = [];
  for (const kind of Object.keys(kinds) as SitemapKind[]) {
    const first = await kinds[kind].list(client, 1);
    const pages = Math.max(1, Math.ceil(first.total / sitemapPageSize));
    for (let page = 1; page <= pages; page += 1)
      entries.push(
        `  <sitemap><loc>${escapeXml(new URL(sitemapFileName(kind, page), origin).href)}</loc></sitemap>`,
      );
  }
  return xml(
    `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>`,
  );
}

/**
 * One page of a kind's records as a sitemap: each record's page, with `lastmod` when the API
 * says when it changed, and its other languages (`xhtml:link`, as the pages' `hreflang`).
 * Null when the page is past the last.
 */
export async function sitemapPage(
  origin: string,
  client: QueryClient,
  kind: SitemapKind,
  page: number,
): Promise<string | null> {
  const listing = await kinds[kind].list(client, page);
  if (listing.itens.length === 0 && page > 1) return null;
  const urls = listing.itens.map(({ codigo, alterado_em }) => {
    const loc = new URL(kinds[kind].address(codigo), origin).href;
    return [
      '  <url>',
      `    <loc>${escapeXml(loc)}</loc>`,
      ...(alterado_em ? [`    <lastmod>${escapeXml(alterado_em)}</lastmod>`] : []),
      '  </url>',
    ].join('\n');
  });
  return xml(
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>`,
  );
}

/**
 * `robots.txt`: titles, authorities and the institution's pages are for search engines; search
 * results (endless combinations of a query, facets and pages), the personal area, the basket,
 * sign-in and its answers, and the offline page are not.
 */
export function robotsTxt(origin: string): string {
  const closed = [
    `/${personalAreaPrefix}`,
    paths.basket.pattern,
    paths.login.pattern,
    paths.logout.pattern,
    paths.oauthResponse.pattern,
    paths.samlResponse.pattern,
    paths.redirectPage.pattern,
    paths.ebookProviderA.pattern,
    paths.ebookProviderB.pattern,
    '/acervo/*/reserva',
    '/acervo/*/solicitacao-emprestimo',
    // Framework mode's page for a page not kept offline: nothing to find there.
    offlinePagePath,
    '/api/',
  ];
  return [
    'User-agent: *',
    ...closed.map((path) => `Disallow: ${path}`),
    // Results are a query on the home page's or a guide's address (`termo`, or an advanced
    // search's `consulta`); a record's language versions (`?lng=`) stay open.
    'Disallow: /*?*termo=',
    'Disallow: /*?*consulta=',
    'Disallow: /*?*pagina=',
    'Allow: /acervo/',
    'Allow: /autoridade/',
    '',
    `Sitemap: ${new URL('/sitemap.xml', origin).href}`,
    '',
  ].join('\n');
}

/**
 * How long shared caches and crawlers may keep robots.txt and the sitemaps: an hour, the records
 * they list change slowly and a crawler reads them seldom.
 */
const crawlerFileCacheControl = 'public, max-age=3600';

/** `robots.txt` as the server answers it (the framework's resource route, routes/robots.ts). */
export function robotsResponse(origin: string): Response {
  return new Response(robotsTxt(origin), {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': crawlerFileCacheControl,
    },
  });
}

/**
 * A sitemap file as both servers answer it: `file` is the path after `/sitemaps/`, or null for
 * the index (`/sitemap.xml`). A file that names no kind, or a page past the last, is a 404; an
 * API that fails is a 503 a crawler may retry in a minute.
 */
export async function sitemapResponse(
  origin: string,
  client: QueryClient,
  file: string | null,
): Promise<Response> {
  const plainText = { 'Content-Type': 'text/plain; charset=utf-8' };
  const notFound = () => new Response('Not Found', { status: 404, headers: plainText });
  let build: () => Promise<string | null>;
  if (file === null) build = () => sitemapIndex(origin, client);
  else {
    const match = /^([a-z]+)-(\d+)\.xml$/.exec(file);
    const kind = match?.[1] ?? '';
    if (!match || !isSitemapKind(kind)) return notFound();
    build = () => sitemapPage(origin, client, kind, Number(match[2]));
  }
  try {
    const body = await build();
    if (body === null) return notFound();
    return new Response(body, {
      headers: {
        'Content-Type': 'application/xml; charset=utf-8',
        'Cache-Control': crawlerFileCacheControl,
      },
    });
  } catch (error) {
    console.error('sitemap failed:', error);
    return new Response('Service Unavailable', {
      status: 503,
      headers: { ...plainText, 'Retry-After': '60' },
    });
  }
}
