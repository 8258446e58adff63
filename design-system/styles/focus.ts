import { vars } from '../tokens/contract.css';

/** Keyboard focus ring, read by `[data-focus-visible]` rules (or `:focus-visible` for plain elements). */
export const focusRing = {
  outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
  outlineOffset: vars.focus.offset,
} as const;
