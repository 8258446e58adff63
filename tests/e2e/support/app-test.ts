import { test as base, type Page } from '@playwright/test';
import { firstPaint } from './first-paint';

export * from '@playwright/test';

/**
 * Resolves once React has taken the page's `#root` and either the app is live (`data-app-ready`,
 * set by src/app/ready-app.tsx once hydrated or rendered) or the start-up screen shows (loading
 * or failed, which tests wait past themselves). The home page's markup is on screen before that
 * (issue 16: it paints without JavaScript, and the demo build seeds its in-browser mock first),
 * and a click on it before then does nothing.
 */
export async function appTookOver(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const root = document.getElementById('root');
      if (!root) return true;
      const held = Object.keys(root).some((key) => key.startsWith('__reactContainer$'));
      return (
        held &&
        (document.documentElement.hasAttribute('data-app-ready') ||
          root.querySelector('[data-startup]') !== null)
      );
    },
    undefined,
    firstPaint,
  );
}

/**
 * Playwright's `test` whose page waits, after each `goto` and `reload`, for the app to take
 * over (`appTookOver`), as a patron waits for a page to respond. Every spec imports it.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await appTookOver(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await appTookOver(page);
      return response;
    };
    await use(page);
  },
});
