import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ActivityPermission } from '../../../src/api/generated/model';
import {
  entryAt,
  isEntryPermitted,
  permittedEntries,
  personalAreaMenu,
} from '../../../src/app/personal-area/menu-registry';
import { screenModules } from '../../../src/app/personal-area/screen-modules';
import { PersonalAreaLayout } from '../../../src/app/personal-area/personal-area-layout';
import { authActions } from '../../../src/stores/auth-store';
import { menuActions, useMenuStore } from '../../../src/app/personal-area/menu-store';
import { renderRoutes, signInAs } from './render-routes';

const activity = (cod_atividade: number, cod_modulo = 2): ActivityPermission => ({
  cod_atividade,
  cod_modulo,
  descricao: `Atividade ${cod_atividade}`,
});
/** Activity 13 (comments) in module 1: what gates My comments (spec section 6). */
const comments = activity(13, 1);

afterEach(() => {
  cleanup();
  authActions.loggedOut();
  menuActions.reset();
});

describe('menu registry gating', () => {
  const open = { activity: undefined };
  const suggestions = { activity: 12 };

  it('opens an entry without an activity to every patron, one with an activity only to its holders', () => {
    expect(isEntryPermitted(open, [])).toBe(true);
    expect(isEntryPermitted(suggestions, [])).toBe(false);
    expect(isEntryPermitted(suggestions, [activity(8), activity(13)])).toBe(false);
    expect(isEntryPermitted(suggestions, [activity(8), activity(12)])).toBe(true);
  });

  it('checks the module too when the entry names one', () => {
    const moduled = { activity: 13, module: 1 };
    expect(isEntryPermitted(moduled, [activity(13, 2)])).toBe(false);
    expect(isEntryPermitted(moduled, [activity(13, 1)])).toBe(true);
    expect(isEntryPermitted({ activity: 13 }, [activity(13, 2)])).toBe(true);
  });

  it('has a screen module for every route of the registry, and none left over', () => {
    const keys = personalAreaMenu.flatMap((entry) => [
      entry.id,
      ...(entry.subpages ?? []).map((page) => `${entry.id}/${page.path}`),
    ]);
    expect(Object.keys(screenModules).sort()).toEqual([...keys].sort());
  });

  it('lists the permitted entries in registry order and finds an entry by its path', () => {
    const ids = (permissions: ActivityPermission[]) =>
      permittedEntries(personalAreaMenu, permissions).map((entry) => entry.id);
    // Screens open to every patron come first (home leads); the gated one joins its holders'.
    expect(ids([])[0]).toBe('home');
    expect(ids([])).not.toContain('myComments');
    expect(ids([comments])).toContain('myComments');
    expect(ids([comments]).filter((id) => id !== 'myComments')).toEqual(ids([]));
    expect(entryAt(personalAreaMenu, '')?.id).toBe('home');
    expect(entryAt(personalAreaMenu, '/comentarios/')?.id).toBe('myComments');
    expect(entryAt(personalAreaMenu, 'nada')).toBeUndefined();
  });

  it('registers the dashboard as the home, open to every patron', () => {
    const home = personalAreaMenu.find((entry) => entry.id === 'home');
    expect(home?.path).toBe('');
    expect(home?.activity).toBeUndefined();
  });
});

describe('PersonalAreaLayout', () => {
  const routes = [
    { path: '/login', element: <p>Página de login</p> },
    {
      path: '/meu-portal',
      Component: PersonalAreaLayout,
      children: [
        { index: true, element: <p>Painel</p> },
        { path: 'comentarios', element: <p>Tela de comentários</p> },
      ],
    },
  ];

  it('shows only the screens the patron’s activities allow, marking the current one', async () => {
    signInAs([activity(8)]);
    await renderRoutes(routes, '/meu-portal');

    const menu = await screen.findByRole('navigation', { name: 'Menu do Meu portal' });
    const links = within(menu).getAllByRole('link');
    expect(links[0]?.textContent).toBe('Início');
    expect(links.map((link) => link.textContent)).not.toContain('Meus comentários');
    expect(links[0]?.getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('Painel')).toBeTruthy();
  });

  it('lists a gated screen for a holder of its activity', async () => {
    signInAs([comments]);
    await renderRoutes(routes, '/meu-portal/comentarios');

    const menu = await screen.findByRole('navigation', { name: 'Menu do Meu portal' });
    expect(within(menu).getByRole('link', { name: 'Meus comentários' }).getAttribute('href')).toBe(
      '/meu-portal/comentarios',
    );
    expect(screen.getByText('Tela de comentários')).toBeTruthy();
  });

  it('lists a group’s pages under its name (Acquisition), in the menu’s order', async () => {
    signInAs([activity(8)]);
    await renderRoutes(routes, '/meu-portal');

    const menu = await screen.findByRole('navigation', { name: 'Menu do Meu portal' });
    const group = within(menu).getByRole('list', { name: 'Aquisição' });
    expect(
      within(group)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Consulta de sugestões', 'Pedidos de compra', 'Bases de dados', 'Estatísticas']);
    expect(
      within(group).getByRole('link', { name: 'Pedidos de compra' }).getAttribute('href'),
    ).toBe('/meu-portal/aquisicao/pedidos');
    // The group sits where its first entry is: after Inter-library loan, before Titles totals.
    const names = within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names.indexOf('Consulta de sugestões')).toBe(
      names.indexOf('Empréstimo entre bibliotecas') + 1,
    );
    expect(names.indexOf('Totais de títulos')).toBe(names.indexOf('Estatísticas') + 1);
  });

  it('refuses a gated screen reached by its address without the activity', async () => {
    signInAs([activity(8), activity(13, 2)]);
    await renderRoutes(routes, '/meu-portal/comentarios');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Acesso não permitido' }),
    ).toBeTruthy();
    expect(screen.getByText('Você não tem permissão para usar esta página.')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Ir para o início do Meu portal' }).getAttribute('href'),
    ).toBe('/meu-portal');
    expect(screen.queryByText('Tela de comentários')).toBeNull();
    const menu = screen.getByRole('navigation', { name: 'Menu do Meu portal' });
    expect(within(menu).queryByRole('link', { name: 'Meus comentários' })).toBeNull();
  });

  it('collapses the menu to icons on demand, keeping the names for assistive technology', async () => {
    signInAs();
    await renderRoutes(routes, '/meu-portal');
    const menu = await screen.findByRole('navigation', { name: 'Menu do Meu portal' });

    await userEvent.click(within(menu).getByRole('button', { name: 'Recolher o menu' }));

    expect(useMenuStore.getState().menuOpen).toBe(false);
    const expand = within(menu).getByRole('button', { name: 'Expandir o menu' });
    expect(expand.getAttribute('aria-expanded')).toBe('false');
    expect(within(menu).getByRole('link', { name: 'Início' })).toBeTruthy();
  });

  it('opens and closes the mobile menu, and closes it after choosing a screen', async () => {
    signInAs([comments]);
    const { router } = await renderRoutes(routes, '/meu-portal');
    const menu = await screen.findByRole('navigation', { name: 'Menu do Meu portal' });

    await userEvent.click(within(menu).getByRole('button', { name: 'Abrir o menu' }));
    expect(useMenuStore.getState().menuMobileOpen).toBe(true);

    await act(() => router.navigate('/meu-portal/comentarios'));
    expect(useMenuStore.getState().menuMobileOpen).toBe(false);
  });
});
