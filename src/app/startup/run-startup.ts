import type { QueryClient } from '@tanstack/react-query';
import { ensurePublicCredentials } from '../../features/auth/api/public-credentials';
import { institutionQueries } from '../../features/institution/api/institution-queries';

export const startupSteps = [
  'publicCredentials',
  'functionalities',
  'institution',
  'searchGuides',
] as const;
export type StartupStep = (typeof startupSteps)[number];

/**
 * Spec section 4, start-up loader: public credentials if none, functionalities, institution
 * if missing, search guides if missing, in that order. `ensureQueryData` fetches only what
 * the cache does not hold, so a retry resumes where the failure happened.
 */
export async function runStartup(
  queryClient: QueryClient,
  onStep: (step: StartupStep) => void = () => {},
): Promise<void> {
  onStep('publicCredentials');
  await ensurePublicCredentials();
  onStep('functionalities');
  await queryClient.ensureQueryData(institutionQueries.functionalities());
  onStep('institution');
  await queryClient.ensureQueryData(institutionQueries.institution());
  onStep('searchGuides');
  await queryClient.ensureQueryData(institutionQueries.searchGuides());
}
