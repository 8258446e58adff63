import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { redirect } from 'react-router';
import { Loader } from '../../../design-system';
import { logout } from '../../features/auth/api/logout';
import { institutionQueries } from '../../features/institution/api/institution-queries';

/** The app's base address as a full URL (Vite's `base`, `/` when the app sits at the root). */
const baseAddress = () => import.meta.env.BASE_URL || '/';

/**
 * `/sair`: ends the session before anything renders. Patron data leaves the query cache; the
 * institution's public configuration (and start-up's own entry) stays, so going home does not
 * rerun start-up. A link to an identity provider or a "reload" leaves the app with a full page
 * load, which also drops anything else held in memory.
 */
export async function logoutLoader(queryClient: QueryClient): Promise<Response | null> {
  const institution = queryClient.getQueryData(institutionQueries.institution().queryKey);
  const destination = logout(institution);
  const publicKeys = [
    institutionQueries.institution().queryKey,
    institutionQueries.functionalities().queryKey,
    institutionQueries.searchGuides().queryKey,
    ['startup'],
  ].map((key) => JSON.stringify(key));
  await queryClient.cancelQueries();
  queryClient.removeQueries({
    predicate: (query) => !publicKeys.includes(JSON.stringify(query.queryKey)),
  });

  if (destination.kind === 'base') return redirect('/');
  window.location.assign(destination.kind === 'external' ? destination.url : baseAddress());
  // The browser is leaving: keep the page on its "signing out" screen meanwhile.
  return null;
}

/** Shown only while the browser leaves for the logout address. */
export function LogoutPage() {
  const { t } = useTranslation('personal-area');
  return <Loader fullPage={false} message={t('logout.working')} />;
}
