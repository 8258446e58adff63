import enCommon from '../../../locales/en/common.json';
import esCommon from '../../../locales/es/common.json';
import ptCommon from '../../../locales/pt/common.json';

export const defaultNamespace = 'common';
export const defaultLanguage = 'pt';

/** Portuguese is the reference: its shape types every key (see i18next.d.ts). */
export const resources = {
  pt: { common: ptCommon },
  en: { common: enCommon },
  es: { common: esCommon },
} as const;

export type SupportedLanguage = keyof typeof resources;
export const supportedLanguages = Object.keys(resources) as SupportedLanguage[];
