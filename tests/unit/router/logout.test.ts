import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Institution } from '../../../src/api/generated/model';
import { logoutLoader } from '../../../src/app/logout/logout-route';
import { logout, OIDC_NONCE_STORAGE_KEY } from '../../../src/features/auth/api/logout';
import { institutionQueries } from '../../../src/features/institution/api/institution-queries';
import {
  authActions,
  useRememberedAuthStore,
  useSessionAuthStore,
} from '../../../src/stores/auth-store';
import { pageConfigActions, usePageConfigStore } from '../../../src/stores/page-config-store';
import { searchActions, useSearchStore } from '../../../src/stores/search-store';

const institution: Institution = {
  codEmpresa: 1,
  sigla: 'UFX',
  usaOIDC: false,
  usaSAML: false,
  modo_autenticacao: 2,
  modo_criptografia: 4,
  parametros: { url_web: 'https://biblioteca.ufx.example.org', aquisicao: true },
};
const guide = {
  codigo: 'geral',
  descricao: 'Pesquisa geral',
  tipo: 'simple',
  ordem: 1,
  padrao: true,
};
const activity = { cod_atividade: 13, cod_modulo: 1, descricao: 'Comentários' };

beforeEach(() => {
  authActions.signedIn('remembered', {
    credentials: { access_token: 'a', refresh_token: 'r' },
    user: { cod_pessoa: 1, nome_pessoa: 'Ana Lima', login: 'leitor' },
    authPermissions: [activity],
  });
  pageConfigActions.activitiesLoaded([activity]);
  pageConfigActions.searchGuidesLoaded([guide] as never);
  pageConfigActions.menuToggled();
  searchActions.searched('dom casmurro');
});
afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('logout (spec section 4, "Session")', () => {
  it('clears both auth stores and resets page and search state, keeping the public configuration', () => {
    expect(logout(institution)).toEqual({ kind: 'base' });

    expect(useRememberedAuthStore.getState().user).toBeNull();
    expect(useSessionAuthStore.getState().credentials).toBeNull();
    expect(useSearchStore.getState().log).toEqual([]);
    const pageConfig = usePageConfigStore.getState();
    expect(pageConfig.menuOpen).toBe(true);
    expect(pageConfig.atividades).toEqual([activity]);
    expect(pageConfig.guiasPesquisa).toHaveLength(1);
  });

  it('after an OIDC sign-in, removes the nonce and goes to the OIDC logout link, else reloads', () => {
    sessionStorage.setItem(OIDC_NONCE_STORAGE_KEY, 'n-1');
    expect(logout({ ...institution, usaSAML: true, link_logout_OIDC: 'https://idp/sair' })).toEqual(
      {
        kind: 'external',
        url: 'https://idp/sair',
      },
    );
    expect(sessionStorage.getItem(OIDC_NONCE_STORAGE_KEY)).toBeNull();

    sessionStorage.setItem(OIDC_NONCE_STORAGE_KEY, 'n-2');
    expect(logout({ ...institution, link_logout_OIDC: null })).toEqual({ kind: 'reload' });
  });

  it('with SAML on, goes to the SAML logout link, else reloads', () => {
    expect(
      logout({ ...institution, usaSAML: true, link_logout_saml: 'https://sso/logout' }),
    ).toEqual({
      kind: 'external',
      url: 'https://sso/logout',
    });
    expect(logout({ ...institution, usaSAML: true, link_logout_saml: null })).toEqual({
      kind: 'reload',
    });
  });
});

describe('logoutLoader (/sair)', () => {
  it('drops patron data from the cache, keeps the institution, and goes home', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(institutionQueries.institution().queryKey, institution);
    queryClient.setQueryData(['/emprestimo/titulos-pendentes'], [{ cod_exemplar: 1 }]);

    const response = await logoutLoader(queryClient);

    expect(response?.status).toBe(302);
    expect(response?.headers.get('Location')).toBe('/');
    expect(queryClient.getQueryData(['/emprestimo/titulos-pendentes'])).toBeUndefined();
    expect(queryClient.getQueryData(institutionQueries.institution().queryKey)).toEqual(
      institution,
    );
  });

  it('leaves the app with a full load of its base address when SAML has no logout link', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const queryClient = new QueryClient();
    queryClient.setQueryData(institutionQueries.institution().queryKey, {
      ...institution,
      usaSAML: true,
      link_logout_saml: null,
    });

    expect(await logoutLoader(queryClient)).toBeNull();
    expect(assign).toHaveBeenCalledWith('/');
  });
});
