import { describe, expect, it } from 'vitest';
import { libraryDataActions, useLibraryDataStore } from '../../../src/stores/library-data-store';
import { loaderActions, useLoaderStore } from '../../../src/stores/loader-store';

describe('loader state', () => {
  it('records what start-up has loaded and its status', () => {
    loaderActions.statusChanged('loading');
    loaderActions.loaded('credenciaisPublicas');
    loaderActions.loaded('guiasPesquisa');
    expect(useLoaderStore.getState()).toEqual({
      configuracaoPagina: 'loading',
      credenciaisPublicas: true,
      funcionalidades: false,
      instituicao: false,
      guiasPesquisa: true,
    });
  });

  it('forgets the search guides on a language change, and everything on reset', () => {
    loaderActions.loaded('guiasPesquisa');
    loaderActions.loaded('instituicao');
    loaderActions.searchGuidesReset();
    expect(useLoaderStore.getState()).toMatchObject({ guiasPesquisa: false, instituicao: true });
    loaderActions.reset();
    expect(useLoaderStore.getState()).toMatchObject({
      configuracaoPagina: 'idle',
      instituicao: false,
    });
  });
});

describe('library data', () => {
  it('remembers the selected submenu until reset', () => {
    libraryDataActions.submenuSelected('emprestimos');
    expect(useLibraryDataStore.getState().submenuSelecionado).toBe('emprestimos');
    libraryDataActions.reset();
    expect(useLibraryDataStore.getState().submenuSelecionado).toBeNull();
  });
});
