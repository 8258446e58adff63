import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { ActivityPermission, SearchGuide } from '../api/generated/model';

/**
 * Spec section 3, client state "Page config": public activities (functionalities), search
 * guides, personal-area theme (default `neo`) and menu state. Activities, guides and the
 * personal-area settings persist; the menu's open state does not.
 */
export interface PageConfigState {
  atividades: ActivityPermission[];
  guiasPesquisa: SearchGuide[];
  /** The language the stored guides' labels are in: start-up refetches them in another one. */
  guiasPesquisaIdioma: string | null;
  temaAreaPessoal: string;
  menuOpen: boolean;
  menuMobileOpen: boolean;
}

export const defaultPageConfig: PageConfigState = {
  atividades: [],
  guiasPesquisa: [],
  guiasPesquisaIdioma: null,
  temaAreaPessoal: 'neo',
  menuOpen: true,
  menuMobileOpen: false,
};

export const usePageConfigStore = create<PageConfigState>()(
  persist(() => defaultPageConfig, {
    name: 'configuracao-pagina',
    version: 1,
    partialize: ({ atividades, guiasPesquisa, guiasPesquisaIdioma, temaAreaPessoal }) => ({
      atividades,
      guiasPesquisa,
      guiasPesquisaIdioma,
      temaAreaPessoal,
    }),
  }),
);

export const pageConfigActions = {
  activitiesLoaded: (atividades: ActivityPermission[]) =>
    usePageConfigStore.setState({ atividades }),
  searchGuidesLoaded: (guiasPesquisa: SearchGuide[], language: string | null = null) =>
    usePageConfigStore.setState({ guiasPesquisa, guiasPesquisaIdioma: language }),
  /** Changing language resets the guides: their labels come translated from the server. */
  searchGuidesReset: () =>
    usePageConfigStore.setState({ guiasPesquisa: [], guiasPesquisaIdioma: null }),
  themeChosen: (temaAreaPessoal: string) => usePageConfigStore.setState({ temaAreaPessoal }),
  menuToggled: () => usePageConfigStore.setState((state) => ({ menuOpen: !state.menuOpen })),
  mobileMenuToggled: (open?: boolean) =>
    usePageConfigStore.setState((state) => ({ menuMobileOpen: open ?? !state.menuMobileOpen })),
  /** Logout: the patron's settings go back to defaults; the institution's activities and guides stay. */
  patronSettingsReset: () =>
    usePageConfigStore.setState(({ atividades, guiasPesquisa, guiasPesquisaIdioma }) => ({
      ...defaultPageConfig,
      atividades,
      guiasPesquisa,
      guiasPesquisaIdioma,
    })),
  reset: () => usePageConfigStore.setState(defaultPageConfig),
};
