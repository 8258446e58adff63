/**
 * The client bundles' chunk groups that both builds share (vite.config.ts, the static build;
 * vite.framework.config.ts, framework mode): third-party code split by
 * the pages that use it (issue 16). Left to itself the bundler cuts the app into some 150 files,
 * and on a phone's connection each wave of requests costs a round trip.
 */
/** The chunk of the third-party code every page runs (below). */
export const vendorChunkName = 'vendor';
/** Framework mode's chunk of the root layout, the browser's entry and what they import. */
export const shellChunkName = 'shell';

export const libraryChunkGroups = [
  // Only the pages that show institution HTML need the sanitiser.
  { name: 'sanitizer', test: /node_modules[\\/]dompurify/, priority: 9 },
  // Libraries only some personal-area screens use (QR code, calendar file): their own chunk,
  // fetched with those screens, not with the first screen's vendor code.
  { name: 'patron-tools', test: /node_modules[\\/](uqr|ical-generator)[\\/]/, priority: 9 },
  // The chart library: only the statistics screens and tabs draw charts.
  { name: 'charts', test: /node_modules[\\/]chartist[\\/]/, priority: 9 },
  // Third-party code every page runs: React, the router, translations, the query cache and the
  // stores. react-aria's code is not here: it goes with what uses it.
  {
    name: vendorChunkName,
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack|zustand|openapi-fetch|use-sync-external-store)[\\/]/,
    priority: 5,
  },
];
