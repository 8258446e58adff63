/**
 * Scales shared by every theme. Everything is in rem so the zoom setting, which changes the root
 * font size, scales the whole interface.
 */
export const space = {
  none: '0',
  xxs: '0.125rem',
  xs: '0.25rem',
  sm: '0.5rem',
  md: '0.75rem',
  lg: '1rem',
  xl: '1.5rem',
  xxl: '2rem',
  xxxl: '3rem',
} as const;

/** A 1.2 (minor third) type scale around a 1rem body size. */
export const fontSize = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.2rem',
  xl: '1.44rem',
  xxl: '1.728rem',
  xxxl: '2.074rem',
} as const;

export const radius = {
  none: '0',
  sm: '0.125rem',
  md: '0.25rem',
  lg: '0.5rem',
  full: '999rem',
} as const;

/**
 * Smallest sizes of whatever a pointer aims at. `minimum` is WCAG 2.2's 2.5.8 (24 CSS px, level
 * AA), which every target meets or exceeds; `comfortable` (44 px, 2.5.5 at AAA) is what buttons
 * and field buttons use. In rem, so zoom only enlarges them.
 */
export const target = {
  minimum: '1.5rem',
  comfortable: '2.75rem',
} as const;

export type Space = keyof typeof space;
export type FontSize = keyof typeof fontSize;
