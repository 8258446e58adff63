import { expect, test, type Page } from './support/app-test';
import { firstPaint } from './support/first-paint';

// Issue 35: the order in which a keyboard user meets the regions of a results page, decided at
// each width (design-system/README.md, "The order of regions on a results page"). The order is
// the DOM's, the same as the visual one; nothing reorders the Tab sequence.

test.describe.configure({ timeout: 180_000 });

const RESULTS = '/?termo=romance&tipo=livre&pagina=1&ordenacao=C';

/** The region the focused element belongs to, named as a reader would. */
async function focusedRegion(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'body';
    if (element.matches('a[href="#conteudo"]')) return 'skip to content';
    if (!element.closest('main')) return element.closest('header') ? 'header' : 'top bar';
    if (element.closest('[id$="-lista"]')) return 'results';
    if (element.textContent === 'Pular para os resultados') return 'skip to results';
    if (element.closest('[aria-labelledby="filtros-titulo"], section[aria-label^="Filtros"]'))
      return 'filters';
    if (element.closest('[role="tablist"], form')) return 'search';
    return 'listing controls';
  });
}

/** Tabs from the top of the page to the first result; the regions met, each once, in order. */
async function regionsToFirstResult(page: Page, most = 400): Promise<string[]> {
  await page.locator('body').focus();
  const met: string[] = [];
  for (let presses = 0; presses < most; presses++) {
    await page.keyboard.press('Tab');
    const region = await focusedRegion(page);
    if (met.at(-1) !== region) met.push(region);
    if (region === 'results') return met;
  }
  throw new Error(`${most} Tab presses did not reach the results: ${met.join(' → ')}`);
}

for (const [width, expected] of [
  // Beside the list, the facets are met before it, where they stand; the skip link passes them.
  [
    1280,
    [
      'skip to content',
      'top bar',
      'header',
      'search',
      'skip to results',
      'listing controls',
      'filters',
      'results',
    ],
  ],
  // Above the list, the facets, display and sort wait behind one button: one stop, not dozens.
  [
    390,
    ['skip to content', 'top bar', 'header', 'search', 'skip to results', 'filters', 'results'],
  ],
] as const) {
  test(`at ${width} px the Tab order meets the regions of a results page on purpose`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(RESULTS);
    await expect(page.getByText(/^\d+ resultados? para/)).toBeVisible(firstPaint);
    const met = await regionsToFirstResult(page);
    expect(met).toEqual(expected);
  });
}
