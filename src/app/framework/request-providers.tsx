import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { DesignSystemBridge } from '../design-system-bridge';

/** Calls `onHydrated` once, after the document has hydrated (effects never run on the server). */
function AfterHydration({ onHydrated }: { onHydrated: (() => void) | undefined }) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return null;
}

/**
 * The providers around the router, the same on the server (entry.server, this request's client
 * and translations) and in the browser (entry.client): above the root route, so its error
 * boundary renders translated and styled too.
 *
 * `onHydrated` (the browser's) runs after hydration. Its component is rendered on both sides, in
 * the same place: React derives `useId`'s values from the tree's shape, and a sibling of the
 * router that only the browser rendered gave every react-aria id in the page a value other than
 * the server's (React's development build listed them all), so labels and `aria-*` references
 * pointed at ids that the next render replaced.
 */
export function RequestProviders({
  queryClient,
  i18n,
  onHydrated,
  children,
}: {
  queryClient: QueryClient;
  i18n: i18n;
  onHydrated?: () => void;
  children: ReactNode;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <DesignSystemBridge>
        <QueryClientProvider client={queryClient}>
          {children}
          <AfterHydration onHydrated={onHydrated} />
        </QueryClientProvider>
      </DesignSystemBridge>
    </I18nextProvider>
  );
}
