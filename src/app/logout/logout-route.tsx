import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { redirect } from 'react-router';
import { Loader } from '../../../design-system';
import { logout } from '../../features/auth/api/logout';
import { clearPatronSession } from '../session/clear-patron-session';
import { publicConfigQueries } from '../../api/queries/public-config-queries';
import { leaveAppFor } from '../../lib/urls/leave-app';

/** The app's base address as a full URL (Vite's `base`, `/` when the app sits at the root). */
const baseAddress = () => import.meta.env.BASE_URL || '/';

/**
 * `/sair`: ends the session before anything renders. Patron data leaves the query cache (the
 * one patron-data predicate of src/api); the institution's public configuration, the catalogue
 * and start-up's own entry stay, so going home does not rerun start-up. A link to an identity provider or a "reload" leaves the app with a full page
 * load, which also drops anything else held in memory.
 */
export async function logoutLoader(queryClient: QueryClient): Promise<Response | null> {
  const institution = queryClient.getQueryData(publicConfigQueries.institution().queryKey);
  // Waits for the server to revoke the tokens (bounded: logout goes on if it fails or hangs).
  const destination = await logout(institution);
  await clearPatronSession(queryClient, { refetchActive: false });

  if (destination.kind === 'base') return redirect('/');
  // The session is already gone here: a refused identity-provider address still ends the
  // logout, with the page reload at the app's base.
  const leaving =
    (destination.kind === 'external' && leaveAppFor(destination.url, 'logout', 'logout')) ||
    leaveAppFor(baseAddress(), 'logout');
  if (!leaving) return redirect('/');
  // The browser is leaving: keep the page on its "signing out" screen meanwhile.
  return null;
}

/** Shown only while the browser leaves for the logout address. */
export function LogoutPage() {
  const { t } = useTranslation('personal-area');
  return <Loader fullPage={false} message={t('logout.working')} />;
}
