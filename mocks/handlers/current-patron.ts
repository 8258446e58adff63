import type { PatronRow } from '../db';
import { type MockContext, refuseUnlessAuthorized } from './context';
import { unauthorized } from './http-answers';

/** The patron code of the request's patron token (callers checked the token already). */
export function patronCode(context: MockContext, request: Request): number | undefined {
  const subject = context.tokens.verify(request.headers.get('Authorization'))?.subject;
  return subject === undefined ? undefined : Number(subject);
}

/**
 * The signed-in patron's code (`cod_pessoa`); call after `refuseUnlessAuthorized(..., 'patron')`.
 * NaN without a token, so it matches no row.
 */
export const patronOf = (context: MockContext, request: Request): number =>
  patronCode(context, request) ?? NaN;

export function findPatron(context: MockContext, cod_pessoa: number | undefined) {
  if (cod_pessoa === undefined) return undefined;
  return context.db.patrons.findFirst((q) => q.where({ cod_pessoa }));
}

export function currentPatron(context: MockContext, request: Request): PatronRow | undefined {
  return findPatron(context, patronCode(context, request));
}

/** The patron record behind a patron-only operation, or the 401/403 to answer instead. */
export function signedInPatron(context: MockContext, request: Request): PatronRow | Response {
  const refused = refuseUnlessAuthorized(context, request, 'patron');
  if (refused) return refused;
  return currentPatron(context, request) ?? unauthorized();
}

export async function updatePatron(
  context: MockContext,
  cod_pessoa: number,
  change: (draft: PatronRow) => void,
) {
  return context.db.patrons.update((q) => q.where({ cod_pessoa }), { data: change });
}
