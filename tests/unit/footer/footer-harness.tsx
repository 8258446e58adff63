import { type QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { createMemoryRouter } from 'react-router';
import type { createMockServer } from '../../../mocks/node';
import { configureApi } from '../../../src/api/client';
import type { Institution } from '../../../src/api/generated/model';
import { memoryTokenStorage } from '../../../src/api/token-storage';
import { createQueryClient } from '../../../src/app/query-client';
import { Footer } from '../../../src/app/shell/footer/footer';
import { authActions } from '../../../src/stores/auth-store';
import { signInPatron } from '../support/sign-in-patron';
import { renderRouter } from '../support/render-router';
import { publicConfigQueries } from '../../../src/api/queries/public-config-queries';

export type MockServer = Awaited<ReturnType<typeof createMockServer>>;

/** Anonymous visitor: the public token only, as start-up leaves it. */
export function configureAnonymous(i18nInstance: i18n) {
  configureApi({ tokens: memoryTokenStorage(), language: () => i18nInstance.language });
  authActions.loggedOut();
}

/**
 * Signs in through the mock's password grant, as the login page does: the tokens go to the API
 * client, the session user and permissions to the auth store.
 */
export const signIn = (i18nInstance: i18n, username: string, password: string) =>
  signInPatron(username, password, () => i18nInstance.language);

interface RenderOptions {
  /** Changes the institution start-up put in the cache (e.g. its support message). */
  institution?: (institution: Institution) => Institution;
  /** Fill the page-config activities as start-up does (default true). */
  publicActivities?: boolean;
  path?: string;
}

/** The footer under the app's providers, after the start-up loads it relies on. */
export async function renderFooter(i18nInstance: i18n, options: RenderOptions = {}) {
  const { path = '/acervo/7' } = options;
  const queryClient: QueryClient = createQueryClient();
  const institution = await queryClient.ensureQueryData(publicConfigQueries.institution());
  if (options.institution)
    queryClient.setQueryData(
      publicConfigQueries.institution().queryKey,
      options.institution(institution),
    );
  // The functionalities start-up loads are the one source of the public activities (there is
  // no page-config copy any more): `publicActivities: false` is the same cache.
  await queryClient.ensureQueryData(publicConfigQueries.functionalities());
  const router = createMemoryRouter([{ path: '*', element: <Footer /> }], {
    initialEntries: [path],
  });
  const view = renderRouter(router, { i18n: i18nInstance, queryClient, withNotifications: true });
  return { ...view, queryClient, router };
}
