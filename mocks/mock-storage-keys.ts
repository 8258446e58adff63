/** sessionStorage keys of the in-browser mock: settings and state survive a reload, not the tab. */
export const mockStorageKeys = {
  profile: 'mock:profile',
  tokenTtl: 'mock:token-ttl',
  scenarios: 'mock:scenarios',
  state: 'mock:state',
} as const;
