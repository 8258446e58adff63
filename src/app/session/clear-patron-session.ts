import type { QueryClient } from '@tanstack/react-query';
import { clearPatronData } from '../../api/queries/patron-data';
import { tickedTitlesActions } from '../../features/search/stores/ticked-titles-store';
import { menuActions } from '../personal-area/menu-store';
import { forgetPersistedPatronQueries } from '../patron-query-persistence';

/**
 * The one "clear patron data" step of logout, user swap and change of login: the patron's
 * cached answers go (the institution's configuration and the catalogue stay), and so does the
 * client state kept for them (ticked titles, the personal-area menu), and so does the encrypted
 * copy of their loans, holds and debts kept for offline use. The auth stores are the auth
 * feature's own, cleared by its logout.
 */
export async function clearPatronSession(
  queryClient: QueryClient,
  { refetchActive }: { refetchActive: boolean },
): Promise<void> {
  tickedTitlesActions.cleared();
  menuActions.reset();
  forgetPersistedPatronQueries();
  await clearPatronData(queryClient, { refetchActive });
  // Again once the cache is cleared: a save taken meanwhile must not bring the copy back.
  forgetPersistedPatronQueries();
}
