import express, {
  type Request as ExpressRequest,
  type Response as ExpressResponse,
  type Router,
} from 'express';
import { sessionEndpointHeader, swapStepHeader } from '../../src/api/session-shape';

/**
 * The server shape's token endpoint (issue 37, "tokens out of page script's reach"): the patron's
 * refresh token lives in an HttpOnly cookie that only this server reads, so a script running in
 * the page (an XSS, a compromised dependency) can use the session while the page is open but
 * cannot carry it away. The page holds the access token in memory only and asks here for a new
 * one on a reload or a 401. Every grant still happens at the API (`POST /oauth/token`,
 * `/oauth/revoke`): this server keeps no state, so replicas need nothing shared.
 *
 * - `POST /auth/token` `{username, password, recaptcha_token?, remember}`: the password grant.
 * - `POST /auth/refresh`: the `refresh_token` grant with the cookie's token; sets the rotated one.
 * - `POST /auth/logout`: revokes the cookie's token at the API and clears the cookie.
 * - `POST /auth/swap` `{usuario, senha, recaptcha_token?}` with the current access token: the
 *   user swap, whose steps must run in one place so a failed step leaves the old cookie.
 * - `POST /auth/external` `{oidc: nonce}` or `{saml: answer}` with the page's public token: the
 *   end of an identity provider's round trip (`/oidc/validar`, `/saml/validar`), so those
 *   sign-ins too leave their refresh token here rather than in the page.
 *
 * Sign-in, refresh and swap answer `{access_token, token_type, expires_in}`; errors answer the
 * API's Error body (its own when the API refused). The tokens are never logged.
 */
export interface SessionEndpointOptions {
  /** The API's base address as this server reaches it (ends with `/`). */
  api: URL;
  /** Client id of the patron grants (spec section 7). @default '4' */
  patronClientId?: string;
  /**
   * How long a remembered sign-in's cookie lasts: the API's refresh-token lifetime, which its
   * token answer does not state (`REFRESH_TOKEN_TTL_SECONDS`). @default 30 days
   */
  refreshTokenTtlSeconds?: number;
  /** How long one API call may take. @default 8000 */
  apiTimeoutMs?: number;
  /** The address the visitor used (the server's `X-Forwarded-*`-aware one). */
  originOf: (request: ExpressRequest) => string;
}

/**
 * `__Host-`: the browser accepts it only with `Secure`, `Path=/` and no `Domain`, so neither a
 * sibling subdomain nor a plain-HTTP page can plant or overwrite it.
 */
export const refreshCookieName = '__Host-catalogo-sessao';

const thirtyDays = 30 * 24 * 60 * 60;

/** The cookie keeps whether the sign-in was remembered, so each rotation keeps its lifetime. */
type Persistence = 'remembered' | 'session';
interface HeldSession {
  persistence: Persistence;
  refreshToken: string;
}

const persistenceMark = { remembered: 'r', session: 's' } as const;

function readHeldSession(request: ExpressRequest): HeldSession | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== refreshCookieName) continue;
    let value: string;
    try {
      value = decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return null;
    }
    const mark = value.slice(0, 2);
    const refreshToken = value.slice(2);
    if (!refreshToken) return null;
    if (mark === 'r.') return { persistence: 'remembered', refreshToken };
    if (mark === 's.') return { persistence: 'session', refreshToken };
    return null;
  }
  return null;
}

interface ApiAnswer {
  status: number;
  body: unknown;
}

interface Credentials {
  access_token: string;
  token_type?: string;
  expires_in?: number;
  refresh_token?: string;
}

const isCredentials = (body: unknown): body is Credentials =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as Credentials).access_token === 'string';

const errorBody = (status: number, message: string, key: string) => ({ message, key, status });

export function createSessionEndpoint(options: SessionEndpointOptions): Router {
  const patronClientId = options.patronClientId ?? '4';
  const ttl = options.refreshTokenTtlSeconds ?? thirtyDays;
  const timeoutMs = options.apiTimeoutMs ?? 8000;

  async function callApi(
    request: ExpressRequest,
    apiPath: string,
    init: { body: string; contentType: string; authorization?: string },
  ): Promise<ApiAnswer> {
    const headers: Record<string, string> = { 'Content-Type': init.contentType };
    // The API words its errors in the patron's language, as it would for the page's own call.
    const language = request.get('idioma');
    if (language) headers.idioma = language;
    if (init.authorization) headers.Authorization = init.authorization;
    const answer = await fetch(new URL(apiPath, options.api), {
      method: 'POST',
      headers,
      body: init.body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await answer.text();
    let body: unknown = undefined;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
    return { status: answer.status, body };
  }

  const grant = (request: ExpressRequest, fields: Record<string, string | undefined>) => {
    const form = new URLSearchParams();
    for (const [name, value] of Object.entries(fields))
      if (value !== undefined) form.set(name, value);
    return callApi(request, 'oauth/token', {
      body: form.toString(),
      contentType: 'application/x-www-form-urlencoded',
    });
  };

  /** Best effort, like the page's own logout: a failure leaves the token to expire. */
  const revoke = async (request: ExpressRequest, refreshToken: string) => {
    try {
      await callApi(request, 'oauth/revoke', {
        body: new URLSearchParams({
          token: refreshToken,
          token_type_hint: 'refresh_token',
          client_id: patronClientId,
        }).toString(),
        contentType: 'application/x-www-form-urlencoded',
      });
    } catch {
      // The API did not answer: nothing to tell a patron who is leaving.
    }
  };

  function setHeldSession(response: ExpressResponse, session: HeldSession) {
    response.cookie(
      refreshCookieName,
      `${persistenceMark[session.persistence]}.${session.refreshToken}`,
      {
        httpOnly: true,
        secure: true,
        sameSite: 'strict',
        path: '/',
        // A session cookie unless remembered, as the static shape's sessionStorage/localStorage.
        ...(session.persistence === 'remembered' ? { maxAge: ttl * 1000 } : {}),
      },
    );
  }

  function clearHeldSession(response: ExpressResponse) {
    response.clearCookie(refreshCookieName, {
      httpOnly: true,
      secure: true,
      sameSite: 'strict',
      path: '/',
    });
  }

  /** The access token and its expiry only: the refresh token never reaches the page. */
  function answerAccess(response: ExpressResponse, credentials: Credentials) {
    response.json({
      access_token: credentials.access_token,
      token_type: credentials.token_type ?? 'bearer',
      ...(credentials.expires_in === undefined ? {} : { expires_in: credentials.expires_in }),
    });
  }

  /** The API's refusal as it gave it, or an Error body of ours when it gave none. */
  function answerRefusal(response: ExpressResponse, answer: ApiAnswer) {
    const status = answer.status >= 400 ? answer.status : 502;
    const body =
      answer.status >= 400 && typeof answer.body === 'object' && answer.body !== null
        ? answer.body
        : errorBody(status, 'Resposta inesperada da API', 'API_INDISPONIVEL');
    response.status(status).json(body);
  }

  /**
   * A new sign-in's answer: it replaces a session the browser still held (ended at the API
   * rather than orphaned), keeps its refresh token in the cookie and answers the access token.
   */
  async function signedIn(
    request: ExpressRequest,
    response: ExpressResponse,
    credentials: Credentials,
    persistence: Persistence,
  ) {
    if (credentials.refresh_token) {
      const previous = readHeldSession(request);
      if (previous) await revoke(request, previous.refreshToken);
      setHeldSession(response, { persistence, refreshToken: credentials.refresh_token });
    }
    answerAccess(response, credentials);
  }

  const unreachable = (response: ExpressResponse) =>
    response.status(502).json(errorBody(502, 'API inacessível', 'API_INDISPONIVEL'));

  const router = express.Router();
  router.use((_request, response, next) => {
    // Token answers are for this page only: no cache, shared or private, keeps them.
    response.setHeader('Cache-Control', 'no-store');
    next();
  });
  router.use((request, response, next) => {
    if (request.method !== 'POST') {
      response.setHeader('Allow', 'POST');
      return void response.status(405).json(errorBody(405, 'Use POST', 'METODO_NAO_PERMITIDO'));
    }
    // Refused unless the call comes from this origin's page: a page elsewhere gets nothing,
    // whatever the cookie's SameSite (an old browser might ignore it). It cannot add the custom
    // header without a CORS preflight this server never grants, and a browser's Origin and
    // Sec-Fetch-Site, when sent, must name this origin.
    const origin = request.get('Origin');
    const site = request.get('Sec-Fetch-Site');
    if (
      request.get(sessionEndpointHeader) !== '1' ||
      (origin !== undefined && origin !== options.originOf(request)) ||
      (site !== undefined && site !== 'same-origin')
    )
      return void response
        .status(403)
        .json(errorBody(403, 'Pedido de outra origem recusado', 'ORIGEM_RECUSADA'));
    next();
  });
  // A SAML answer may be 20,000 characters (the contract's `SamlValidateRequest`).
  router.use(express.json({ limit: '32kb' }));

  const text = (body: unknown, name: string): string | undefined => {
    const value = (body as Record<string, unknown> | undefined)?.[name];
    return typeof value === 'string' ? value : undefined;
  };

  router.post('/token', async (request, response) => {
    const body: unknown = request.body;
    try {
      const answer = await grant(request, {
        grant_type: 'password',
        username: text(body, 'username'),
        password: text(body, 'password'),
        recaptcha_token: text(body, 'recaptcha_token'),
        client_id: patronClientId,
      });
      if (answer.status !== 200 || !isCredentials(answer.body))
        return answerRefusal(response, answer);
      const remembered = (body as { remember?: unknown } | undefined)?.remember === true;
      await signedIn(request, response, answer.body, remembered ? 'remembered' : 'session');
    } catch {
      unreachable(response);
    }
  });

  router.post('/external', async (request, response) => {
    const body: unknown = request.body;
    const nonce = text(body, 'oidc');
    const saml = text(body, 'saml');
    if (!nonce === !saml)
      return void response
        .status(400)
        .json(errorBody(400, 'Informe o nonce OIDC ou a resposta SAML', 'PEDIDO_INVALIDO'));
    try {
      const answer = await callApi(request, nonce ? 'oidc/validar' : 'saml/validar', {
        body: JSON.stringify(nonce ? { nonce } : { saml }),
        contentType: 'application/json',
        // The API asks for the app's token on these calls: the page's public one, as it would send.
        authorization: request.get('Authorization'),
      });
      if (answer.status !== 200 || !isCredentials(answer.body))
        return answerRefusal(response, answer);
      // An identity provider's sign-in is never "remembered" (the page's own is a session's).
      await signedIn(request, response, answer.body, 'session');
    } catch {
      unreachable(response);
    }
  });

  router.post('/refresh', async (request, response) => {
    const held = readHeldSession(request);
    if (!held)
      return void response
        .status(401)
        .json(errorBody(401, 'Sessão expirada, faça login novamente', 'SESSAO_EXPIRADA'));
    try {
      const answer = await grant(request, {
        grant_type: 'refresh_token',
        refresh_token: held.refreshToken,
        client_id: patronClientId,
      });
      if (answer.status !== 200 || !isCredentials(answer.body)) {
        // The API's verdict on the session (400/401): the cookie is worthless now. A 5xx or
        // no answer says nothing about it, and the cookie stays for the next try.
        if (answer.status === 400 || answer.status === 401) clearHeldSession(response);
        return answerRefusal(response, answer);
      }
      setHeldSession(response, {
        persistence: held.persistence,
        // Rotation: the API answers a new refresh token; one that does not rotate keeps the old.
        refreshToken: answer.body.refresh_token ?? held.refreshToken,
      });
      answerAccess(response, answer.body);
    } catch {
      unreachable(response);
    }
  });

  router.post('/logout', async (request, response) => {
    const held = readHeldSession(request);
    if (held) await revoke(request, held.refreshToken);
    clearHeldSession(response);
    response.status(204).end();
  });

  router.post('/swap', async (request, response) => {
    const body: unknown = request.body;
    const authorization = request.get('Authorization');
    const held = readHeldSession(request);
    const usuario = text(body, 'usuario')?.trim();
    const failed = (step: 'credentials' | 'swap', answer: ApiAnswer) => {
      // Which step failed, as the page's own swap tells its screen (which words each one
      // differently); after either, the current session and its cookie go on unchanged.
      response.setHeader(swapStepHeader, step);
      answerRefusal(response, answer);
    };
    try {
      const other = await grant(request, {
        grant_type: 'password',
        username: usuario,
        password: text(body, 'senha'),
        recaptcha_token: text(body, 'recaptcha_token'),
        client_id: patronClientId,
      });
      if (other.status !== 200 || !isCredentials(other.body)) return failed('credentials', other);
      const swapped = await callApi(request, 'pessoas/meu-portal/troca-usuario', {
        body: JSON.stringify({ usuario }),
        contentType: 'application/json',
        authorization,
      });
      if (swapped.status !== 200) {
        // The other account's new session is not kept: end it rather than leave it unused.
        if (other.body.refresh_token) await revoke(request, other.body.refresh_token);
        return failed('swap', swapped);
      }
      // The contract says only that the swap ends the session: the old tokens are revoked too.
      if (held) await revoke(request, held.refreshToken);
      if (other.body.refresh_token)
        setHeldSession(response, {
          persistence: held?.persistence ?? 'session',
          refreshToken: other.body.refresh_token,
        });
      else clearHeldSession(response);
      answerAccess(response, other.body);
    } catch {
      unreachable(response);
    }
  });

  return router;
}
