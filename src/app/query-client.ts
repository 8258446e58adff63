import { MutationCache, QueryCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { isApiError, isUnconfirmedWrite } from '../api/errors';
import { readRetryDelay, shouldRetryRead } from '../api/retry-policy';
import { followBrowserOnlineState } from '../lib/offline/use-online';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** The screen shows this mutation's failure itself (inline alert): no global toast. */
      handlesOwnError?: boolean;
      /**
       * Query keys to invalidate after success, each with everything under it (key hierarchy,
       * CONVENTIONS habit 2): `[['loans']]` refreshes every loans list and detail.
       */
      invalidates?: readonly QueryKey[];
    };
  }
}

export interface QueryClientOptions {
  /** How a failure is told to the user. @default a toast (notifyError) */
  reportError?: (error: unknown) => void;
}

// A 401 that gets here is one the token refresh could not save: the session-expired warning of
// spec section 4 (auth) already tells the user, so a second toast would only repeat it.
const isSessionLoss = (error: unknown) => isApiError(error) && error.status === 401;

// The toasts (and the translations they need) are not part of the page's first script, which
// creates this client: they load with the app, well before any failure can be shown.
const notifyErrorLater = (error: unknown) =>
  void import('../lib/notifications/notifications').then(({ notifyError }) => notifyError(error));

export function createQueryClient({ reportError = notifyErrorLater }: QueryClientOptions = {}) {
  // Offline, queries pause on the data they have (networkMode 'online', the default) instead of
  // failing, and their retries wait for the network: the screens keep what was seen last.
  followBrowserOnlineState();
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        // A failed first load is the page's own inline error with its retry button; a toast is
        // for a background refetch failing under data the user is still looking at.
        if (query.state.data === undefined || isSessionLoss(error)) return;
        reportError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        // The write may have been done: re-read what it changes, so the list the patron sees
        // (a hold, a renewal, a request, a comment) says whether it happened before they send
        // it again. Returned, so `mutateAsync` rejects once the lists are fresh.
        const keys = isUnconfirmedWrite(error) ? (mutation.meta?.invalidates ?? []) : [];
        const reread = Promise.all(
          keys.map((queryKey) => client.invalidateQueries({ queryKey })),
        ).catch(() => {});
        if (!mutation.meta?.handlesOwnError && !isSessionLoss(error)) reportError(error);
        return reread;
      },
      // Returned, so `mutateAsync` resolves once the invalidated queries have refetched.
      onSuccess: (_data, _variables, _context, mutation) => {
        const keys = mutation.meta?.invalidates;
        if (!keys?.length) return;
        return Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        // src/api/retry-policy.ts: network, 5xx, 408 and 429 (after Retry-After), with backoff.
        retry: shouldRetryRead,
        retryDelay: readRetryDelay,
      },
      // A write whose answer was lost may have been done: never sent again behind the patron's back.
      // Nor sent later: offline, a write fails at once and its form says so, with what was typed
      // still there, instead of waiting paused and going out whenever the network returns.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
  return client;
}
