import { create } from 'zustand';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * Spec section 3, client state "Loader": what start-up has loaded. Start-up (spec section 4)
 * reads it to fetch only what is missing.
 */
export interface LoaderState {
  configuracaoPagina: LoadStatus;
  guiasPesquisa: boolean;
  credenciaisPublicas: boolean;
  instituicao: boolean;
  funcionalidades: boolean;
}

const initial: LoaderState = {
  configuracaoPagina: 'idle',
  guiasPesquisa: false,
  credenciaisPublicas: false,
  instituicao: false,
  funcionalidades: false,
};

export const useLoaderStore = create<LoaderState>()(() => initial);

export const loaderActions = {
  statusChanged: (configuracaoPagina: LoadStatus) =>
    useLoaderStore.setState({ configuracaoPagina }),
  loaded: (part: Exclude<keyof LoaderState, 'configuracaoPagina'>) =>
    useLoaderStore.setState({ [part]: true }),
  /** A language change reloads the translated search guides. */
  searchGuidesReset: () => useLoaderStore.setState({ guiasPesquisa: false }),
  reset: () => useLoaderStore.setState(initial),
};
