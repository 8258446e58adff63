/** sessionStorage keys of the in-browser mock: settings and state survive a reload, not the tab. */
export const mockStorageKeys = {
  profile: 'mock:profile',
  tokenTtl: 'mock:token-ttl',
  institution: 'mock:institution',
  scenarios: 'mock:scenarios',
  state: 'mock:state',
} as const;
