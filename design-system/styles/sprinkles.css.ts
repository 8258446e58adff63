import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from '../tokens/contract.css';

const space = vars.space;

/**
 * Layout utilities. Breakpoints are in em, which follow the browser's font size; the zoom setting
 * enlarges rem-based content inside them, so layouts stay fluid (flex-wrap, min-width: 0) rather
 * than relying on breakpoints to reflow.
 */
const layout = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': 'screen and (min-width: 48em)' },
    desktop: { '@media': 'screen and (min-width: 64em)' },
  },
  defaultCondition: 'mobile',
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['stretch', 'flex-start', 'center', 'flex-end', 'space-between'],
    gap: space,
    paddingTop: space,
    paddingBottom: space,
    paddingLeft: space,
    paddingRight: space,
    marginTop: space,
    marginBottom: space,
    marginLeft: ['auto'],
    marginRight: ['auto'],
    flex: { none: 'none', auto: '1 1 auto', fill: '1 1 0%' },
    width: { auto: 'auto', full: '100%' },
    minWidth: { zero: '0' },
    textAlign: ['start', 'center', 'end'],
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

const colours = defineProperties({
  properties: {
    color: {
      text: vars.color.text,
      muted: vars.color.textMuted,
      primary: vars.color.primary,
      danger: vars.color.dangerText,
    },
    background: {
      background: vars.color.background,
      surface: vars.color.surface,
      raised: vars.color.surfaceRaised,
    },
    borderRadius: vars.radius,
    fontSize: vars.font.size,
    fontWeight: vars.font.weight,
  },
});

/** Atomic layout classes: `sprinkles({ display: 'flex', gap: 'md', flexWrap: 'wrap' })`. */
export const sprinkles = createSprinkles(layout, colours);
export type Sprinkles = Parameters<typeof sprinkles>[0];
