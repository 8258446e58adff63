import type { i18n } from 'i18next';
import { createMemoryRouter, Outlet, type RouteObject } from 'react-router';
import { createQueryClient } from '../../../src/app/query-client';
import { useDocumentTitle } from '../../../src/app/router/use-document-title';
import { paths, titleTabs, type RouteHandle } from '../../../src/config/paths';
import { AuthorityPage } from '../../../src/features/authority/routes/authority-page';
import { BasketPage } from '../../../src/features/basket/routes/basket-page';
import { TitlePage } from '../../../src/features/title/routes/title-page';
import { signInPatron } from '../support/sign-in-patron';
import { renderRouter } from '../support/render-router';

/** The app layout's part that names the document, so pages' own titles are seen as users see them. */
function DocumentTitle() {
  useDocumentTitle();
  return <Outlet />;
}

/** The routes of the three pages as the app's router declares them (one route per title tab). */
const pageRoutes: RouteObject[] = [
  { path: '/', element: <p>search page</p> },
  { path: paths.login.pattern, element: <p>login page</p> },
  { path: paths.basket.pattern, element: <BasketPage /> },
  { path: paths.title.pattern, element: <TitlePage /> },
  ...titleTabs.map((tab): RouteObject => ({
    path: `${paths.title.pattern}/${tab}`,
    handle: { titleTab: tab } satisfies RouteHandle,
    element: <TitlePage />,
  })),
  { path: paths.authority.pattern, element: <AuthorityPage /> },
  { path: paths.authorityMarc.pattern, element: <AuthorityPage /> },
];
const routes: RouteObject[] = [{ element: <DocumentTitle />, children: pageRoutes }];

/** Renders the app's providers and router at `url`; the API goes to the Node mock. */
export function renderAt(url: string, i18nInstance: i18n) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const view = renderRouter(router, { i18n: i18nInstance, queryClient });
  return { ...view, router, queryClient };
}

/** Signs in through the mock's password grant, as the login page does. */
export const signIn = async (i18nInstance: i18n, username = 'leitor', password = 'leitor123') => {
  await signInPatron(username, password, () => i18nInstance.language);
};
