import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  defaultLanguage,
  defaultNamespace,
  resources,
  supportedLanguages,
  type SupportedLanguage,
} from './resources';

const storageKey = 'lng';

/** Spec section 2: the `lng` query parameter, then the stored setting, then the browser. */
export function detectLanguage(
  search: string = globalThis.location?.search ?? '',
  stored: string | null = globalThis.localStorage?.getItem(storageKey) ?? null,
  browser: readonly string[] = globalThis.navigator?.languages ?? [],
): SupportedLanguage {
  const candidates = [new URLSearchParams(search).get('lng'), stored, ...browser];
  for (const candidate of candidates) {
    const base = candidate?.toLowerCase().split('-')[0];
    const match = supportedLanguages.find((language) => language === base);
    if (match) return match;
  }
  return defaultLanguage;
}

export async function initI18n(language: SupportedLanguage = detectLanguage()) {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: defaultLanguage,
    defaultNS: defaultNamespace,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  globalThis.document?.documentElement.setAttribute('lang', language === 'pt' ? 'pt-BR' : language);
  return instance;
}
