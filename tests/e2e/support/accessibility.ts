import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { axeRules, axeTags } from '../../axe-rules';

/**
 * Axe finds no violation on the page as it stands, or within `include` when given, under the
 * WCAG 2.0/2.1/2.2 A and AA tags, axe's best practices and label in name (`tests/axe-rules.ts`);
 * lists rule and targets if not.
 */
export async function expectAxeClean(page: Page, { include }: { include?: string } = {}) {
  // react-aria's live announcer briefly points at a control that has just unmounted (after a
  // pending button), which axe reports as an unnamed image; wait until it has emptied.
  await expect(page.locator('[data-live-announcer] [role="img"]')).toHaveCount(0, {
    timeout: 20_000,
  });
  const builder = new AxeBuilder({ page }).options({ rules: { ...axeRules } }).withTags(axeTags);
  const results = await (include ? builder.include(include) : builder).analyze();
  expect(
    results.violations.map((violation) => ({
      id: violation.id,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    })),
  ).toEqual([]);
}

/** Every colour scheme of the accessibility bar: name, stored colour, dark flag, html attribute. */
export const colourSchemes = [
  ['normal colours', 'normal', false, 'normal'],
  ['inverted colours', 'inverted', false, 'inverted'],
  ['greyscale', 'greyscale', false, 'greyscale'],
  ['high contrast', 'highContrast', false, 'highContrast'],
  ['dark mode', 'normal', true, 'dark'],
] as const;

/**
 * Opens every page of the test in a colour scheme, through the accessibility bar's persisted
 * settings as the store writes them (src/stores/accessibility-store.ts).
 */
export async function startInColourScheme(page: Page, cor: string, escuro: boolean) {
  await page.addInitScript(
    ([chosen, dark]) =>
      localStorage.setItem(
        'acessibilidade',
        JSON.stringify({
          state: {
            zoom: 0,
            negrito: false,
            cor: chosen,
            escuro: dark,
            libras: false,
            aberta: false,
          },
          version: 1,
        }),
      ),
    [cor, escuro] as const,
  );
}
