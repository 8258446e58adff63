import { badRequest, type FieldProblem } from './http-answers';
import { parseJsonBody } from './json-body';

/*
 * Field-by-field body checks for the patron-record domains (auth, people, loans, comments,
 * library units), whose handlers read each field in code rather than from a rule table
 * (see body-rules.ts): the messages differ ("required (blank)"), so the two are kept apart.
 */

/** The JSON body of a request, or `undefined` when it is absent or not JSON at all. */
export async function readJsonBody(request: Request): Promise<unknown> {
  const body = await parseJsonBody(request);
  return body.kind === 'json' ? body.value : undefined;
}

interface TextRule {
  required?: boolean;
  max?: number;
  /** Compared after trimming; blank (after trim) counts as missing when required. */
  pattern?: RegExp;
  nullable?: boolean;
}

/**
 * Checks a request body field by field and collects every problem, so one 400 names all of
 * them. Values come back trimmed/typed; with problems the caller answers `badRequest()`.
 */
export class BodyCheck {
  readonly problems: FieldProblem[] = [];
  private readonly body: Record<string, unknown>;

  constructor(body: unknown) {
    const isObject = typeof body === 'object' && body !== null && !Array.isArray(body);
    this.body = isObject ? (body as Record<string, unknown>) : {};
    if (!isObject) this.problems.push({ field: '(body)', message: 'must be a JSON object' });
  }

  get ok() {
    return this.problems.length === 0;
  }

  has(field: string) {
    return this.body[field] !== undefined;
  }

  fail(field: string, message: string) {
    this.problems.push({ field, message });
  }

  text(field: string, rule: TextRule = {}): string | null | undefined {
    const value = this.body[field];
    if (value === undefined || value === null) {
      if (value === null && rule.nullable) return null;
      if (rule.required) this.fail(field, 'required');
      else if (value === null) this.fail(field, 'must be a string');
      return undefined;
    }
    if (typeof value !== 'string') {
      this.fail(field, 'must be a string');
      return undefined;
    }
    const trimmed = value.trim();
    if (rule.required && trimmed === '') {
      this.fail(field, 'required (blank)');
      return undefined;
    }
    if (rule.max !== undefined && value.length > rule.max) {
      this.fail(field, `at most ${rule.max} characters`);
      return undefined;
    }
    if (rule.pattern && trimmed !== '' && !rule.pattern.test(trimmed)) {
      this.fail(field, 'invalid format');
      return undefined;
    }
    return trimmed;
  }

  integer(
    field: string,
    rule: { required?: boolean; min?: number; nullable?: boolean } = {},
  ): number | null | undefined {
    const value = this.body[field];
    if (value === undefined || value === null) {
      if (value === null && rule.nullable) return null;
      if (rule.required) this.fail(field, 'required');
      else if (value === null) this.fail(field, 'must be an integer');
      return undefined;
    }
    if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
      this.fail(field, 'must be an integer');
      return undefined;
    }
    if (rule.min !== undefined && value < rule.min) {
      this.fail(field, `must be at least ${rule.min}`);
      return undefined;
    }
    return value;
  }

  number(
    field: string,
    rule: { required?: boolean; greaterThan?: number } = {},
  ): number | undefined {
    const value = this.body[field];
    if (value === undefined || value === null) {
      this.fail(field, rule.required ? 'required' : 'must be a number');
      return undefined;
    }
    if (typeof value !== 'number' || !Number.isFinite(value) || Math.abs(value) > 1e12) {
      this.fail(field, 'must be a number');
      return undefined;
    }
    if (rule.greaterThan !== undefined && value <= rule.greaterThan) {
      this.fail(field, `must be greater than ${rule.greaterThan}`);
      return undefined;
    }
    return value;
  }

  boolean(
    field: string,
    rule: { required?: boolean; nullable?: boolean } = {},
  ): boolean | null | undefined {
    const value = this.body[field];
    if (value === undefined || value === null) {
      if (value === null && rule.nullable) return null;
      if (rule.required || value === null)
        this.fail(field, rule.required ? 'required' : 'must be a boolean');
      return undefined;
    }
    if (typeof value !== 'boolean') {
      this.fail(field, 'must be a boolean');
      return undefined;
    }
    return value;
  }

  /** One of the listed values (null allowed when listed). */
  oneOf<T extends string | null>(
    field: string,
    values: readonly T[],
    rule: { required?: boolean } = {},
  ): T | undefined {
    const value = this.body[field];
    if (value === undefined) {
      if (rule.required) this.fail(field, 'required');
      return undefined;
    }
    if (!values.includes(value as T)) {
      this.fail(field, `must be one of ${values.map(String).join(', ')}`);
      return undefined;
    }
    return value as T;
  }

  raw(field: string): unknown {
    return this.body[field];
  }

  badRequest() {
    return badRequest(this.problems);
  }
}
