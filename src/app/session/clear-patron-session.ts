import type { QueryClient } from '@tanstack/react-query';
import { clearPatronData } from '../../api/queries/patron-data';
import { tickedTitlesActions } from '../../features/search/stores/ticked-titles-store';
import { menuActions } from '../personal-area/menu-store';

/**
 * The one "clear patron data" step of logout, user swap and change of login: the patron's
 * cached answers go (the institution's configuration and the catalogue stay), and so does the
 * client state kept for them (ticked titles, the personal-area menu). The auth stores are the
 * auth feature's own, cleared by its logout.
 */
export async function clearPatronSession(
  queryClient: QueryClient,
  { refetchActive }: { refetchActive: boolean },
): Promise<void> {
  tickedTitlesActions.cleared();
  menuActions.reset();
  await clearPatronData(queryClient, { refetchActive });
}
