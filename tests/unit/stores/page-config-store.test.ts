import { beforeEach, describe, expect, it } from 'vitest';
import type { ActivityPermission, SearchGuide } from '../../../src/api/generated/model';
import {
  defaultPageConfig,
  pageConfigActions,
  usePageConfigStore,
} from '../../../src/stores/page-config-store';

const activity = { cod_atividade: 8, cod_modulo: 1, descricao: 'Meu portal' } as ActivityPermission;
const guide: SearchGuide = {
  codigo: 'geral',
  descricao: 'Geral',
  tipo: 'simple',
  ordem: 0,
  padrao: true,
};
const stored = () =>
  (JSON.parse(localStorage.getItem('configuracao-pagina') ?? '{}') as { state?: object }).state;

beforeEach(() => {
  pageConfigActions.reset();
  localStorage.clear();
});

describe('page config', () => {
  it('starts with the neo personal-area theme and the menu open', () => {
    expect(usePageConfigStore.getState()).toMatchObject({
      temaAreaPessoal: 'neo',
      menuOpen: true,
      menuMobileOpen: false,
      atividades: [],
      guiasPesquisa: [],
    });
  });

  it('keeps activities, search guides (with their language) and the theme', () => {
    pageConfigActions.activitiesLoaded([activity]);
    pageConfigActions.searchGuidesLoaded([guide], 'pt');
    pageConfigActions.themeChosen('classico');
    expect(usePageConfigStore.getState()).toMatchObject({
      atividades: [activity],
      guiasPesquisa: [guide],
      guiasPesquisaIdioma: 'pt',
      temaAreaPessoal: 'classico',
    });
  });

  it('resets the guides on a language change', () => {
    pageConfigActions.searchGuidesLoaded([guide], 'pt');
    pageConfigActions.searchGuidesReset();
    expect(usePageConfigStore.getState()).toMatchObject({
      guiasPesquisa: [],
      guiasPesquisaIdioma: null,
    });
  });

  it('on logout resets the patron settings but keeps the institution data', () => {
    pageConfigActions.activitiesLoaded([activity]);
    pageConfigActions.searchGuidesLoaded([guide], 'pt');
    pageConfigActions.themeChosen('classico');
    pageConfigActions.menuToggled();
    pageConfigActions.patronSettingsReset();
    expect(usePageConfigStore.getState()).toEqual({
      ...defaultPageConfig,
      atividades: [activity],
      guiasPesquisa: [guide],
      guiasPesquisaIdioma: 'pt',
    });
  });

  it('toggles the menus; the mobile menu can also be set', () => {
    pageConfigActions.menuToggled();
    pageConfigActions.mobileMenuToggled();
    expect(usePageConfigStore.getState()).toMatchObject({ menuOpen: false, menuMobileOpen: true });
    pageConfigActions.mobileMenuToggled(true);
    expect(usePageConfigStore.getState().menuMobileOpen).toBe(true);
    pageConfigActions.mobileMenuToggled(false);
    expect(usePageConfigStore.getState().menuMobileOpen).toBe(false);
  });

  it('persists activities, guides and the theme but not the menu state', async () => {
    pageConfigActions.activitiesLoaded([activity]);
    pageConfigActions.searchGuidesLoaded([guide], 'en');
    pageConfigActions.themeChosen('classico');
    pageConfigActions.menuToggled();
    expect(stored()).toEqual({
      atividades: [activity],
      guiasPesquisa: [guide],
      guiasPesquisaIdioma: 'en',
      temaAreaPessoal: 'classico',
    });

    // The next visit: defaults in memory, then what was stored.
    const saved = localStorage.getItem('configuracao-pagina') ?? '';
    usePageConfigStore.setState(defaultPageConfig, true);
    localStorage.setItem('configuracao-pagina', saved);
    await usePageConfigStore.persist.rehydrate();
    expect(usePageConfigStore.getState()).toMatchObject({
      atividades: [activity],
      temaAreaPessoal: 'classico',
      menuOpen: true,
    });
  });
});
