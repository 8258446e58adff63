import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DesignSystemProvider,
  type ColorScheme,
  type DesignSystemMessages,
} from '../../design-system';
import {
  localeOf,
  supportedLanguages,
  type SupportedLanguage,
} from '../lib/i18n/supported-languages';
import { useAccessibilityStore, type ColourScheme } from '../stores/accessibility-store';

/**
 * The design system has one dark palette, a dark variant of the normal colours. Inverted,
 * greyscale and high contrast are each a complete palette of their own (inverted and high
 * contrast are already dark-ground), so a chosen special scheme wins over the dark-mode switch,
 * and dark mode applies only while the colour scheme is normal. The switch keeps its value, so
 * returning to the normal colours brings dark mode back.
 */
export function designSystemScheme(cor: ColourScheme, escuro: boolean): ColorScheme {
  return escuro && cor === 'normal' ? 'dark' : cor;
}

/**
 * Feeds the design system the current language's locale and its translated messages, and the
 * accessibility bar's settings (zoom, colour scheme, dark mode, bold text), which the
 * accessibility store persists across visits.
 */
export function DesignSystemBridge({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const zoom = useAccessibilityStore((state) => state.zoom);
  const bold = useAccessibilityStore((state) => state.negrito);
  const cor = useAccessibilityStore((state) => state.cor);
  const escuro = useAccessibilityStore((state) => state.escuro);
  const language = (supportedLanguages as string[]).includes(i18n.language)
    ? (i18n.language as SupportedLanguage)
    : 'pt';
  const messages = i18n.getResourceBundle(language, 'design-system') as DesignSystemMessages;
  return (
    <DesignSystemProvider
      locale={localeOf[language]}
      messages={messages}
      scheme={designSystemScheme(cor, escuro)}
      zoom={zoom}
      bold={bold}
    >
      {children}
    </DesignSystemProvider>
  );
}
