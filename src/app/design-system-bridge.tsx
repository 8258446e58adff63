import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DesignSystemProvider, type DesignSystemMessages } from '../../design-system';
import { localeOf, supportedLanguages, type SupportedLanguage } from '../lib/i18n/resources';

/** Feeds the design system the current language's locale and its translated messages. */
export function DesignSystemBridge({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = (supportedLanguages as string[]).includes(i18n.language)
    ? (i18n.language as SupportedLanguage)
    : 'pt';
  const messages = i18n.getResourceBundle(language, 'design-system') as DesignSystemMessages;
  return (
    <DesignSystemProvider locale={localeOf[language]} messages={messages}>
      {children}
    </DesignSystemProvider>
  );
}
