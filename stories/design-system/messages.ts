import type { DesignSystemMessages } from '../../design-system';
import en from '../../locales/en/design-system.json';
import es from '../../locales/es/design-system.json';
import pt from '../../locales/pt/design-system.json';

/** The app's translations of the design system's messages (locales/<lang>/design-system.json). */
export const storyMessages: Record<'pt' | 'en' | 'es', DesignSystemMessages> = { pt, en, es };

export const localeFor = { pt: 'pt-BR', en: 'en-US', es: 'es-ES' } as const;
