import { fromDayNumber, toDayNumber } from '../db/reference-date';
import { badParameter, badRequest, type Checked, type FieldProblem } from './http-answers';

/** A calendar date written `YYYY-MM-DD` that exists (no 2026-02-30). */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  // Day arithmetic normalises 2026-02-30 to March: a real date survives the round trip.
  return fromDayNumber(toDayNumber(value)) === value;
}

/** `page` query parameter (from 1): the number, or a 400 answer. */
export function pageParameter(url: URL): number | Response {
  const raw = url.searchParams.get('page');
  if (raw === null) return 1;
  const page = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(page) || page < 1)
    return badParameter('page', 'must be an integer from 1');
  return page;
}

/** A 400 when the request carries query parameters the operation does not declare. */
export function undeclaredQuery(request: Request, declared: string[] = []): Response | null {
  const extra = [...new URL(request.url).searchParams.keys()].filter(
    (name) => !declared.includes(name),
  );
  if (!extra.length) return null;
  return badRequest(
    extra.map((field) => ({ field, message: 'not a parameter of this operation' })),
  );
}

export interface DateRange {
  dataIni?: string;
  dataFim?: string;
}

/**
 * `dataIni` / `dataFim` of a list: each a valid date, the start not after the end, and with
 * `together` both or neither (the alert filter).
 */
export function dateRange(url: URL, together = false): Checked<DateRange> {
  const problems: FieldProblem[] = [];
  const read = (name: 'dataIni' | 'dataFim') => {
    const value = url.searchParams.get(name);
    if (value === null) return undefined;
    if (!isIsoDate(value)) problems.push({ field: name, message: 'must be a date YYYY-MM-DD' });
    return value;
  };
  const dataIni = read('dataIni');
  const dataFim = read('dataFim');
  if (problems.length) return { ok: false, answer: badRequest(problems) };
  if (together && (dataIni === undefined) !== (dataFim === undefined)) {
    const missing = dataIni === undefined ? 'dataIni' : 'dataFim';
    return {
      ok: false,
      answer: badRequest(
        [{ field: missing, message: 'both dates or neither' }],
        'Informe as duas datas do período',
      ),
    };
  }
  if (dataIni && dataFim && dataIni > dataFim) return { ok: false, answer: reversedPeriod() };
  return { ok: true, value: { dataIni, dataFim } };
}

/** The 400 for a period whose start falls after its end. */
export const reversedPeriod = () =>
  badRequest(
    [{ field: 'dataIni', message: 'must not be after dataFim' }],
    'A data inicial não pode ser posterior à final',
  );

/** True when the ISO day (or the day of a date-time) falls inside the range. */
export function inRange(day: string, range: DateRange): boolean {
  const date = day.slice(0, 10);
  return (!range.dataIni || date >= range.dataIni) && (!range.dataFim || date <= range.dataFim);
}

/** An optional enum query parameter, or a 400 naming it. */
export function enumQuery<T extends string>(
  url: URL,
  name: string,
  values: readonly T[],
): Checked<T | undefined> {
  const value = url.searchParams.get(name);
  if (value === null) return { ok: true, value: undefined };
  if (!(values as readonly string[]).includes(value))
    return {
      ok: false,
      answer: badParameter(name, `must be one of ${values.join(', ')}`),
    };
  return { ok: true, value: value as T };
}

/**
 * An optional integer query parameter within bounds: undefined when absent, a 400 naming it
 * when it is not an integer in range.
 */
export function integerQuery(
  url: URL,
  name: string,
  bounds: { min?: number; max?: number; required?: boolean } = {},
): Checked<number | undefined> {
  const raw = url.searchParams.get(name);
  const refuse = (message: string) => ({ ok: false as const, answer: badParameter(name, message) });
  if (raw === null || raw === '')
    return bounds.required ? refuse('required') : { ok: true, value: undefined };
  const value = /^-?\d{1,15}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(value)) return refuse('must be an integer');
  if (bounds.min !== undefined && value < bounds.min)
    return refuse(`must be at least ${bounds.min}`);
  if (bounds.max !== undefined && value > bounds.max)
    return refuse(`must be at most ${bounds.max}`);
  return { ok: true, value };
}

/** An optional string query parameter of at most `max` characters. */
export function textQuery(url: URL, name: string, max: number): Checked<string | undefined> {
  const raw = url.searchParams.get(name);
  if (raw === null) return { ok: true, value: undefined };
  if (raw.length > max)
    return { ok: false, answer: badParameter(name, `at most ${max} characters`) };
  return { ok: true, value: raw };
}

/** `acervos=1,2,3` (the contract's pattern, at most 2000 characters): the codes, or a 400 naming it. */
export function codeList(url: URL, name = 'acervos'): Checked<number[]> {
  const raw = url.searchParams.get(name);
  if (raw === null || raw.length > 2000 || !/^\d+(,\d+)*$/.test(raw))
    return {
      ok: false,
      answer: badParameter(name, raw === null ? 'required' : 'comma-separated title codes'),
    };
  return { ok: true, value: [...new Set(raw.split(',').map(Number))] };
}
