import { vi } from 'vitest';

/**
 * jsdom has no `matchMedia`: the title page's layout follows the width (use-media-query.ts) and
 * Chartist (the statistics chart) reads its responsive options through it. Every query answers
 * "no match", the narrow layout's default.
 */
export function stubMatchMedia() {
  vi.stubGlobal('matchMedia', () => ({
    matches: false,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}
