import type { Plugin } from 'vite';

/**
 * Vite plugin: keeps only the given locales of react-aria's built-in strings (each component ships
 * ~34 translations; they are about a fifth of react-aria's bytes). Locales not kept fall back to
 * the closest kept one of the same language, else en-US.
 *
 * Kept instead of Adobe's @react-aria/optimize-locales-plugin (2.0.2), which does the same job
 * by resolving each dropped locale's module to an empty one: the imports and the dictionary
 * entries stay, one per dropped locale and component. Measured on the app's production build
 * (issue 38, same commit, `vite build` then tests/tools/check-route-budgets.mjs): with Adobe's
 * plugin the JavaScript in dist/assets was 1,639,530 bytes (549,727 gzip, file by file) against
 * 1,635,480 (548,938) with this one, and each route's first visit 0.4 to 0.7 KB gzip more (home
 * 258.4 against 258.0 KB, results 275.3 / 274.6, title 297.8 / 297.1, login 262.7 / 262.3,
 * dashboard 261.2 / 260.8).
 *
 * Build-time only (never imported by components). Use it in the app's vite.config.ts:
 *   plugins: [react(), vanillaExtractPlugin(), optimizeLocales()]
 *
 * @param locales @default ['pt-BR', 'pt-PT', 'en-US', 'es-ES']
 */
export function optimizeLocales(locales: string[] = ['pt-BR', 'pt-PT', 'en-US', 'es-ES']): Plugin {
  const keep = new Set(locales);
  const isStringsIndex =
    /[\\/]node_modules[\\/](react-aria|react-aria-components|react-stately|@react-aria[\\/][^\\/]+)[\\/].*intlStrings\.m?js$/;
  return {
    name: 'design-system:optimize-locales',
    enforce: 'pre',
    transform(code, id) {
      if (!isStringsIndex.test(id.split('?')[0] ?? '')) return null;
      const dropped = new Set<string>();
      // Object entries look like:   "ar-AE": $abc$intlbreadcrumbsarAEmjs,
      const withoutEntries = code.replace(
        /^\s*"([a-z]{2}-[A-Z]{2})":\s*([\w$]+),?\s*$/gm,
        (line, locale: string, binding: string) => {
          if (keep.has(locale)) return line;
          dropped.add(binding);
          return '';
        },
      );
      const withoutImports = withoutEntries.replace(
        /^import ([\w$]+) from "[^"]+";\s*$/gm,
        (line, binding: string) => (dropped.has(binding) ? '' : line),
      );
      return { code: withoutImports, map: null };
    },
  };
}
