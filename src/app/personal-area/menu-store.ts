import { create } from 'zustand';

/**
 * The personal-area menu (spec section 3, page config: menuOpen, menuMobileOpen): collapsed or
 * not on a wide screen, opened over the page on a narrow one. Neither survives a reload.
 */
export interface MenuState {
  menuOpen: boolean;
  menuMobileOpen: boolean;
  /**
   * Whether the personal-area menu is on the page: the header's Menu button then opens it, with
   * the header's own actions, so a phone shows one menu button.
   */
  personalAreaMenuShown: boolean;
}

/** The id of the personal-area menu's list, which the menu buttons control. */
export const personalAreaMenuId = 'menu-meu-portal';

const initial: MenuState = { menuOpen: true, menuMobileOpen: false, personalAreaMenuShown: false };

export const useMenuStore = create<MenuState>()(() => initial);

export const menuActions = {
  menuToggled: () => useMenuStore.setState((state) => ({ menuOpen: !state.menuOpen })),
  mobileMenuToggled: (open?: boolean) =>
    useMenuStore.setState((state) => ({ menuMobileOpen: open ?? !state.menuMobileOpen })),
  personalAreaMenuShown: (shown: boolean) =>
    useMenuStore.setState({ personalAreaMenuShown: shown }),
  reset: () => useMenuStore.setState(initial),
};
