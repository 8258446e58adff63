import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useCallback } from 'react';
import { PageLoading } from '../router/page-loading';
import {
  Outlet,
  ScrollRestoration,
  useHref,
  useNavigate,
  useNavigation,
  type NavigateOptions,
} from 'react-router';
import { RouterProvider as DesignSystemRouterProvider, Spinner } from '../../../design-system';
import {
  PatronSessionResetProvider,
  type PatronSessionReset,
} from '../../lib/session/patron-session-reset';
import { clearPatronSession } from '../session/clear-patron-session';
import { NotificationRegion } from '../errors/notification-region';
import { AppSignInSlotProvider } from '../sign-in/app-sign-in-slot';
import { useDocumentTitle } from '../router/use-document-title';
import { AccessibilityBar } from './accessibility-bar/accessibility-bar';
import * as styles from './app-layout.css';
import { Footer } from './footer/footer';
import { Header } from './header/header';
import { LanguageBar } from './language-bar/language-bar';
import { MAIN_ID, RouteAnnouncer } from './route-announcer/route-announcer';
import { StartupFallbackBanner } from '../startup/startup-fallback-banner';
import { OfflineBanner } from '../../lib/offline/offline-banner';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

/**
 * Router hrefs for design-system links. An absolute address (the footer's external links, online
 * resources) is the browser's to follow: react-router's `useHref` would resolve it as a path
 * ("/https:/..."). The hook still runs every time, as hooks must.
 */
function useAppHref(href: string): string {
  const routed = useHref(href);
  return /^[a-z][a-z\d+.-]*:/i.test(href) || href.startsWith('//') ? href : routed;
}

/**
 * Names the document (use-document-title.ts). A component of its own, as NavigationProgress is:
 * what they read changes after hydration (a page names itself in an effect, start-up reads the
 * institution again, the router settles), and in the frame each change re-rendered the whole page
 * at once, synchronously (a store's change is urgent work for React): a long task of its own on
 * the results page of a slow phone.
 */
function DocumentTitle() {
  useDocumentTitle();
  return null;
}

/** A spinner while the router loads the next page. */
function NavigationProgress() {
  const navigation = useNavigation();
  return navigation.state === 'loading' ? (
    <div className={styles.navigating}>
      <Spinner size="sm" />
    </div>
  ) : null;
}

/**
 * The frame of every page: the top bar (accessibility and language), header, the routed page in
 * `<main id="conteudo">` (the skip link's target), footer. Design-system links, menu items
 * and tabs with an `href` navigate through the router from here down.
 */
export function AppLayout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const resetPatronSession = useCallback<PatronSessionReset>(
    (options) => clearPatronSession(queryClient, options),
    [queryClient],
  );
  return (
    <DesignSystemRouterProvider
      navigate={(to, options) => void navigate(to, options)}
      useHref={useAppHref}
    >
      <div className={styles.shell}>
        <AccessibilityBar languageChoice={<LanguageBar />} />
        <Header />
        <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
          <StartupFallbackBanner />
          <OfflineBanner />
          <NavigationProgress />
          <PatronSessionResetProvider value={resetPatronSession}>
            <AppSignInSlotProvider>
              {/* A page whose texts are an on-demand namespace waits here, inside the shell. */}
              <Suspense fallback={<PageLoading />}>
                <Outlet />
              </Suspense>
            </AppSignInSlotProvider>
          </PatronSessionResetProvider>
        </main>
        <Footer />
      </div>
      <NotificationRegion />
      <DocumentTitle />
      {/* Says each new page's title and moves the focus to its h1 (route-announcer.tsx). */}
      <RouteAnnouncer />
      {/* A new page opens at its top, Back and Forward return to where the reader was (kept in
          sessionStorage): without it a title opened from far down a list of results opened as
          far down, and moved under the pointer as its content came in. A page's own changes
          (a search's facets and pages, a title's tabs) navigate with `preventScrollReset`. */}
      <ScrollRestoration />
    </DesignSystemRouterProvider>
  );
}
