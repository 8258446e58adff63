import fc from 'fast-check';
import {
  contractOperations,
  document,
  resolve,
  schemaAccepts,
  type Json,
  type MediaType,
  type Operation,
  type Parameter,
} from '../../contract/openapi-contract';

/**
 * Requests built from the contract alone: the operation's own examples first, then values
 * generated from its schemas with fast-check (property-based, deterministic for a seed).
 * The probe sends them to a live server; the contract tests send the examples to the mock.
 */
export interface ContractOperation {
  operationId: string;
  method: string;
  template: string;
  tags: string[];
  operation: Operation;
  /** Who may call it: the security schemes the contract lists (empty: no token needed). */
  schemes: string[];
}

export interface ProbeRequest {
  /** `example` (the contract's examples) or `generated` (from the schemas). */
  origin: 'example' | 'generated';
  method: string;
  /** `/api`-relative path with the path parameters filled in. */
  path: string;
  pathParams: Record<string, string>;
  query: [string, string][];
  headers: Record<string, string>;
  /** `files` names the multipart fields the contract describes as files. */
  body?: { mediaType: string; value: unknown; files?: string[] };
}

const writeMethods = new Set(['post', 'put', 'delete', 'patch']);
export const isWrite = (method: string) => writeMethods.has(method.toLowerCase());

export const operations: ContractOperation[] = contractOperations.map(
  ({ template, method, operation }) => ({
    operationId: operation.operationId,
    method,
    template,
    tags: operation.tags ?? [],
    operation,
    schemes: (operation.security ?? document.security ?? []).flatMap((entry) => Object.keys(entry)),
  }),
);

const parametersOf = (operation: Operation) =>
  (operation.parameters ?? []).map((p) => resolve<Parameter>(p));

const firstExample = (holder: {
  example?: unknown;
  examples?: unknown;
}): { found: boolean; value?: unknown } => {
  if (holder.example !== undefined) return { found: true, value: holder.example };
  const examples = holder.examples;
  if (Array.isArray(examples) && examples.length) return { found: true, value: examples[0] };
  if (examples && typeof examples === 'object') {
    const first = Object.values(examples as Record<string, { value?: unknown }>)[0];
    if (first && first.value !== undefined) return { found: true, value: first.value };
  }
  return { found: false };
};

/** The example of a parameter: its own, else its schema's (then a required one's default or enum). */
function parameterExample(parameter: Parameter): { found: boolean; value?: unknown } {
  const own = firstExample(parameter);
  if (own.found) return own;
  const schema = parameter.schema ? resolve<Json>(parameter.schema) : {};
  const fromSchema = firstExample(schema);
  if (fromSchema.found) return fromSchema;
  if (!parameter.required) return { found: false };
  if (schema.const !== undefined) return { found: true, value: schema.const };
  if (schema.default !== undefined) return { found: true, value: schema.default };
  if (Array.isArray(schema.enum) && schema.enum.length)
    return { found: true, value: schema.enum[0] };
  return { found: false };
}

/** The example of a schema: its own, else the first branch's, else one built from its properties'. */
function schemaExample(schema: Json, depth = 0): { found: boolean; value?: unknown } {
  const resolved = resolve<Json>(schema);
  const own = firstExample(resolved);
  if (own.found || depth > 4) return own;
  for (const key of ['oneOf', 'anyOf', 'allOf'] as const) {
    const branches = resolved[key] as Json[] | undefined;
    if (key !== 'allOf' && branches?.length) return schemaExample(branches[0] as Json, depth + 1);
  }
  if (resolved.const !== undefined) return { found: true, value: resolved.const };
  const properties = resolved.properties as Record<string, Json> | undefined;
  if (!properties) return { found: false };
  const value: Record<string, unknown> = {};
  for (const name of (resolved.required as string[] | undefined) ?? []) {
    const property = properties[name];
    const example = property ? schemaExample(property, depth + 1) : { found: false };
    if (!example.found) return { found: false };
    value[name] = example.value;
  }
  return { found: true, value };
}

function mediaExample(media: MediaType) {
  const own = firstExample(media);
  return own.found ? own : schemaExample(media.schema);
}

/** Multipart fields that carry a file (`contentMediaType` or `format: binary`). */
function fileFields(schema: Json): string[] {
  const properties = (resolve<Json>(schema).properties as Record<string, Json> | undefined) ?? {};
  return Object.entries(properties)
    .filter(([, p]) => resolve<Json>(p).contentMediaType || resolve<Json>(p).format === 'binary')
    .map(([name]) => name);
}

const text = (value: unknown) =>
  value !== null && typeof value === 'object' ? JSON.stringify(value) : String(value);

/** Query serialisation of OpenAPI's default `form` style (`explode: false` joins with commas). */
function addQuery(query: [string, string][], parameter: Parameter, value: unknown) {
  if (value === null || value === undefined) return;
  const explode = (parameter as { explode?: boolean }).explode !== false;
  if (Array.isArray(value)) {
    if (explode) for (const item of value) query.push([parameter.name, text(item)]);
    else query.push([parameter.name, value.map(text).join(',')]);
  } else if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    if (explode) for (const [name, item] of entries) query.push([name, text(item)]);
    else query.push([parameter.name, entries.flat().map(text).join(',')]);
  } else query.push([parameter.name, text(value)]);
}

function fill(template: string, pathParams: Record<string, string>) {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(pathParams[name] ?? ''),
  );
}

/** The request the contract's examples make, or what lacks an example. */
export function exampleRequest(entry: ContractOperation): {
  request?: ProbeRequest;
  missing: string[];
} {
  const missing: string[] = [];
  const pathParams: Record<string, string> = {};
  const query: [string, string][] = [];
  const headers: Record<string, string> = {};
  for (const parameter of parametersOf(entry.operation)) {
    const example = parameterExample(parameter);
    if (!example.found) {
      if (parameter.required) missing.push(`${parameter.in} ${parameter.name}`);
      continue;
    }
    if (parameter.in === 'path') pathParams[parameter.name] = String(example.value);
    else if (parameter.in === 'query') addQuery(query, parameter, example.value);
    else if (parameter.in === 'header') headers[parameter.name] = String(example.value);
  }
  let body: ProbeRequest['body'];
  const content = entry.operation.requestBody?.content;
  if (content) {
    const [mediaType, media] = Object.entries(content)[0] ?? [];
    const example = media ? mediaExample(media) : { found: false };
    if (mediaType && media && example.found)
      body = { mediaType, value: example.value, files: fileFields(media.schema) };
    else if (entry.operation.requestBody?.required) missing.push('request body');
  }
  if (missing.length) return { missing };
  return {
    missing,
    request: {
      origin: 'example',
      method: entry.method.toUpperCase(),
      path: fill(entry.template, pathParams),
      pathParams,
      query,
      headers,
      body,
    },
  };
}

const isoDate = fc
  .date({
    min: new Date('2000-01-01T00:00:00Z'),
    max: new Date('2030-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((date) => date.toISOString().slice(0, 10));

/** Values of a JSON schema of the contract; small, and bounded in depth. */
export function arbitraryFor(schema: Json, depth = 0): fc.Arbitrary<unknown> {
  const s = resolve<Json>(schema);
  if (s.const !== undefined) return fc.constant(s.const);
  if (Array.isArray(s.enum) && s.enum.length) return fc.constantFrom(...(s.enum as unknown[]));
  for (const key of ['oneOf', 'anyOf'] as const) {
    const branches = s[key] as Json[] | undefined;
    if (branches?.length) return fc.oneof(...branches.map((b) => arbitraryFor(b, depth + 1)));
  }
  if (Array.isArray(s.allOf)) {
    const merged: Json = { type: 'object', properties: {}, required: [] };
    for (const part of s.allOf as Json[]) {
      const r = resolve<Json>(part);
      Object.assign(merged.properties as Json, r.properties ?? {});
      (merged.required as string[]).push(...((r.required as string[] | undefined) ?? []));
    }
    return arbitraryFor(merged, depth + 1);
  }
  const types = Array.isArray(s.type) ? (s.type as string[]) : [s.type as string | undefined];
  if (types.length > 1)
    return fc.oneof(...types.map((type) => arbitraryFor({ ...s, type }, depth + 1)));
  const type = types[0] ?? (s.properties ? 'object' : s.items ? 'array' : 'string');
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer({
        min: (s.minimum as number | undefined) ?? -1000,
        max: (s.maximum as number | undefined) ?? 1_000_000,
      });
    case 'number':
      return fc.double({
        min: (s.minimum as number | undefined) ?? -1000,
        max: (s.maximum as number | undefined) ?? 1_000_000,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'array': {
      const items = s.items ? arbitraryFor(s.items as Json, depth + 1) : fc.string();
      const minLength = (s.minItems as number | undefined) ?? 0;
      const maxLength = Math.max(minLength, Math.min((s.maxItems as number | undefined) ?? 3, 3));
      return s.uniqueItems
        ? fc.uniqueArray(items, { minLength, maxLength, selector: (v) => JSON.stringify(v) })
        : fc.array(items, { minLength, maxLength });
    }
    case 'object': {
      const properties = (s.properties as Record<string, Json> | undefined) ?? {};
      const required = (s.required as string[] | undefined) ?? [];
      if (depth > 5) return fc.constant({});
      return fc.record(
        Object.fromEntries(
          Object.entries(properties).map(([name, p]) => [name, arbitraryFor(p, depth + 1)]),
        ),
        { requiredKeys: required.filter((name) => name in properties) },
      );
    }
    default: {
      if (s.format === 'date') return isoDate;
      if (s.format === 'date-time') return isoDate.map((d) => `${d}T12:00:00Z`);
      if (s.format === 'email') return fc.emailAddress();
      if (s.format === 'uri') return fc.webUrl();
      const minLength = (s.minLength as number | undefined) ?? 0;
      const maxLength = Math.max(
        minLength,
        Math.min((s.maxLength as number | undefined) ?? 20, 20),
      );
      if (typeof s.pattern === 'string')
        return fc
          .stringMatching(new RegExp(s.pattern))
          .filter((v) => v.length >= minLength && v.length <= ((s.maxLength as number) ?? 1e6));
      return fc.string({ minLength, maxLength });
    }
  }
}

/** A request of random schema-conforming values; optional parameters come and go. */
function arbitraryRequest(entry: ContractOperation): fc.Arbitrary<ProbeRequest> {
  const parameters = parametersOf(entry.operation).filter((p) => p.in !== 'cookie');
  const valueOf = (parameter: Parameter) => {
    let value = arbitraryFor(parameter.schema ?? { type: 'string' });
    // An empty or dot segment changes which route the path means; it is not a value.
    if (parameter.in === 'path') value = value.filter((v) => !['', '.', '..'].includes(String(v)));
    if (parameter.in === 'header')
      value = value.map(String).filter((v) => /^[\x20-\x7e]*$/.test(v));
    return parameter.required ? value : fc.option(value, { nil: undefined });
  };
  const params = fc.tuple(...parameters.map(valueOf));
  const content = entry.operation.requestBody?.content;
  const [mediaType, media] = content ? (Object.entries(content)[0] ?? []) : [];
  const body: fc.Arbitrary<unknown> =
    mediaType && media ? arbitraryFor(media.schema) : fc.constant(undefined);
  return fc.tuple(params, body).map(([values, bodyValue]) => {
    const pathParams: Record<string, string> = {};
    const query: [string, string][] = [];
    const headers: Record<string, string> = {};
    parameters.forEach((parameter, index) => {
      const value = values[index];
      if (value === undefined || value === null) return;
      if (parameter.in === 'path') pathParams[parameter.name] = text(value);
      else if (parameter.in === 'query') addQuery(query, parameter, value);
      else headers[parameter.name] = text(value);
    });
    return {
      origin: 'generated',
      method: entry.method.toUpperCase(),
      path: fill(entry.template, pathParams),
      pathParams,
      query,
      headers,
      body:
        mediaType && media && bodyValue !== undefined
          ? { mediaType, value: bodyValue, files: fileFields(media.schema) }
          : undefined,
    } satisfies ProbeRequest;
  });
}

/** `count` generated requests for an operation, the same ones for the same seed. */
export function generatedRequests(
  entry: ContractOperation,
  count: number,
  seed: number,
): ProbeRequest[] {
  if (count <= 0) return [];
  const content = entry.operation.requestBody?.content;
  const [, media] = content ? (Object.entries(content)[0] ?? []) : [];
  const conforming = arbitraryRequest(entry).filter(
    (request) =>
      !media ||
      request.body === undefined ||
      request.body.mediaType === 'multipart/form-data' ||
      schemaAccepts(media.schema, request.body.value),
  );
  return fc.sample(conforming, { numRuns: count, seed });
}

/** The fetch arguments of a request against an API root (`…/api`). */
export function toFetch(
  request: ProbeRequest,
  apiRoot: string,
  token: string | undefined,
): { url: URL; init: RequestInit } {
  const url = new URL(apiRoot.replace(/\/$/, '') + request.path);
  for (const [name, value] of request.query) url.searchParams.append(name, value);
  const headers: Record<string, string> = { Accept: 'application/json', ...request.headers };
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (request.body) {
    const { mediaType, value, files = [] } = request.body;
    if (mediaType === 'application/x-www-form-urlencoded') {
      body = new URLSearchParams(
        Object.entries((value ?? {}) as Record<string, unknown>).map(([k, v]) => [k, text(v)]),
      ).toString();
      headers['Content-Type'] = mediaType;
    } else if (mediaType === 'multipart/form-data') {
      const form = new FormData();
      for (const [name, field] of Object.entries((value ?? {}) as Record<string, unknown>)) {
        if (field === null || field === undefined) continue;
        if (files.includes(name))
          form.set(name, new Blob([text(field)], { type: 'application/pdf' }), `${name}.pdf`);
        else form.set(name, text(field));
      }
      body = form;
    } else {
      body = JSON.stringify(value);
      headers['Content-Type'] = mediaType;
    }
  }
  return { url, init: { method: request.method, headers, body, redirect: 'manual' } };
}
