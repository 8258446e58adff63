import type { Manifest } from 'vite';

/**
 * The source modules of each server-rendered route's page (src/app/router/app-routes.tsx's lazy
 * components): their chunks' style sheets are linked in the page's head, so the markup paints
 * styled before the app's code runs (the build's prerender does the same for its two pages).
 */
const searchPage = [
  'src/features/search/routes/home-page.tsx',
  // The results list: the page loads it from a chunk they share with the shell, whose every
  // route's sheets following that chunk's dynamic imports would link; without it the list's
  // heading and bar showed unstyled until its code came (a 0.08 layout shift on a phone).
  'src/features/search/guides/components/guide-views.ts',
];
const pageModules: Record<string, string[]> = {
  '/': searchPage,
  '/:guia': searchPage,
  '/login': ['src/features/auth/routes/login-page.tsx'],
  '/acessibilidade': ['src/app/pages/accessibility-statement-page.tsx'],
  '/atividades/:id': ['src/features/institution/routes/activity-page.tsx'],
  '/atividades/:id/informativo': ['src/features/institution/routes/activity-page.tsx'],
  '/horarios': ['src/features/institution/routes/opening-hours-page.tsx'],
  '/eventos': ['src/features/institution/routes/events-page.tsx'],
  '/acervo/:codAcervo': ['src/app/title/title-route.tsx'],
  '/autoridade/:codAutoridade': ['src/features/authority/routes/authority-page.tsx'],
  '/autoridade/:codAutoridade/marc': ['src/features/authority/routes/authority-page.tsx'],
  '*': ['src/app/pages/fallback-page.tsx'],
};

/**
 * The style sheets (paths under the build's base) of a route pattern's page: its modules'
 * chunks, what they import, and what those load on demand one step further (a title's tabs and
 * extras render in the same response).
 */
export function routeStyles(manifest: Manifest, pattern: string): string[] {
  const modules =
    pageModules[pattern] ??
    (pattern.startsWith('/acervo/') ? pageModules['/acervo/:codAcervo'] : []);
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string, dynamicDepth: number) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported, dynamicDepth);
    if (dynamicDepth > 0)
      for (const imported of chunk.dynamicImports ?? []) visit(imported, dynamicDepth - 1);
  };
  for (const module of modules ?? []) visit(module, 1);
  return [...styles];
}
