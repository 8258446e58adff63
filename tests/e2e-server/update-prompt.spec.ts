import { appendFileSync, cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { EVERY_SCHEME_TIMEOUT, expectAxeCleanInEveryScheme } from '../e2e/support/accessibility';
import { port as suitePort } from '../../playwright.server.config';
import { startFrameworkServer } from './support/own-server';

/*
 * Issue 34: a new version reaches a patron who has the portal open. The suite's server cannot
 * change version under the other tests' feet, so this test runs a server of its own over a copy
 * of the build and makes the next version by changing the copy's sw.js (any byte changed is a new
 * worker to the browser): the new worker installs and waits, the page offers it, and only the
 * patron's press activates it and reloads.
 */

interface OwnServer {
  origin: string;
  /** Writes the next version of the service worker. */
  nextVersion: () => void;
  stop: () => void;
}

/** The build's copy for this test's own server, and where the copy's sw.js is. */
const build = 'build-framework';
const serviceWorker = 'client/sw.js';
/** The own server's port: two above the suite's (the mock is one above). */
const portOffset = 2;

async function startOwnServer(suitePort: number, copyName: string): Promise<OwnServer> {
  const root = process.cwd();
  const copy = path.join(root, 'test-results', copyName);
  rmSync(copy, { recursive: true, force: true });
  cpSync(path.join(root, build), copy, { recursive: true });
  const port = suitePort + portOffset;
  // Over the copy's server build and client files; the suite's mock backend
  // (playwright.server.config.ts: the server's port + 1).
  const server = await startFrameworkServer({ port, apiPort: suitePort + 1, buildDir: copy });
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    nextVersion: () =>
      appendFileSync(path.join(copy, serviceWorker), `\n// the next version, ${Date.now()}\n`),
    stop: () => {
      server.kill();
      rmSync(copy, { recursive: true, force: true });
    },
  };
}

test('a new version waits for the patron: offered, warned over typed text, applied on Reload', async ({
  page,
}) => {
  test.setTimeout(EVERY_SCHEME_TIMEOUT + 90_000);
  const own = await startOwnServer(suitePort, 'update-prompt');
  try {
    await page.goto(`${own.origin}/`);
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
      timeout: 30_000,
    });

    own.nextVersion();
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    const prompt = page.getByText('Uma nova versão do catálogo está disponível.');
    await expect(prompt).toBeVisible({ timeout: 30_000 });
    // It waits: the page is still the old worker's, nothing reloaded by itself.
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting),
    ).not.toBeNull();
    await expectAxeCleanInEveryScheme(page);

    // Text typed and not sent: Reload says so first, and Keep editing keeps it.
    const box = page.getByRole('searchbox', { name: /Pesquisar por/ }).first();
    await box.fill('memórias póstumas');
    await page.getByRole('button', { name: 'Recarregar', exact: true }).click();
    await expect(page.getByText(/^Há texto digitado nesta página/)).toBeVisible();
    const keepEditing = page.getByRole('button', { name: 'Continuar editando' });
    await expect(keepEditing).toBeFocused();
    await keepEditing.click();
    await expect(box).toHaveValue('memórias póstumas');
    await expect(prompt).toBeVisible();

    // Reload anyway: the new worker takes over and the page loads again, once.
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Recarregar', exact: true }).click();
    await page.getByRole('button', { name: 'Recarregar mesmo assim' }).click();
    await reloaded;
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
    const worker = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return {
        waiting: registration?.waiting ?? null,
        controlled: navigator.serviceWorker.controller !== null,
      };
    });
    expect(worker).toEqual({ waiting: null, controlled: true });
    await expect(prompt).toHaveCount(0);
    await expect(page.getByRole('searchbox', { name: /Pesquisar por/ }).first()).toHaveValue('');
  } finally {
    own.stop();
  }
});
