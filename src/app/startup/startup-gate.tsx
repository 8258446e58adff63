import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { memo, Suspense, useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Loader } from '../../../design-system';
import { isApiError } from '../../api/errors';
import { publicConfigQueries } from '../../api/queries/public-config-queries';
import { usePublicCredentialsStore } from '../../stores/public-credentials-store';
import { startupQueryKey } from '../prerender/first-screen-contract';
import { takeStartup } from './begin-startup';
import type { StartupStep } from './run-startup';
import * as styles from './startup-gate.css';

const logo = <img src="/logo.svg" alt="" width={96} height={96} />;

export interface StartupGateProps {
  children: ReactNode;
  /**
   * Code the app needs once started (a lazy chunk), fetched alongside start-up's requests; a
   * failure to fetch it is a start-up failure, with the same retry.
   */
  preload?: (queryClient: QueryClient) => Promise<unknown>;
}

/**
 * Shows the logo and a spinner until the public configuration is loaded, then the app.
 * A failure says what went wrong and offers a retry, which resumes at the failed step.
 */
export function StartupGate({ children, preload }: StartupGateProps) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const step = useStartupStep();
  // The client and the language (changing it reloads the page) are stable for the app's
  // lifetime: start-up runs once a visit (src/main.tsx begins it before React renders).
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  const startup = useQuery({
    queryKey: startupQueryKey,
    queryFn: async () => {
      // Auth hydration runs first inside, so no request leaves before the stored tokens are read.
      const started = takeStartup(queryClient, { language: i18n.language });
      // The in-browser mock (dev and demo builds) answers requests on this page's main thread,
      // so there code is fetched after start-up rather than competing with its requests.
      if (import.meta.env.VITE_USE_MOCK === 'true') {
        await started;
        await preload?.(queryClient);
      } else {
        await Promise.all([started, preload?.(queryClient)]);
      }
      return true;
    },
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    // Start-up decides itself what to do offline (the kept copies serve, startup-fallback.ts);
    // react-query's default would not even begin it while the browser is offline (issue 34).
    networkMode: 'always',
  });

  // The whole app (router, shell, page) renders at transition priority, in slices, while the
  // loader stays on screen: one synchronous render of it would block the main thread.
  const isReady = useDeferredValue(startup.isSuccess);

  if (isReady) return <StartedApp loadingMessage={t('startup.loading')}>{children}</StartedApp>;

  if (startup.isError) {
    const message = isApiError(startup.error)
      ? t('startup.failedServer', { status: startup.error.status })
      : t('startup.failedNetwork');
    return (
      <main className={styles.screen} data-startup="failed" data-startup-step={step}>
        {logo}
        <h1 className={styles.title}>{t('startup.failedTitle')}</h1>
        <Alert tone="danger" live="alert" className={styles.message}>
          {message}
        </Alert>
        <Button onPress={() => void startup.refetch()} isPending={startup.isFetching}>
          {t('startup.retry')}
        </Button>
      </main>
    );
  }

  return <StartupLoading message={t('startup.loading')} step={step} />;
}

/**
 * The start-up screen: the logo and a spinner, with the step under way (the end-to-end tests and
 * QA read it). Also what the started app shows if a lazy part of it was not preloaded.
 */
function StartupLoading({ message, step }: { message: string; step?: StartupStep }) {
  return (
    <main data-startup="loading" data-startup-step={step} aria-busy="true">
      <Loader logo={logo} message={message} />
    </main>
  );
}

/**
 * The started app, under a boundary whose fallback shows only if a lazy child was not preloaded.
 * Memoised on purpose: the gate re-renders when start-up's stores change (the public token
 * arrives while a prerendered page hydrates, src/app/render-app.tsx), and new props on a boundary
 * that has not finished hydrating make React drop the server's markup and render it again.
 */
const StartedApp = memo(function StartedApp({
  loadingMessage,
  children,
}: {
  loadingMessage: string;
  children: ReactNode;
}) {
  return <Suspense fallback={<StartupLoading message={loadingMessage} />}>{children}</Suspense>;
});

/** The start-up step under way: the first part the query cache (or token store) lacks. */
function useStartupStep(): StartupStep {
  const hasPublicToken = usePublicCredentialsStore((state) => state.credentials !== null);
  // Observers only (never fetching): start-up itself makes these requests.
  const activities = useQuery({ ...publicConfigQueries.functionalities(), enabled: false });
  const institution = useQuery({ ...publicConfigQueries.institution(), enabled: false });
  if (!hasPublicToken) return 'publicCredentials';
  if (!activities.isSuccess) return 'functionalities';
  if (!institution.isSuccess) return 'institution';
  return 'searchGuides';
}
