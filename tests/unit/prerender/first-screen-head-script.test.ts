// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  firstScreenHeadScript,
  type HeadScriptInput,
} from '../../../deploy/first-screen-head-script';
import { caddyfile, headersFile, nginxConfig } from '../../../deploy/security-headers';

// Issue 16: the inline script of a prerendered page (index.html, login.html) decides before the
// first paint whether its markup shows, or the start-up screen does (`data-first-screen=""`).

const input = (page: string): HeadScriptInput => ({
  page,
  prerendered: ['pt', 'en', 'es'],
  startupLanguages: ['pt', 'en', 'es'],
  htmlLang: { pt: 'pt-BR', en: 'en', es: 'es' },
  accessibilityStorageKey: 'acessibilidade',
  classes: { root: 'root', bold: 'bold', scheme: { normal: 'normal' }, zoom: { '0': 'zoom0' } },
  startupScreenKeys: ['oidc_error'],
  overrideKeys: ['mockProfile'],
  patronKeys: [
    ['session', 'autenticacao-sessao'],
    ['local', 'autenticacao-lembrada'],
  ],
  entries: [],
  modulePreloads: [],
});

/** Runs the head script at `address` with `input`, as the browser would, and says what shows. */
function shownAt(address: string, page: string) {
  window.history.replaceState(null, '', address);
  // The script is text the page carries inline: run as text, as the browser runs it.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-call
  new Function(firstScreenHeadScript(input(page)))();
  return document.documentElement.getAttribute('data-first-screen');
}

beforeEach(() => {
  // The paint timing the script waits for; jsdom has none.
  vi.stubGlobal(
    'PerformanceObserver',
    class {
      static supportedEntryTypes = ['paint'];
      observe() {}
      disconnect() {}
    },
  );
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['pt-BR']);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
  localStorage.clear();
  document.documentElement.removeAttribute('data-first-screen');
});

describe("a prerendered page's head script", () => {
  it('shows the login markup on /login, in the language the app will start in', () => {
    expect(shownAt('/login', '/login')).toBe('pt');
    expect(shownAt('/login?lng=es', '/login')).toBe('');
    expect(document.documentElement.lang).toBe('pt-BR');
  });

  it('shows the start-up screen at another address than its own, or with a query', () => {
    expect(shownAt('/', '/login')).toBe('');
    expect(shownAt('/login?redirect=%2Fmeu-portal', '/login')).toBe('');
    expect(shownAt('/', '/')).toBe('pt');
  });

  it('shows the start-up screen while a failed OIDC sign-in waits to be said, or a QA override is set', () => {
    sessionStorage.setItem('oidc_error', '{"kind":"oidc"}');
    expect(shownAt('/login', '/login')).toBe('');
    sessionStorage.clear();
    sessionStorage.setItem('mockProfile', 'ify');
    expect(shownAt('/', '/')).toBe('');
  });

  it("shows a page rendered per request at its own address, query included (the server's)", () => {
    expect(shownAt('/?q=dom&pagina=2', '/?q=dom&pagina=2')).toBe('pt');
    expect(shownAt('/?q=dom&pagina=3', '/?q=dom&pagina=2')).toBe('');
  });

  it("shows the start-up screen to a signed-in patron, whose page is not the visitor's markup", () => {
    localStorage.setItem('autenticacao-lembrada', 'sealed');
    expect(shownAt('/', '/')).toBe('');
    localStorage.clear();
    sessionStorage.setItem('autenticacao-sessao', 'sealed');
    expect(shownAt('/acervo/7', '/acervo/7')).toBe('');
  });
});

describe('the deploy configs', () => {
  const policy = { styleNonce: 'nonce', apiBaseUrl: '/api' };

  it('serve login.html at /login, and app.html where it is missing', () => {
    expect(nginxConfig(policy)).toMatch(
      /location = \/login \{[^}]*try_files \/login\.html \/app\.html;/,
    );
    const caddy = caddyfile(policy);
    expect(caddy).toContain('@page-login {\n\t\t\tpath /login\n\t\t\tfile /login.html\n\t\t}');
    expect(caddy).toContain('rewrite @page-login /login.html');
    expect(caddy).toContain('rewrite @page-home /index.html');
    expect(caddy).toContain('try_files {path} /app.html');
  });

  // Issue #37; deploy/check-configs.sh runs the real nginx -t, caddy validate and smoke tests.
  it('use no directive Debian 12 nginx (1.22) lacks, and refuse the build bookkeeping', () => {
    const nginx = nginxConfig(policy);
    expect(nginx).not.toMatch(/^\s*http2 on;/m);
    expect(nginx).toContain('listen 443 ssl http2;');
    expect(nginx).toContain('location ~ ^/(\\.vite|_deploy|_headers)(/|$) { return 404; }');
    expect(nginx).toContain('return 301 https://$host$request_uri;');
  });

  it('route Caddy through handle blocks: refused paths, then /api, then assets, then pages', () => {
    const caddy = caddyfile(policy);
    const order = ['handle @internal', '# handle /api/*', 'handle /assets/*', 'try_files'].map(
      (text) => caddy.indexOf(text),
    );
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    // No try_files outside the last handle: it would answer app.html for /api before the proxy.
    expect(caddy.slice(0, caddy.indexOf('\thandle {'))).not.toContain('try_files');
  });

  it('give every request path of _headers its Cache-Control, assets their own', () => {
    const rules = headersFile(policy);
    expect(rules).toMatch(/^\/\*\n(?: {2}.+\n)*? {2}Cache-Control: no-cache\n/m);
    expect(rules).toContain(
      '/assets/*\n  ! Cache-Control\n  Cache-Control: public, max-age=31536000, immutable',
    );
    expect(rules).toMatch(/^ {2}Strict-Transport-Security: max-age=/m);
  });
});
