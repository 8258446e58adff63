/** sessionStorage keys of the in-browser mock: settings and state survive a reload, not the tab. */
export const mockStorageKeys = {
  profile: 'mock:profile',
  tokenTtl: 'mock:token-ttl',
  institution: 'mock:institution',
  withoutActivities: 'mock:without-activities',
  hostile: 'mock:hostile',
  scenarios: 'mock:scenarios',
  chaos: 'mock:chaos',
  state: 'mock:state',
} as const;

/**
 * localStorage keys of the in-browser mock: what a real server keeps when the browser closes.
 * The issued tokens, so a remembered patron is still signed in after a browser restart; the
 * QA panel's "Reset mock data" removes them with the rest.
 */
export const mockLastingKeys = {
  tokens: 'mock:tokens',
} as const;

/**
 * The settings that change what the mock answers (QA overrides): while one is set, the page's
 * prerendered first screen (rendered from the default mock at build time) is not shown or
 * hydrated (deploy/prerender-plugin.ts, src/main.tsx).
 */
export const mockOverrideKeys = [
  mockStorageKeys.profile,
  mockStorageKeys.tokenTtl,
  mockStorageKeys.institution,
  mockStorageKeys.withoutActivities,
  mockStorageKeys.hostile,
  mockStorageKeys.scenarios,
  mockStorageKeys.chaos,
];
