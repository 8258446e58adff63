import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useIsSignedIn } from '../../stores/auth-store';
import { loginRedirectFor } from './require-auth';

/**
 * The render-time half of the guard: the loader checks on arrival, this catches a session
 * that ends while the page is open (a failed token refresh logs out, spec section 4).
 */
export function RequireSignedIn({ children }: { children: ReactNode }) {
  const signedIn = useIsSignedIn();
  const location = useLocation();
  if (!signedIn) {
    return <Navigate replace to={loginRedirectFor(`${location.pathname}${location.search}`)} />;
  }
  return <>{children}</>;
}
