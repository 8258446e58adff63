import { create } from 'zustand';

/** Spec section 3, client state "Library data": selected submenu, authorities, storage data. */
export interface LibraryDataState {
  submenuSelecionado: string | null;
  autoridades: Record<string, unknown>;
  dadosArmazenamento: Record<string, unknown>;
}

const initial: LibraryDataState = {
  submenuSelecionado: null,
  autoridades: {},
  dadosArmazenamento: {},
};

export const useLibraryDataStore = create<LibraryDataState>()(() => initial);

export const libraryDataActions = {
  submenuSelected: (submenuSelecionado: string | null) =>
    useLibraryDataStore.setState({ submenuSelecionado }),
  reset: () => useLibraryDataStore.setState(initial),
};
