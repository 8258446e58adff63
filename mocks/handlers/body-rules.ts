import { badRequest, type Checked, type FieldProblem } from './http-answers';
import { parseJsonBody } from './json-body';
import { isIsoDate } from './query-parameters';

/*
 * Body checks by rule table, for the personal-area domains (holds, requests, loan requests,
 * interest profile, acquisition, catalogue, links). Each body is described by a small rule table mirroring its
 * contract schema, so a bad field answers 400 naming it and a good body may be cast to the
 * contract type.
 */

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

/**
 * Reads a JSON body and checks it against its rules. Anything that is not a JSON object
 * (no body, invalid JSON, null, an array, a string) is a 400 naming `body`.
 */
export async function readBody<T>(
  request: Request,
  rules: BodyRules,
  message?: string,
): Promise<Checked<T>> {
  const body = await parseJsonBody(request);
  if (body.kind === 'invalid')
    return { ok: false, answer: badRequest([{ field: 'body', message: 'invalid JSON' }]) };
  if (body.kind === 'absent')
    return { ok: false, answer: badRequest([{ field: 'body', message: 'required' }]) };
  const parsed = body.value;
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    return { ok: false, answer: badRequest([{ field: 'body', message: 'must be a JSON object' }]) };
  const problems: FieldProblem[] = [];
  checkFields(parsed as Record<string, unknown>, rules, '', problems);
  if (problems.length) return { ok: false, answer: badRequest(problems, message) };
  return { ok: true, value: parsed as T };
}
