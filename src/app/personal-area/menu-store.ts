import { create } from 'zustand';

/**
 * The personal-area menu (spec section 3, page config: menuOpen, menuMobileOpen): collapsed or
 * not on a wide screen, opened over the page on a narrow one. Neither survives a reload.
 */
export interface MenuState {
  menuOpen: boolean;
  menuMobileOpen: boolean;
}

const initial: MenuState = { menuOpen: true, menuMobileOpen: false };

export const useMenuStore = create<MenuState>()(() => initial);

export const menuActions = {
  menuToggled: () => useMenuStore.setState((state) => ({ menuOpen: !state.menuOpen })),
  mobileMenuToggled: (open?: boolean) =>
    useMenuStore.setState((state) => ({ menuMobileOpen: open ?? !state.menuMobileOpen })),
  reset: () => useMenuStore.setState(initial),
};
