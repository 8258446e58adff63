import type { PathParams } from 'msw';
import { badParameter, badRequest, type Checked, notFound } from './http-answers';

/** Resolver arguments of a route with path parameters (`:id`, `:user`, `:slug`). */
export interface WithParams {
  request: Request;
  params: PathParams;
}

/** A positive integer written as decimal digits (at most `maxDigits`), or undefined. */
function positiveInteger(text: string, maxDigits?: number): number | undefined {
  const digits = maxDigits === undefined ? /^\d+$/ : new RegExp(`^\\d{1,${maxDigits}}$`);
  const value = digits.test(text) ? Number(text) : NaN;
  return Number.isSafeInteger(value) && value >= 1 ? value : undefined;
}

/*
 * Two answers for a bad id survive from the domains that wrote them (the patron-record domains
 * say "an integer from 1", the portal and catalogue domains "a positive integer"); both keep
 * their wording so no answer changes.
 */

/** A path parameter that must be an integer from 1: the number, or a 400 answer. */
export function idParameter(raw: unknown, name = 'id'): number | Response {
  return positiveInteger(String(raw)) ?? badParameter(name, 'must be an integer from 1');
}

/** A positive integer path parameter (`id`, at most 15 digits), or a 400 naming it. */
export function pathId(value: unknown, field = 'id'): Checked<number> {
  const id = positiveInteger(typeof value === 'string' ? value : '', 15);
  return id === undefined
    ? { ok: false, answer: badRequest([{ field, message: 'must be a positive integer' }]) }
    : { ok: true, value: id };
}

/** The record an `{id}` path parameter names: 400 when it is not a positive integer, 404 when unknown. */
export function recordOfPath<T>(
  raw: unknown,
  find: (id: number) => T | undefined,
  notFoundMessage: string,
): Checked<T> {
  const id = pathId(raw);
  if (!id.ok) return id;
  const record = find(id.value);
  return record === undefined
    ? { ok: false, answer: notFound(notFoundMessage) }
    : { ok: true, value: record };
}
