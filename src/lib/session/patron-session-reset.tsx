import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { clearPatronData } from '../../api/queries/patron-data';

/**
 * Forgets everything that belonged to the patron of the ending session: their cached answers
 * and the client state screens kept for them. `refetchActive`: the screens on display fetch
 * theirs again (a change of person inside the personal area); otherwise they are leaving (a
 * logout). Features may not reach into each other's stores, so the app shell composes the step
 * (src/app/session/clear-patron-session.ts) and provides it here.
 */
export type PatronSessionReset = (options: { refetchActive: boolean }) => Promise<void>;

const PatronSessionResetContext = createContext<PatronSessionReset | null>(null);

export const PatronSessionResetProvider = PatronSessionResetContext.Provider;

/** The app's reset; a feature rendered alone (no shell) still drops the patron's answers. */
export function usePatronSessionReset(): PatronSessionReset {
  const provided = useContext(PatronSessionResetContext);
  const queryClient = useQueryClient();
  return provided ?? ((options) => clearPatronData(queryClient, options));
}
