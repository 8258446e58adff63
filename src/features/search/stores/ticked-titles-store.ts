import { create } from 'zustand';
import type { SearchRecord } from '../../../api/generated/model';

/**
 * The titles the patron has ticked in a result list, for "add selected to the basket" (spec
 * section 3, client state "Search": acervosFiltrados). The rest of that state has a home of
 * its own: the answer (consulta) is the search query's cache entry; term, filters, sort, page
 * and display are in the URL.
 */
export interface TickedTitlesState {
  acervosFiltrados: SearchRecord[];
}

export const useTickedTitlesStore = create<TickedTitlesState>()(() => ({ acervosFiltrados: [] }));

export const tickedTitlesActions = {
  /** The whole selection replaced (select all on the page, none, after adding to the basket). */
  changed: (acervosFiltrados: SearchRecord[]) =>
    useTickedTitlesStore.setState({ acervosFiltrados }),
  /** One title ticked or unticked, against the selection as it is now. */
  titleTicked: (record: SearchRecord, isTicked: boolean) =>
    useTickedTitlesStore.setState(({ acervosFiltrados }) => ({
      acervosFiltrados: isTicked
        ? [...acervosFiltrados.filter((item) => item.cod_acervo !== record.cod_acervo), record]
        : acervosFiltrados.filter((item) => item.cod_acervo !== record.cod_acervo),
    })),
  /** Spec section 4: leaving a search (or the session) clears the ticked titles. */
  cleared: () => useTickedTitlesStore.setState({ acervosFiltrados: [] }),
};
