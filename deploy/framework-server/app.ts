import { createRequestHandler } from '@react-router/express';
import express, { type Request as ExpressRequest } from 'express';
import type { ServerBuild } from 'react-router';
import { apiProxy } from './api-proxy';
import { createSessionEndpoint } from './session-endpoint';

/**
 * The framework-mode server's own addresses and React Router's request handler, in one Express
 * app. Built with the route modules: vite.framework.config.ts makes this file the input of the
 * server build (React Router's custom-server template), so it is bundled like them (the session
 * endpoint imports the app's modules without extensions, which Node alone cannot run) and reaches
 * the routes through `virtual:react-router/server-build`. main.ts, which Node runs as it is,
 * serves the client's files and mounts this.
 */
export interface CatalogueAppOptions {
  /** The API as this server reaches it (ends with `/`). */
  api: URL;
  /** How long a remembered sign-in's cookie lasts (session-endpoint.ts). */
  refreshTokenTtlSeconds?: number;
  /** `production` or `development` (React Router's error details). */
  mode?: string;
}

/** The address the visitor used: behind a proxy, its `X-Forwarded-*` (Express's `trust proxy`). */
const originOf = (request: ExpressRequest) =>
  `${request.protocol}://${request.get('host') ?? 'localhost'}`;

export function createCatalogueApp(options: CatalogueAppOptions): express.Router {
  const app = express.Router();
  // The patron's refresh token, in an HttpOnly cookie page script cannot read
  // (src/api/session-shape.ts): root.tsx names this endpoint in every page.
  app.use(
    '/auth',
    createSessionEndpoint({
      api: options.api,
      originOf,
      refreshTokenTtlSeconds: options.refreshTokenTtlSeconds,
    }),
  );
  // The API and the covers its records name, streamed to and from the API's server.
  app.use(['/api', '/covers'], apiProxy(options.api));
  app.all(
    /.*/,
    createRequestHandler({
      build: () => import('virtual:react-router/server-build') as Promise<ServerBuild>,
      mode: options.mode,
    }),
  );
  return app;
}
