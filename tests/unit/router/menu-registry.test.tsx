import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ActivityPermission } from '../../../src/api/generated/model';
import {
  entryAt,
  isEntryPermitted,
  permittedEntries,
  personalAreaMenu,
  type PersonalAreaMenuEntry,
} from '../../../src/app/personal-area/menu-registry';
import type * as MenuRegistry from '../../../src/app/personal-area/menu-registry';
import { PersonalAreaLayout } from '../../../src/app/personal-area/personal-area-layout';
import { authActions } from '../../../src/stores/auth-store';
import { menuActions, useMenuStore } from '../../../src/app/personal-area/menu-store';
import { renderRoutes, signInAs } from './render-routes';

// A screen gated by an activity, registered beside the real ones, to see the gating end to end.
vi.mock('../../../src/app/personal-area/menu-registry', async (importOriginal) => {
  const original = await importOriginal<typeof MenuRegistry>();
  const { IconHome } = await import('../../../design-system');
  const gated: PersonalAreaMenuEntry = {
    id: 'alerts',
    path: 'alertas',
    activity: 99,
    icon: IconHome,
    load: () => Promise.resolve(() => null),
  };
  return { ...original, personalAreaMenu: [...original.personalAreaMenu, gated] };
});

const activity = (cod_atividade: number): ActivityPermission => ({
  cod_atividade,
  cod_modulo: 2,
  descricao: `Atividade ${cod_atividade}`,
});

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

  it('lists the permitted entries in registry order and finds an entry by its path', () => {
    const ids = (permissions: ActivityPermission[]) =>
      permittedEntries(personalAreaMenu, permissions).map((entry) => entry.id);
    // Screens open to every patron come first (home leads); the gated one joins its holders'.
    expect(ids([])[0]).toBe('home');
    expect(ids([])).not.toContain('alerts');
    expect(ids([activity(99)])).toEqual([...ids([]), 'alerts']);
    expect(entryAt(personalAreaMenu, '')?.id).toBe('home');
    expect(entryAt(personalAreaMenu, '/alertas/')?.id).toBe('alerts');
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
        { path: 'alertas', element: <p>Tela de alertas</p> },
      ],
    },
  ];

  it('shows only the screens the patron’s activities allow, marking the current one', async () => {
    signInAs([activity(8)]);
    await renderRoutes(routes, '/meu-portal');

    const menu = await screen.findByRole('navigation', { name: 'Menu do Meu portal' });
    const links = within(menu).getAllByRole('link');
    expect(links[0]?.textContent).toBe('Início');
    expect(links.map((link) => link.textContent)).not.toContain('Alertas');
    expect(links[0]?.getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('Painel')).toBeTruthy();
  });

  it('lists a gated screen for a holder of its activity', async () => {
    signInAs([activity(99)]);
    await renderRoutes(routes, '/meu-portal/alertas');

    const menu = await screen.findByRole('navigation', { name: 'Menu do Meu portal' });
    expect(within(menu).getByRole('link', { name: 'Alertas' }).getAttribute('href')).toBe(
      '/meu-portal/alertas',
    );
    expect(screen.getByText('Tela de alertas')).toBeTruthy();
  });

  it('refuses a gated screen reached by its address without the activity', async () => {
    signInAs([activity(8)]);
    await renderRoutes(routes, '/meu-portal/alertas');

    expect(await screen.findByText('Você não tem permissão para usar esta página.')).toBeTruthy();
    expect(screen.queryByText('Tela de alertas')).toBeNull();
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
    signInAs([activity(99)]);
    const { router } = await renderRoutes(routes, '/meu-portal');
    const menu = await screen.findByRole('navigation', { name: 'Menu do Meu portal' });

    await userEvent.click(within(menu).getByRole('button', { name: 'Abrir o menu' }));
    expect(useMenuStore.getState().menuMobileOpen).toBe(true);

    await act(() => router.navigate('/meu-portal/alertas'));
    expect(useMenuStore.getState().menuMobileOpen).toBe(false);
  });
});
