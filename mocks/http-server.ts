import { createMockBackend } from './handlers';
import { createMockHttpServer, mockHttpServerOptions } from './http/mock-http-server';
import { defaultMockSettings } from './mock-settings';
import { getAuthorityIndex, getBrowseIndexes, getCatalogueIndex, getNetworkIndex } from './search';

/**
 * The mock backend as a plain HTTP server on loopback, for Playwright, Lighthouse and
 * back-end teams: `npm run mock:server` serves `/api` on 127.0.0.1:${MOCK_PORT:-9090}
 * (port 0: a free one, printed). Same handlers, state and QA scenarios (MOCK_SCENARIOS) as
 * the in-browser mock. The server itself (limits, 404/405/413/431, faults of MOCK_FAULTS) is
 * `mocks/http/`; its variables are in mocks/README.md.
 */
const port = Number(process.env.MOCK_PORT ?? 9090);
const host = process.env.MOCK_HOST ?? '127.0.0.1';
const options = mockHttpServerOptions(process.env);
const backend = await createMockBackend(
  defaultMockSettings(process.env),
  process.env.MOCK_SCENARIOS ?? '',
);
const server = createMockHttpServer(backend, options);

// The search indexes are built on first use; build them before saying the server is ready,
// so that the first searches of a probe or a test do not wait for them.
getCatalogueIndex();
getNetworkIndex();
getAuthorityIndex();
getBrowseIndexes();

server.listen(port, host, () => {
  const address = server.address();
  const bound = address && typeof address === 'object' ? address.port : port;
  console.log(
    `mock backend: http://${host}:${bound}/api (profile ${backend.context.settings.profile})` +
      (options.faults.length ? ` with faults ${process.env.MOCK_FAULTS}` : '') +
      (backend.context.settings.chaos ? ` with chaos ${process.env.MOCK_CHAOS}` : ''),
  );
});
