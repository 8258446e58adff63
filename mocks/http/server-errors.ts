import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Schemas } from '../schema-types';

/**
 * The answers the HTTP server gives on its own, before or instead of a handler: each with the
 * contract's Error body (`message`, `key`, `status`), as every non-2xx answer of the API has,
 * so a client or a probe reads them like any other error.
 */
function errorBody(status: number, message: string, key: string): Schemas['Error'] {
  return { message, key, status };
}

function errorResponse(
  status: number,
  message: string,
  key: string,
  headers: Record<string, string> = {},
) {
  return Response.json(errorBody(status, message, key), { status, headers });
}

export const notInTheMock = (path: string) =>
  errorResponse(404, `Não está no mock: ${path}`, 'NAO_ENCONTRADO');

export const methodNotAllowed = (method: string, path: string, allow: readonly string[]) =>
  errorResponse(
    405,
    `Método ${method} não atendido em ${path} (atendidos: ${allow.join(', ')})`,
    'METODO_NAO_PERMITIDO',
    { Allow: allow.join(', ') },
  );

export const bodyTooLarge = (limit: number) =>
  errorResponse(
    413,
    `O corpo da requisição passa do limite de ${limit} bytes`,
    'CORPO_MUITO_GRANDE',
  );

export const unexpectedError = (error: unknown) =>
  errorResponse(500, String(error), 'ERRO_INESPERADO');

/**
 * What the parser's error codes mean to the client. Node answers them itself with an empty
 * body unless the server listens to `clientError`; these say the same with the Error body.
 */
const parserErrors: Record<string, Schemas['Error']> = {
  HPE_HEADER_OVERFLOW: errorBody(
    431,
    'Os cabeçalhos da requisição passam do limite do servidor',
    'CABECALHOS_MUITO_GRANDES',
  ),
  HPE_CHUNK_EXTENSIONS_OVERFLOW: errorBody(
    413,
    'As extensões de bloco da requisição passam do limite do servidor',
    'CORPO_MUITO_GRANDE',
  ),
  ERR_HTTP_REQUEST_TIMEOUT: errorBody(
    408,
    'A requisição não chegou inteira a tempo',
    'TEMPO_ESGOTADO',
  ),
};
const malformed = errorBody(400, 'Requisição HTTP malformada', 'REQUISICAO_INVALIDA');

/**
 * The server's `clientError` listener: a request the parser refused has no response object, so
 * the answer is written to the socket as raw HTTP/1.1, and the connection closes (the parser
 * cannot find where the next request would start).
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex) {
  // A client gone away (or a socket already closing) has no one to read an answer.
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  // Node's own handler makes the same check: when a response to an earlier request on this
  // connection has started, an error answer would be spliced into it. `_httpMessage` is the
  // in-flight response Node keeps on the socket; it has no public name.
  const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } | null })
    ._httpMessage;
  if (inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  const answer = (error.code ? parserErrors[error.code] : undefined) ?? malformed;
  const status = answer.status ?? 400;
  const body = JSON.stringify(answer);
  const head = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`,
    'Content-Type: application/json',
    `Content-Length: ${Buffer.byteLength(body)}`,
    // A browser page shows the answer to its script only with this, as for every other answer.
    'Access-Control-Allow-Origin: *',
    'Connection: close',
  ];
  socket.end(`${head.join('\r\n')}\r\n\r\n${body}`, () => socket.destroy());
}
