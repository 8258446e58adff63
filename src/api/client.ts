import createClient, { type Client } from 'openapi-fetch';
import type { components, paths } from './generated/schema';
import { apiConfig } from './config';
import { ApiError, isNetworkError, UnconfirmedWriteError, type ApiErrorBody } from './errors';
import { createAuthorizedFetch, sendOrNetworkError, withLanguage, type TokenGrant } from './http';
import { IDEMPOTENCY_HEADER, newIdempotencyKey, parseRetryAfter } from './retry-policy';
import {
  createHeldSessionClient,
  sessionEndpointBase,
  type HeldSessionClient,
} from './session-shape';
import { memoryTokenStorage, type Credentials, type TokenStorage } from './token-storage';

export interface ApiDependencies {
  tokens: TokenStorage;
  language: () => string;
  baseUrl: string;
  /**
   * How requests leave; the browser's `fetch` unless given. The server renderer gives one with a
   * time-out, so a slow API answers its page with 503 instead of holding the response.
   */
  fetch?: (request: Request) => Promise<Response>;
}

/** `/api` resolved against the page, so the same client works in the browser and in Node tests. */
function absoluteBaseUrl(baseUrl: string): string {
  const origin = globalThis.location?.href ?? 'http://localhost/';
  return new URL(baseUrl, origin).href.replace(/\/$/, '');
}

let dependencies: ApiDependencies = {
  tokens: memoryTokenStorage(),
  language: () => 'pt',
  baseUrl: apiConfig.baseUrl,
};

/** The token endpoint bypasses the authorised fetch: it is how tokens are obtained. */
let tokenClient: Client<paths> = createTokenClient();
let heldSessionClient: HeldSessionClient | null = createHeldSession();
let authorized = createAuthorizedFetch(authorizedFetchDependencies());
let apiClientInstance: Client<paths> = createMainClient();

function createTokenClient(): Client<paths> {
  return createClient<paths>({
    baseUrl: absoluteBaseUrl(dependencies.baseUrl),
    fetch: (request) =>
      sendOrNetworkError(
        dependencies.fetch ?? ((r) => globalThis.fetch(r)),
        withLanguage(request, dependencies.language()),
      ),
  });
}

/** The server shape's token endpoint, when this page came from the catalogue's server. */
function createHeldSession(): HeldSessionClient | null {
  const base = sessionEndpointBase();
  return base
    ? createHeldSessionClient({
        base,
        language: () => dependencies.language(),
        fetch: dependencies.fetch,
      })
    : null;
}

/**
 * The token endpoint that holds the patron's refresh token in an HttpOnly cookie (server shape),
 * or null on a static host, where the page holds it (encrypted) and talks to the API itself.
 */
export function heldSession(): HeldSessionClient | null {
  return heldSessionClient;
}

function createMainClient(): Client<paths> {
  return createClient<paths>({
    baseUrl: absoluteBaseUrl(dependencies.baseUrl),
    fetch: (request) => authorized.fetch(request),
  });
}

function formBody(fields: Record<string, string | undefined>): string {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(fields))
    if (value !== undefined) form.set(name, value);
  return form.toString();
}

/** `POST /oauth/token` as an x-www-form-urlencoded OAuth 2 request. */
export async function requestToken(
  grant: TokenGrant | components['schemas']['PasswordGrant'],
): Promise<Credentials> {
  const { data, error, response } = await tokenClient.POST('/oauth/token', {
    body: grant,
    bodySerializer: (body) => formBody(body as Record<string, string | undefined>),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
  if (!data) throw errorOf(response, error);
  return data;
}

function authorizedFetchDependencies() {
  const held = heldSessionClient;
  return {
    tokens: dependencies.tokens,
    language: () => dependencies.language(),
    fetch: dependencies.fetch,
    grantToken: requestToken,
    refreshHeldSession: held ? () => held.refresh() : undefined,
    publicClient: apiConfig.publicClient,
    patronClientId: apiConfig.patronClientId,
  };
}

/** The interface language requests go out in now (the `idioma` header is derived from it). */
export const requestLanguage = (): string => dependencies.language();

/**
 * Wires the client to the app (token stores, current language) or to a test's doubles.
 * Rebuilding also drops any refresh in flight, so tests start clean.
 */
export function configureApi(next: Partial<ApiDependencies>): void {
  dependencies = { ...dependencies, ...next };
  tokenClient = createTokenClient();
  heldSessionClient = createHeldSession();
  authorized = createAuthorizedFetch(authorizedFetchDependencies());
  apiClientInstance = createMainClient();
}

/** Gets the anonymous visitor's token unless one is stored (start-up step 1). */
export function ensurePublicCredentials(): Promise<void> {
  return authorized.ensurePublicCredentials();
}

/** The one typed HTTP client; every `/api` call of the app goes through it. */
export function apiClient(): Client<paths> {
  return apiClientInstance;
}

/** A non-2xx answer as the typed error, with the wait a 429 or 503 asked for. */
function errorOf(response: Response, body: unknown): ApiError {
  return new ApiError(response.status, toErrorBody(body), undefined, {
    retryAfterMs: parseRetryAfter(response.headers.get('Retry-After')),
  });
}

function toErrorBody(error: unknown): ApiErrorBody | undefined {
  if (error && typeof error === 'object' && 'message' in error) return error as ApiErrorBody;
  if (typeof error === 'string' && error) return { message: error };
  return undefined;
}

/** The request orval's generated functions build (its axios-style mutator contract). */
export interface ApiRequestConfig {
  url: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'get' | 'post' | 'put' | 'delete' | 'patch';
  params?: object;
  data?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  responseType?: 'json' | 'blob' | 'text';
}

/** Per-call extras a screen may pass through a generated hook's `request` option. */
export interface ApiRequestOptions {
  headers?: Record<string, string>;
}

// orval types the hooks' errors with these.
export type ErrorType<_Error> = ApiError;
export type BodyType<Body> = Body;

type UntypedRequest = (
  method: string,
  url: string,
  init: Record<string, unknown>,
) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

/**
 * orval's mutator: the generated hooks call this, and it hands the request to the typed
 * openapi-fetch client (so tokens, language and refresh apply), then turns a non-2xx answer
 * into an `ApiError`. The generated code has already put path parameters into `url`.
 */
export async function apiRequest<T>(
  config: ApiRequestConfig,
  options?: ApiRequestOptions,
): Promise<T> {
  // The URL is concrete here (parameters filled in), which the path-typed signature cannot express.
  const request = apiClientInstance.request as unknown as UntypedRequest;
  const isForm = typeof FormData !== 'undefined' && config.data instanceof FormData;
  const headers: Record<string, string | null> = { ...config.headers, ...options?.headers };
  // Every write carries a key of its own (a caller offering the same write again may pass the
  // first one's), so a server that did the work but whose answer was lost does not do it twice.
  const isWrite = config.method.toUpperCase() !== 'GET';
  if (isWrite && !Object.keys(headers).some((name) => name.toLowerCase() === 'idempotency-key'))
    headers[IDEMPOTENCY_HEADER] = newIdempotencyKey();
  // The generated call of an upload names 'multipart/form-data' without its boundary, which no
  // server can read. A null header is dropped (openapi-fetch), so the browser writes the type
  // with the boundary of the FormData body.
  if (isForm)
    for (const name of Object.keys(headers))
      if (name.toLowerCase() === 'content-type') headers[name] = null;
  const { data, error, response } = await request(config.method, config.url, {
    params: { query: config.params },
    body: config.data,
    headers,
    signal: config.signal,
    parseAs: config.responseType ?? 'json',
    ...(isForm ? { bodySerializer: (body: FormData) => body } : {}),
  }).catch((failure: unknown) => {
    // No answer to a write is not "nothing happened": the server may have applied it.
    throw isWrite && isNetworkError(failure)
      ? new UnconfirmedWriteError({ cause: failure })
      : failure;
  });
  if (!response.ok) throw errorOf(response, error);
  return data as T;
}
