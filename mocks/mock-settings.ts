import {
  isInstitutionProfileName,
  type InstitutionProfileName,
} from './profiles/institution-profiles';

/**
 * Run-time settings of the mock server. Defaults suit development; QA and tests change them
 * (browser: `?mockProfile=ify&mockTokenTtl=30`; Node: MOCK_PROFILE, MOCK_TOKEN_TTL).
 */
export interface MockSettings {
  profile: InstitutionProfileName;
  /** Access-token lifetime in seconds; short in QA so that the refresh path is exercised. */
  accessTokenTtlSeconds: number;
  /** Clock of the mock, replaceable in tests. */
  now: () => number;
}

export function defaultMockSettings(env: Record<string, string | undefined> = {}): MockSettings {
  const profile = env.MOCK_PROFILE;
  const ttl = Number(env.MOCK_TOKEN_TTL);
  return {
    profile: isInstitutionProfileName(profile) ? profile : 'ufx',
    accessTokenTtlSeconds: Number.isFinite(ttl) && ttl > 0 ? ttl : 900,
    now: () => Date.now(),
  };
}
