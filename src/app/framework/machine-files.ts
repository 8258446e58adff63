/**
 * The addresses the framework server answers to machines rather than people (resource routes:
 * a loader and no component), declared in routes.ts. The root middleware lets them through when
 * the API failed start-up's reads: robots.txt needs no API, and the manifest falls back to the
 * build's names.
 */
export const machineFiles = {
  robots: '/robots.txt',
  sitemapIndex: '/sitemap.xml',
  sitemap: '/sitemaps/:file',
  webManifest: '/manifest.webmanifest',
} as const;

const patterns: ReadonlySet<string> = new Set(Object.values(machineFiles));

/** Whether a matched route's pattern (a loader's or middleware's `pattern`) is one of them. */
export const isMachineFile = (pattern: string) => patterns.has(pattern);
