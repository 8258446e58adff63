import type { components } from './generated/schema';
import { type Credentials, type TokenStorage } from './token-storage';
import { isApiError, NetworkError } from './errors';
import { apiLanguageCode } from './language';

/** The grants this layer runs by itself; the password grant is the login screen's. */
export type TokenGrant =
  components['schemas']['ClientCredentialsGrant'] | components['schemas']['RefreshTokenGrant'];

export interface AuthorizedFetchDependencies {
  tokens: TokenStorage;
  /** Current interface language (i18next code); becomes the `idioma` header. */
  language: () => string;
  /** Runs a token grant; rejects when the server refuses it. */
  grantToken: (grant: TokenGrant) => Promise<Credentials>;
  /**
   * Server shape: a new patron access token from the token endpoint, whose cookie holds the
   * refresh token the page never sees. Used when the stored credentials carry no refresh token.
   */
  refreshHeldSession?: () => Promise<Credentials>;
  publicClient: { id: string; secret: string };
  /** Client id of the patron grants (password and refresh_token). */
  patronClientId: components['schemas']['RefreshTokenGrant']['client_id'];
  /** Looked up per call, not captured, so msw/node and test doubles installed later are seen. */
  fetch?: (request: Request) => Promise<Response>;
}

export const LANGUAGE_HEADER = 'idioma';

export function withLanguage(request: Request, language: string): Request {
  const headers = new Headers(request.headers);
  headers.set(LANGUAGE_HEADER, String(apiLanguageCode(language)));
  return new Request(request, { headers });
}

/**
 * How long a request may wait for its answer to start. A hung connection would otherwise hold a
 * spinner for as long as the browser cares to (minutes); past this the call counts as "no
 * answer": a read is retried by the retry policy, a write becomes an `UnconfirmedWriteError`.
 */
export const REQUEST_TIMEOUT_MS = 20_000;
/** An upload's answer starts only once its file is sent, which on a slow line takes longer. */
export const UPLOAD_TIMEOUT_MS = 120_000;

const timeoutOf = (request: Request) =>
  request.headers.get('Content-Type')?.startsWith('multipart/form-data')
    ? UPLOAD_TIMEOUT_MS
    : REQUEST_TIMEOUT_MS;

/** No answer started within `REQUEST_TIMEOUT_MS`. */
export class RequestTimeoutError extends Error {
  override readonly name: string = 'RequestTimeoutError';
  constructor(timeoutMs: number) {
    super(`No answer within ${timeoutMs} ms`);
  }
}

/**
 * Turns "no answer at all" into a typed error, and so does an answer that has not started after
 * `timeoutMs` (20 s, an upload 2 min); an abort by the caller stays an abort. The late answer is
 * left to run out rather than aborted: the request's own signal is the caller's, and the server
 * may be applying a write anyway, which is why a write that timed out is treated as unconfirmed,
 * not as not done.
 */
export async function sendOrNetworkError(
  send: (request: Request) => Promise<Response>,
  request: Request,
  timeoutMs: number = timeoutOf(request),
): Promise<Response> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RequestTimeoutError(timeoutMs)), timeoutMs);
  });
  try {
    return await Promise.race([send(request), timedOut]);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError({ cause: error });
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Whether a failed refresh grant is the server's verdict on the session. OAuth 2 answers a
 * refresh token it will not honour with 400 (`invalid_grant`) or 401 (`invalid_client`); no
 * answer, or a 5xx from a busy server or a proxy, says nothing about the token, and signing the
 * patron out over a network blip would throw away a session that is still good.
 */
export function isRefreshRefused(error: unknown): boolean {
  return isApiError(error) && (error.status === 400 || error.status === 401);
}

/**
 * The fetch every API request goes through: language header, the patron token when a patron
 * is signed in or else the public token (fetched on first use), and the refresh on 401 of
 * spec section 4: one refresh at a time; requests that failed meanwhile wait for it and retry
 * once with the new token. A request compares the token it used with the current one before
 * asking for a refresh, so a late 401 after a finished refresh just retries. Only a refused
 * refresh (400/401) ends the session; one that got no answer or a 5xx keeps it, and the requests
 * waiting on it fail with `NetworkError` ("server not reached", which screens offer to retry).
 */
export function createAuthorizedFetch(deps: AuthorizedFetchDependencies) {
  let refreshing: Promise<string | null> | null = null;
  let publicTokenRequest: Promise<string> | null = null;
  const send = (request: Request) =>
    sendOrNetworkError(deps.fetch ?? ((r) => globalThis.fetch(r)), request);

  async function fetchPublicToken(): Promise<string> {
    const credentials = await deps.grantToken({
      grant_type: 'client_credentials',
      client_id: deps.publicClient.id,
      client_secret: deps.publicClient.secret,
    });
    deps.tokens.setPublicCredentials(credentials);
    return credentials.access_token;
  }

  function publicToken(): Promise<string> {
    const existing = deps.tokens.getPublicCredentials()?.access_token;
    if (existing) return Promise.resolve(existing);
    publicTokenRequest ??= fetchPublicToken().finally(() => {
      publicTokenRequest = null;
    });
    return publicTokenRequest;
  }

  function currentToken(): Promise<string> {
    const patron = deps.tokens.getPatronCredentials()?.access_token;
    return patron ? Promise.resolve(patron) : publicToken();
  }

  async function refresh(usedToken: string): Promise<string | null> {
    const patron = deps.tokens.getPatronCredentials();
    if (patron && patron.access_token === usedToken) {
      const held = patron.refresh_token ? undefined : deps.refreshHeldSession;
      try {
        let credentials: Credentials;
        if (held) credentials = await held();
        else if (patron.refresh_token)
          credentials = await deps.grantToken({
            grant_type: 'refresh_token',
            refresh_token: patron.refresh_token,
            client_id: deps.patronClientId,
          });
        else throw new Error('no refresh token');
        deps.tokens.setPatronCredentials(credentials);
        return credentials.access_token;
      } catch (error) {
        if ((patron.refresh_token || held) && !isRefreshRefused(error)) {
          // No verdict on the session: it stays, and the next 401 asks for a refresh again.
          throw error instanceof NetworkError ? error : new NetworkError({ cause: error });
        }
        deps.tokens.onSessionExpired();
        return null;
      }
    }
    try {
      return await fetchPublicToken();
    } catch {
      return null;
    }
  }

  function refreshAfter(usedToken: string): Promise<string | null> {
    if (refreshing) return refreshing;
    const current =
      deps.tokens.getPatronCredentials()?.access_token ??
      deps.tokens.getPublicCredentials()?.access_token;
    if (current && current !== usedToken) return Promise.resolve(current);
    refreshing = refresh(usedToken).finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  function prepare(request: Request, token: string): Request {
    const headers = new Headers(request.headers);
    headers.set('Authorization', `Bearer ${token}`);
    headers.set(LANGUAGE_HEADER, String(apiLanguageCode(deps.language())));
    // Clone so the original body stays readable for the retry.
    return new Request(request.clone(), { headers });
  }

  async function authorizedFetch(request: Request): Promise<Response> {
    const token = await currentToken();
    const response = await send(prepare(request, token));
    if (response.status !== 401) return response;
    const fresh = await refreshAfter(token);
    if (!fresh) return response;
    return send(prepare(request, fresh));
  }

  /** Start-up step 1: public credentials, fetched only when none are stored. */
  async function ensurePublicCredentials(): Promise<void> {
    await publicToken();
  }

  return { fetch: authorizedFetch, ensurePublicCredentials };
}
