import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { paths, personalAreaPrefix, titleTabs, type RouteHandle } from '../../config/paths';
import { personalAreaRoutes } from '../personal-area/personal-area-routes';
import { AppLayout } from '../shell/app-layout';
import { loadAuthority, loadBasket, loadTitle } from './catalogue-loaders';
import { PageLoading } from './page-loading';
import { publicLoader } from './public-loader';
import { protectedRoute } from './require-auth';
import { RouteErrorPage } from './route-error-page';
import { recordCode } from '../../lib/query-state/record-code';

const handle = (value: RouteHandle): RouteHandle => value;

const institutionQueriesModule = () => import('../../features/institution/api/institution-queries');
const campusOf = (url: string) => recordCode(new URL(url).searchParams.get('campus') ?? undefined);

/**
 * The institution's public pages (spec section 7's public parameters): an activity and its
 * notice, opening hours per campus, the events platform's events. Each names itself in the
 * document title (`usePageTitle`, its own namespace's words).
 */
const institutionRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    path: paths.activity.pattern,
    loader: publicLoader(async ({ params }) =>
      (await institutionQueriesModule()).loadActivity(queryClient, recordCode(params.id)),
    ),
    lazy: {
      Component: async () =>
        (await import('../../features/institution/routes/activity-page')).ActivityPage,
    },
  },
  {
    path: paths.activityNotice.pattern,
    loader: publicLoader(async ({ params }) =>
      (await institutionQueriesModule()).loadActivity(queryClient, recordCode(params.id)),
    ),
    lazy: {
      Component: async () =>
        (await import('../../features/institution/routes/activity-page')).ActivityNoticePage,
    },
  },
  {
    path: paths.openingHours.pattern,
    loader: publicLoader(async ({ request }) =>
      (await institutionQueriesModule()).loadOpeningHours(queryClient, campusOf(request.url)),
    ),
    lazy: {
      Component: async () =>
        (await import('../../features/institution/routes/opening-hours-page')).OpeningHoursPage,
    },
  },
  {
    path: paths.events.pattern,
    loader: publicLoader(async () => (await institutionQueriesModule()).loadEvents(queryClient)),
    lazy: {
      Component: async () =>
        (await import('../../features/institution/routes/events-page')).EventsPage,
    },
  },
];

/**
 * Every route of spec section 2, in the spec's matching order (react-router ranks by
 * specificity anyway, so static segments such as /login beat /:guia whatever the order).
 * Each page is a lazy module: the router loads it before the navigation commits, the layout
 * shows a spinner meanwhile and the first load shows `PageLoading` in the page slot.
 *
 * A page whose data should start with its code adds a loader next to its `lazy`, prefetching
 * the same query options the page reads (catalogue-loaders.ts: title and its tabs, authority;
 * basket: the records of titles kept without details; the home page's loadResults: a page of
 * search results). A loader of public data only is a `publicLoader`: start-up runs it for the
 * address the app opens on, before the router exists (src/app/startup/preload-route.ts).
 */
export function createAppRoutes(queryClient: QueryClient): RouteObject[] {
  const pages: RouteObject[] = [
    {
      index: true,
      loader: publicLoader(async ({ request }) =>
        (await import('../../features/search/routes/home-page')).loadResults(
          queryClient,
          request.url,
          undefined,
        ),
      ),
      lazy: {
        Component: async () => (await import('../../features/search/routes/home-page')).HomePage,
      },
    },
    // The institution pages: static first segments, listed before /:guia so they are read as
    // pages, not as search guides (react-router ranks them first anyway).
    ...institutionRoutes(queryClient),
    {
      path: paths.guide.pattern,
      loader: publicLoader(async ({ request, params }) =>
        (await import('../../features/search/routes/home-page')).loadResults(
          queryClient,
          request.url,
          params.guia,
        ),
      ),
      lazy: {
        Component: async () => (await import('../../features/search/routes/home-page')).HomePage,
      },
    },
    {
      path: paths.login.pattern,
      handle: handle({ titleKey: 'pages.login' }),
      lazy: {
        Component: async () => (await import('../../features/auth/routes/login-page')).LoginPage,
      },
    },
    {
      path: paths.logout.pattern,
      handle: handle({ titleKey: 'pages.logout' }),
      loader: async () => (await import('../logout/logout-route')).logoutLoader(queryClient),
      lazy: { Component: async () => (await import('../logout/logout-route')).LogoutPage },
    },
    {
      path: paths.redirectPage.pattern,
      handle: handle({ titleKey: 'pages.redirect' }),
      ...protectedRoute,
      lazy: { Component: async () => (await import('../pages/redirect-page')).RedirectPage },
    },
    {
      path: paths.oauthResponse.pattern,
      handle: handle({ titleKey: 'pages.signingIn' }),
      lazy: {
        Component: async () =>
          (await import('../../features/auth/routes/oauth-response-page')).OAuthResponsePage,
      },
    },
    {
      path: paths.samlResponse.pattern,
      handle: handle({ titleKey: 'pages.signingIn' }),
      lazy: {
        Component: async () =>
          (await import('../../features/auth/routes/saml-response-page')).SamlResponsePage,
      },
    },
    {
      path: paths.ebookProviderA.pattern,
      handle: handle({ titleKey: 'pages.ebooks' }),
      ...protectedRoute,
      lazy: {
        Component: async () => (await import('../pages/ebook-provider-pages')).EbookProviderAPage,
      },
    },
    {
      path: paths.ebookProviderB.pattern,
      handle: handle({ titleKey: 'pages.ebooks' }),
      ...protectedRoute,
      lazy: {
        Component: async () => (await import('../pages/ebook-provider-pages')).EbookProviderBPage,
      },
    },
    {
      path: paths.basket.pattern,
      handle: handle({ titleKey: 'pages.basket' }),
      loader: () => loadBasket(queryClient),
      lazy: {
        Component: async () =>
          (await import('../../features/basket/routes/basket-page')).BasketPage,
      },
    },
    {
      path: paths.publicPrivacy.pattern,
      handle: handle({ titleKey: 'pages.privacy' }),
      lazy: {
        Component: async () =>
          (await import('../../features/account/routes/privacy-page')).PublicPrivacyPage,
      },
    },
    {
      path: paths.accessibilityStatement.pattern,
      lazy: {
        Component: async () =>
          (await import('../pages/accessibility-statement-page')).AccessibilityStatementPage,
      },
    },
    {
      path: paths.personalAreaApp.pattern,
      handle: handle({ titleKey: 'pages.mobileApp' }),
      ...protectedRoute,
      lazy: {
        Component: async () => (await import('../pages/mobile-app-page')).MobileAppPage,
      },
    },
    {
      path: `/${personalAreaPrefix}`,
      handle: handle({ titleKey: 'pages.personalArea' }),
      ...protectedRoute,
      lazy: {
        Component: async () =>
          (await import('../personal-area/personal-area-layout')).PersonalAreaLayout,
      },
      children: personalAreaRoutes(queryClient),
    },
    {
      path: paths.title.pattern,
      handle: handle({ titleKey: 'pages.title' }),
      loader: publicLoader(({ params }) => loadTitle(queryClient, params.codAcervo)),
      lazy: {
        Component: async () => (await import('../title/title-route')).TitleRoute,
      },
    },
    ...titleTabs.map((tab): RouteObject => ({
      path: `${paths.title.pattern}/${tab}`,
      handle: handle({ titleKey: 'pages.title', titleTab: tab }),
      loader: publicLoader(({ params }) => loadTitle(queryClient, params.codAcervo, tab)),
      lazy: {
        Component: async () => (await import('../title/title-route')).TitleRoute,
      },
    })),
    {
      path: paths.authority.pattern,
      handle: handle({ titleKey: 'pages.authority' }),
      loader: publicLoader(({ params }) => loadAuthority(queryClient, params.codAutoridade)),
      lazy: {
        Component: async () =>
          (await import('../../features/authority/routes/authority-page')).AuthorityPage,
      },
    },
    {
      path: paths.authorityMarc.pattern,
      // Named like a title's MARC tab ("<heading> · MARC"), and like a tab, switching between the
      // record and its MARC view keeps the focus on the view's link (route-announcer.tsx).
      handle: handle({ titleKey: 'pages.authority', titleTab: 'marc' }),
      loader: publicLoader(({ params }) => loadAuthority(queryClient, params.codAutoridade)),
      lazy: {
        Component: async () =>
          (await import('../../features/authority/routes/authority-page')).AuthorityPage,
      },
    },
    {
      path: '*',
      handle: handle({ titleKey: 'pages.notFound' }),
      lazy: { Component: async () => (await import('../pages/fallback-page')).FallbackPage },
    },
  ];

  return [
    {
      // The layout is not lazy: header, bars and footer paint at once, the page slot waits.
      Component: AppLayout,
      children: [
        {
          // Pathless, so a failing page keeps the layout around its error message.
          ErrorBoundary: RouteErrorPage,
          HydrateFallback: PageLoading,
          children: pages,
        },
      ],
    },
  ];
}
