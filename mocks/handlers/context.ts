import type { TokenService } from '../auth/token-service';
import type { Db } from '../db';
import type { MockSettings } from '../mock-settings';
import type { ScenarioRegistry } from '../scenarios/scenario-registry';
import { hostileAnswer } from '../hostile/hostile-answers';
import { institutionProfiles } from '../profiles/institution-profiles';
import { forbidden, unauthorized } from './http-answers';

/** What every domain's handlers share: settings and the token service of one mock server. */
export interface MockContext {
  settings: MockSettings;
  tokens: TokenService;
  scenarios: ScenarioRegistry;
  /** operationIds this mock serves, filled by `operation()`; a test compares it with the contract. */
  served: Set<string>;
  /** The mock database (collections of mocks/db), seeded once per mock server. */
  db: Db;
}

type Resolver<Args extends { request: Request }> = (args: Args) => Response | Promise<Response>;

/**
 * Wraps an operation's resolver so QA scenarios (forced status, network failure, delay) apply
 * to it by its contract `operationId`, and, in a security test, hostile payloads to its answer.
 */
export function operation<Args extends { request: Request }>(
  context: MockContext,
  operationId: string,
  resolver: Resolver<Args>,
): Resolver<Args> {
  context.served.add(operationId);
  return async (args) => {
    const answer = (await context.scenarios.forcedAnswer(operationId)) ?? (await resolver(args));
    const hostile = context.settings.hostile;
    // The token grants stay intact: the security tests need a working sign-in.
    return hostile && !operationId.toLowerCase().includes('token')
      ? hostileAnswer(answer, hostile)
      : answer;
  };
}

export const currentProfile = (context: MockContext) => {
  const profile = institutionProfiles[context.settings.profile];
  const { institutionOverrides: overrides, withoutActivities } = context.settings;
  return {
    institution: { ...profile.institution, ...overrides },
    functionalities: profile.functionalities.filter(
      (activity) => !withoutActivities.includes(activity.cod_atividade),
    ),
  };
};

/**
 * The security of an operation, as the contract declares it: `any` (public or patron token)
 * or `patron`. Returns the refusal to send, or null when the request may go on.
 */
export function refuseUnlessAuthorized(
  context: MockContext,
  request: Request,
  needs: 'any' | 'patron' = 'any',
) {
  const token = context.tokens.verify(request.headers.get('Authorization'));
  if (!token) return unauthorized();
  if (needs === 'patron' && token.kind !== 'patron') return forbidden();
  return null;
}

/** The `idioma` header: 1 Portuguese (default), 3 Spanish, 5 English. */
export function requestLanguage(request: Request): 'pt' | 'es' | 'en' {
  const code = request.headers.get('idioma');
  return code === '3' ? 'es' : code === '5' ? 'en' : 'pt';
}
