const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/**
 * A colour from the server, accepted only as the contract's `#rrggbb`: anything else (a CSS
 * expression, `url(...)`) is untrusted text that must not reach a style.
 */
export const cssColour = (value: string | null | undefined): string | null =>
  typeof value === 'string' && HEX_COLOUR.test(value) ? value.toLowerCase() : null;
