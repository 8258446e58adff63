import { useEffect } from 'react';
import { create } from 'zustand';

/** The name the current page gives itself (a title, an authority heading), if any. */
export const usePageNameStore = create<{ name: string | null }>()(() => ({ name: null }));

/**
 * Names the document after what the page shows. The app layout composes the whole title
 * ("<name> · Catálogo on-line · <sigla>", see app/router/use-document-title), preferring this
 * name over its route's generic one, so the order in which effects run does not matter.
 */
export function usePageTitle(name: string | undefined) {
  useEffect(() => {
    if (!name) return;
    usePageNameStore.setState({ name });
    return () => {
      if (usePageNameStore.getState().name === name) usePageNameStore.setState({ name: null });
    };
  }, [name]);
}
