import { greyscale, invert } from './color';

/** The colour schemes the accessibility bar offers. */
export const colorSchemes = ['normal', 'dark', 'inverted', 'greyscale', 'highContrast'] as const;
export type ColorScheme = (typeof colorSchemes)[number];

/**
 * Every colour role of the theme contract. The comments name the surface each role is read on;
 * tests/unit/design-system/contrast.test.ts checks those pairs for every scheme.
 */
export interface Palette {
  /** Page background. */
  background: string;
  /** Panels, cards, table headers. */
  surface: string;
  /** Popovers, dialogs, toasts. */
  surfaceRaised: string;
  text: string;
  textMuted: string;
  /** Decorative dividers only (no contrast requirement). */
  border: string;
  /** Borders that identify a control (inputs, checkboxes): >= 3:1 against every surface. */
  borderInput: string;
  primary: string;
  primaryHover: string;
  onPrimary: string;
  danger: string;
  dangerHover: string;
  onDanger: string;
  link: string;
  focusRing: string;
  /** Selected rows, options and tabs. */
  selected: string;
  onSelected: string;
  /** Hovered / keyboard-highlighted options. */
  highlight: string;
  skeleton: string;
  backdrop: string;
  infoText: string;
  infoSubtle: string;
  successText: string;
  successSubtle: string;
  warningText: string;
  warningSubtle: string;
  dangerText: string;
  dangerSubtle: string;
}

const normal: Palette = {
  background: '#ffffff',
  surface: '#f4f5f7',
  surfaceRaised: '#ffffff',
  text: '#1b1f24',
  textMuted: '#4c535d',
  border: '#d5d9df',
  borderInput: '#69717d',
  primary: '#0a56b0',
  primaryHover: '#08458f',
  onPrimary: '#ffffff',
  danger: '#b02620',
  dangerHover: '#8c1e19',
  onDanger: '#ffffff',
  link: '#0a56b0',
  focusRing: '#7a2fc2',
  selected: '#dce8f8',
  onSelected: '#0f2747',
  highlight: '#e8ebef',
  skeleton: '#e1e4e8',
  backdrop: '#000000',
  infoText: '#0a56b0',
  infoSubtle: '#e7f0fb',
  successText: '#1b6631',
  successSubtle: '#e5f3e9',
  warningText: '#7f4d00',
  warningSubtle: '#fcf2df',
  dangerText: '#ab251f',
  dangerSubtle: '#fbe9e8',
};

const dark: Palette = {
  background: '#121417',
  surface: '#1b1e23',
  surfaceRaised: '#23272e',
  text: '#e9ebee',
  textMuted: '#b4bac3',
  border: '#3a3f47',
  borderInput: '#8d949f',
  primary: '#86b9ff',
  primaryHover: '#aacfff',
  onPrimary: '#0b1420',
  danger: '#ff8f86',
  dangerHover: '#ffb1aa',
  onDanger: '#1c0504',
  link: '#93c2ff',
  focusRing: '#d6a8ff',
  selected: '#1f3658',
  onSelected: '#e9f1ff',
  highlight: '#2d323a',
  skeleton: '#2d323a',
  backdrop: '#000000',
  infoText: '#93c2ff',
  infoSubtle: '#172840',
  successText: '#84d7a0',
  successSubtle: '#142a1c',
  warningText: '#f3c673',
  warningSubtle: '#2f2510',
  dangerText: '#ff9a92',
  dangerSubtle: '#37171a',
};

/** AAA (7:1) for every text pair: black ground, white text, yellow actions, cyan focus. */
const highContrast: Palette = {
  background: '#000000',
  surface: '#000000',
  surfaceRaised: '#000000',
  text: '#ffffff',
  textMuted: '#e6e6e6',
  border: '#ffffff',
  borderInput: '#ffffff',
  primary: '#ffff00',
  primaryHover: '#ffff99',
  onPrimary: '#000000',
  danger: '#ff9c9c',
  dangerHover: '#ffc2c2',
  onDanger: '#000000',
  link: '#ffff00',
  focusRing: '#00ffff',
  selected: '#ffff00',
  onSelected: '#000000',
  highlight: '#333333',
  skeleton: '#4d4d4d',
  backdrop: '#000000',
  infoText: '#8fd8ff',
  infoSubtle: '#000000',
  successText: '#8dff8d',
  successSubtle: '#000000',
  warningText: '#ffd36b',
  warningSubtle: '#000000',
  dangerText: '#ff9c9c',
  dangerSubtle: '#000000',
};

const mapPalette = (p: Palette, fn: (hex: string) => string): Palette =>
  Object.fromEntries(
    (Object.entries(p) as [string, string][]).map(([k, v]) => [k, fn(v)]),
  ) as unknown as Palette;

export const palettes: Record<ColorScheme, Palette> = {
  normal,
  dark,
  inverted: { ...mapPalette(normal, invert), backdrop: '#000000' },
  greyscale: mapPalette(normal, greyscale),
  highContrast,
};
