import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { RequestHandler } from 'express';

/**
 * `/api` and `/covers` (the covers the API's records name), streamed to and from the API's
 * server at `api`, with `X-Forwarded-Host`/`-Proto` so the addresses in its answers name this
 * host. Mounted on both `['/api', '/covers']` by the server's app (app.ts).
 */
export function apiProxy(api: URL): RequestHandler {
  return (incoming, outgoing) => {
    const target = new URL(
      incoming.baseUrl === '/api' ? `.${incoming.url}` : `..${incoming.originalUrl}`,
      api,
    );
    const upstream = (target.protocol === 'https:' ? httpsRequest : httpRequest)(
      target,
      {
        method: incoming.method,
        headers: {
          ...incoming.headers,
          host: target.host,
          'x-forwarded-host': incoming.get('host'),
          'x-forwarded-proto': incoming.protocol,
        },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => {
      if (!outgoing.headersSent) outgoing.status(502).json({ message: 'API unreachable' });
    });
    incoming.pipe(upstream);
  };
}
