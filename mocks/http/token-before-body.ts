import type { MockContext } from '../handlers/context';
import { unauthorized } from '../handlers/http-answers';
import type { ContractOperation } from './contract-operations';

/**
 * The 401 to answer before reading a request's body, or null to read it and let the handler
 * answer. The handlers check the token themselves, but only once msw has a whole Request,
 * i.e. after the body arrived; this makes the same check (the same token service, the same
 * 401 body) from the headers alone, so an anonymous caller cannot make the server take in a
 * body it would refuse anyway.
 *
 * Only operations whose contract security asks for a token are checked, and only when every
 * operation the path could mean asks for one (a literal path may also fit a template). The
 * finer patron-only check (403) is left to the handlers: the token is known by then.
 */
export function unauthorizedBeforeBody(
  context: MockContext,
  operations: readonly ContractOperation[],
  authorization: string | null,
): Response | null {
  if (operations.length === 0 || !operations.every((operation) => operation.needsToken))
    return null;
  // A QA scenario forced on the operation answers before the handler's token check; keep
  // that order, so the HTTP server answers QA's scenarios as the in-browser mock does.
  const forced = new Set(context.scenarios.list().map(([operationId]) => operationId));
  if (operations.some((operation) => forced.has(operation.operationId))) return null;
  return context.tokens.verify(authorization) ? null : unauthorized();
}
