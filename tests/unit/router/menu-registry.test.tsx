import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ActivityPermission } from '../../../src/api/generated/model';
import {
  entryAt,
  isEntryPermitted,
  permittedEntries,
  personalAreaMenu,
  sectionedEntries,
  type PersonalAreaMenuEntry,
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

  it('sorts every entry but the home into one of six sections, each under one name', () => {
    const [home, ...rest] = personalAreaMenu;
    expect(home?.section).toBeUndefined();
    expect(rest.every((entry) => entry.section !== undefined)).toBe(true);
    const sections = sectionedEntries(personalAreaMenu).slice(1);
    expect(sections.map((item) => ('section' in item ? item.section : item.id))).toEqual([
      'circulation',
      'debts',
      'requests',
      'discovery',
      'acquisition',
      'account',
    ]);
  });

  it('leaves out a section none of whose entries the patron may use', () => {
    const entries: PersonalAreaMenuEntry[] = [
      { id: 'home', path: '' },
      {
        id: 'myComments',
        path: 'comentarios',
        activity: 13,
        section: 'discovery',
      },
    ];
    expect(sectionedEntries(permittedEntries(entries, []))).toEqual([entries[0]]);
    expect(sectionedEntries(permittedEntries(entries, [activity(13)]))).toEqual([
      entries[0],
      { section: 'discovery', entries: [entries[1]] },
    ]);
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

  it('lists the screens in sections a screen reader names, the home first', async () => {
    signInAs([activity(8)]);
    await renderRoutes(routes, '/meu-portal');

    const menu = await screen.findByRole('navigation', { name: 'Menu do Meu portal' });
    const names = (list: HTMLElement) =>
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent);
    expect(names(menu)[0]).toBe('Início');
    expect(names(within(menu).getByRole('list', { name: 'Circulação' }))).toEqual([
      'Empréstimos',
      'Reservas',
      'Renovação',
      'Gerar token',
    ]);
    const acquisition = within(menu).getByRole('list', { name: 'Aquisição' });
    expect(names(acquisition)).toEqual([
      'Consulta de sugestões',
      'Pedidos de compra',
      'Bases de dados',
      'Estatísticas',
      'Totais de títulos',
    ]);
    expect(
      within(acquisition).getByRole('link', { name: 'Pedidos de compra' }).getAttribute('href'),
    ).toBe('/meu-portal/aquisicao/pedidos');
    expect(names(within(menu).getByRole('list', { name: 'Minha conta' }))).toContain(
      'Alterar senha',
    );
    for (const section of ['Débitos e suspensões', 'Solicitações e serviços']) {
      expect(within(menu).getByRole('list', { name: section })).toBeTruthy();
    }
    // Without activity 13 (comments) the discovery section lists the rest, not My comments.
    expect(names(within(menu).getByRole('list', { name: 'Pesquisa e interesses' }))).not.toContain(
      'Meus comentários',
    );
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

  it('leaves the phone’s menu button to the header, and closes the menu after choosing a screen', async () => {
    signInAs([comments]);
    const { router } = await renderRoutes(routes, '/meu-portal');
    const menu = await screen.findByRole('navigation', { name: 'Menu do Meu portal' });

    // One menu button on a phone: the header's, which opens this menu while it is shown.
    expect(within(menu).queryByRole('button', { name: 'Abrir o menu' })).toBeNull();
    expect(useMenuStore.getState().personalAreaMenuShown).toBe(true);
    act(() => menuActions.mobileMenuToggled());
    expect(useMenuStore.getState().menuMobileOpen).toBe(true);

    await act(() => router.navigate('/meu-portal/comentarios'));
    expect(useMenuStore.getState().menuMobileOpen).toBe(false);

    await act(() => router.navigate('/login'));
    expect(useMenuStore.getState().personalAreaMenuShown).toBe(false);
  });
});
