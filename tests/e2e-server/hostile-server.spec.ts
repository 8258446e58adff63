import type { ChildProcess } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { port as suitePort } from '../../playwright.server.config';
import { addressPayloads, allTextPayloads } from '../e2e/support/hostile-corpus';
import {
  expectedRefusals,
  takeViolations,
  tracesOfPayloads,
  watchViolations,
} from '../e2e/support/hostile-checks';
import { startFrameworkServer, startMockServer } from './support/own-server';

/*
 * The hostile-server suite (tests/e2e/hostile-server.spec.ts) against the framework server: a
 * mock in hostile mode (every free-text field of every answer carries the payload corpus, every
 * address field a script address) behind a server of this test's own. Each public page the
 * server renders is checked twice: its HTML as sent (the payloads are text there, the
 * institution's HTML went through the sanitiser on the server, every script carries the
 * response's nonce), then the page once hydrated, with the policy and with the browser told to
 * ignore it (nothing runs, no handler or script address, no Trusted Types violation).
 */

test.describe.configure({ mode: 'serial', timeout: 120_000 });

/** This test's mock and server: three and four above the suite's server (update-prompt: two). */
const serverPort = suitePort + 3;
const mockPort = suitePort + 4;
const origin = `http://127.0.0.1:${serverPort}`;

const pages = [
  // The institution's texts (sanitised HTML), FAQ and events.
  { where: 'home', path: '/', shows: /⚠/ },
  { where: 'results', path: '/?termo=casmurro&tipo=livre', shows: /localStorage\.__xss/ },
  { where: 'title', path: '/acervo/7', shows: /localStorage\.__xss/ },
  { where: 'title, copies', path: '/acervo/7/exemplares', shows: /localStorage\.__xss/ },
  { where: 'authority', path: '/autoridade/7', shows: /localStorage\.__xss/ },
  { where: 'opening hours', path: '/horarios', shows: null },
  { where: 'events', path: '/eventos', shows: /localStorage\.__xss/ },
] as const;

const processes: ChildProcess[] = [];

test.beforeAll(async () => {
  processes.push(
    await startMockServer(mockPort, {
      MOCK_HOSTILE: JSON.stringify({ text: allTextPayloads, url: addressPayloads[0] }),
    }),
  );
  processes.push(await startFrameworkServer({ port: serverPort, apiPort: mockPort }));
});

test.afterAll(() => {
  for (const child of processes) child.kill();
});

/**
 * What the HTML as sent holds that could run, read by the browser's parser without running it
 * (a `DOMParser` document): an event handler or a script address on an element, a frame, plugin
 * or `<base>`, a script without the response's nonce. The payloads are text and attribute
 * values there, escaped.
 */
function runnableMarkup(page: Page, html: string, nonce: string): Promise<string[]> {
  return page.evaluate(
    ([html, nonce]) => {
      const parsed = new DOMParser().parseFromString(html, 'text/html');
      const found: string[] = [];
      for (const element of parsed.querySelectorAll('*')) {
        const tag = element.tagName.toLowerCase();
        for (const { name, value } of element.attributes) {
          if (name.startsWith('on')) found.push(`${name} on <${tag}>`);
          if (
            /^(href|src|action|formaction|data|xlink:href)$/.test(name) &&
            /^(javascript|vbscript|data:text\/html)/i.test(
              [...value].filter((char) => char > ' ').join(''),
            )
          )
            found.push(`${name}=${value.slice(0, 40)} on <${tag}>`);
        }
        if (/^(iframe|object|embed|base|frame|frameset)$/.test(tag)) found.push(`<${tag}>`);
        if (
          tag === 'script' &&
          !/^application\/(ld\+)?json$/.test(element.getAttribute('type') ?? '') &&
          element.getAttribute('nonce') !== nonce
        )
          found.push(`a script without the nonce: ${element.outerHTML.slice(0, 60)}`);
      }
      return found;
    },
    [html, nonce] as const,
  );
}

for (const { where, path, shows } of pages)
  test(`${where}: the server's HTML carries the payloads as text only`, async ({ page }) => {
    const answer = await page.request.get(`${origin}${path}`);
    expect(answer.status(), path).toBe(200);
    const nonce = /'nonce-([^']+)'/.exec(answer.headers()['content-security-policy'] ?? '')?.[1];
    expect(nonce, 'the response has a nonce').toBeTruthy();
    const html = await answer.text();
    if (shows) expect(html, 'the payloads reached the page').toMatch(shows);
    expect(await runnableMarkup(page, html, nonce!)).toEqual([]);
  });

async function expectClean(page: Page, where: string) {
  expect(await tracesOfPayloads(page, { appRoot: null }), where).toEqual([]);
  const seen = takeViolations(page);
  expect(
    seen.filter((violation) => /trusted-types/.test(violation)),
    `${where}: Trusted Types violations`,
  ).toEqual([]);
  expect(
    seen.filter(
      (violation) =>
        !/trusted-types/.test(violation) &&
        !expectedRefusals.some((pattern) => pattern.test(violation)),
    ),
    `${where}: CSP violations not listed with a reason`,
  ).toEqual([]);
}

for (const mode of ['with the CSP', 'without the CSP'] as const)
  test.describe(`hydrated, ${mode}`, () => {
    test.use({ bypassCSP: mode === 'without the CSP', locale: 'pt-BR' });

    test('every public page: none of the payloads runs', async ({ page }) => {
      await watchViolations(page);
      for (const { where, path, shows } of pages) {
        await page.goto(`${origin}${path}`);
        await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
        if (shows) await expect(page.getByText(shows).first()).toBeAttached();
        await expectClean(page, where);
      }
    });
  });
