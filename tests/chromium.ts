import { existsSync } from 'node:fs';

/**
 * Which Chromium the browser tests (Playwright e2e, Storybook story tests, perf) start.
 *
 * `npx playwright install` cannot download browsers on our build machines, so we use the
 * distribution's Chromium when it is there. `CHROMIUM_PATH` overrides the choice; an empty
 * `CHROMIUM_PATH=` forces Playwright's own downloaded browser.
 */
export function chromiumExecutablePath(): string | undefined {
  const configured = process.env.CHROMIUM_PATH;
  if (configured !== undefined) return configured === '' ? undefined : configured;
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

/**
 * Flags that keep Chromium quiet on a machine with no internet: without them it keeps
 * trying to reach update and sync services, and the refused connections slow every start.
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function chromiumLaunchOptions() {
  const executablePath = chromiumExecutablePath();
  return executablePath ? { executablePath, args: chromiumArgs } : { args: chromiumArgs };
}
