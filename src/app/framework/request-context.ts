import type { QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { createContext } from 'react-router';
import type { LanguageCode } from '../../lib/i18n/languages';
import type { ViewportGuess } from '../../lib/media/viewport-guess';

/** What the root middleware (request-state.server.ts) prepares for one request's loaders and render. */
export interface RequestState {
  /** This request's own cache: loaders fill it, entry.server renders from it, then it is dropped. */
  queryClient: QueryClient;
  /** The translations in the request's language, shared by every request in that language. */
  i18n: i18n;
  language: LanguageCode;
  viewport: ViewportGuess | undefined;
  /**
   * The hashes of the queries start-up put in (the institution's configuration): the root
   * loader sends those, the page loaders the rest, so the page carries each answer once.
   */
  startupHashes: ReadonlySet<string>;
}

/**
 * React Router's middleware context (RR 8: `context` of loaders and of entry.server's
 * `handleRequest` is a RouterContextProvider): per request, never module state, so concurrent
 * requests in different languages never share a cache.
 */
export const requestStateContext = createContext<RequestState>();
