import { readFileSync } from 'node:fs';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/**
 * The bundled contract as a checker of real HTTP exchanges: finds the operation a request
 * means, validates the request (path, query, body) and the answer (declared status, body
 * schema) with ajv. The one validator of the project: the contract tests judge every answer
 * of the mock with it, and `npm run contract:probe` judges a live server's answers with it.
 */
export type Json = Record<string, unknown>;
export interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  schema?: Json;
  example?: unknown;
  examples?: Record<string, { value?: unknown }>;
}
export interface MediaType {
  schema: Json;
  example?: unknown;
  examples?: Record<string, { value?: unknown }>;
}
export interface Operation {
  operationId: string;
  tags?: string[];
  summary?: string;
  security?: Record<string, string[]>[];
  parameters?: (Parameter | { $ref: string })[];
  requestBody?: { required?: boolean; content: Record<string, MediaType> };
  responses: Record<string, { $ref?: string; content?: Record<string, MediaType> }>;
}

/** The contract bundled by `npm run generate`; paths are relative to the repository root. */
export const document = JSON.parse(
  readFileSync(new URL('../../src/api/generated/openapi.json', import.meta.url), 'utf8'),
) as {
  paths: Record<string, Record<string, Operation>>;
  components: Json;
  security?: Record<string, string[]>[];
  servers?: { url: string }[];
};
const methods = ['get', 'post', 'put', 'delete', 'patch'] as const;

const ajv = new Ajv2020({ strict: false, allErrors: true });
(addFormats as unknown as (a: Ajv2020) => void)(ajv);
// OpenAPI keywords ajv does not know; they carry documentation only.
for (const keyword of ['example', 'x-inferred', 'discriminator', 'xml', 'externalDocs'])
  ajv.addKeyword(keyword);
ajv.addSchema({ $id: 'openapi.json', components: document.components });

const validators = new Map<string, ValidateFunction>();
function validatorFor(schema: Json): ValidateFunction {
  const key = JSON.stringify(schema);
  let validate = validators.get(key);
  if (!validate) {
    const rebased = JSON.parse(
      key.replaceAll('"#/components/', '"openapi.json#/components/'),
    ) as Json;
    validate = ajv.compile(rebased);
    validators.set(key, validate);
  }
  return validate;
}

/** Whether a value conforms to a schema of the contract (its `$ref`s included). */
export function schemaAccepts(schema: Json, value: unknown): boolean {
  return validatorFor(schema)(value);
}

/** A value with its `$ref` (to the bundled document) followed. */
export function resolve<T>(value: T | { $ref: string }): T {
  if (value && typeof value === 'object' && '$ref' in value) {
    const path = value.$ref.replace(/^#\//, '').split('/');
    let target: unknown = document;
    for (const part of path) target = (target as Json)[part];
    return resolve(target as T | { $ref: string });
  }
  return value;
}

export interface OperationMatch {
  operationId: string;
  template: string;
  method: string;
  operation: Operation;
  pathParams: Record<string, string>;
}

const routes = Object.entries(document.paths)
  .flatMap(([template, item]) =>
    methods
      .filter((method) => item[method])
      .map((method) => {
        const names: string[] = [];
        const pattern = template.replace(/\{([^}]+)\}/g, (_, name: string) => {
          names.push(name);
          return '([^/]+)';
        });
        return {
          template,
          method,
          operation: item[method] as Operation,
          names,
          regex: new RegExp(`^${pattern}$`),
          // Literal segments win over templated ones (/acervo/cesta-permanente vs /acervo/{id}).
          literalLength: template.replace(/\{[^}]+\}/g, '').length,
        };
      }),
  )
  .sort((a, b) => b.literalLength - a.literalLength);

export const allOperations = routes.map((route) => ({
  operationId: route.operation.operationId,
  method: route.method,
  template: route.template,
}));

/** Every operation with its full description, in the contract's own order. */
export const contractOperations = Object.entries(document.paths).flatMap(([template, item]) =>
  methods
    .filter((method) => item[method])
    .map((method) => ({ template, method, operation: item[method] as Operation })),
);

/** The contract operation a method and `/api`-relative path mean, or undefined. */
export function matchOperation(method: string, apiPath: string): OperationMatch | undefined {
  const lower = method.toLowerCase();
  for (const route of routes) {
    if (route.method !== lower) continue;
    const found = route.regex.exec(apiPath);
    if (!found) continue;
    const pathParams = Object.fromEntries(
      route.names.map((name, index) => [name, decodeURIComponent(found[index + 1] ?? '')]),
    );
    return {
      operationId: route.operation.operationId,
      template: route.template,
      method: lower,
      operation: route.operation,
      pathParams,
    };
  }
  return undefined;
}

function coerce(value: string, schema: Json | undefined): unknown {
  const resolved = schema ? resolve<Json>(schema) : undefined;
  const type = resolved?.type;
  if (type === 'integer' || type === 'number') return value === '' ? value : Number(value);
  if (type === 'boolean') return value === 'true' ? true : value === 'false' ? false : value;
  return value;
}

/** Problems of a request against its operation; an empty list means it is valid. */
export function requestProblems(
  match: OperationMatch,
  url: URL,
  contentType: string | null,
  body: unknown,
): string[] {
  const problems: string[] = [];
  const parameters = (match.operation.parameters ?? []).map((p) => resolve<Parameter>(p));
  for (const parameter of parameters) {
    if (parameter.in === 'query') {
      const values = url.searchParams.getAll(parameter.name);
      if (values.length === 0) {
        if (parameter.required) problems.push(`query ${parameter.name} is required`);
        continue;
      }
      const schema = parameter.schema ? resolve<Json>(parameter.schema) : undefined;
      const value =
        schema?.type === 'array'
          ? values.map((v) => coerce(v, schema.items as Json | undefined))
          : coerce(values[0] ?? '', schema);
      if (schema && !validatorFor(parameter.schema as Json)(value)) {
        problems.push(`query ${parameter.name}=${values.join(',')} does not match its schema`);
      }
    }
    if (parameter.in === 'path') {
      const value = coerce(match.pathParams[parameter.name] ?? '', parameter.schema);
      if (parameter.schema && !validatorFor(parameter.schema)(value)) {
        problems.push(`path ${parameter.name} does not match its schema`);
      }
    }
  }
  const declaredQuery = new Set(parameters.filter((p) => p.in === 'query').map((p) => p.name));
  for (const name of url.searchParams.keys()) {
    if (!declaredQuery.has(name)) problems.push(`query ${name} is not declared`);
  }
  const requestBody = match.operation.requestBody;
  if (requestBody && body !== undefined) {
    const mediaType = contentType?.split(';')[0]?.trim() ?? '';
    const media = requestBody.content[mediaType];
    if (!media) problems.push(`request content type ${mediaType || '(none)'} is not declared`);
    else if (mediaType !== 'multipart/form-data') {
      const validate = validatorFor(media.schema);
      if (!validate(body)) problems.push(`request body: ${ajv.errorsText(validate.errors)}`);
    }
  } else if (requestBody?.required && body === undefined) {
    problems.push('request body is required');
  }
  return problems;
}

/** The ways an answer can depart from the contract (the probe's report names them). */
export type DriftKind =
  | 'undocumented-status'
  | 'schema-mismatch'
  | 'wrong-content-type'
  | 'missing-error-body'
  | 'timeout';
export interface Drift {
  kind: DriftKind;
  /** JSON pointer into the answer body, for a schema mismatch. */
  pointer?: string;
  message: string;
}

/**
 * How an answer departs from its operation, one entry per finding; empty when it conforms.
 * `body` is the parsed JSON (or the text when it is not JSON), undefined when there is none.
 */
export function responseDrift(
  match: OperationMatch,
  status: number,
  contentType: string | null,
  body: unknown,
): Drift[] {
  const declared = match.operation.responses[String(status)] ?? match.operation.responses.default;
  if (!declared)
    return [
      {
        kind: 'undocumented-status',
        message: `status ${status} is not declared for ${match.operationId}`,
      },
    ];
  const response = resolve(declared);
  const empty = body === undefined || body === '';
  if (!response.content)
    return empty
      ? []
      : [{ kind: 'wrong-content-type', message: 'a body was sent where none is declared' }];
  // Every non-2xx answer carries the Error body (`message` at least).
  if ((status < 200 || status > 299) && empty)
    return [{ kind: 'missing-error-body', message: `${status} answer has no Error body` }];
  const mediaType = contentType?.split(';')[0]?.trim() ?? '';
  const media = response.content[mediaType];
  if (!media)
    return [
      {
        kind: 'wrong-content-type',
        message: `answer content type ${mediaType || '(none)'} is not declared for ${status}`,
      },
    ];
  if (!media.schema || !mediaType.includes('json')) return [];
  const validate = validatorFor(media.schema);
  if (validate(body)) return [];
  return (validate.errors ?? []).map((error) => {
    const missing = (error.params as { missingProperty?: string }).missingProperty;
    return {
      kind: 'schema-mismatch',
      pointer: missing === undefined ? error.instancePath : `${error.instancePath}/${missing}`,
      message: `data${error.instancePath} ${error.message ?? 'is invalid'}`,
    } satisfies Drift;
  });
}

/** Problems of an answer against its operation; an empty list means it is valid. */
export function responseProblems(
  match: OperationMatch,
  status: number,
  contentType: string | null,
  body: unknown,
): string[] {
  const drift = responseDrift(match, status, contentType, body);
  const mismatches = drift.filter((d) => d.kind === 'schema-mismatch');
  return [
    ...drift.filter((d) => d.kind !== 'schema-mismatch').map((d) => d.message),
    ...(mismatches.length
      ? [`${status} body: ${mismatches.map((d) => d.message).join(', ')}`]
      : []),
  ];
}

/** The statuses an operation declares, for tests that walk its error answers. */
export function declaredStatuses(operationId: string): number[] {
  const route = routes.find((r) => r.operation.operationId === operationId);
  return route ? Object.keys(route.operation.responses).map(Number).filter(Number.isFinite) : [];
}

/** What a request to an operation may carry, with references resolved, for test-data builders. */
export function requestShape(operationId: string) {
  const route = routes.find((r) => r.operation.operationId === operationId);
  if (!route) throw new Error(`unknown operation ${operationId}`);
  const parameters = (route.operation.parameters ?? []).map((p) => resolve<Parameter>(p));
  const content = route.operation.requestBody?.content ?? {};
  const [mediaType, media] = Object.entries(content)[0] ?? [];
  const bodySchema = media ? resolve<Json>(media.schema) : undefined;
  const properties = bodySchema?.properties
    ? Object.keys(bodySchema.properties)
    : (((bodySchema?.oneOf ?? bodySchema?.anyOf) as Json[] | undefined)?.flatMap((branch) =>
        Object.keys((resolve<Json>(branch).properties as Json | undefined) ?? {}),
      ) ?? []);
  return {
    method: route.method,
    template: route.template,
    pathParameters: parameters.filter((p) => p.in === 'path').map((p) => p.name),
    queryParameters: parameters.filter((p) => p.in === 'query').map((p) => p.name),
    mediaType,
    bodyProperties: [...new Set(properties)],
  };
}
