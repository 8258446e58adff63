// @vitest-environment node
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMockBackend } from '../../../mocks/handlers';
import {
  createMockHttpServer,
  defaultMaxBodyBytes,
  mockHttpServerOptions,
} from '../../../mocks/http/mock-http-server';
import { defaultMockSettings } from '../../../mocks/mock-settings';
import { document, schemaAccepts } from '../../contract/openapi-contract';

/**
 * The mock's HTTP server (`npm run mock:server`) refusing bad input the way a caller sees it:
 * status, headers and the contract's Error body, over a real socket on a free loopback port.
 */
const maxBodyBytes = 64 * 1024;
let server: Server;
let port = 0;

beforeAll(async () => {
  const backend = await createMockBackend(defaultMockSettings());
  server = createMockHttpServer(backend, {
    ...mockHttpServerOptions({}),
    maxBodyBytes,
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  port = (server.address() as AddressInfo).port;
}, 60_000);
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((closed) => server.close(closed));
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

interface Call {
  method?: string;
  headers?: Record<string, string | number>;
  /** Sent whole, then the request ends. */
  body?: string;
  /**
   * Sent, then the request stays open: the answer must come without the rest of the body,
   * which the test never sends.
   */
  partialBody?: Buffer;
}

/** One request on its own connection; resolves with the whole answer. */
function call(path: string, { method = 'GET', headers = {}, body, partialBody }: Call = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const request = httpRequest(
      { host: '127.0.0.1', port, path: `/api${path}`, method, headers, agent: false },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text });
          request.destroy();
        });
      },
    );
    // After the answer (a no-op then), a write refused by the closing connection is expected.
    request.on('error', reject);
    if (partialBody) {
      request.flushHeaders();
      if (partialBody.length) request.write(partialBody);
    } else request.end(body);
  });
}

/** A raw request, for what Node's own client refuses to send. */
function rawCall(text: string) {
  return new Promise<string>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

/** The answer's body, checked to be the contract's Error body sent as JSON. */
function errorBody(answer: Answer) {
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  const body = JSON.parse(answer.text) as { message: string; key?: string; status?: number };
  expect(schemaAccepts({ $ref: '#/components/schemas/Error' }, body)).toBe(true);
  expect(body.status).toBe(answer.status);
  return body;
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const formHeaders = { 'Content-Type': 'application/x-www-form-urlencoded' };

async function publicToken() {
  const answer = await call('/oauth/token', {
    method: 'POST',
    headers: formHeaders,
    body: form({ grant_type: 'client_credentials', client_id: '4', client_secret: 'segredo' }),
  });
  expect(answer.status).toBe(200);
  return (JSON.parse(answer.text) as { access_token: string }).access_token;
}

describe('the mock HTTP server: request body limit', () => {
  it('takes a body up to the limit', async () => {
    const fields = { grant_type: 'client_credentials', client_id: '4', client_secret: 'segredo' };
    const body = form({ ...fields, filler: 'x'.repeat(maxBodyBytes - form(fields).length - 8) });
    expect(body.length).toBeLessThanOrEqual(maxBodyBytes);
    const answer = await call('/oauth/token', { method: 'POST', headers: formHeaders, body });
    expect(answer.status).toBe(200);
  });

  it('answers 413 with the Error body to a declared length over the limit, without waiting for the body, and then serves the next request', async () => {
    const answer = await call('/oauth/token', {
      method: 'POST',
      headers: { ...formHeaders, 'Content-Length': maxBodyBytes + 1 },
      partialBody: Buffer.alloc(0),
    });
    expect(answer.status).toBe(413);
    expect(errorBody(answer)).toMatchObject({ key: 'CORPO_MUITO_GRANDE' });
    // The rest of the body is never read: the connection ends with the answer.
    expect(answer.headers.connection).toBe('close');

    const token = await publicToken();
    const next = await call('/parametros/instituicao', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(next.status).toBe(200);
    expect(JSON.parse(next.text)).toHaveProperty('sigla');
  });

  it('answers 413 to a chunked body as soon as it passes the limit, before it ends', async () => {
    const token = await publicToken();
    const answer = await call('/reserva', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      partialBody: Buffer.alloc(maxBodyBytes + 1, 0x20),
    });
    expect(answer.status).toBe(413);
    expect(errorBody(answer)).toMatchObject({ key: 'CORPO_MUITO_GRANDE' });
    expect(answer.headers.connection).toBe('close');
  });

  it('reads the limit from MOCK_MAX_BODY_BYTES, 1 MiB when unset or not a positive integer', () => {
    expect(mockHttpServerOptions({ MOCK_MAX_BODY_BYTES: '2048' }).maxBodyBytes).toBe(2048);
    expect(defaultMaxBodyBytes).toBe(1024 * 1024);
    for (const value of [undefined, '', 'lots', '0', '-5', '1.5'])
      expect(mockHttpServerOptions({ MOCK_MAX_BODY_BYTES: value }).maxBodyBytes).toBe(
        defaultMaxBodyBytes,
      );
  });
});

describe('the mock HTTP server: methods and paths', () => {
  it('answers 405 with Allow and the Error body to a method the path is not served for', async () => {
    const answer = await call('/reserva', { method: 'PUT' });
    expect(answer.status).toBe(405);
    const contractMethods = Object.keys(document.paths['/reserva'] ?? {}).map((method) =>
      method.toUpperCase(),
    );
    expect(answer.headers.allow?.split(', ').sort()).toEqual(contractMethods.sort());
    expect(answer.headers.allow).toBe('DELETE, GET, POST');
    expect(errorBody(answer)).toMatchObject({ key: 'METODO_NAO_PERMITIDO' });
  });

  it('answers 405 to a method with a body without reading it', async () => {
    const answer = await call('/parametros/instituicao', {
      method: 'DELETE',
      headers: { 'Content-Length': 1000 },
      partialBody: Buffer.alloc(0),
    });
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET');
    errorBody(answer);
  });

  it('answers 404 with the Error body to a path the mock does not serve', async () => {
    const answer = await call('/nao-existe');
    expect(answer.status).toBe(404);
    expect(errorBody(answer)).toMatchObject({ key: 'NAO_ENCONTRADO' });
  });
});

describe('the mock HTTP server: malformed requests', () => {
  it('answers 431 with the Error body to headers over the limit', async () => {
    const answer = await call('/parametros/instituicao', {
      headers: { 'X-Padding': 'a'.repeat(20 * 1024) },
    });
    expect(answer.status).toBe(431);
    expect(errorBody(answer)).toMatchObject({ key: 'CABECALHOS_MUITO_GRANDES' });
  });

  it('answers 400 with the Error body to a request that is not HTTP', async () => {
    const raw = await rawCall('NOT HTTP AT ALL\r\n\r\n');
    const [head = '', body = ''] = raw.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 /);
    expect(head).toMatch(/^Content-Type: application\/json$/m);
    expect(JSON.parse(body)).toMatchObject({ status: 400, key: 'REQUISICAO_INVALIDA' });
  });
});

describe('the mock HTTP server: token before body', () => {
  it('answers 401 to a protected POST without a token before its body arrives', async () => {
    const answer = await call('/reserva', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': maxBodyBytes },
      partialBody: Buffer.from('{"cod_acervo":'),
    });
    expect(answer.status).toBe(401);
    expect(errorBody(answer)).toMatchObject({ key: 'TOKEN_INVALIDO' });
    expect(answer.headers.connection).toBe('close');
  });

  it('answers 401 to an unknown token, and before judging the size of the body', async () => {
    const answer = await call('/reserva', {
      method: 'POST',
      headers: {
        Authorization: 'Bearer inventado',
        'Content-Type': 'application/json',
        'Content-Length': 10 * maxBodyBytes,
      },
      partialBody: Buffer.alloc(0),
    });
    expect(answer.status).toBe(401);
    expect(errorBody(answer)).toMatchObject({ key: 'TOKEN_INVALIDO' });
  });

  it('lets a known token through to the handler, which judges the rest', async () => {
    const token = await publicToken();
    const answer = await call('/reserva', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: '{}',
    });
    // Holds are for patrons: the handler's own 403, reached with the body read.
    expect(answer.status).toBe(403);
    expect(errorBody(answer)).toMatchObject({ key: 'ACESSO_NEGADO' });
  });
});

/**
 * Headers sent, then (when `body` is given) the body in 16 KiB pieces a few milliseconds apart,
 * as an upload over a real network arrives, still coming after the server has answered;
 * resolves with all the client got, rejects on a connection reset.
 */
function rawUpload(head: string, body?: Buffer) {
  return new Promise<string>((resolve, reject) => {
    let answer = '';
    // Like fetch, the client sends its whole body before it takes the answer as final.
    let sent: Promise<void> = Promise.resolve();
    const sendPieces = async (rest: Buffer) => {
      for (let at = 0; at < rest.length; at += 16 * 1024) {
        if (socket.destroyed) throw new Error('connection reset while sending');
        socket.write(rest.subarray(at, at + 16 * 1024));
        await new Promise((later) => setTimeout(later, 2));
      }
    };
    // Half-open: the server's end of the answer does not stop the client's sending.
    const socket = connect({ port, host: '127.0.0.1', allowHalfOpen: true }, () => {
      socket.write(head);
      if (body) sent = sendPieces(body);
    });
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      answer += chunk;
      // A 100 Continue invites the body: send it, as a client that waited would.
      if (answer === 'HTTP/1.1 100 Continue\r\n\r\n') socket.write('{}');
    });
    socket.on('end', () => {
      sent.then(
        () => {
          socket.end();
          resolve(answer);
        },
        (error: unknown) => reject(error as Error),
      );
    });
    socket.on('error', reject);
  });
}

const upload = (path: string, headers: Record<string, string | number>) =>
  [
    `POST /api${path} HTTP/1.1`,
    'Host: 127.0.0.1',
    'Content-Type: application/json',
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    '',
    '',
  ].join('\r\n');

describe('the mock HTTP server: refusals a client actually receives (issue #37)', () => {
  it('answers 413 to an oversized upload sent whole, not a connection reset', async () => {
    const size = 6 * maxBodyBytes;
    const answer = await rawUpload(
      upload('/oauth/token', { 'Content-Length': size }),
      Buffer.alloc(size, 0x20),
    );
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toContain('CORPO_MUITO_GRANDE');
  });

  it('answers 401 to an anonymous upload sent whole, not a connection reset', async () => {
    const size = 2 * maxBodyBytes;
    const answer = await rawUpload(
      upload('/reserva', { 'Content-Length': size }),
      Buffer.alloc(size, 0x20),
    );
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);
  });

  it('sends no 100 Continue before a 413 or a 401', async () => {
    const tooLarge = await rawUpload(
      upload('/oauth/token', { 'Content-Length': maxBodyBytes + 1, Expect: '100-continue' }),
    );
    expect(tooLarge).toMatch(/^HTTP\/1\.1 413 /);
    const anonymous = await rawUpload(
      upload('/reserva', { 'Content-Length': 2, Expect: '100-continue' }),
    );
    expect(anonymous).toMatch(/^HTTP\/1\.1 401 /);
  });

  it('sends 100 Continue once the checks pass, then the handler answers the body', async () => {
    const token = await publicToken();
    const answer = await rawUpload(
      upload('/reserva', {
        'Content-Length': 2,
        Expect: '100-continue',
        Authorization: `Bearer ${token}`,
        Connection: 'close',
      }),
    );
    expect(answer).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 403 /);
  });
});

describe('the mock HTTP server: CSP violation reports (development)', () => {
  it('collects the reports browsers post to /api/csp-reports and answers 204', async () => {
    const { cspReports } = await import('../../../mocks/http/mock-http-server');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const report = {
      type: 'csp-violation',
      url: 'http://127.0.0.1/',
      body: { effectiveDirective: 'style-src-elem', blockedURL: 'inline', disposition: 'enforce' },
    };
    const answer = await call('/csp-reports', {
      method: 'POST',
      headers: { 'Content-Type': 'application/reports+json' },
      body: JSON.stringify([report]),
    });
    expect(answer.status).toBe(204);
    expect(cspReports.at(-1)).toEqual(report);
    expect(warn).toHaveBeenCalledWith('[csp report] style-src-elem blocked inline');
    warn.mockRestore();
  });
});
