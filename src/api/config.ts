/**
 * Deployment settings of the API client, read from Vite env variables at build time.
 * - `VITE_API_BASE_URL`: where `/api` lives (default `/api`, same origin).
 * - `VITE_PUBLIC_CLIENT_ID` / `VITE_PUBLIC_CLIENT_SECRET`: the anonymous client of the
 *   `client_credentials` grant, which each institution's deployment sets.
 */
export const apiConfig = {
  baseUrl: import.meta.env.VITE_API_BASE_URL ?? '/api',
  publicClient: {
    id: import.meta.env.VITE_PUBLIC_CLIENT_ID ?? 'catalogo-publico',
    secret: import.meta.env.VITE_PUBLIC_CLIENT_SECRET ?? 'catalogo-publico',
  },
  /** Spec section 7: client id 4 for the password and refresh_token grants. */
  patronClientId: '4' as const,
};
