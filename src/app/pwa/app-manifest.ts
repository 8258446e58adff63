// Extensions and import attributes: vite.config.ts imports this module, and Vite's native config
// loader (its future default) runs it as Node does.
import ptApp from '../../../locales/pt/app.json' with { type: 'json' };
import ptCommon from '../../../locales/pt/common.json' with { type: 'json' };
import { paths } from '../../config/paths.ts';

/** Apple's icon, which iOS reads from the page's head rather than from the manifest. */
export const appleTouchIcon = '/icons/apple-touch-icon-180x180.png';

/**
 * design-system/tokens/palettes.ts, the normal scheme's `primary`. Its own constant so the pages'
 * `theme-color` meta does not bring the whole manifest into the browser's bundle.
 */
export const themeColor = '#0a56b0';

/**
 * The web app manifest as a build knows it, in one place for both shapes: vite.config.ts writes
 * it as the static build's manifest.webmanifest, and the framework server's resource route
 * (src/app/framework/routes/web-manifest.ts) answers it localised per request. A build cannot
 * know the institution the catalogue serves (it comes from the API at run time), so it names the
 * product, as index.html's <title> does, in the Portuguese of the locale files, which the servers
 * translate it from (src/app/server-render/web-manifest.ts).
 */
export const appManifest = {
  name: ptCommon.appName,
  short_name: ptApp.manifest.shortName,
  description: ptApp.manifest.description,
  lang: 'pt-BR',
  id: '/',
  start_url: '/',
  scope: '/',
  display: 'standalone' as const,
  theme_color: themeColor,
  // design-system/tokens/palettes.ts, the normal scheme's `background`.
  background_color: '#ffffff',
  // pwa-assets.config.ts draws these from public/icons/app-icon.svg.
  icons: [
    { src: '/icons/pwa-64x64.png', sizes: '64x64', type: 'image/png' },
    { src: '/icons/pwa-192x192.png', sizes: '192x192', type: 'image/png' },
    { src: '/icons/pwa-512x512.png', sizes: '512x512', type: 'image/png' },
    {
      src: '/icons/maskable-icon-512x512.png',
      sizes: '512x512',
      type: 'image/png',
      purpose: 'maskable',
    },
  ],
  shortcuts: [
    {
      name: ptApp.manifest.shortcuts.search,
      short_name: ptApp.manifest.shortcuts.searchShort,
      url: paths.home.href(),
    },
    {
      name: ptApp.manifest.shortcuts.loans,
      short_name: ptApp.manifest.shortcuts.loansShort,
      url: paths.loans.href(),
    },
    {
      name: ptApp.manifest.shortcuts.holds,
      short_name: ptApp.manifest.shortcuts.holdsShort,
      url: paths.holds.href(),
    },
  ],
};
