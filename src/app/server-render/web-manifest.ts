import type { i18n } from 'i18next';
import { paths } from '../../config/paths';
import { languageCatalogue, type LanguageCode } from '../../lib/i18n/languages';

/** The fields of the build's manifest.webmanifest (vite.config.ts) this module rewrites. */
export interface WebManifest {
  name?: string;
  short_name?: string;
  description?: string;
  lang?: string;
  shortcuts?: { name: string; short_name?: string; url: string }[];
  [field: string]: unknown;
}

/** The translations of the build's shortcuts (vite.config.ts), by their addresses. */
const shortcutTexts = [
  {
    url: paths.home.href(),
    name: 'manifest.shortcuts.search',
    short: 'manifest.shortcuts.searchShort',
  },
  {
    url: paths.loans.href(),
    name: 'manifest.shortcuts.loans',
    short: 'manifest.shortcuts.loansShort',
  },
  {
    url: paths.holds.href(),
    name: 'manifest.shortcuts.holds',
    short: 'manifest.shortcuts.holdsShort',
  },
] as const;

/**
 * The build's manifest as the production server answers it (issue 34): named after the
 * institution the API serves, as the pages' titles are ("Catálogo on-line · UFX"), which a build
 * cannot know, and in the visitor's language. The static build's file keeps the product's name
 * in Portuguese (docs/deploying.md). `acronym` is the institution's `sigla`, when it has one.
 */
export function localisedManifest(
  base: WebManifest,
  { i18n, language, acronym }: { i18n: i18n; language: LanguageCode; acronym?: string },
): WebManifest {
  const t = i18n.getFixedT(language, 'app');
  const appName = i18n.getFixedT(language, 'common')('appName');
  return {
    ...base,
    name: acronym ? `${appName} · ${acronym}` : appName,
    short_name: acronym ? `${t('manifest.shortName')} ${acronym}` : t('manifest.shortName'),
    description: t('manifest.description'),
    lang: languageCatalogue[language].htmlLang,
    shortcuts: base.shortcuts?.map((shortcut) => {
      const texts = shortcutTexts.find((known) => known.url === shortcut.url);
      return texts ? { ...shortcut, name: t(texts.name), short_name: t(texts.short) } : shortcut;
    }),
  };
}

/**
 * The localised manifest as the server answers it (the framework's resource route): checked on each
 * use, since the institution's name may change, and different per language, which the request's
 * cookie or Accept-Language chooses.
 */
export function webManifestResponse(manifest: WebManifest): Response {
  return new Response(JSON.stringify(manifest), {
    headers: {
      'Content-Type': 'application/manifest+json; charset=utf-8',
      'Cache-Control': 'no-cache',
      Vary: 'Accept-Language, Cookie',
    },
  });
}
