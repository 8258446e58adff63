import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isLanguageCode, languageInfo, languageOrder, type LanguageCode } from './languages';
import { optionalLanguageResources, type LanguageBundles } from './optional-languages';
import {
  defaultLanguage,
  defaultNamespace,
  languageLoaders,
  resources,
  supportedLanguages,
} from './resources';

/** Where the chosen language is kept between visits. */
export const languageStorageKey = 'lng';

/** Languages with translations at start-up: the three shipped ones plus any optional bundle present. */
export const startupLanguages: readonly LanguageCode[] = languageOrder.filter(
  (code) => (supportedLanguages as string[]).includes(code) || code in optionalLanguageResources,
);

const loadingLanguages = new Map<string, Promise<LanguageBundles | undefined>>();

/** One language's chunk of translations, fetched once per page (see `languageLoaders`). */
function loadLanguage(language: string): Promise<LanguageBundles | undefined> {
  let loading = loadingLanguages.get(language);
  if (!loading) {
    const load = languageLoaders[language as keyof typeof languageLoaders] as
      (() => Promise<LanguageBundles>) | undefined;
    loading = load ? load() : Promise.resolve(undefined);
    // A failed fetch (network) may be retried by i18next: do not keep the rejection.
    loading.catch(() => loadingLanguages.delete(language));
    loadingLanguages.set(language, loading);
  }
  return loading;
}

/**
 * Hands i18next the translations it was not given at start: English and Spanish come in a
 * chunk of their own (Portuguese and any optional language are bundled). `init` and
 * `changeLanguage` wait for it, so nothing renders with missing strings.
 */
const languageChunks: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language, namespace, callback) {
    loadLanguage(language).then(
      (bundles) => callback(null, bundles?.[namespace] ?? null),
      (error: unknown) => callback(error instanceof Error ? error : String(error), null),
    );
  },
};

function storedLanguage(): string | null {
  try {
    return globalThis.localStorage?.getItem(languageStorageKey) ?? null;
  } catch {
    // Storage can be disabled (privacy settings); detection then goes on to the browser.
    return null;
  }
}

/**
 * Spec section 2: the stored setting, then the browser's languages; an `lng` query parameter
 * overrides both (it is how a language change reloads the page). Only languages with loaded
 * translations are picked; otherwise Portuguese.
 */
export function detectLanguage(
  search: string = globalThis.location?.search ?? '',
  stored: string | null = storedLanguage(),
  browser: readonly string[] = globalThis.navigator?.languages ?? [],
  available: readonly string[] = startupLanguages,
): LanguageCode {
  const candidates = [new URLSearchParams(search).get('lng'), stored, ...browser];
  for (const candidate of candidates) {
    const base = candidate?.toLowerCase().split('-')[0];
    if (isLanguageCode(base) && available.includes(base)) return base;
  }
  return defaultLanguage;
}

/** Remembers the chosen language for the next visits (read back by `detectLanguage`). */
export function storeLanguage(code: LanguageCode) {
  try {
    globalThis.localStorage?.setItem(languageStorageKey, code);
  } catch {
    // Without storage the `lng` query parameter still carries the choice for this visit.
  }
}

function markDocumentLanguage(language: string) {
  globalThis.document?.documentElement.setAttribute('lang', languageInfo(language).htmlLang);
}

export async function initI18n(language: LanguageCode = detectLanguage()) {
  const instance = i18next.createInstance();
  instance.on('languageChanged', markDocumentLanguage);
  await instance
    .use(languageChunks)
    .use(initReactI18next)
    .init({
      resources: { ...optionalLanguageResources, ...resources },
      // The bundled resources are partial: the backend brings other languages when they are used.
      partialBundledLanguages: true,
      ns: Object.keys(resources[defaultLanguage]),
      lng: language,
      fallbackLng: defaultLanguage,
      defaultNS: defaultNamespace,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  markDocumentLanguage(instance.language);
  return instance;
}
