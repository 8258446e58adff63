import type { i18n } from 'i18next';
import { cleanup } from '@testing-library/react';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { resetDb } from '../../../mocks/db';
import { createMockServer } from '../../../mocks/node';
import { configureApi } from '../../../src/api/client';
import { memoryTokenStorage } from '../../../src/api/token-storage';
import { createQueryClient } from '../../../src/app/query-client';
import { initI18n } from '../../../src/lib/i18n/init-i18n';
import { authActions } from '../../../src/stores/auth-store';
import { renderRouter } from './render-router';
import { signInPatron } from './sign-in-patron';

type MockServer = Awaited<ReturnType<typeof createMockServer>>;

/**
 * One test file's personal-area pages against the Node mock: the mock server and Portuguese
 * texts start once; before each test the data, forced answers and session start afresh. Call
 * at the top of the file; `onRequest` sees every request the pages make.
 */
export function setUpPatronPages(
  routes: RouteObject[],
  { onRequest }: { onRequest?: (request: Request) => void } = {},
) {
  let mock: MockServer | undefined;
  let i18nInstance: i18n | undefined;

  beforeAll(async () => {
    mock = await createMockServer();
    mock.server.listen({ onUnhandledFrame: 'error' });
    if (onRequest) mock.server.events.on('request:start', ({ request }) => onRequest(request));
    i18nInstance = await initI18n('pt');
  }, 60_000);
  afterAll(() => mock?.server.close());
  beforeEach(async () => {
    await resetDb(started().mock.context.db);
    started().mock.context.scenarios.clear();
    authActions.loggedOut();
    configureApi({ tokens: memoryTokenStorage(), language: () => started().i18n.language });
  });
  afterEach(() => {
    cleanup();
    mock?.server.resetHandlers();
  });

  function started() {
    if (!mock || !i18nInstance) throw new Error('the harness starts in beforeAll');
    return { mock, i18n: i18nInstance };
  }

  return {
    /** The mock's data and forced answers (`scenarios.set('listHolds:500')`). */
    get mock() {
      return started().mock;
    },
    /** Renders the routes at `url` with a fresh query client (or one a test prepared). */
    renderAt(url: string, queryClient = createQueryClient({ reportError: () => {} })) {
      const router = createMemoryRouter(routes, { initialEntries: [url] });
      renderRouter(router, { i18n: started().i18n, queryClient });
      return router;
    },
    /** Signs in as one of the mock's QA accounts (password `<account>123`). */
    signIn(account: string) {
      return signInPatron(account, `${account}123`, () => started().i18n.language);
    },
  };
}
