/**
 * Breaking and non-breaking changes between two bundled OpenAPI 3.1 documents, judged from
 * a client's side: what a client of the old contract sends must still be accepted, and what
 * it reads must still be there. Descriptions, examples and `x-` extensions are ignored.
 */
type Json = Record<string, unknown>;

export interface Change {
  breaking: boolean;
  /** `GET /acervo/{id}` (operationId), or the document itself. */
  operation: string;
  /** Where in the operation: `query idioma`, `request body application/json /itens/0`, … */
  where: string;
  message: string;
}

const methods = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;

function resolver(document: Json) {
  return function resolve(value: unknown, seen = new Set<string>()): Json {
    let current = value as Json | undefined;
    while (current && typeof current.$ref === 'string') {
      const ref = current.$ref;
      if (seen.has(ref) || !ref.startsWith('#/')) return {};
      seen.add(ref);
      let target: unknown = document;
      for (const part of ref.slice(2).split('/'))
        target = (target as Json | undefined)?.[part.replaceAll('~1', '/').replaceAll('~0', '~')];
      current = target as Json | undefined;
    }
    return current ?? {};
  };
}

/** Operations keyed by method and path, path parameter names left out (`/acervo/{}`). */
function operationsOf(document: Json) {
  const found = new Map<string, { label: string; operation: Json; item: Json }>();
  for (const [path, item] of Object.entries((document.paths as Json | undefined) ?? {})) {
    for (const method of methods) {
      const operation = (item as Json)[method] as Json | undefined;
      if (!operation) continue;
      const id = typeof operation.operationId === 'string' ? ` (${operation.operationId})` : '';
      found.set(`${method.toUpperCase()} ${path.replace(/\{[^}]+\}/g, '{}')}`, {
        label: `${method.toUpperCase()} ${path}${id}`,
        operation,
        item: item as Json,
      });
    }
  }
  return found;
}

const typesOf = (schema: Json): Set<string> | undefined => {
  if (schema.type === undefined) return undefined;
  return new Set(Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string]);
};
const sameSet = (a: Set<string>, b: Set<string>) =>
  a.size === b.size && [...a].every((v) => b.has(v));
const show = (values: Iterable<unknown>) => [...values].map((v) => JSON.stringify(v)).join(', ');

/**
 * Compares two schemas. `side` says who writes the value: `request` (the client: the new
 * schema must accept all the old one did) or `response` (the server: the new one must not
 * take away what clients read, nor send what they never expected).
 */
function compareSchemas(
  before: unknown,
  after: unknown,
  side: 'request' | 'response',
  context: {
    resolveOld: (v: unknown) => Json;
    resolveNew: (v: unknown) => Json;
    seen: Set<string>;
  },
  report: (breaking: boolean, pointer: string, message: string) => void,
  pointer = '',
  depth = 0,
) {
  if (depth > 12) return;
  // A schema met again through its own reference (a recursive one) is compared once.
  const oldRef = (before as Json | undefined)?.$ref;
  const newRef = (after as Json | undefined)?.$ref;
  if (typeof oldRef === 'string' && typeof newRef === 'string') {
    const key = `${oldRef}|${newRef}|${side}`;
    if (context.seen.has(key)) return;
    context.seen.add(key);
  }
  const old = context.resolveOld(before);
  const now = context.resolveNew(after);
  const at = pointer || '/';

  const oldTypes = typesOf(old);
  const newTypes = typesOf(now);
  if (oldTypes && newTypes && !sameSet(oldTypes, newTypes)) {
    const lost = [...oldTypes].filter(
      (t) => !newTypes.has(t) && !(t === 'integer' && newTypes.has('number')),
    );
    const gained = [...newTypes].filter(
      (t) => !oldTypes.has(t) && !(t === 'integer' && oldTypes.has('number')),
    );
    const breaking = side === 'request' ? lost.length > 0 : gained.length > 0;
    report(breaking, at, `type changed from ${show(oldTypes)} to ${show(newTypes)}`);
  }

  if (Array.isArray(old.enum) || Array.isArray(now.enum)) {
    const oldValues = new Set((old.enum as unknown[] | undefined)?.map((v) => JSON.stringify(v)));
    const newValues = new Set((now.enum as unknown[] | undefined)?.map((v) => JSON.stringify(v)));
    if (!Array.isArray(now.enum)) report(false, at, 'enum removed (any value accepted)');
    else if (!Array.isArray(old.enum))
      report(side === 'request', at, `enum added: ${[...newValues].join(', ')}`);
    else {
      const removed = [...oldValues].filter((v) => !newValues.has(v));
      const added = [...newValues].filter((v) => !oldValues.has(v));
      if (removed.length)
        report(side === 'request', at, `enum narrowed: ${removed.join(', ')} no longer allowed`);
      if (added.length) report(side === 'response', at, `enum widened: ${added.join(', ')} added`);
    }
  }
  if (old.const !== undefined || now.const !== undefined) {
    if (JSON.stringify(old.const) !== JSON.stringify(now.const))
      report(
        true,
        at,
        `const changed from ${JSON.stringify(old.const)} to ${JSON.stringify(now.const)}`,
      );
  }

  // Limits that only a request can break: the new contract must accept every old value.
  const tighter: [string, (o: number, n: number) => boolean][] = [
    ['maxLength', (o, n) => n < o],
    ['minLength', (o, n) => n > o],
    ['maximum', (o, n) => n < o],
    ['minimum', (o, n) => n > o],
    ['maxItems', (o, n) => n < o],
    ['minItems', (o, n) => n > o],
  ];
  for (const [keyword, narrower] of tighter) {
    const o = old[keyword] as number | undefined;
    const n = now[keyword] as number | undefined;
    if (o === n) continue;
    if (n !== undefined && (o === undefined || narrower(o, n)))
      report(side === 'request', at, `${keyword} tightened from ${o ?? 'none'} to ${n}`);
  }
  if (old.pattern !== now.pattern && typeof now.pattern === 'string')
    report(side === 'request', at, `pattern changed to ${now.pattern}`);

  const oldProps = (old.properties as Json | undefined) ?? {};
  const newProps = (now.properties as Json | undefined) ?? {};
  const oldRequired = new Set((old.required as string[] | undefined) ?? []);
  const newRequired = new Set((now.required as string[] | undefined) ?? []);
  for (const name of Object.keys(oldProps)) {
    const where = `${pointer}/${name}`;
    if (!(name in newProps)) {
      if (side === 'response') report(true, where, 'response field removed');
      else report(false, where, 'request field removed');
      continue;
    }
    compareSchemas(oldProps[name], newProps[name], side, context, report, where, depth + 1);
  }
  for (const name of Object.keys(newProps)) {
    if (name in oldProps) continue;
    const where = `${pointer}/${name}`;
    if (side === 'request' && newRequired.has(name))
      report(true, where, 'new required request field');
    else report(false, where, `${side} field added (optional)`);
  }
  for (const name of newRequired) {
    if (oldRequired.has(name) || !(name in oldProps)) continue;
    if (side === 'request') report(true, `${pointer}/${name}`, 'request field became required');
    else report(false, `${pointer}/${name}`, 'response field became required');
  }
  for (const name of oldRequired) {
    if (newRequired.has(name) || !(name in newProps)) continue;
    report(side === 'response', `${pointer}/${name}`, `${side} field became optional`);
  }
  if (
    old.additionalProperties !== false &&
    now.additionalProperties === false &&
    side === 'request'
  )
    report(true, at, 'no longer accepts other fields (additionalProperties: false)');

  if (old.items || now.items)
    compareSchemas(
      old.items ?? {},
      now.items ?? {},
      side,
      context,
      report,
      `${pointer}/0`,
      depth + 1,
    );
  for (const keyword of ['allOf', 'oneOf', 'anyOf'] as const) {
    const o = (old[keyword] as unknown[] | undefined) ?? [];
    const n = (now[keyword] as unknown[] | undefined) ?? [];
    if (o.length === 0 && n.length === 0) continue;
    if (keyword !== 'allOf' && n.length < o.length)
      report(side === 'request', at, `${keyword} lost ${o.length - n.length} alternative(s)`);
    if (keyword !== 'allOf' && n.length > o.length)
      report(side === 'response', at, `${keyword} gained ${n.length - o.length} alternative(s)`);
    for (let index = 0; index < Math.min(o.length, n.length); index++)
      compareSchemas(o[index], n[index], side, context, report, pointer, depth + 1);
  }
}

function parametersOf(operation: Json, item: Json, resolve: (v: unknown) => Json) {
  const all = [
    ...((item.parameters as unknown[]) ?? []),
    ...((operation.parameters as unknown[]) ?? []),
  ];
  const byKey = new Map<string, Json>();
  for (const parameter of all.map((p) => resolve(p))) {
    // A path parameter's name is the client's business only through its position.
    const name = parameter.in === 'path' ? `{${String(parameter.name)}}` : String(parameter.name);
    byKey.set(`${String(parameter.in)} ${name}`, parameter);
  }
  return byKey;
}

/** Every change from `before` to `after`, breaking ones first. */
export function diffContracts(before: Json, after: Json): Change[] {
  const changes: Change[] = [];
  const resolveOld = resolver(before);
  const resolveNew = resolver(after);
  const oldOps = operationsOf(before);
  const newOps = operationsOf(after);
  for (const [key, { label }] of oldOps)
    if (!newOps.has(key))
      changes.push({ breaking: true, operation: label, where: '', message: 'operation removed' });
  for (const [key, { label }] of newOps)
    if (!oldOps.has(key))
      changes.push({ breaking: false, operation: label, where: '', message: 'operation added' });

  for (const [key, oldEntry] of oldOps) {
    const newEntry = newOps.get(key);
    if (!newEntry) continue;
    const label = newEntry.label;
    const context = { resolveOld, resolveNew, seen: new Set<string>() };
    const add = (breaking: boolean, where: string, message: string) =>
      changes.push({ breaking, operation: label, where, message });

    // Parameters: what the client sends.
    const oldParams = parametersOf(oldEntry.operation, oldEntry.item, resolveOld);
    const newParams = parametersOf(newEntry.operation, newEntry.item, resolveNew);
    for (const [name, parameter] of newParams) {
      const previous = oldParams.get(name);
      if (!previous) {
        add(
          parameter.required === true,
          name,
          parameter.required ? 'new required parameter' : 'new optional parameter',
        );
        continue;
      }
      if (parameter.required && !previous.required) add(true, name, 'parameter became required');
      if (!parameter.required && previous.required) add(false, name, 'parameter became optional');
      const old = { ...context, seen: new Set<string>() };
      compareSchemas(previous.schema ?? {}, parameter.schema ?? {}, 'request', old, (b, p, m) =>
        add(b, `${name}${p === '/' ? '' : p}`, m),
      );
    }
    for (const [name] of oldParams)
      if (!newParams.has(name))
        add(name.startsWith('path') || name.startsWith('query'), name, 'parameter removed');

    // Request body.
    const oldBody = resolveOld(oldEntry.operation.requestBody);
    const newBody = resolveNew(newEntry.operation.requestBody);
    const oldBodyContent = (oldBody.content as Json | undefined) ?? {};
    const newBodyContent = (newBody.content as Json | undefined) ?? {};
    if (newBody.required && !oldBody.required)
      add(true, 'request body', 'request body became required');
    for (const mediaType of Object.keys(oldBodyContent)) {
      const where = `request body ${mediaType}`;
      const newMedia = newBodyContent[mediaType] as Json | undefined;
      if (!newMedia) {
        add(true, where, 'request media type removed');
        continue;
      }
      compareSchemas(
        (oldBodyContent[mediaType] as Json).schema ?? {},
        newMedia.schema ?? {},
        'request',
        context,
        (b, p, m) => add(b, `${where} ${p}`, m),
      );
    }
    for (const mediaType of Object.keys(newBodyContent))
      if (!(mediaType in oldBodyContent))
        add(
          Object.keys(oldBodyContent).length === 0 && newBody.required === true,
          `request body ${mediaType}`,
          'request media type added',
        );

    // Responses: what the client reads.
    const oldResponses = (oldEntry.operation.responses as Json | undefined) ?? {};
    const newResponses = (newEntry.operation.responses as Json | undefined) ?? {};
    for (const status of Object.keys(oldResponses)) {
      if (!(status in newResponses)) {
        add(true, `response ${status}`, 'response removed');
        continue;
      }
      const oldContent = (resolveOld(oldResponses[status]).content as Json | undefined) ?? {};
      const newContent = (resolveNew(newResponses[status]).content as Json | undefined) ?? {};
      for (const mediaType of Object.keys(oldContent)) {
        const where = `response ${status} ${mediaType}`;
        const newMedia = newContent[mediaType] as Json | undefined;
        if (!newMedia) {
          add(true, where, 'response media type removed');
          continue;
        }
        compareSchemas(
          (oldContent[mediaType] as Json).schema ?? {},
          newMedia.schema ?? {},
          'response',
          context,
          (b, p, m) => add(b, `${where} ${p}`, m),
        );
      }
      for (const mediaType of Object.keys(newContent))
        if (!(mediaType in oldContent))
          add(false, `response ${status} ${mediaType}`, 'response media type added');
    }
    for (const status of Object.keys(newResponses))
      if (!(status in oldResponses)) add(false, `response ${status}`, 'response added');

    // Security: a scheme no longer accepted shuts out the clients that use it.
    const schemes = (document: Json, operation: Json) =>
      new Set(
        ((operation.security ?? document.security ?? []) as Json[]).flatMap((entry) =>
          Object.keys(entry),
        ),
      );
    const oldSchemes = schemes(before, oldEntry.operation);
    const newSchemes = schemes(after, newEntry.operation);
    for (const scheme of oldSchemes)
      if (!newSchemes.has(scheme) && newSchemes.size > 0)
        add(true, 'security', `security scheme ${scheme} no longer accepted`);
    if (oldSchemes.size === 0 && newSchemes.size > 0) add(true, 'security', 'now needs a token');
  }
  // One report per finding: the same schema reached by two paths says it once per place.
  const unique = new Map(
    changes.map((c) => [`${c.breaking}|${c.operation}|${c.where}|${c.message}`, c]),
  );
  return [...unique.values()].sort((a, b) => Number(b.breaking) - Number(a.breaking));
}

/** Text of the changes, breaking first, for the terminal. */
export function formatChanges(changes: Change[]): string {
  const line = (c: Change) => `  ${c.operation}${c.where ? ` — ${c.where}` : ''}: ${c.message}`;
  const breaking = changes.filter((c) => c.breaking);
  const other = changes.filter((c) => !c.breaking);
  return [
    `Breaking changes (${breaking.length}):`,
    ...(breaking.length ? breaking.map(line) : ['  none']),
    `Non-breaking changes (${other.length}):`,
    ...(other.length ? other.map(line) : ['  none']),
  ].join('\n');
}
