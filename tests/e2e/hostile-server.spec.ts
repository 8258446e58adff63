import { expect, test, type Page } from './support/app-test';
import { firstPaint } from './support/first-paint';
import { addressPayloads, allTextPayloads, textPayloads } from './support/hostile-corpus';
import {
  expectedRefusals,
  takeViolations,
  tracesOfPayloads,
  watchViolations,
} from './support/hostile-checks';
import { signInTo } from './support/patron-session';

/*
 * A hostile server (the mock's hostile mode, mocks/hostile): every free-text field of every
 * answer carries the whole payload corpus, every address field a script address. Each screen
 * that shows or follows server data is visited, with the shipped Content Security Policy and
 * with the browser told to ignore it (the sanitiser and the safe navigation must hold alone).
 * Nothing may run (`localStorage.__xss` stays unset), no element may carry an event handler or
 * a script address, no overlay may take the page's clicks, and no password field may appear
 * where the app has none.
 */

test.describe.configure({ timeout: 240_000 });

const hostileQuery = (url: string | null) =>
  `mockHostile=${encodeURIComponent(JSON.stringify({ text: allTextPayloads, url }))}`;

/** What one screen showed: the sinks server data reached there, and what got through. */
interface ScreenReport {
  screen: string;
  links: number;
  images: number;
  html: number;
  executions: number;
  cspViolations: string[];
  trustedTypesViolations: string[];
}

const reports: ScreenReport[] = [];
async function expectClean(page: Page, where: string) {
  const traces = await tracesOfPayloads(page);
  const sinks = await page.evaluate(() => ({
    links: document.querySelectorAll('#root a[href]').length,
    images: document.querySelectorAll('#root img').length,
    // Where server HTML went in: the sanitiser's output keeps no class of ours, so count the
    // elements whose content React set from HTML (their children carry no React fiber).
    html: [...document.querySelectorAll('#root *')].filter(
      (element) =>
        element.firstElementChild !== null &&
        !Object.keys(element.firstElementChild).some((key) => key.startsWith('__reactFiber$')) &&
        Object.keys(element).some((key) => key.startsWith('__reactFiber$')),
    ).length,
  }));
  const seen = takeViolations(page);
  const trustedTypes = seen.filter((violation) => /trusted-types/.test(violation));
  const withoutCsp = test.info().titlePath.some((title) => title.includes('without the CSP'));
  reports.push({
    screen: `${where}${withoutCsp ? ' (CSP bypassed)' : ''}`,
    ...sinks,
    executions: traces.filter((trace) => trace.endsWith(' ran')).length,
    cspViolations: seen.filter((violation) => !trustedTypes.includes(violation)),
    trustedTypesViolations: trustedTypes,
  });
  expect(traces, where).toEqual([]);
  expect(trustedTypes, `${where}: Trusted Types violations`).toEqual([]);
  // Reported, and expected: what the CSP itself refused of the payloads (see `expectedRefusals`).
  expect(
    seen.filter((violation) => !expectedRefusals.some((pattern) => pattern.test(violation))),
    `${where}: CSP violations not listed with a reason`,
  ).toEqual([]);
}

test.afterAll(() => {
  if (!reports.length) return;
  const total = (key: 'links' | 'images' | 'html') =>
    reports.reduce((sum, report) => sum + report[key], 0);
  const byDirective = new Map<string, number>();
  for (const violation of reports.flatMap((report) => report.cspViolations)) {
    const directive = violation.split(' ')[0] ?? '';
    byDirective.set(directive, (byDirective.get(directive) ?? 0) + 1);
  }
  const lines = reports.map(
    (report) =>
      `  ${report.screen.padEnd(28)} links ${report.links}, images ${report.images}, HTML ${report.html}; ` +
      `${report.executions} executions, ${report.cspViolations.length} CSP and ` +
      `${report.trustedTypesViolations.length} Trusted Types violations`,
  );
  console.log(
    [
      `Hostile server: ${textPayloads.length} text and ${addressPayloads.length} address payloads, ` +
        `${reports.length} screens; sinks: links ${total('links')}, images ${total('images')}, ` +
        `HTML ${total('html')}, locations ${reports.filter((r) => locationFlows.some((f) => r.screen.startsWith(f))).length}, popups 0 (not reached here); ` +
        `${reports.reduce((sum, r) => sum + r.executions, 0)} executions, ` +
        `${reports.reduce((sum, r) => sum + r.cspViolations.length, 0)} CSP reports (each listed in expectedRefusals, else the screen fails), ` +
        `${reports.reduce((sum, r) => sum + r.trustedTypesViolations.length, 0)} Trusted Types violations`,
      `  CSP refusals by directive (expected, see expectedRefusals): ${[...byDirective].map(([d, n]) => `${d} ${n}`).join(', ') || 'none'}`,
      ...lines,
    ].join('\n'),
  );
});

/** The flows of the second test where an address from the server becomes a location. */
const locationFlows = ['redirect page', 'after logout', 'login, SAML'];

const passwordFields = (page: Page) => page.locator('input[type="password"]');

for (const mode of ['with the CSP', 'without the CSP'] as const) {
  test.describe(`a hostile server, ${mode}`, () => {
    test.use({ bypassCSP: mode === 'without the CSP' });
    test.beforeEach(async ({ page }) => watchViolations(page));

    test(`catalogue screens: ${textPayloads.length} text payloads in every answer, none runs`, async ({
      page,
    }) => {
      await page.goto(`/?${hostileQuery(addressPayloads[0]!)}`);
      await expect(page.getByRole('navigation', { name: 'Idioma' })).toBeVisible(firstPaint);
      // The payloads did reach the screen, as text: the home page's institution texts carry them.
      await expect(page.getByText(/⚠/).first()).toBeAttached(firstPaint);
      await expectClean(page, 'home');
      await expect(passwordFields(page)).toHaveCount(0);

      await page.getByRole('contentinfo').getByRole('button', { name: 'Suporte' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect(page.getByRole('dialog').locator('input[type="password"], form')).toHaveCount(0);
      await expectClean(page, 'support modal');
      await page.keyboard.press('Escape');

      const search = page.getByRole('searchbox').first();
      await search.fill('dom casmurro');
      await search.press('Enter');
      await expect(page.getByText(/resultados para/).first()).toBeVisible(firstPaint);
      await expect(
        page
          .getByRole('main')
          .getByText(/localStorage\.__xss/)
          .first(),
      ).toBeVisible();
      await expectClean(page, 'results');

      await page.goto('/acervo/7/referencia');
      await expect(page.getByRole('tabpanel')).toContainText('Dom Casmurro', firstPaint);
      await expectClean(page, 'title, tab Referência');
      const tabs = await page.getByRole('tab').allInnerTexts();
      for (const name of tabs.slice(1)) {
        await page.getByRole('tab', { name, exact: true }).click();
        await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute(
          'aria-selected',
          'true',
        );
        await expect(page.getByRole('tabpanel')).toBeVisible();
        await expectClean(page, `title, tab ${name}`);
      }
      await page.getByRole('tab', { name: 'Exemplares' }).click();
      await expect(page.getByRole('grid', { name: 'Exemplares' })).toBeVisible();
      // The title's approved comments: author and text carry the payloads, shown as text.
      const approvedComments = page.getByRole('list', { name: 'Comentários aprovados' });
      await expect(approvedComments.getByText(/localStorage\.__xss/).first()).toBeVisible();
      await expectClean(page, 'title, comments');

      await page.goto('/login');
      await expect(passwordFields(page)).toHaveCount(1, firstPaint);
      await expectClean(page, 'login');
    });

    test('personal area and navigation sinks: script addresses are refused, and logout still ends', async ({
      page,
    }) => {
      await page.goto(
        `/?${hostileQuery(addressPayloads[1]!)}&mockInstitution=${encodeURIComponent('{"usaSAML":true}')}`,
      );
      await expect(page.getByRole('navigation', { name: 'Idioma' })).toBeVisible(firstPaint);
      await signInTo(page, '/meu-portal');
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible(firstPaint);
      await expectClean(page, 'personal area home');
      await page
        .getByRole('link', { name: /Empréstimos em andamento/ })
        .first()
        .click();
      await expect(
        page
          .getByRole('main')
          .getByText(/localStorage\.__xss/)
          .first(),
      ).toBeVisible(firstPaint);
      await expectClean(page, 'loans');
      for (const screen of ['reservas', 'debitos', 'suspensoes']) {
        await page.goto(`/meu-portal/${screen}`);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible(firstPaint);
        await expectClean(page, screen);
      }
      // My comments: titles and comment texts carry the payloads, shown as text.
      await page.goto('/meu-portal/comentarios');
      await expect(
        page
          .getByRole('list', { name: /^Seus comentários sobre/ })
          .first()
          .getByText(/localStorage\.__xss/)
          .first(),
      ).toBeVisible(firstPaint);
      await expectClean(page, 'my comments');

      // The redirect page follows an address the server answers: refused, and said so.
      await page.goto('/redirecionamento');
      await expect(page.getByText('Este link não pode ser aberto.').first()).toBeVisible(
        firstPaint,
      );
      await expectClean(page, 'redirect page');

      // The SAML logout address is a script address: the session still ends, at the base.
      await page.goto('/sair');
      // The refused address leaves for the base with a full page load: wait for that document
      // (the old one already showed "Entrar"), then for its boot screen to give way to the app.
      await expect(page).toHaveURL((url) => url.pathname === '/', firstPaint);
      await expect(page.getByRole('banner').getByRole('link', { name: 'Entrar' })).toBeVisible(
        firstPaint,
      );
      await expect(page.getByText('Carregando o catálogo…')).toHaveCount(0, firstPaint);
      await expectClean(page, 'after logout');

      // The login's SAML button asks for the identity provider's address: refused, and said so.
      await page.goto('/login');
      await page.getByRole('button', { name: /SAML|institucional/i }).click(firstPaint);
      await expect(page.getByText('Este link não pode ser aberto.').first()).toBeVisible();
      await expect(page).toHaveURL((url) => url.pathname === '/login');
      await expectClean(page, 'login, SAML');
    });
  });
}

test('control: under the enforced policy, page script cannot put a string into innerHTML', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Idioma' })).toBeVisible(firstPaint);
  // The home page's institution HTML did render: our policy's TrustedHTML is accepted.
  const refused = await page.evaluate(() => {
    const attempt = (write: () => void) => {
      try {
        write();
        return 'accepted';
      } catch (error) {
        return error instanceof TypeError ? 'refused' : String(error);
      }
    };
    const target = document.createElement('div');
    const script = document.createElement('script');
    return {
      innerHTML: attempt(() => {
        target.innerHTML = '<img src=x onerror="localStorage.__xss=0">';
      }),
      scriptSrc: attempt(() => {
        script.src = '/assets/anything.js';
      }),
      policy: attempt(() => {
        (
          window as unknown as { trustedTypes: { createPolicy: (n: string, o: object) => void } }
        ).trustedTypes.createPolicy('attacker', { createHTML: (html: string) => html });
      }),
      written: target.childElementCount,
    };
  });
  expect(refused).toEqual({
    innerHTML: 'refused',
    scriptSrc: 'refused',
    policy: 'refused',
    written: 0,
  });
});
