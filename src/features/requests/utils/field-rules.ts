import { validateDateRange } from '../../../lib/forms/date-range';
import { isValidEmail } from '../../../lib/format/email';
import { isBlank } from '../../../lib/format/text';
import { parsePageRange } from './page-range';

/** What is wrong with one field; each is worded next to the field by the form. */
export type FieldProblem =
  | { kind: 'required' }
  | { kind: 'email' }
  | { kind: 'integer'; min: number; max?: number }
  | { kind: 'pageRange' }
  | { kind: 'pageOrder' }
  | { kind: 'dateOrder' }
  | { kind: 'tooMany'; max: number }
  /** The server refused the field with its own words. */
  | { kind: 'server'; message: string };

export type Problems<F extends string> = Partial<Record<F, FieldProblem>>;

const INTEGER = /^\s*\d+\s*$/;

/** A whole number as typed, or undefined when the field is blank. */
export function integerOf(value: string): number | undefined {
  return isBlank(value) ? undefined : Number(value.trim());
}

/** Optional text as sent: trimmed, left out when blank. */
export function optionalText(value: string): string | undefined {
  return value.trim() || undefined;
}

/**
 * The checks the forms share, each adding at most one problem per field (the first one found):
 * `check.required('titulo')`, `check.integer('ano', 1500, 2999)`...
 */
export function fieldChecks<F extends string>(values: Record<F, string | boolean>) {
  const problems: Problems<F> = {};
  const text = (field: F) => {
    const value = values[field];
    return typeof value === 'string' ? value : '';
  };
  const add = (field: F, problem: FieldProblem) => {
    problems[field] ??= problem;
  };
  const check = {
    problems,
    required(...fields: F[]) {
      for (const field of fields) if (isBlank(text(field))) add(field, { kind: 'required' });
      return check;
    },
    email(field: F) {
      if (isBlank(text(field))) add(field, { kind: 'required' });
      else if (!isValidEmail(text(field))) add(field, { kind: 'email' });
      return check;
    },
    integer(field: F, min: number, max?: number) {
      const value = text(field);
      if (isBlank(value)) return check;
      const number = Number(value.trim());
      if (!INTEGER.test(value) || number < min || (max !== undefined && number > max))
        add(field, { kind: 'integer', min, ...(max === undefined ? {} : { max }) });
      return check;
    },
    pageRange(field: F) {
      const value = text(field);
      if (isBlank(value)) return check;
      const range = parsePageRange(value);
      if (!range.ok) add(field, { kind: range.problem === 'format' ? 'pageRange' : 'pageOrder' });
      return check;
    },
    /** The start page (or date) may not come after the end one; the message goes to the start. */
    pageOrder(startField: F, endField: F) {
      const start = integerOf(text(startField));
      const end = integerOf(text(endField));
      if (problems[startField] || problems[endField]) return check;
      if (start !== undefined && end !== undefined && start > end)
        add(startField, { kind: 'pageOrder' });
      return check;
    },
    dateOrder(startField: F, endField: F) {
      if (validateDateRange({ start: text(startField), end: text(endField) }))
        add(startField, { kind: 'dateOrder' });
      return check;
    },
    maxItems(field: F, items: readonly string[], max: number) {
      if (items.length > max) add(field, { kind: 'tooMany', max });
      return check;
    },
  };
  return check;
}
