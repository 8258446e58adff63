import type { QueryClient } from '@tanstack/react-query';
import { runStartup, type StartupOptions } from './run-startup';

let begun: Promise<void> | null = null;

/**
 * Starts start-up's requests as soon as the page's first script runs, before React and the
 * translations have loaded: on a slow connection those take the longest, and the two round
 * trips of start-up (the public token, then the public configuration) now run alongside them.
 * Resolves when it is done (others wait on it; the gate reports its failure).
 */
export function beginStartup(queryClient: QueryClient, options: StartupOptions): Promise<void> {
  const run = runStartup(queryClient, undefined, options);
  begun = run;
  // Awaited (and reported) by the start-up gate.
  run.catch(() => {});
  return run;
}

/**
 * The start-up begun with the page, the first time the gate asks; after that (a retry once it
 * failed) a new run, which resumes at the step that failed.
 */
export function takeStartup(queryClient: QueryClient, options: StartupOptions): Promise<void> {
  const run = begun ?? runStartup(queryClient, undefined, options);
  begun = null;
  return run;
}
