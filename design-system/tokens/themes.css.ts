import { createTheme, fallbackVar, globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { palettes, type ColorScheme, type Palette } from './palettes';
import { fontSize, radius, space, target } from './scale';

const fonts = {
  family:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
  familyMono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
  size: fontSize,
  weight: { regular: '400', medium: '600', bold: '700' },
  lineHeight: { tight: '1.25', normal: '1.5' },
};

const zLayers = {
  base: '0',
  sticky: '100',
  popover: '1000',
  modal: '1100',
  toast: '1200',
  tooltip: '1300',
};

function themeFor(palette: Palette, strongShadows: boolean) {
  const shade = strongShadows ? 'rgb(0 0 0 / 0.6)' : 'rgb(0 0 0 / 0.16)';
  return {
    color: palette,
    space,
    radius,
    target,
    font: fonts,
    shadow: {
      sm: `0 1px 2px ${shade}`,
      md: `0 4px 12px ${shade}`,
      lg: `0 12px 32px ${shade}`,
    },
    focus: { width: '0.1875rem', offset: '0.125rem' },
    z: zLayers,
  };
}

/** One class per colour scheme; put it on <html> so portals (popovers, modals, toasts) inherit it. */
export const schemeClass: Record<ColorScheme, string> = {
  normal: createTheme(vars, themeFor(palettes.normal, false), 'normal'),
  dark: createTheme(vars, themeFor(palettes.dark, true), 'dark'),
  inverted: createTheme(vars, themeFor(palettes.inverted, true), 'inverted'),
  greyscale: createTheme(vars, themeFor(palettes.greyscale, false), 'greyscale'),
  highContrast: createTheme(vars, themeFor(palettes.highContrast, true), 'highContrast'),
};

/** Base document styles applied by the root class (colours, font, reduced motion). */
export const rootClass = style({
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.family,
  lineHeight: vars.font.lineHeight.normal,
  fontWeight: vars.font.weight.regular,
  WebkitTextSizeAdjust: '100%',
});

globalStyle(`${rootClass} body`, {
  margin: 0,
  backgroundColor: vars.color.background,
  color: vars.color.text,
});

globalStyle(`${rootClass} *, ${rootClass} *::before, ${rootClass} *::after`, {
  boxSizing: 'border-box',
});

// Reduced motion: animations end at once instead of being removed, so `animationend` listeners
// (used by overlays) still fire.
globalStyle(`${rootClass} *, ${rootClass} *::before, ${rootClass} *::after`, {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});

/** Zoom levels of the accessibility bar: percentages added to the browser's root font size. */
export const zoomLevels = [0, 20, 40, 60, 80, 100] as const;
export type Zoom = (typeof zoomLevels)[number];

export const zoomClass = styleVariants(
  { 0: 100, 20: 120, 40: 140, 60: 160, 80: 180, 100: 200 } satisfies Record<Zoom, number>,
  (percent) => ({ fontSize: `${percent}%` }),
);

/** Bold text mode: every weight steps up, so hierarchy survives. */
export const boldClass = style({
  vars: {
    [vars.font.weight.regular]: '700',
    [vars.font.weight.medium]: '800',
    [vars.font.weight.bold]: '900',
  },
  fontWeight: fallbackVar(vars.font.weight.regular, '700'),
});
