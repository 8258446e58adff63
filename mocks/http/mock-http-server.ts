import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { getResponse } from 'msw';
import type { MockBackend } from '../handlers';
import { loadContractOperations, operationsAt } from './contract-operations';
import { type Fault, parseFaults, withFaults } from './faults';
import { carriesBody, readBody } from './request-body';
import { routeAmong } from './served-methods';
import {
  answerClientError,
  bodyTooLarge,
  methodNotAllowed,
  notInTheMock,
  unexpectedError,
} from './server-errors';
import { unauthorizedBeforeBody } from './token-before-body';

export interface MockHttpServerOptions {
  /** Largest request body taken in, in bytes; a larger one is answered 413 unread. */
  maxBodyBytes: number;
  /** Largest request head (request line and headers), in bytes; larger is answered 431. */
  maxHeaderBytes: number;
  faults: Fault[];
}

export const defaultMaxBodyBytes = 1024 * 1024;
// Node's own default, written out so that `--max-http-header-size` cannot change it unseen.
export const defaultMaxHeaderBytes = 16 * 1024;

/** The options from the environment (MOCK_MAX_BODY_BYTES, MOCK_FAULTS); see mocks/README.md. */
export function mockHttpServerOptions(
  env: Record<string, string | undefined>,
): MockHttpServerOptions {
  const maxBody = Number(env.MOCK_MAX_BODY_BYTES);
  return {
    maxBodyBytes: Number.isSafeInteger(maxBody) && maxBody > 0 ? maxBody : defaultMaxBodyBytes,
    maxHeaderBytes: defaultMaxHeaderBytes,
    faults: parseFaults(env.MOCK_FAULTS),
  };
}

const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, idioma',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
};

function toRequest(
  incoming: IncomingMessage,
  url: URL,
  body: Buffer<ArrayBuffer> | undefined,
): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
  }
  const method = incoming.method ?? 'GET';
  return new Request(url, {
    method,
    headers,
    body: method === 'GET' || method === 'HEAD' ? undefined : body,
  });
}

/**
 * Sends an answer. `unreadBody`: the request's body was left on the wire, so the connection
 * closes after the answer; otherwise Node would read the rest to find the next request.
 */
async function send(outgoing: ServerResponse, response: Response, unreadBody = false) {
  outgoing.statusCode = response.status;
  response.headers.forEach((value, name) => outgoing.setHeader(name, value));
  if (unreadBody) outgoing.setHeader('Connection', 'close');
  outgoing.end(Buffer.from(await response.arrayBuffer()));
}

/**
 * The mock backend as a plain HTTP server (not yet listening). In order, a request is:
 * answered 404 or 405 when no handler serves its path or method, 401 when the contract wants
 * a token it lacks (both before its body is read), 413 when its body passes the limit, and
 * otherwise answered by the msw handlers, as the in-browser mock would. Every answer of the
 * server's own carries the contract's Error body.
 */
export function createMockHttpServer(backend: MockBackend, options: MockHttpServerOptions): Server {
  const operations = loadContractOperations();

  /**
   * The server's own address, the origin of the requests the handlers see: they build
   * absolute links (covers, redirects) from it. Read per request, so port 0 gives the real one.
   */
  /**
   * The visitor's origin when a proxy in front of the mock names it (the server renderer,
   * deploy/server/, sends `X-Forwarded-Host` and `-Proto`): addresses the mock writes into its
   * answers (a title's `link_capa`) then point where the browser can load them.
   */
  function forwardedOrigin(incoming: IncomingMessage): string | null {
    const host = incoming.headers['x-forwarded-host'];
    const proto = incoming.headers['x-forwarded-proto'];
    if (typeof host !== 'string' || !/^[\w.-]+(:\d+)?$/.test(host)) return null;
    return `${proto === 'https' ? 'https' : 'http'}://${host}`;
  }

  function ownOrigin() {
    const address = server.address();
    if (!address || typeof address === 'string') return 'http://localhost';
    const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
    return `http://${host}:${address.port}`;
  }

  async function answer(incoming: IncomingMessage, outgoing: ServerResponse) {
    for (const [name, value] of Object.entries(corsHeaders)) outgoing.setHeader(name, value);
    if (incoming.method === 'OPTIONS') {
      outgoing.statusCode = 204;
      outgoing.end();
      return;
    }
    const method = incoming.method ?? 'GET';
    const url = new URL(incoming.url ?? '/', forwardedOrigin(incoming) ?? ownOrigin());
    const hasBody = carriesBody(incoming);
    const routing = routeAmong(backend.handlers, method, url);
    if (routing.kind === 'unknown') return send(outgoing, notInTheMock(url.pathname), hasBody);
    if (routing.kind === 'wrong-method')
      return send(outgoing, methodNotAllowed(method, url.pathname, routing.allow), hasBody);
    if (hasBody) {
      const refused = unauthorizedBeforeBody(
        backend.context,
        operationsAt(operations, method, url),
        incoming.headers.authorization ?? null,
      );
      if (refused) return send(outgoing, refused, true);
    }
    const read = await readBody(incoming, options.maxBodyBytes);
    if (read.kind === 'aborted') return;
    if (read.kind === 'too-large') return send(outgoing, bodyTooLarge(options.maxBodyBytes), true);
    const request = toRequest(incoming, url, read.body);
    const response = await getResponse(backend.handlers, request);
    // A forced network failure (QA scenario) closes the connection without an answer.
    if (response?.type === 'error') {
      incoming.socket.destroy();
      return;
    }
    if (!response) return send(outgoing, notInTheMock(url.pathname));
    await send(outgoing, await withFaults(options.faults, request, response));
  }

  const server = createServer({ maxHeaderSize: options.maxHeaderBytes }, (incoming, outgoing) => {
    answer(incoming, outgoing).catch(async (error: unknown) => {
      if (outgoing.headersSent) outgoing.destroy();
      else await send(outgoing, unexpectedError(error), !incoming.complete);
    });
  });
  server.on('clientError', answerClientError);
  // Longer than a client's idle connections live, so that a client never reuses a connection
  // the server is closing at that moment (which fails the request with no answer).
  server.keepAliveTimeout = 30_000;
  return server;
}
