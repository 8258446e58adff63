import { useEffect } from 'react';

/** Marks the injected script, so a second mount (or a remount in development) finds it. */
const scriptMarker = 'data-sign-language-widget';

/** The configured widget script, or null: without it the app never offers sign language. */
export function signLanguageWidgetUrl(): string | null {
  const url = import.meta.env.VITE_SIGN_LANGUAGE_WIDGET_URL?.trim();
  return url ? url : null;
}

/** Adds the widget's script to the page once; later calls are no-ops. */
export function injectSignLanguageWidget(url: string, doc: Document = document): void {
  if (doc.querySelector(`script[${scriptMarker}]`)) return;
  const script = doc.createElement('script');
  script.src = url;
  script.async = true;
  script.setAttribute(scriptMarker, '');
  doc.body.appendChild(script);
}

/**
 * Loads the third-party widget the first time sign language is on (also after a reload with the
 * setting persisted). A loaded script cannot be unloaded, so switching off hides the widget's
 * container instead (see `SignLanguageContainer`); the script is not loaded on the next visit.
 */
export function useSignLanguageWidget(enabled: boolean, url: string | null): void {
  useEffect(() => {
    if (enabled && url) injectSignLanguageWidget(url);
  }, [enabled, url]);
}
