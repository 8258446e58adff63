import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { robotsResponse, sitemapResponse } from '../../../src/app/server-render/sitemap';

/*
 * The answers the server sends for crawlers (framework mode's resource routes): their status and headers, which a crawler and shared caches act on. The listings are
 * the query client's, stubbed here; the e2e-server suite reads them from the mock's API.
 */

const origin = 'https://c.example';

/** A query client whose listing calls answer `listing` (or fail with it). */
function clientAnswering(listing: { itens: { codigo: number }[]; total: number } | Error) {
  const client = new QueryClient();
  vi.spyOn(client, 'fetchQuery').mockImplementation(() =>
    listing instanceof Error ? Promise.reject(listing) : Promise.resolve(listing as never),
  );
  return client;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('crawler files', () => {
  it('robots.txt is plain text crawlers and caches may keep for an hour', async () => {
    const answer = robotsResponse(origin);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
    expect(answer.headers.get('Cache-Control')).toBe('public, max-age=3600');
    expect(await answer.text()).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });

  it('the index and a page are XML kept for an hour, the page listing its records', async () => {
    const client = clientAnswering({ itens: [{ codigo: 7 }], total: 1 });
    const index = await sitemapResponse(origin, client, null);
    expect(index.status).toBe(200);
    expect(index.headers.get('Content-Type')).toBe('application/xml; charset=utf-8');
    expect(index.headers.get('Cache-Control')).toBe('public, max-age=3600');
    expect(await index.text()).toContain(`<loc>${origin}/sitemaps/titles-1.xml</loc>`);
    const page = await sitemapResponse(origin, client, 'titles-1.xml');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`<loc>${origin}/acervo/7</loc>`);
  });

  it('a file that names no kind, or a page past the last, is not found', async () => {
    const client = clientAnswering({ itens: [], total: 1 });
    expect((await sitemapResponse(origin, client, 'nothing-1.xml')).status).toBe(404);
    expect((await sitemapResponse(origin, client, 'titles.xml')).status).toBe(404);
    expect((await sitemapResponse(origin, client, 'titles-2.xml')).status).toBe(404);
  });

  it('an API that fails is a 503 a crawler may retry in a minute', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const answer = await sitemapResponse(origin, clientAnswering(new Error('down')), null);
    expect(answer.status).toBe(503);
    expect(answer.headers.get('Retry-After')).toBe('60');
  });
});
