import {
  isInstitutionProfileName,
  type InstitutionProfileName,
} from './profiles/institution-profiles';
import { parseHostileSettings, type HostileSettings } from './hostile/hostile-answers';
import type { Schemas } from './schema-types';
import { parseChaos, type ChaosSettings } from './chaos/chaos';

/**
 * Run-time settings of the mock server. Defaults suit development; QA and tests change them
 * (browser: `?mockProfile=ify&mockTokenTtl=30&mockInstitution={...}&mockWithoutActivities=13`;
 * Node: MOCK_PROFILE, MOCK_TOKEN_TTL, MOCK_INSTITUTION, MOCK_WITHOUT_ACTIVITIES, MOCK_CHAOS).
 */
export interface MockSettings {
  profile: InstitutionProfileName;
  /** Access-token lifetime in seconds; short in QA so that the refresh path is exercised. */
  accessTokenTtlSeconds: number;
  /** Clock of the mock, replaceable in tests. */
  now: () => number;
  /**
   * Fields that replace the profile's institution settings, so QA can try any setting (a
   * support message, logout links, login flags) without a new profile.
   */
  institutionOverrides: Partial<Schemas['Institution']>;
  /**
   * Activity codes taken out of the institution's permission list (and so from every patron's),
   * so QA can see a screen gated by an activity disappear: `13` hides comments.
   */
  withoutActivities: readonly number[];
  /** Payloads put into every answer's text and addresses, for security tests (mocks/hostile). */
  hostile: HostileSettings | null;
  /** Chaos mode, `<seed>:<rate>:<maxLatencyMs>` (mocks/chaos): random faults, replayable. */
  chaos: ChaosSettings | null;
}

/** `13,12` → [13, 12]; anything that is not a whole number is left out. */
export const parseActivityCodes = (list: string | undefined | null): number[] =>
  (list ?? '')
    .split(',')
    .map((code) => Number(code.trim()))
    .filter((code) => Number.isInteger(code) && code > 0);

/** `{"msg_suporte_consulta": "<p>…</p>"}` → the overrides; anything but a JSON object is ignored. */
export function parseInstitutionOverrides(
  json: string | undefined | null,
): Partial<Schemas['Institution']> {
  if (!json) return {};
  try {
    const parsed: unknown = JSON.parse(json);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed;
  } catch {
    // A typo in a QA link must not stop the mock; the profile's own settings stay.
  }
  return {};
}

export function defaultMockSettings(env: Record<string, string | undefined> = {}): MockSettings {
  const profile = env.MOCK_PROFILE;
  const ttl = Number(env.MOCK_TOKEN_TTL);
  return {
    profile: isInstitutionProfileName(profile) ? profile : 'ufx',
    accessTokenTtlSeconds: Number.isFinite(ttl) && ttl > 0 ? ttl : 900,
    now: () => Date.now(),
    institutionOverrides: parseInstitutionOverrides(env.MOCK_INSTITUTION),
    withoutActivities: parseActivityCodes(env.MOCK_WITHOUT_ACTIVITIES),
    hostile: parseHostileSettings(env.MOCK_HOSTILE),
    chaos: parseChaos(env.MOCK_CHAOS),
  };
}
