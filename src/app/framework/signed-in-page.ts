import type { ClientLoaderFunctionArgs } from 'react-router';
import { PageLoading } from '../router/page-loading';
import { requireSignedIn, signedInMiddleware } from '../router/require-auth';

/**
 * What a patron's page rendered by the browser exports besides its component and handle (the
 * data router's `protectedRoute`, require-auth.ts): the sign-in guard as client middleware, before
 * any loader could prefetch with the public token, and in the loader for the first load, so an
 * anonymous visitor goes to `/login?redirect=...`; the server sends the layout with the page's
 * loading slot. Route modules re-export these (routes/personal-area.tsx, mobile-app.tsx,
 * redirect-page.tsx).
 */
export const clientMiddleware = [signedInMiddleware];
export function clientLoader(args: ClientLoaderFunctionArgs) {
  return requireSignedIn(args);
}
clientLoader.hydrate = true as const;

export const HydrateFallback = PageLoading;
