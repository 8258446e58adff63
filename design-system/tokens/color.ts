/**
 * Colour arithmetic shared by the theme builder and the contrast test (WCAG 2.2 relative
 * luminance). Plain TypeScript so it can run at build time inside `.css.ts` files and in jsdom.
 */

type Rgb = readonly [number, number, number];

export function parseHex(hex: string): Rgb {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? h.replace(/./g, (c) => c + c) : h;
  const n = Number.parseInt(full.slice(0, 6), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

const toLinear = (c: number) => {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};
const fromLinear = (l: number) =>
  255 * (l <= 0.0031308 ? l * 12.92 : 1.055 * l ** (1 / 2.4) - 0.055);

export function relativeLuminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map(toLinear) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (hi + 0.05) / (lo + 0.05);
}

/** The "inverted colours" scheme is the normal palette passed through this, channel by channel. */
export function invert(hex: string): string {
  const [r, g, b] = parseHex(hex);
  return toHex([255 - r, 255 - g, 255 - b]);
}

/**
 * Grey of the same relative luminance: the greyscale scheme keeps every contrast ratio of the
 * normal scheme, so it inherits its compliance instead of needing its own tuning.
 */
export function greyscale(hex: string): string {
  const grey = fromLinear(relativeLuminance(hex));
  return toHex([grey, grey, grey]);
}
