import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { axeColourRules, axeRules, axeTags } from '../../axe-rules';
import { ibmFalsePositives, ibmPolicy } from '../../ibm-rules';

/**
 * Axe's violations (rule and targets) on the page, or within `include`; see `expectAxeClean`.
 * `coloursOnly` runs just the colour rules.
 */
async function axeViolations(page: Page, include?: string, coloursOnly = false) {
  await finishedAnimations(page);
  // Only violations are read: axe then details one node per passing rule, not all of them
  // (a fifth less time on the results page, measured). react-aria's live announcer keeps, for
  // seconds, an image labelled by a pending button that may have unmounted since (a form's step
  // changes on success), which axe reports as unnamed; it is react-aria's transient region, not
  // our markup.
  //
  // Legacy mode runs `axe.run` in the page itself. The default mode runs axe in parts, frame by
  // frame, and finishes in a blank page it opens in the test's context, for cross-origin
  // iframes, which the app has none of; on the results page of a loaded 2-core machine that took
  // 9.0-11.6 s for a full scan and 3.9-5.4 s for the colour rules, legacy mode 3.6-4.0 s and
  // 2.5-3.4 s, with the same violations and passes.
  const builder = (
    coloursOnly
      ? new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withRules(axeColourRules)
      : new AxeBuilder({ page })
          .options({ rules: { ...axeRules }, resultTypes: ['violations'] })
          .withTags(axeTags)
  )
    .setLegacyMode(true)
    .exclude('[data-live-announcer]');
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

/**
 * Waits for every finite animation and transition on the page, after a frame so that a change
 * just made has started its own: a modal fades in and buttons fade their colours
 * (design-system/*.css.ts), and axe must judge contrast on the end state, not mid-fade.
 * Endless ones (spinners, skeletons) are left running.
 */
async function finishedAnimations(page: Page) {
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    // Only running ones: a paused or idle animation's `finished` waits for a play that may
    // never come. And a bound of 5 s (the app's fades take 0.2 s): the loans' every-scheme test
    // once stalled for minutes here or nearby, not reproduced since, and a stall must not last
    // to the test's time-out (`EVERY_SCHEME_TIMEOUT`).
    const ends = document
      .getAnimations()
      .filter(
        (animation) =>
          animation.playState === 'running' &&
          animation.effect?.getComputedTiming().endTime !== Infinity,
      )
      .map((animation) => animation.finished.catch(() => undefined));
    await Promise.race([Promise.all(ends), new Promise((resolve) => setTimeout(resolve, 5_000))]);
  });
}

/**
 * Axe finds no violation on the page as it stands, or within `include` when given, under the
 * WCAG 2.0/2.1/2.2 A and AA tags, axe's best practices and label in name (`tests/axe-rules.ts`);
 * lists rule and targets if not.
 */
export async function expectAxeClean(page: Page, { include }: { include?: string } = {}) {
  expect(await axeViolations(page, include)).toEqual([]);
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

/**
 * Stores accessibility settings as the store writes them, once, before the first page the test
 * opens (a later change in the page's own bar is kept): what a returning patron's device holds.
 */
export async function storeSettingsOnce(
  page: Page,
  settings: { zoom: number; negrito: boolean; cor: string; escuro: boolean },
) {
  await page.addInitScript((state) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem(
      'acessibilidade',
      JSON.stringify({ state: { ...state, libras: false }, version: 1 }),
    );
  }, settings);
}

/**
 * The time a test with `expectAxeCleanInEveryScheme` scans may take: five axe runs per screen
 * take minutes on a busy two-core machine. The longest such test took 149 s in the last
 * clean-clone run (the three guides, seven screens; axe in the page since, `setLegacyMode`).
 * Six minutes leaves room for a slow run, and a stalled one (a failure and its retry) cannot
 * take half of CI's 90 minutes as 15 minutes each did.
 */
export const EVERY_SCHEME_TIMEOUT = 360_000;

/** The colour scheme select's option for each stored colour (pt-BR). */
const schemeOptions: Record<(typeof colourSchemes)[number][1], string> = {
  normal: 'Cores normais',
  inverted: 'Cores invertidas',
  greyscale: 'Tons de cinza',
  highContrast: 'Alto contraste',
};

/**
 * Chooses a colour scheme and the dark-mode switch through the accessibility bar, as a reader
 * does (opening its panel if closed and closing it again, so the page is as it was), then waits
 * until the document shows the scheme (axe itself waits for the colour transitions).
 */
async function switchColourScheme(
  page: Page,
  [, cor, escuro, attribute]: (typeof colourSchemes)[number],
) {
  const toggle = page.getByRole('button', { name: 'Acessibilidade', exact: true });
  const panel = page.getByRole('group', { name: 'Opções de acessibilidade' });
  const wasOpen = (await toggle.getAttribute('aria-expanded')) === 'true';
  if (!wasOpen) await toggle.click();
  await expect(panel).toBeVisible();
  await panel.getByRole('button', { name: /Esquema de cores/ }).click();
  await page.getByRole('option', { name: schemeOptions[cor], exact: true }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
  const dark = panel.getByRole('switch', { name: 'Modo escuro' });
  if ((await dark.isChecked()) !== escuro) {
    // The switch's input is visually hidden: press its label, as a pointer user does.
    await panel.locator('label').filter({ hasText: 'Modo escuro' }).click();
    await expect(dark).toBeChecked({ checked: escuro });
  }
  if (!wasOpen) {
    await toggle.click();
    await expect(panel).toBeHidden();
  }
  await expect(page.locator('html')).toHaveAttribute('data-color-scheme', attribute);
}

/**
 * `expectAxeClean` in each of the five colour schemes, switched in place through the
 * accessibility bar: a test walks its flow once and scans every screen five times, instead of
 * loading the app and repeating the flow once per scheme. The first scheme gets every rule, the
 * other four the colour rules only (`axeColourRules`). Ends in the normal colours, dark mode off.
 * A failure names the scheme.
 *
 * A modal dialog leaves the bar inert, so a dialog is scanned with `dialog`: called with the
 * dialog closed, the helper switches the scheme, opens the dialog with it, scans, and closes
 * it with Escape, once per scheme; the dialog is closed at the end.
 */
export async function expectAxeCleanInEveryScheme(
  page: Page,
  { include, dialog }: { include?: string; dialog?: () => Promise<unknown> } = {},
) {
  for (const [index, scheme] of colourSchemes.entries()) {
    await switchColourScheme(page, scheme);
    if (dialog) await dialog();
    expect(await axeViolations(page, include, index > 0), `axe in ${scheme[0]}`).toEqual([]);
    if (dialog) {
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog').or(page.getByRole('alertdialog'))).toHaveCount(0);
    }
  }
  await switchColourScheme(page, colourSchemes[0]);
}

/** The IBM Equal Access engine's browser script, read once per worker. */
let ibmEngine: Promise<string> | undefined;
const ibmEngineSource = () =>
  (ibmEngine ??= readFile(
    createRequire(import.meta.url).resolve('accessibility-checker-engine/ace.js'),
    'utf8',
  ));

/**
 * The IBM Equal Access engine's violations (rule, reason, element) on the page as it stands,
 * under its WCAG 2.2 policy (`tests/ibm-rules.ts`): only results whose value is a failed
 * violation, not the "potential" ones or recommendations, and not the rules listed there as
 * false positives. The engine is evaluated through the DevTools protocol, which the build's
 * CSP (no inline scripts) does not govern, once per document: a `visit` inside the app keeps it.
 */
export async function ibmViolations(page: Page) {
  await finishedAnimations(page);
  if (!(await page.evaluate(() => 'ace' in window))) {
    // `var ace` at the top of the script: evaluated as a script, it becomes `window.ace`.
    await page.evaluate(`${await ibmEngineSource()}\n;window.ace = ace; undefined`);
  }
  return page.evaluate(
    async ({ policy, ignored }) => {
      interface IbmResult {
        ruleId: string;
        reasonId: string;
        value: [string, string];
        message: string;
        path: { dom: string };
        snippet: string;
      }
      const engine = (
        window as unknown as {
          ace: {
            Checker: new () => {
              check: (doc: Document, policies: string[]) => Promise<{ results: IbmResult[] }>;
            };
          };
        }
      ).ace;
      const report = await new engine.Checker().check(document, [policy]);
      // Not the app's markup: react-aria's transient live announcer (as in axe's scan) and the
      // demo build's QA panel of the in-browser mock (mocks/qa-panel), absent from production.
      const outside = (xpath: string) => {
        const node = document.evaluate(
          xpath,
          document,
          null,
          XPathResult.FIRST_ORDERED_NODE_TYPE,
        ).singleNodeValue;
        const element = node instanceof Element ? node : node?.parentElement;
        return element?.closest('[data-live-announcer], [data-qa-panel]') != null;
      };
      return report.results
        .filter((result) => result.value[0] === 'VIOLATION' && result.value[1] === 'FAIL')
        .filter((result) => !ignored.includes(result.ruleId) && !outside(result.path.dom))
        .map((result) => ({
          rule: `${result.ruleId} (${result.reasonId})`,
          message: result.message,
          element: result.path.dom,
          snippet: result.snippet,
        }));
    },
    { policy: ibmPolicy, ignored: Object.keys(ibmFalsePositives) },
  );
}

/**
 * The IBM Equal Access engine, a second engine beside axe, finds no violation on the page as it
 * stands under its WCAG 2.2 policy, except the rules listed with reasons in `tests/ibm-rules.ts`;
 * lists rule, reason, message and element if not.
 */
export async function expectIbmClean(page: Page) {
  expect(await ibmViolations(page), 'IBM Equal Access (WCAG_2_2)').toEqual([]);
}
