import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Credentials } from '../api/token-storage';

/**
 * The anonymous visitor's token (`client_credentials` grant, spec section 4 start-up step 1).
 * It identifies no one, so plain sessionStorage is enough: a reload reuses it instead of asking
 * for a new one, and a new browser session starts fresh.
 */
export interface PublicCredentialsState {
  credentials: Credentials | null;
}

export const usePublicCredentialsStore = create<PublicCredentialsState>()(
  persist((): PublicCredentialsState => ({ credentials: null }), {
    name: 'credenciais-publicas',
    version: 1,
    storage: createJSONStorage(() => globalThis.sessionStorage),
  }),
);

export const publicCredentialsActions = {
  obtained: (credentials: Credentials) => usePublicCredentialsStore.setState({ credentials }),
  cleared: () => usePublicCredentialsStore.setState({ credentials: null }),
};
