// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { takeFirstScreen } from '../../../src/app/prerender/take-first-screen';
import { inlineHashes } from '../../../deploy/vite-plugin';
import { reactAriaStyles } from '../../../deploy/fixed-styles';
import {
  contentSecurityPolicy,
  metaContentSecurityPolicy,
  policyDirectives,
  securityHeaders,
  styleHash,
} from '../../../deploy/security-headers';

// Issue 16: how the app takes over index.html's prerendered markup (the build writes it, see
// deploy/prerender-plugin.ts) and how the policy allows the inline parts it adds.

const data = (language: string) =>
  JSON.stringify({ language, queries: { queries: [], mutations: [] }, loaderData: { '0': null } });

/** index.html after its inline scripts ran: `held` is the language whose markup #root holds. */
function prerenderedPage(shown: string | null, held = shown || 'pt') {
  const headings = {
    pt: 'Pesquisar no acervo',
    en: 'Search the catalogue',
    es: 'Buscar en el acervo',
  };
  document.body.innerHTML = `
    <div id="root" data-language="${held}"><h1>${headings[held as keyof typeof headings]}</h1></div>
    <template id="root-en"><h1>Search the catalogue</h1></template>
    <template id="root-es"><h1>Buscar en el acervo</h1></template>
    <script>swap()</script>
    <div class="boot-screen"><img alt="" src="/logo.svg"></div>
    <script type="application/json" id="first-screen-data-pt">${data('pt')}</script>
    <script type="application/json" id="first-screen-data-en">${data('en')}</script>
    <script type="application/json" id="first-screen-data-es">${data('es')}</script>`;
  if (shown === null) document.documentElement.removeAttribute('data-first-screen');
  else document.documentElement.setAttribute('data-first-screen', shown);
  return document.getElementById('root') as HTMLElement;
}

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-first-screen');
});

describe('taking over the prerendered first screen', () => {
  it("hydrates the language the head script showed, in #root, and drops the others' markup", () => {
    const root = prerenderedPage('en');
    const taken = takeFirstScreen(root, 'en', true);
    expect(taken?.container).toBe(root);
    expect(taken?.data.language).toBe('en');
    expect(root.textContent).toBe('Search the catalogue');
    expect(document.querySelectorAll('h1')).toHaveLength(1);
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('.boot-screen, template')).toBeNull();
    expect(root.hasAttribute('data-language')).toBe(false);
    expect(document.documentElement.hasAttribute('data-first-screen')).toBe(false);
  });

  it('shows the start-up screen in #root when the app starts in another language than shown', () => {
    const root = prerenderedPage('pt');
    expect(takeFirstScreen(root, 'en', true)).toBeNull();
    expect(root.children).toHaveLength(1);
    expect(root.firstElementChild?.className).toBe('boot-screen');
    expect(document.querySelectorAll('h1')).toHaveLength(0);
    expect(document.querySelector('script')).toBeNull();
  });

  it('does not hydrate when the mock was told to answer otherwise, or the address is another', () => {
    expect(takeFirstScreen(prerenderedPage('pt'), 'pt', false)).toBeNull();
    // The swap did not happen (no such template): #root holds another language's markup.
    expect(takeFirstScreen(prerenderedPage('en', 'pt'), 'en', true)).toBeNull();
    expect(takeFirstScreen(prerenderedPage(''), 'pt', true)).toBeNull();
    expect(document.getElementById('root')?.firstElementChild?.className).toBe('boot-screen');
  });

  it('leaves app.html (no head script, no markup) as it is', () => {
    document.body.innerHTML = '<div id="root"><div class="boot-screen"></div></div>';
    const root = document.getElementById('root') as HTMLElement;
    expect(takeFirstScreen(root, 'pt', true)).toBeNull();
    expect(root.innerHTML).toBe('<div class="boot-screen"></div>');
  });
});

describe("the policy's inline allowances", () => {
  it('hashes inline scripts and style attributes, not external scripts or JSON data', () => {
    const { scripts, styleAttributes } = inlineHashes(
      '<script>a()</script><script type="module" src="/x.js"></script>' +
        '<script type="application/json" id="d">{}</script>' +
        '<span style="position: absolute; clip: rect(0px)"></span><i style="a:&quot;b&quot;"></i>',
    );
    // sha256 of "a()", of the first declaration list and of `a:"b"` (attribute decoded).
    expect(scripts).toEqual(['sha256-qVpDBgj7bpq5hMAcGp3AOc79J3Y1Z4HvySTwKrWDoy4=']);
    expect(styleAttributes).toHaveLength(2);
    const directives = new Map(
      policyDirectives({
        styleNonce: 'n',
        apiBaseUrl: '/api',
        scriptHashes: scripts,
        styleAttributeHashes: styleAttributes,
      }),
    );
    expect(directives.get('script-src')).toEqual(["'self'", `'${scripts[0]}'`]);
    expect(directives.get('style-src')?.slice(0, 2)).toEqual(["'self'", "'nonce-n'"]);
    expect(directives.get('style-src')).toContain("'unsafe-hashes'");
    // Without prerendered markup the policy is as strict as before.
    const plain = new Map(policyDirectives({ apiBaseUrl: '/api' }));
    expect(plain.get('script-src')).toEqual(["'self'"]);
    // No nonce unless one is given: react-aria's two fixed styles by hash.
    expect(plain.get('style-src')).toEqual([
      "'self'",
      `'${styleHash(reactAriaStyles.pressable)}'`,
      `'${styleHash(reactAriaStyles.preventScroll)}'`,
    ]);
    expect(plain.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(plain.has('report-to')).toBe(false);
  });

  it('lists image hosts over https, and reports to the endpoint in headers only', () => {
    const input = {
      apiBaseUrl: '/api',
      imageHosts: ['covers.example.org', 'http://img.example.net/path'],
      reportEndpoint: '/api/csp-reports',
    };
    const directives = new Map(policyDirectives(input));
    expect(directives.get('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://covers.example.org',
      'https://img.example.net',
    ]);
    expect(contentSecurityPolicy(input)).toMatch(/; report-to csp$/);
    expect(metaContentSecurityPolicy(input)).not.toContain('report-to');
    expect(new Map(securityHeaders(input)).get('Reporting-Endpoints')).toBe(
      'csp="/api/csp-reports"',
    );
  });
});
