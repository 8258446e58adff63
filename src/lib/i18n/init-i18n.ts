import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { detectLanguage } from './detect-language';
import { languageInfo, type LanguageCode } from './languages';
import { isOnDemandNamespace, loadOnDemandNamespace } from './on-demand-namespaces';
import { optionalLanguageResources, type LanguageBundles } from './optional-languages';
import { codedValuesNamespace, defaultNamespace, languageLoaders, resources } from './resources';
import { defaultLanguage } from './supported-languages';

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

/** One namespace's texts in one language, from wherever that language keeps them. */
async function readNamespace(language: string, namespace: string) {
  if (language === defaultLanguage)
    return isOnDemandNamespace(namespace) ? loadOnDemandNamespace(namespace) : null;
  return (await loadLanguage(language))?.[namespace] ?? null;
}

/**
 * Hands i18next the translations it was not given at start: English and Spanish come in a
 * chunk of their own (Portuguese and any optional language are bundled), and the Portuguese
 * namespaces of screens away from the home page in a chunk each (on-demand-namespaces.ts).
 * `init` and `changeLanguage` wait for it, so nothing renders with missing strings.
 */
const languageChunks: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language, namespace, callback) {
    readNamespace(language, namespace).then(
      (texts) => callback(null, texts),
      (error: unknown) => callback(error instanceof Error ? error : String(error), null),
    );
  },
};

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
      ns: [...Object.keys(resources[defaultLanguage]), codedValuesNamespace],
      lng: language,
      fallbackLng: defaultLanguage,
      defaultNS: defaultNamespace,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  markDocumentLanguage(instance.language);
  return instance;
}
