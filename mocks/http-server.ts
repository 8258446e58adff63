import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { getResponse } from 'msw';
import { createMockBackend } from './handlers';
import { defaultMockSettings } from './mock-settings';
import { getAuthorityIndex, getBrowseIndexes, getCatalogueIndex, getNetworkIndex } from './search';

/**
 * The mock backend as a plain HTTP server on loopback, for Playwright, Lighthouse and
 * back-end teams: `npm run mock:server` serves `/api` on 127.0.0.1:${MOCK_PORT:-9090}
 * (port 0: a free one, printed). Same handlers, state and QA scenarios (MOCK_SCENARIOS) as
 * the in-browser mock.
 *
 * MOCK_FAULTS breaks it on purpose, to show that `npm run contract:probe` catches drift:
 * comma-separated faults, each `name[=value][@/path]` (`@/path`: only answers to `/api/path…`).
 * `rename-field[=from:to]` renames a field in JSON answers (default `cod_acervo` to
 * `codigo_acervo`, the title id most answers require), `undocumented-418` answers 418,
 * `wrong-content-type` sends JSON as text/plain, `drop-error-body` empties non-2xx answers,
 * `delay=MS` answers late. The token call (`/oauth/token`) is never broken.
 */
const port = Number(process.env.MOCK_PORT ?? 9090);
const host = process.env.MOCK_HOST ?? '127.0.0.1';
const backend = await createMockBackend(
  defaultMockSettings(process.env),
  process.env.MOCK_SCENARIOS ?? '',
);

async function toRequest(incoming: IncomingMessage): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  const body = chunks.length ? Buffer.concat(chunks) : undefined;
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
  }
  const method = incoming.method ?? 'GET';
  return new Request(new URL(incoming.url ?? '/', `http://${host}:${port}`), {
    method,
    headers,
    body: method === 'GET' || method === 'HEAD' ? undefined : body,
  });
}

interface Fault {
  name: string;
  value: string;
  scope: string;
}
const faults: Fault[] = (process.env.MOCK_FAULTS ?? '')
  .split(',')
  .map((fault) => fault.trim())
  .filter(Boolean)
  .map((fault) => {
    const [spec = '', scope = ''] = fault.split('@');
    const [name = '', value = ''] = spec.split('=');
    return { name, value, scope };
  });

/** The fault of that name that applies to an `/api`-relative path, if any. */
const faultAt = (name: string, apiPath: string) =>
  faults.find((fault) => fault.name === name && apiPath.startsWith(fault.scope));

function renameField(value: unknown, from: string, to: string): unknown {
  if (Array.isArray(value)) return value.map((item) => renameField(item, from, to));
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([name, field]) => [
      name === from ? to : name,
      renameField(field, from, to),
    ]),
  );
}

/** The answer as the faults of MOCK_FAULTS distort it (unchanged without faults). */
async function withFaults(request: Request, response: Response): Promise<Response> {
  const apiPath = new URL(request.url).pathname.replace(/^\/api/, '');
  // The token call stays sound, so that the probe gets as far as the operations.
  if (faults.length === 0 || apiPath === '/oauth/token') return response;
  const delay = Number(faultAt('delay', apiPath)?.value ?? 0);
  if (delay > 0) await new Promise((done) => setTimeout(done, delay));
  if (faultAt('undocumented-418', apiPath))
    return Response.json({ message: 'I am a teapot', status: 418 }, { status: 418 });
  const headers = new Headers(response.headers);
  let body: BodyInit | null = await response.arrayBuffer();
  const json = headers.get('Content-Type')?.includes('json') ?? false;
  const rename = faultAt('rename-field', apiPath);
  if (rename && json && body.byteLength) {
    const [from = '', to = ''] = (rename.value || 'cod_acervo:codigo_acervo').split(':');
    body = JSON.stringify(renameField(JSON.parse(new TextDecoder().decode(body)), from, to));
    headers.delete('Content-Length');
  }
  if (faultAt('wrong-content-type', apiPath) && json) headers.set('Content-Type', 'text/plain');
  if (faultAt('drop-error-body', apiPath) && !response.ok) {
    body = null;
    headers.delete('Content-Type');
    headers.delete('Content-Length');
  }
  return new Response(body, { status: response.status, headers });
}

async function send(outgoing: ServerResponse, response: Response) {
  outgoing.statusCode = response.status;
  response.headers.forEach((value, name) => outgoing.setHeader(name, value));
  outgoing.end(Buffer.from(await response.arrayBuffer()));
}

const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, idioma',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
};

const server = createServer((incoming, outgoing) => {
  void (async () => {
    for (const [name, value] of Object.entries(corsHeaders)) outgoing.setHeader(name, value);
    if (incoming.method === 'OPTIONS') {
      outgoing.statusCode = 204;
      outgoing.end();
      return;
    }
    try {
      const request = await toRequest(incoming);
      const answer = await getResponse(backend.handlers, request);
      const response =
        answer && answer.type !== 'error' ? await withFaults(request, answer) : answer;
      if (!response || response.type === 'error') {
        // A forced network failure closes the connection without an answer.
        if (response?.type === 'error') {
          incoming.socket.destroy();
          return;
        }
        await send(
          outgoing,
          Response.json(
            { message: 'Not in the mock: ' + (incoming.url ?? ''), status: 404 },
            { status: 404 },
          ),
        );
        return;
      }
      await send(outgoing, response);
    } catch (error) {
      await send(outgoing, Response.json({ message: String(error), status: 500 }, { status: 500 }));
    }
  })();
});

// The search indexes are built on first use; build them before saying the server is ready,
// so that the first searches of a probe or a test do not wait for them.
getCatalogueIndex();
getNetworkIndex();
getAuthorityIndex();
getBrowseIndexes();

// Longer than a client's idle connections live, so that a client never reuses a connection
// the server is closing at that moment (which fails the request with no answer).
server.keepAliveTimeout = 30_000;

server.listen(port, host, () => {
  const address = server.address();
  const bound = address && typeof address === 'object' ? address.port : port;
  console.log(
    `mock backend: http://${host}:${bound}/api (profile ${backend.context.settings.profile})` +
      (faults.length ? ` with faults ${process.env.MOCK_FAULTS}` : ''),
  );
});
