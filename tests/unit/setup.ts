// Shared setup of the unit project (jsdom).
import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/dom';

// jsdom has no CSS.escape, which react-aria's collections, popovers and modals call on the
// plain ids and meta names they escape; this stand-in covers those.
const css = ((globalThis as { CSS?: { escape?: (value: string) => string } }).CSS ??= {});
css.escape ??= (value: string) => value.replace(/[^\w-]/g, (character) => `\\${character}`);

// findBy* and waitFor give up after one second by default. On a busy two-core CI runner a
// react-aria popover can take longer than that to open (CI failed once on a Select's option at
// 1 s), so they wait up to five; a passing run is no slower for it.
configure({ asyncUtilTimeout: 5_000 });
