import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../../design-system/tokens/color';
import { colorSchemes, palettes, type Palette } from '../../../design-system/tokens/palettes';

type Role = keyof Palette;
type Pair = readonly [foreground: Role, background: Role];

const grounds: Role[] = ['background', 'surface', 'surfaceRaised'];
const on = (fg: Role, bgs: Role[]): Pair[] => bgs.map((bg) => [fg, bg] as const);

/** Text (and text-like icons) must reach 4.5:1, and 7:1 in the high-contrast scheme (AAA). */
const textPairs: Pair[] = [
  ...on('text', [
    ...grounds,
    'highlight',
    'infoSubtle',
    'successSubtle',
    'warningSubtle',
    'dangerSubtle',
  ]),
  ...on('textMuted', grounds),
  ...on('link', grounds),
  // Secondary and quiet buttons write their label in the primary colour.
  ...on('primary', grounds),
  ...on('onPrimary', ['primary', 'primaryHover']),
  ...on('onDanger', ['danger', 'dangerHover']),
  ...on('onSelected', ['selected']),
  ...on('infoText', [...grounds, 'infoSubtle']),
  ...on('successText', [...grounds, 'successSubtle']),
  ...on('warningText', [...grounds, 'warningSubtle']),
  ...on('dangerText', [...grounds, 'dangerSubtle']),
];

/** Non-text contrast (WCAG 1.4.11): input borders, the focus ring, filled checkboxes. */
const uiPairs: Pair[] = [
  ...on('borderInput', grounds),
  ...on('focusRing', grounds),
  ...on('primary', grounds),
  ...on('danger', grounds),
];

describe.each(colorSchemes)('colour scheme %s', (scheme) => {
  const palette = palettes[scheme];
  const textMinimum = scheme === 'highContrast' ? 7 : 4.5;

  it.each(textPairs.map(([fg, bg]) => [fg, bg]))(
    `text %s on %s reaches ${textMinimum}:1`,
    (fg, bg) => {
      const ratio = contrastRatio(palette[fg], palette[bg]);
      expect(
        ratio,
        `${scheme}: ${fg} ${palette[fg]} on ${bg} ${palette[bg]}`,
      ).toBeGreaterThanOrEqual(textMinimum);
    },
  );

  it.each(uiPairs.map(([fg, bg]) => [fg, bg]))('component %s on %s reaches 3:1', (fg, bg) => {
    const ratio = contrastRatio(palette[fg], palette[bg]);
    expect(ratio, `${scheme}: ${fg} on ${bg}`).toBeGreaterThanOrEqual(3);
  });
});

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});
