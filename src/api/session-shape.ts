import { ApiError, type ApiErrorBody } from './errors';
import { sendOrNetworkError, withLanguage } from './http';
import type { Credentials } from './token-storage';

/**
 * The two deploy shapes keep the patron's refresh token in different places (README,
 * "Deployment"). On a static host the page holds it, encrypted (`stores/auth-store.ts`). Behind
 * the catalogue's own server (deploy/framework-server/) the server holds it in an HttpOnly cookie
 * page script cannot read, and the page keeps only the access token, in memory; sign-in,
 * refresh, logout and the user swap go through that server's token endpoint
 * (deploy/framework-server/session-endpoint.ts), which this module calls.
 */

/** The `<meta>` the server writes into every page it sends, naming its token endpoint. */
export const sessionEndpointMeta = 'catalogo-sessao';
/**
 * Every call to the token endpoint carries it: a page of another origin cannot add it without
 * a CORS preflight the server never grants, so the endpoint refuses calls that lack it.
 */
export const sessionEndpointHeader = 'X-Catalogo-Sessao';
/** The endpoint's answer to a failed swap names the step that failed. */
export const swapStepHeader = 'X-Troca-Etapa';

/**
 * The token endpoint's address when this page came from the catalogue's server, else null. Read
 * from the page rather than the build: the same build is served by both shapes.
 */
export function sessionEndpointBase(): string | null {
  const meta = globalThis.document?.querySelector(`meta[name="${sessionEndpointMeta}"]`);
  const base = meta?.getAttribute('content');
  // Only a path of this origin: the cookie is this origin's, and so must the calls be.
  return base && /^\/(?!\/)/.test(base) ? base.replace(/\/$/, '') : null;
}

export interface HeldSignIn {
  username: string;
  password: string;
  recaptcha_token?: string;
  /** A cookie that outlives the browser session ("remember me"). */
  remember: boolean;
}

export interface HeldSwap {
  usuario: string;
  senha: string;
  recaptcha_token?: string;
}

/** A refused swap, with the step the endpoint names ('credentials' or 'swap'). */
export class HeldSwapError extends ApiError {
  constructor(
    readonly step: 'credentials' | 'swap',
    status: number,
    body: ApiErrorBody | undefined,
  ) {
    super(status, body);
  }
}

export interface HeldSessionClient {
  /** The password grant; the cookie is set, the access token answered. */
  signIn(login: HeldSignIn): Promise<Credentials>;
  /** A new access token from the cookie (which rotates); rejects with 401 when there is none. */
  refresh(): Promise<Credentials>;
  /** Revokes the cookie's session at the API and clears the cookie; never rejects. */
  end(signal?: AbortSignal): Promise<void>;
  /** The user swap, run by the server so a failed step leaves the current cookie. */
  swap(input: HeldSwap, accessToken: string): Promise<Credentials>;
  /**
   * The end of an OIDC (its nonce) or SAML (its answer) sign-in, with the page's public token
   * (which the API asks for on those calls); the cookie is set.
   */
  external(answer: HeldExternalSignIn, publicToken: string | undefined): Promise<Credentials>;
}

export type HeldExternalSignIn = { oidc: string } | { saml: string };

export function createHeldSessionClient(deps: {
  base: string;
  language: () => string;
  fetch?: (request: Request) => Promise<Response>;
}): HeldSessionClient {
  const send = (request: Request) =>
    sendOrNetworkError(deps.fetch ?? ((r) => globalThis.fetch(r)), request);

  async function post(
    path: string,
    body?: object,
    init: { headers?: Record<string, string>; signal?: AbortSignal } = {},
  ): Promise<Response> {
    const origin = globalThis.location?.href ?? 'http://localhost/';
    const request = new Request(new URL(`${deps.base}${path}`, origin), {
      method: 'POST',
      headers: {
        [sessionEndpointHeader]: '1',
        ...(body ? { 'Content-Type': 'application/json' } : {}),
        ...init.headers,
      },
      body: body ? JSON.stringify(body) : undefined,
      credentials: 'same-origin',
      signal: init.signal,
    });
    return send(withLanguage(request, deps.language()));
  }

  const errorBody = async (response: Response): Promise<ApiErrorBody | undefined> => {
    const body: unknown = await response.json().catch(() => undefined);
    return body && typeof body === 'object' && 'message' in body
      ? (body as ApiErrorBody)
      : undefined;
  };

  async function credentialsOf(response: Response): Promise<Credentials> {
    if (!response.ok) throw new ApiError(response.status, await errorBody(response));
    const { access_token } = (await response.json()) as Credentials;
    return { access_token };
  }

  return {
    signIn: async (login) => credentialsOf(await post('/token', login)),
    refresh: async () => credentialsOf(await post('/refresh')),
    external: async (answer, publicToken) =>
      credentialsOf(
        await post('/external', answer, {
          headers: publicToken ? { Authorization: `Bearer ${publicToken}` } : {},
        }),
      ),
    async end(signal) {
      try {
        await post('/logout', undefined, { signal });
      } catch {
        // The patron is leaving either way; the cookie's token lapses when it expires.
      }
    },
    async swap(input, accessToken) {
      const response = await post('/swap', input, {
        headers: { Authorization: `Bearer ${accessToken}` },
      });
      if (response.ok) return credentialsOf(response);
      const step = response.headers.get(swapStepHeader) === 'swap' ? 'swap' : 'credentials';
      throw new HeldSwapError(step, response.status, await errorBody(response));
    },
  };
}
