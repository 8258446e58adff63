import type { Schemas } from '../schema-types';
import { errorAnswer } from './http-answers';

type FieldError = Schemas['FieldError'];

/** The JSON body of a request, or `undefined` when it is absent or not JSON at all. */
export async function readJsonBody(request: Request): Promise<unknown> {
  const text = await request.text().catch(() => '');
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
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
  readonly problems: FieldError[] = [];
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
    return errorAnswer(400, 'Requisição inválida', {
      key: 'REQUISICAO_INVALIDA',
      fields: this.problems,
    });
  }
}

/** A 400 naming one query or path parameter. */
export const badParameter = (field: string, message: string) =>
  errorAnswer(400, 'Requisição inválida', {
    key: 'REQUISICAO_INVALIDA',
    fields: [{ field, message }],
  });

/** A business-rule refusal: the message is the translation key, as the client expects on 422. */
export const ruleRefusal = (key: string, fields?: FieldError[]) =>
  errorAnswer(422, key, { key, ...(fields ? { fields } : {}) });

/** `page` query parameter (from 1): the number, or a 400 answer. */
export function pageParameter(url: URL): number | Response {
  const raw = url.searchParams.get('page');
  if (raw === null) return 1;
  const page = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(page) || page < 1)
    return badParameter('page', 'must be an integer from 1');
  return page;
}

/** A path parameter that must be an integer from 1: the number, or a 400 answer. */
export function idParameter(raw: unknown, name = 'id'): number | Response {
  const text = String(raw);
  const value = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(value) || value < 1)
    return badParameter(name, 'must be an integer from 1');
  return value;
}

/** Resolver arguments of a route with path parameters (`:id`, `:user`, `:slug`). */
export interface PathArgs {
  request: Request;
  params: Record<string, unknown>;
}

/** A 400 when the request carries query parameters the operation does not declare. */
export function undeclaredQuery(request: Request, declared: string[] = []): Response | null {
  const extra = [...new URL(request.url).searchParams.keys()].filter(
    (name) => !declared.includes(name),
  );
  if (!extra.length) return null;
  return errorAnswer(400, 'Requisição inválida', {
    key: 'REQUISICAO_INVALIDA',
    fields: extra.map((field) => ({ field, message: 'not a parameter of this operation' })),
  });
}
