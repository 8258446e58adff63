// Shared setup of the unit project (jsdom).
import '@testing-library/jest-dom/vitest';

// jsdom has no CSS.escape, which react-aria's collections, popovers and modals call on the
// plain ids and meta names they escape; this stand-in covers those.
const css = ((globalThis as { CSS?: { escape?: (value: string) => string } }).CSS ??= {});
css.escape ??= (value: string) => value.replace(/[^\w-]/g, (character) => `\\${character}`);
