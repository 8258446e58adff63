/** sessionStorage keys of the in-browser mock: settings and state survive a reload, not the tab. */
export const mockStorageKeys = {
  profile: 'mock:profile',
  tokenTtl: 'mock:token-ttl',
  institution: 'mock:institution',
  withoutActivities: 'mock:without-activities',
  hostile: 'mock:hostile',
  scenarios: 'mock:scenarios',
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
