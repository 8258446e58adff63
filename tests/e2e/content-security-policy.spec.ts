import { expect, test, type Page } from './support/app-test';
import { firstPaint } from './support/first-paint';
import { signInTo } from './support/patron-session';

/*
 * The build ships a strict Content Security Policy (deploy/security-headers.ts, written into
 * index.html as a <meta> by deploy/vite-plugin.ts). Every page below must render with no
 * violation: one would mean a feature broken for visitors of a deployment that sends the policy.
 */

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
}

/**
 * Records every CSP violation of every document the page loads, and the browser's own reports.
 * Awaited before the test navigates: a listener registered late misses the document's reports
 * (under the full suite's load, a test once waited 15 s for reports its retry had at once).
 */
async function recordViolations(page: Page): Promise<Violation[]> {
  const violations: Violation[] = [];
  await page.exposeFunction('__reportCspViolation', (violation: Violation) => {
    violations.push(violation);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (v: Violation) => void })
        .__reportCspViolation;
      report({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
      });
    });
  });
  return violations;
}

const policyOf = (page: Page) =>
  page
    .locator('meta[http-equiv="Content-Security-Policy"]')
    .getAttribute('content', { timeout: 5_000 });

test.describe.configure({ timeout: 180_000 });

test('home, results, title, basket, login and the personal area render with no CSP violation', async ({
  page,
}) => {
  const violations = await recordViolations(page);

  await page.goto('/');
  // index.html's two inline scripts (the prerendered first screen's head and swap scripts) by hash.
  expect(await policyOf(page)).toMatch(
    /script-src 'self'( 'sha256-[\w+/=]+')*;.*object-src 'none'.*base-uri 'none'/,
  );
  const search = page.getByRole('searchbox').first();
  await search.fill('dom casmurro', firstPaint);
  await search.press('Enter');
  await expect(page.getByText(/resultados para/).first()).toBeVisible(firstPaint);
  // The demo build's QA panel sits over the page's corner: the keyboard opens the title.
  await page
    .getByRole('link', { name: /Dom Casmurro/ })
    .first()
    .focus();
  // The tab bar lists every tab until the title's permissions say which apply, and the page
  // grows above it as the extras beside the record arrive (the reference last): pressed before
  // both, a tab can move from under the pointer between its press and its release.
  const permissions = page.waitForResponse((response) =>
    new URL(response.url()).pathname.endsWith('/permissoes'),
  );
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Dom Casmurro' })).toBeVisible(
    firstPaint,
  );
  await permissions;
  await expect(page.getByRole('button', { name: 'Copiar referência' })).toBeVisible();
  // A press of a react-aria tab injects its touch-action <style> (with the build's nonce).
  await page.getByRole('tab', { name: 'MARC' }).click();
  await expect(page.getByRole('table', { name: 'MARC' })).toBeVisible();
  // A modal locks the page's scroll, which injects react-aria's other <style>.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Suporte' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto('/cesta');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(firstPaint);

  await signInTo(page, '/meu-portal');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible(firstPaint);
  await page
    .getByRole('link', { name: /Empréstimos em andamento/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible(firstPaint);

  expect(violations).toEqual([]);
});

test('the policy is enforced: an injected inline handler, script or script address does not run, and is reported', async ({
  page,
}) => {
  const violations = await recordViolations(page);
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Idioma' })).toBeVisible(firstPaint);
  // Strings into HTML and script sinks: Trusted Types refuses them at the sink.
  const written = await page.evaluate(() => {
    const attempt = (write: () => void) => {
      try {
        write();
        return 'written';
      } catch {
        return 'refused';
      }
    };
    return [
      attempt(() =>
        document.body.insertAdjacentHTML(
          'beforeend',
          '<img src="data:," onerror="window.__xss = 1">',
        ),
      ),
      attempt(() => {
        const script = document.createElement('script');
        script.textContent = 'window.__xss = 3';
        document.body.append(script);
      }),
    ];
  });
  expect(written).toEqual(['refused', 'refused']);
  // A script address set without an HTML sink (an `href` is not one), then followed.
  await page.evaluate(() => {
    const link = document.createElement('a');
    link.href = 'javascript:window.__xss = 2';
    document.body.append(link);
    link.click();
  });
  await expect.poll(() => violations.length).toBeGreaterThanOrEqual(3);
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  // The two strings by Trusted Types; the script address, which no sink took, by script-src.
  expect(new Set(violations.map((violation) => violation.directive))).toEqual(
    new Set(['require-trusted-types-for', 'script-src-elem']),
  );
});

test('no public nonce: an injected <style> does not apply, and an image from an unlisted host is blocked', async ({
  page,
}) => {
  const violations = await recordViolations(page);
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Idioma' })).toBeVisible(firstPaint);
  // Nothing in the page an attacker could copy onto their own <style>.
  expect(await page.locator('meta[name="csp-nonce"]').count()).toBe(0);
  expect(await page.locator('style[nonce]').count()).toBe(0);
  expect(await policyOf(page)).not.toContain('nonce-');
  const applied = await page.evaluate(() => {
    const style = document.createElement('style');
    style.textContent = 'body { outline: 7px solid red; background: url(https://evil.example/s) }';
    document.head.append(style);
    const image = document.createElement('img');
    image.src = 'https://evil.example/pixel.png';
    document.body.append(image);
    return getComputedStyle(document.body).outlineWidth;
  });
  expect(applied).not.toBe('7px');
  await expect.poll(() => violations.length).toBeGreaterThanOrEqual(2);
  expect(new Set(violations.map((violation) => violation.directive))).toEqual(
    new Set(['style-src-elem', 'img-src']),
  );
  // The browser's own word that the image was stopped by img-src, not fetched and failed.
  expect(violations).toContainEqual(
    expect.objectContaining({ directive: 'img-src', blocked: 'https://evil.example/pixel.png' }),
  );
});
