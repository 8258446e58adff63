import { useEffect } from 'react';
import { create } from 'zustand';

/** What the current page says about itself for the document title, if anything. */
export interface PageTitleState {
  /** The name the page gives itself (a title, an authority heading, a guide), if any. */
  name: string | null;
  /** The search a results page lists, and which page of it. */
  query?: string;
  pageNumber?: number;
}

export const usePageNameStore = create<PageTitleState>()(() => ({ name: null }));

/**
 * Names the document after what the page shows. The app layout composes the whole title
 * (`documentTitle` in document-title.ts), preferring this name over its route's generic one,
 * so the order in which effects run does not matter. A results page also passes its search.
 */
export function usePageTitle(
  name: string | undefined,
  search?: { query: string; pageNumber: number },
) {
  const query = search?.query || undefined;
  const pageNumber = search?.pageNumber;
  useEffect(() => {
    if (!name) return;
    const own: PageTitleState = { name, query, pageNumber };
    usePageNameStore.setState(own, true);
    return () => {
      if (usePageNameStore.getState() === own) usePageNameStore.setState({ name: null }, true);
    };
  }, [name, query, pageNumber]);
}
