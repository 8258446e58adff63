import { document, responseDrift, type Drift } from '../../contract/openapi-contract';
import {
  exampleRequest,
  generatedRequests,
  isWrite,
  operations,
  toFetch,
  type ContractOperation,
  type ProbeRequest,
} from './requests';

/**
 * Checks a live server against the contract: sends each operation the requests the contract
 * describes and judges every answer with the contract tests' own validator. Read-only unless
 * asked; talks only to the base URL it is given (no default host, redirects not followed).
 */
export interface ProbeOptions {
  /** The API root, e.g. `http://127.0.0.1:9090/api`; a bare origin gets the contract's `/api`. */
  baseUrl: string;
  username?: string;
  password?: string;
  clientId?: string;
  clientSecret?: string;
  includeWrites?: boolean;
  operations?: string[];
  tags?: string[];
  /** Requests per operation, examples included (default 6). */
  maxRequests?: number;
  /** Per request, in ms (default 10 000). */
  requestTimeout?: number;
  /** Per operation, in ms (default 30 000): no further request starts after it. */
  operationTimeLimit?: number;
  seed?: number;
  /** Read operations probed at once (default 4); writes go one at a time. */
  concurrency?: number;
}

export interface Exchange {
  origin: ProbeRequest['origin'];
  method: string;
  url: string;
  status?: number;
  contentType?: string;
  durationMs: number;
  drift: Drift[];
}

export interface OperationResult {
  operationId: string;
  method: string;
  template: string;
  tags: string[];
  /** Why it was not probed (a write without `--include-writes`, no patron token). */
  skipped?: string;
  /** Parameters or body the contract gives no example for. */
  missingExamples: string[];
  exchanges: Exchange[];
  durationMs: number;
}

export interface ProbeResult {
  baseUrl: string;
  startedAt: string;
  durationMs: number;
  options: Omit<ProbeOptions, 'password' | 'clientSecret'>;
  tokens: { public: boolean; patron: boolean; problems: string[] };
  results: OperationResult[];
}

export const driftCount = (result: ProbeResult) =>
  result.results.reduce((sum, r) => sum + r.exchanges.reduce((n, e) => n + e.drift.length, 0), 0) +
  result.tokens.problems.length;

/** The API root a base URL means: as given, or with the contract's server path on a bare origin. */
export function apiRoot(baseUrl: string): string {
  const url = new URL(baseUrl);
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`base URL must be http or https: ${baseUrl}`);
  const serverPath = document.servers?.[0]?.url ?? '';
  if ((url.pathname === '/' || url.pathname === '') && serverPath.startsWith('/'))
    url.pathname = serverPath;
  return url.toString().replace(/\/$/, '');
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  if ((response.headers.get('Content-Type') ?? '').includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

async function token(root: string, fields: Record<string, string>, timeout: number) {
  const response = await fetch(`${root}/oauth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
    signal: AbortSignal.timeout(timeout),
  });
  const body = (await readBody(response)) as { access_token?: unknown } | undefined;
  if (!response.ok || typeof body?.access_token !== 'string')
    throw new Error(`POST /oauth/token (${fields.grant_type}) answered ${response.status}`);
  return body.access_token;
}

function selected(entry: ContractOperation, options: ProbeOptions) {
  if (options.operations?.length && !options.operations.includes(entry.operationId)) return false;
  if (options.tags?.length && !entry.tags.some((tag) => options.tags?.includes(tag))) return false;
  return true;
}

async function probeOperation(
  entry: ContractOperation,
  root: string,
  tokens: { public?: string; patron?: string },
  options: Required<
    Pick<ProbeOptions, 'maxRequests' | 'requestTimeout' | 'operationTimeLimit' | 'seed'>
  >,
): Promise<OperationResult> {
  const started = performance.now();
  const example = exampleRequest(entry);
  const result: OperationResult = {
    operationId: entry.operationId,
    method: entry.method.toUpperCase(),
    template: entry.template,
    tags: entry.tags,
    missingExamples: example.missing,
    exchanges: [],
    durationMs: 0,
  };
  // The patron's token where the operation takes it, else the public one, else none.
  const bearer =
    entry.schemes.length === 0
      ? undefined
      : entry.schemes.includes('patron') && tokens.patron
        ? tokens.patron
        : entry.schemes.includes('publicClient')
          ? tokens.public
          : undefined;
  if (entry.schemes.length && !bearer) {
    result.skipped =
      entry.schemes.includes('patron') && !entry.schemes.includes('publicClient')
        ? 'needs a patron token (--username/--password)'
        : 'no public token obtained';
    return result;
  }
  const requests = [
    ...(example.request ? [example.request] : []),
    ...generatedRequests(
      entry,
      options.maxRequests - (example.request ? 1 : 0),
      options.seed ^ hash(entry.operationId),
    ),
  ].slice(0, options.maxRequests);
  const match = {
    operationId: entry.operationId,
    template: entry.template,
    method: entry.method,
    operation: entry.operation,
    pathParams: {},
  };
  for (const request of requests) {
    const remaining = options.operationTimeLimit - (performance.now() - started);
    if (remaining <= 0) break;
    const { url, init } = toFetch(request, root, bearer);
    const sentAt = performance.now();
    const exchange: Exchange = {
      origin: request.origin,
      method: request.method,
      url: url.pathname + url.search,
      durationMs: 0,
      drift: [],
    };
    const timeout = Math.max(1, Math.round(Math.min(options.requestTimeout, remaining)));
    try {
      const send = () => fetch(url, { ...init, signal: AbortSignal.timeout(timeout) });
      // A reused connection the server closed meanwhile fails at once; a read may try again.
      const response = await send().catch((error: unknown) => {
        if ((error as Error).name === 'TimeoutError' || request.method !== 'GET') throw error;
        return send();
      });
      const body = await readBody(response);
      exchange.status = response.status;
      exchange.contentType = response.headers.get('Content-Type') ?? undefined;
      exchange.drift = responseDrift(
        { ...match, pathParams: request.pathParams },
        response.status,
        response.headers.get('Content-Type'),
        body,
      );
    } catch (error) {
      const name = (error as Error).name;
      exchange.drift = [
        name === 'TimeoutError' || name === 'AbortError'
          ? { kind: 'timeout', message: `no answer within ${Math.round(timeout)} ms` }
          : {
              kind: 'timeout',
              message: `no answer: ${(error as Error).message}${causeOf(error)}`,
            },
      ];
    }
    exchange.durationMs = Math.round(performance.now() - sentAt);
    result.exchanges.push(exchange);
  }
  result.durationMs = Math.round(performance.now() - started);
  return result;
}

const causeOf = (error: unknown) => {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause ? ` (${cause.code ?? cause.message ?? 'unknown cause'})` : '';
};

function hash(text: string) {
  let h = 0;
  for (const char of text) h = (Math.imul(h, 31) + char.charCodeAt(0)) | 0;
  return h;
}

async function pool<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>) {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index] as T);
      }
    }),
  );
  return results;
}

export async function runProbe(options: ProbeOptions): Promise<ProbeResult> {
  const startedAt = new Date();
  const started = performance.now();
  const root = apiRoot(options.baseUrl);
  const settings = {
    maxRequests: options.maxRequests ?? 6,
    requestTimeout: options.requestTimeout ?? 10_000,
    operationTimeLimit: options.operationTimeLimit ?? 30_000,
    seed: options.seed ?? 20261125,
  };
  const tokens: { public?: string; patron?: string } = {};
  const tokenProblems: string[] = [];
  try {
    tokens.public = await token(
      root,
      {
        grant_type: 'client_credentials',
        client_id: options.clientId ?? 'catalogo-publico',
        client_secret: options.clientSecret ?? 'catalogo-publico',
      },
      settings.requestTimeout,
    );
  } catch (error) {
    tokenProblems.push(`public token: ${(error as Error).message}`);
  }
  if (options.username && options.password) {
    try {
      tokens.patron = await token(
        root,
        {
          grant_type: 'password',
          username: options.username,
          password: options.password,
          client_id: '4',
        },
        settings.requestTimeout,
      );
    } catch (error) {
      tokenProblems.push(`patron token: ${(error as Error).message}`);
    }
  }
  const chosen = operations.filter((entry) => selected(entry, options));
  const reads = chosen.filter((entry) => !isWrite(entry.method));
  const writes = chosen.filter((entry) => isWrite(entry.method));
  const readResults = await pool(reads, options.concurrency ?? 4, (entry) =>
    probeOperation(entry, root, tokens, settings),
  );
  const writeResults: OperationResult[] = [];
  for (const entry of writes) {
    if (!options.includeWrites) {
      writeResults.push({
        operationId: entry.operationId,
        method: entry.method.toUpperCase(),
        template: entry.template,
        tags: entry.tags,
        skipped: 'write operation (--include-writes to probe it)',
        missingExamples: exampleRequest(entry).missing,
        exchanges: [],
        durationMs: 0,
      });
      continue;
    }
    writeResults.push(await probeOperation(entry, root, tokens, settings));
  }
  const order = new Map(operations.map((entry, index) => [entry.operationId, index]));
  const { password: _password, clientSecret: _secret, ...shown } = options;
  return {
    baseUrl: root,
    startedAt: startedAt.toISOString(),
    durationMs: Math.round(performance.now() - started),
    options: shown,
    tokens: { public: !!tokens.public, patron: !!tokens.patron, problems: tokenProblems },
    results: [...readResults, ...writeResults].sort(
      (a, b) => (order.get(a.operationId) ?? 0) - (order.get(b.operationId) ?? 0),
    ),
  };
}
