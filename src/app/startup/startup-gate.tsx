import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Loader } from '../../../design-system';
import { isApiError } from '../../api/errors';
import { runStartup, type StartupStep } from './run-startup';
import * as styles from './startup-gate.css';

const logo = <img src="/logo.svg" alt="" width={96} height={96} />;

/**
 * Shows the logo and a spinner until the public configuration is loaded, then the app.
 * A failure says what went wrong and offers a retry, which resumes at the failed step.
 */
export function StartupGate({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<StartupStep>('publicCredentials');
  // The client, the step setter and the language (changing it reloads the page) are stable for
  // the app's lifetime: start-up runs once a visit.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  const startup = useQuery({
    queryKey: ['startup'],
    queryFn: async () => {
      // Auth hydration runs first inside, so no request leaves before the stored tokens are read.
      await runStartup(queryClient, setStep, { language: i18n.language });
      return true;
    },
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });

  if (startup.isSuccess) return <>{children}</>;

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

  return (
    <main data-startup="loading" data-startup-step={step} aria-busy="true">
      <Loader logo={logo} message={t('startup.loading')} />
    </main>
  );
}
