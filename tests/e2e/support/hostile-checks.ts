import type { Page } from '@playwright/test';

/*
 * The hostile-server checks (the mock's hostile mode, mocks/hostile), shared by the static
 * build's suite (tests/e2e/hostile-server.spec.ts) and the framework server's
 * (tests/e2e-server/hostile-server.spec.ts).
 */

/**
 * What a payload that got through would leave behind; empty when the page is clean.
 * `appRoot`: where the app renders in the static build's document (`#root`), whose own scripts
 * are outside it; `null` for a document the server rendered whole, whose every executable
 * script carries the response's nonce.
 */
export async function tracesOfPayloads(
  page: Page,
  { appRoot }: { appRoot: string | null } = { appRoot: '#root' },
): Promise<string[]> {
  // Handlers such as onerror fire once their image fails: wait for the page's requests first.
  await page.waitForLoadState('networkidle');
  return page.evaluate((appRoot) => {
    const found: string[] = [];
    const ran = localStorage.getItem('__xss');
    if (ran) found.push(`payload ${ran} ran`);
    for (const element of document.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        const value = attribute.value.replace(/\s/g, '').toLowerCase();
        if (attribute.name.startsWith('on')) found.push(`handler ${attribute.name}`);
        if (
          /^(href|src|action|formaction|data)$/.test(attribute.name) &&
          /^(javascript|vbscript|data:text\/html)/.test(value)
        )
          found.push(`${attribute.name}=${value.slice(0, 40)}`);
      }
      // The app's own markup has forms (search, login) but never these, nor a form posting away.
      if (appRoot) {
        if (/^(SCRIPT|IFRAME|OBJECT|EMBED|BASE)$/.test(element.tagName) && element.closest(appRoot))
          found.push(`<${element.tagName.toLowerCase()}> in the app`);
      } else {
        if (/^(IFRAME|OBJECT|EMBED|BASE)$/.test(element.tagName))
          found.push(`<${element.tagName.toLowerCase()}> in the page`);
        if (element instanceof HTMLScriptElement && !element.nonce && !/json/.test(element.type))
          found.push('a script without the response’s nonce');
      }
      if (element.tagName === 'FORM' && element.hasAttribute('action'))
        found.push(`form posting to ${element.getAttribute('action')}`);
    }
    // The app's own fixed layers: the demo build's QA panel, dialogs and toasts.
    // (While a modal is open, what covers the page is its own backdrop.)
    const ownLayer = (element: Element) =>
      document.querySelector('[role="dialog"]') !== null ||
      element.closest(
        '[data-qa-panel], [role="dialog"], [role="alertdialog"], [data-react-aria-top-layer], [role="region"]',
      );
    const points = [
      [0.5, 0.5],
      [0.2, 0.3],
      [0.8, 0.7],
    ];
    for (const [x, y] of points) {
      const hit = document.elementFromPoint(innerWidth * x!, innerHeight * y!);
      if (!hit || ownLayer(hit)) continue;
      for (let node: Element | null = hit; node; node = node.parentElement) {
        const { position } = getComputedStyle(node);
        const box = node.getBoundingClientRect();
        if (position === 'fixed' && box.width * box.height > innerWidth * innerHeight * 0.5)
          found.push(`overlay <${node.tagName.toLowerCase()}> takes clicks`);
      }
    }
    if (getComputedStyle(document.body).display === 'none') found.push('the page is hidden');
    // The app's styles live in <head> (built CSS, react-aria's two); one in the body came in.
    if (document.body.querySelector('style')) found.push('a <style> element in the page');
    // Inside an open dialog (the modal's own backdrop is the app's), nothing may cover the page.
    for (const dialog of document.querySelectorAll('[role="dialog"]')) {
      for (const inner of dialog.querySelectorAll('*')) {
        const { position } = getComputedStyle(inner);
        const box = inner.getBoundingClientRect();
        if (
          (position === 'fixed' || position === 'absolute') &&
          box.width * box.height > innerWidth * innerHeight * 0.5
        )
          found.push(`overlay <${inner.tagName.toLowerCase()}> inside a dialog`);
      }
    }
    return found;
  }, appRoot);
}

const violations = new WeakMap<Page, string[]>();

/** The violations `watchViolations` saw since the last call, taken out of its list. */
export const takeViolations = (page: Page): string[] => violations.get(page)?.splice(0) ?? [];

/**
 * Every `securitypolicyviolation` of the page's documents, kept across navigations: Trusted
 * Types ones (a string reached a DOM sink) apart from the rest of the CSP's.
 */
export async function watchViolations(page: Page) {
  const seen: string[] = [];
  violations.set(page, seen);
  await page.exposeBinding('__reportViolation', (_source, violation: string) => {
    seen.push(violation);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportViolation: (v: string) => void })
        .__reportViolation;
      report(`${event.effectiveDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
}

/**
 * CSP violations that are the policy doing its job on the payloads, each with its reason; any
 * other fails the screen.
 */
export const expectedRefusals = [
  // The sanitiser keeps `<img src="https://…">` (institutions illustrate their texts), and
  // `img-src` refuses hosts other than ours and the configured cover hosts.
  /^img-src https?:\/\//,
  // DOMPurify parses the raw payload in an inert document (DOMParser), which inherits our CSP:
  // Chromium reports its refused handlers, styles and `<base>` to our document, though none of
  // it runs or reaches the page (a bare DOMParser under this CSP reports the same four).
  /^(script-src-attr|style-src-elem|style-src-attr) inline/,
  /^base-uri /,
];
