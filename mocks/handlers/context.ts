import { delay, HttpResponse } from 'msw';
import type { TokenService } from '../auth/token-service';
import type { Chaos, ChaosDecision } from '../chaos/chaos';
import { IDEMPOTENCY_HEADER, type IdempotencyStore } from '../chaos/idempotency';
import type { WriteJournal } from '../chaos/write-journal';
import type { Db } from '../db';
import type { MockSettings } from '../mock-settings';
import type { ScenarioRegistry } from '../scenarios/scenario-registry';
import { hostileAnswer } from '../hostile/hostile-answers';
import { institutionProfiles } from '../profiles/institution-profiles';
import { errorAnswer, forbidden, unauthorized } from './http-answers';

/** What every domain's handlers share: settings and the token service of one mock server. */
export interface MockContext {
  settings: MockSettings;
  tokens: TokenService;
  scenarios: ScenarioRegistry;
  /** operationIds this mock serves, filled by `operation()`; a test compares it with the contract. */
  served: Set<string>;
  /** The mock database (collections of mocks/db), seeded once per mock server. */
  db: Db;
  /** Chaos mode (`?mockChaos=`, MOCK_CHAOS): seeded random faults and latency. */
  chaos: Chaos;
  /** Writes applied per operation, so tests can assert that none was done twice. */
  writes: WriteJournal;
  /** Answers kept per `Idempotency-Key`. */
  idempotency: IdempotencyStore;
}

type Resolver<Args extends { request: Request }> = (args: Args) => Response | Promise<Response>;

/**
 * Wraps an operation's resolver so QA scenarios (forced status, network failure, delay) and
 * chaos mode apply to it by its contract `operationId`, writes are journalled and honour
 * `Idempotency-Key`, and, in a security test, hostile payloads go into its answer.
 */
export function operation<Args extends { request: Request }>(
  context: MockContext,
  operationId: string,
  resolver: Resolver<Args>,
): Resolver<Args> {
  context.served.add(operationId);
  return async (args) => {
    const chaos = context.chaos.decide(operationId);
    if (chaos?.latencyMs) await delay(chaos.latencyMs);
    const forced = await context.scenarios.forcedAnswer(operationId);
    const fault = chaos?.fault;
    let answer: Response;
    if (forced) answer = forced;
    else if (chaos && fault && fault !== 'timeout-after-write') answer = chaosAnswer(chaos);
    else {
      answer = await answerWrite(context, operationId, args.request, async () => resolver(args));
      // The server did the work; the client never hears of it.
      if (fault === 'timeout-after-write') return HttpResponse.error();
    }
    const hostile = context.settings.hostile;
    // The token grants stay intact: the security tests need a working sign-in.
    return hostile && !operationId.toLowerCase().includes('token')
      ? hostileAnswer(answer, hostile)
      : answer;
  };
}

function chaosAnswer(chaos: ChaosDecision): Response {
  switch (chaos.fault) {
    case 'status-500':
      return errorAnswer(500, 'Erro inesperado');
    case 'status-503':
      return errorAnswer(503, 'Serviço temporariamente indisponível');
    case 'status-429': {
      const answer = errorAnswer(429, 'Muitas requisições', { key: 'MUITAS_REQUISICOES' });
      answer.headers.set('Retry-After', String(chaos.retryAfterSeconds));
      return answer;
    }
    default:
      return HttpResponse.error();
  }
}

/**
 * Runs a call's handler; for a write (any method but GET), once per `Idempotency-Key` of the
 * same caller and operation, and journalled when it was applied.
 */
async function answerWrite(
  context: MockContext,
  operationId: string,
  request: Request,
  apply: () => Promise<Response>,
): Promise<Response> {
  if (request.method === 'GET' || request.method === 'HEAD') return apply();
  const key = request.headers.get(IDEMPOTENCY_HEADER);
  if (!key) {
    const response = await apply();
    if (response.ok)
      context.writes.record({ operationId, status: response.status, idempotencyKey: null });
    return response;
  }
  const caller = context.tokens.verify(request.headers.get('Authorization'))?.subject ?? 'public';
  const { response, replayed } = await context.idempotency.answer(
    `${operationId}|${caller}|${key}`,
    apply,
  );
  if (replayed) context.writes.recordReplay(operationId);
  else if (response.ok)
    context.writes.record({ operationId, status: response.status, idempotencyKey: key });
  return response;
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
