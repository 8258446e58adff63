import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Names the document after what the page shows: "<name> · Catálogo on-line". The app layout
 * sets a generic title per route in its own effect, which React runs after this page's effects
 * when both change in one commit (parents after children); the microtask makes this one last.
 */
export function usePageTitle(name: string | undefined) {
  const { t } = useTranslation('common');
  const appName = t('appName');
  useEffect(() => {
    if (!name) return;
    let current = true;
    queueMicrotask(() => {
      if (current) document.title = `${name} · ${appName}`;
    });
    return () => {
      current = false;
    };
  }, [name, appName]);
}
