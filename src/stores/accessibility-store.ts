import { create } from 'zustand';
import { persist } from 'zustand/middleware';

/** Spec section 2 and 9: zoom steps in percent. */
export const zoomLevels = [0, 20, 40, 60, 80, 100] as const;
export type ZoomLevel = (typeof zoomLevels)[number];
/** Colour schemes of the accessibility bar; dark mode is a separate switch. */
export const colourSchemes = ['normal', 'inverted', 'greyscale', 'highContrast'] as const;
export type ColourScheme = (typeof colourSchemes)[number];

/** Spec section 3, client state "Accessibility": zoom, negrito, cor, libras (plus dark mode). */
export interface AccessibilityState {
  zoom: ZoomLevel;
  negrito: boolean;
  cor: ColourScheme;
  escuro: boolean;
  libras: boolean;
  /** Whether the collapsible bar is open. */
  aberta: boolean;
}

export const defaultAccessibility: AccessibilityState = {
  zoom: 0,
  negrito: false,
  cor: 'normal',
  escuro: false,
  libras: false,
  aberta: false,
};

/** Where the settings persist (localStorage); index.html's head script reads them there too. */
export const accessibilityStorageKey = 'acessibilidade';

export const useAccessibilityStore = create<AccessibilityState>()(
  persist(() => defaultAccessibility, { name: accessibilityStorageKey, version: 1 }),
);

export const accessibilityActions = {
  zoomChosen: (zoom: ZoomLevel) => useAccessibilityStore.setState({ zoom }),
  boldToggled: () => useAccessibilityStore.setState((state) => ({ negrito: !state.negrito })),
  colourSchemeChosen: (cor: ColourScheme) => useAccessibilityStore.setState({ cor }),
  darkModeToggled: () => useAccessibilityStore.setState((state) => ({ escuro: !state.escuro })),
  signLanguageToggled: () => useAccessibilityStore.setState((state) => ({ libras: !state.libras })),
  barToggled: () => useAccessibilityStore.setState((state) => ({ aberta: !state.aberta })),
  reset: () => useAccessibilityStore.setState(defaultAccessibility),
};
