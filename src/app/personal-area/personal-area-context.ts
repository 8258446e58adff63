import { useOutletContext } from 'react-router';
import type ptPersonalArea from '../../../locales/pt/personal-area.json';

/** The spec's personal-area menu items (section 2); their labels are already translated. */
export type MenuItemId = keyof typeof ptPersonalArea.menu;

/** The sections the menu's items are sorted into (menu-registry.ts says which goes where). */
export type MenuSectionId = keyof typeof ptPersonalArea.menuSections;

/** What the personal-area layout hands its screens. */
export interface PersonalAreaContext {
  /** The address of a registered screen the patron may use; undefined otherwise. */
  screenHref: (id: MenuItemId) => string | undefined;
}

export const usePersonalAreaContext = () => useOutletContext<PersonalAreaContext>();
