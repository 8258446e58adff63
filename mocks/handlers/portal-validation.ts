import type { PathParams } from 'msw';
import { fromDayNumber, toDayNumber } from '../db/reference-date';
import type { MockContext } from './context';
import { errorAnswer } from './http-answers';

/*
 * Request checks shared by the personal-area domains (holds, requests, loan requests,
 * interest profile, acquisition). Each body is described by a small rule table mirroring its
 * contract schema, so a bad field answers 400 naming it and a good body may be cast to the
 * contract type.
 */

/** Resolver arguments of a route with path parameters. */
export interface WithParams {
  request: Request;
  params: PathParams;
}

export interface FieldProblem {
  field: string;
  message: string;
}

interface Common {
  required?: boolean;
  nullable?: boolean;
}

export type FieldRule = Common &
  (
    | {
        type: 'string';
        minLength?: number;
        maxLength?: number;
        pattern?: RegExp;
        enum?: readonly string[];
        format?: 'date' | 'email';
        /** Reject text that is blank after trimming (the UI trims before sending). */
        notBlank?: boolean;
      }
    | { type: 'integer'; minimum?: number; maximum?: number }
    | { type: 'boolean'; const?: boolean }
    | { type: 'array'; items: FieldRule; minItems?: number; maxItems?: number }
    | { type: 'object'; fields: Record<string, FieldRule> }
  );

export type BodyRules = Record<string, FieldRule>;

// The e-mail pattern of ajv-formats ("full" mode), so the mock accepts what the contract accepts.
const EMAIL =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  // Day arithmetic normalises 2026-02-30 to March: a real date survives the round trip.
  return fromDayNumber(toDayNumber(value)) === value;
}

export const isEmail = (value: string) => value.length <= 254 && EMAIL.test(value);

function checkValue(value: unknown, rule: FieldRule, field: string, problems: FieldProblem[]) {
  if (value === undefined) {
    if (rule.required) problems.push({ field, message: 'required' });
    return;
  }
  if (value === null) {
    if (!rule.nullable)
      problems.push({ field, message: rule.required ? 'required' : 'must not be null' });
    return;
  }
  switch (rule.type) {
    case 'string': {
      if (typeof value !== 'string')
        return void problems.push({ field, message: 'must be a string' });
      if (rule.notBlank && rule.required && value.trim() === '')
        return void problems.push({ field, message: 'required' });
      if (rule.minLength !== undefined && value.length < rule.minLength)
        return void problems.push({
          field,
          message: rule.minLength === 1 ? 'required' : `at least ${rule.minLength} characters`,
        });
      if (rule.maxLength !== undefined && value.length > rule.maxLength)
        return void problems.push({ field, message: `at most ${rule.maxLength} characters` });
      if (rule.enum && !rule.enum.includes(value))
        return void problems.push({ field, message: `must be one of ${rule.enum.join(', ')}` });
      if (rule.format === 'date' && !isIsoDate(value))
        return void problems.push({ field, message: 'must be a date YYYY-MM-DD' });
      if (rule.format === 'email' && !isEmail(value))
        return void problems.push({ field, message: 'must be a valid e-mail' });
      if (rule.pattern && !rule.pattern.test(value))
        problems.push({ field, message: 'invalid format' });
      return;
    }
    case 'integer':
      if (typeof value !== 'number' || !Number.isSafeInteger(value))
        return void problems.push({ field, message: 'must be an integer' });
      if (rule.minimum !== undefined && value < rule.minimum)
        return void problems.push({ field, message: `must be at least ${rule.minimum}` });
      if (rule.maximum !== undefined && value > rule.maximum)
        problems.push({ field, message: `must be at most ${rule.maximum}` });
      return;
    case 'boolean':
      if (typeof value !== 'boolean')
        return void problems.push({ field, message: 'must be true or false' });
      if (rule.const !== undefined && value !== rule.const)
        problems.push({ field, message: `must be ${String(rule.const)}` });
      return;
    case 'array':
      if (!Array.isArray(value)) return void problems.push({ field, message: 'must be a list' });
      if (rule.minItems !== undefined && value.length < rule.minItems)
        return void problems.push({
          field,
          message: rule.minItems === 1 ? 'select at least one' : `at least ${rule.minItems} items`,
        });
      if (rule.maxItems !== undefined && value.length > rule.maxItems)
        return void problems.push({ field, message: `at most ${rule.maxItems} items` });
      value.forEach((item, index) => checkValue(item, rule.items, `${field}[${index}]`, problems));
      return;
    case 'object':
      if (typeof value !== 'object' || Array.isArray(value))
        return void problems.push({ field, message: 'must be an object' });
      checkFields(value as Record<string, unknown>, rule.fields, `${field}.`, problems);
      return;
  }
}

function checkFields(
  record: Record<string, unknown>,
  rules: BodyRules,
  prefix: string,
  problems: FieldProblem[],
) {
  for (const [name, rule] of Object.entries(rules))
    checkValue(record[name], rule, `${prefix}${name}`, problems);
}

export const badRequest = (fields: FieldProblem[], message = 'Requisição inválida') =>
  errorAnswer(400, message, { key: 'REQUISICAO_INVALIDA', fields });

/** A business-rule refusal: the translation key is both the message and the key. */
export const refusal = (key: string) => errorAnswer(422, key, { key });

export const notFound = (message = 'Registro não encontrado') =>
  errorAnswer(404, message, { key: 'NAO_ENCONTRADO' });

type Checked<T> = { ok: true; value: T } | { ok: false; answer: Response };

/**
 * Reads a JSON body and checks it against its rules. Anything that is not a JSON object
 * (no body, invalid JSON, null, an array, a string) is a 400 naming `body`.
 */
export async function readBody<T>(
  request: Request,
  rules: BodyRules,
  message?: string,
): Promise<Checked<T>> {
  let parsed: unknown;
  try {
    const text = await request.text();
    parsed = text.trim() === '' ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return { ok: false, answer: badRequest([{ field: 'body', message: 'invalid JSON' }]) };
  }
  if (parsed === undefined)
    return { ok: false, answer: badRequest([{ field: 'body', message: 'required' }]) };
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    return { ok: false, answer: badRequest([{ field: 'body', message: 'must be a JSON object' }]) };
  const problems: FieldProblem[] = [];
  checkFields(parsed as Record<string, unknown>, rules, '', problems);
  if (problems.length) return { ok: false, answer: badRequest(problems, message) };
  return { ok: true, value: parsed as T };
}

/** A positive integer path parameter (`id`), or a 400 naming it. */
export function pathId(value: unknown, field = 'id'): Checked<number> {
  const text = typeof value === 'string' ? value : '';
  const id = /^\d{1,15}$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(id) || id < 1)
    return { ok: false, answer: badRequest([{ field, message: 'must be a positive integer' }]) };
  return { ok: true, value: id };
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
  if (dataIni && dataFim && dataIni > dataFim)
    return {
      ok: false,
      answer: badRequest(
        [{ field: 'dataIni', message: 'must not be after dataFim' }],
        'A data inicial não pode ser posterior à final',
      ),
    };
  return { ok: true, value: { dataIni, dataFim } };
}

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
      answer: badRequest([{ field: name, message: `must be one of ${values.join(', ')}` }]),
    };
  return { ok: true, value: value as T };
}

const SAO_PAULO_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today in the library's time zone (São Paulo), from the mock's clock. */
export const todayOf = (context: MockContext) =>
  SAO_PAULO_DAY.format(new Date(context.settings.now()));

export const nowIsoOf = (context: MockContext) => new Date(context.settings.now()).toISOString();

/** The signed-in patron's code (`cod_pessoa`); call after `refuseUnlessAuthorized(..., 'patron')`. */
export function patronOf(context: MockContext, request: Request): number {
  return Number(context.tokens.verify(request.headers.get('Authorization'))?.subject);
}

/** Next free code of a collection's numeric key. */
export function nextCode<T>(rows: readonly T[], key: (row: T) => number, floor: number): number {
  let max = floor;
  for (const row of rows) max = Math.max(max, key(row));
  return max + 1;
}
