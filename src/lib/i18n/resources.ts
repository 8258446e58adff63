import enCommon from '../../../locales/en/common.json';
import enDesignSystem from '../../../locales/en/design-system.json';
import esCommon from '../../../locales/es/common.json';
import esDesignSystem from '../../../locales/es/design-system.json';
import ptCommon from '../../../locales/pt/common.json';
import ptDesignSystem from '../../../locales/pt/design-system.json';

export const defaultNamespace = 'common';
export const defaultLanguage = 'pt';

/** Portuguese is the reference: its shape types every key (see i18next.d.ts). */
export const resources = {
  pt: { common: ptCommon, 'design-system': ptDesignSystem },
  en: { common: enCommon, 'design-system': enDesignSystem },
  es: { common: esCommon, 'design-system': esDesignSystem },
} as const;

export type SupportedLanguage = keyof typeof resources;
/** BCP 47 locale of each language, for dates, numbers and react-aria. */
export const localeOf = { pt: 'pt-BR', en: 'en-US', es: 'es-ES' } as const satisfies Record<
  keyof typeof resources,
  string
>;

export const supportedLanguages = Object.keys(resources) as SupportedLanguage[];
