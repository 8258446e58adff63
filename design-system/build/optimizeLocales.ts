import type { Plugin } from 'vite';

/**
 * Vite plugin: keeps only the given locales of react-aria's built-in strings (each component ships
 * ~34 translations; they are about a fifth of react-aria's bytes). Locales not kept fall back to
 * the closest kept one of the same language, else en-US.
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
