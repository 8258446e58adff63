import { useLayoutEffect, type ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { DesignSystemMessagesProvider } from '../messages/MessagesProvider';
import type { DesignSystemMessages } from '../messages/messages';
import { applyDisplaySettings, type DisplaySettings } from './displaySettings';

export interface DesignSystemProviderProps extends DisplaySettings {
  /**
   * BCP 47 locale for dates, numbers and react-aria's built-in strings.
   * @default the browser's locale
   */
  locale?: string;
  /** Translated design-system messages. @default English fallbacks */
  messages?: Partial<DesignSystemMessages>;
  /**
   * Element that receives the theme classes. Portals render into <body>, so the default is <html>.
   * @default document.documentElement
   */
  target?: HTMLElement;
  children?: ReactNode;
}

/** Applies colour scheme, zoom and bold text to the document and provides locale and messages. */
export function DesignSystemProvider({
  scheme = 'normal',
  zoom = 0,
  bold = false,
  locale,
  messages,
  target,
  children,
}: DesignSystemProviderProps) {
  useLayoutEffect(() => {
    const element = target ?? document.documentElement;
    return applyDisplaySettings(element, { scheme, zoom, bold });
  }, [scheme, zoom, bold, target]);

  return (
    <I18nProvider locale={locale}>
      <DesignSystemMessagesProvider messages={messages}>{children}</DesignSystemMessagesProvider>
    </I18nProvider>
  );
}
