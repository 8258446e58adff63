import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { getResponse } from 'msw';
import { createMockBackend } from './handlers';
import { defaultMockSettings } from './mock-settings';

/**
 * The mock backend as a plain HTTP server on loopback, for Playwright, Lighthouse and
 * back-end teams: `npm run mock:server` serves `/api` on 127.0.0.1:${MOCK_PORT:-9090}.
 * Same handlers, state and QA scenarios (MOCK_SCENARIOS) as the in-browser mock.
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
      const response = await getResponse(backend.handlers, await toRequest(incoming));
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

server.listen(port, host, () => {
  console.log(
    `mock backend: http://${host}:${port}/api (profile ${backend.context.settings.profile})`,
  );
});
