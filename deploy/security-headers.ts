/**
 * The catalogue's Content Security Policy and the other response headers a deployment sends,
 * written once and rendered for each place that needs them: the `<meta>` of index.html (where
 * the host cannot set headers), a `_headers` file (Netlify, Cloudflare Pages), an nginx `server`
 * block and a Caddyfile. `deploy/vite-plugin.ts` writes all four at build time.
 */
import { createHash } from 'node:crypto';
import { reactAriaStyles } from './fixed-styles.ts';
import { entryScriptsPolicyName } from './first-screen-head-script.ts';
import { trustedTypesPolicyName } from '../src/lib/html/trusted-types-policy-name.ts';
import { serviceWorkerPolicyName } from '../src/app/pwa/service-worker-policy.ts';
import {
  prerenderedFileName,
  prerenderedPaths,
  shellFileName,
} from '../src/app/prerender/first-screen-contract.ts';

export interface PolicyInput {
  /**
   * A nonce for `<style>` elements, for a server that makes a fresh one per response. The static
   * build sends none: one nonce per build is in every HTML file and header, so it is public, and
   * a `<style nonce=…>` an attacker injects would apply. Its inline styles go by hash instead
   * (`styleHashes` and react-aria's fixed ones, always allowed).
   */
  styleNonce?: string;
  /** Hashes (`sha256-…`) of the `<style>` elements the pages carry (the start-up screen's). */
  styleHashes?: string[];
  /**
   * Hosts images may come from besides this site, `data:` and `blob:` (`VITE_IMAGE_HOSTS`: the
   * institution's cover servers). Unset: this site only, so an injected `url(https://…)` or
   * `<img>` cannot send a request, and what it carries, to any other host.
   */
  imageHosts?: string[];
  /**
   * Where browsers post violation reports (`report-to`, with a `Reporting-Endpoints` header;
   * headers only, a `<meta>` policy cannot report). Unset: no reports.
   */
  reportEndpoint?: string;
  /** `VITE_API_BASE_URL`: a path (same origin) or another origin the app calls. */
  apiBaseUrl: string;
  /**
   * Hashes (`sha256-…`) of the inline scripts index.html carries: the prerendered first screen's
   * head and swap scripts (deploy/first-screen-head-script.ts). JSON data blocks are not scripts.
   */
  scriptHashes?: string[];
  /**
   * Hashes of the `style` attributes in the prerendered markup (react-aria's visually hidden
   * inputs), allowed with `'unsafe-hashes'`: those exact declarations and no others.
   */
  styleAttributeHashes?: string[];
  /**
   * A response's own nonce for its inline scripts (the server, src/app/framework/): fresh
   * for every response, so it cannot be read from one page and used in another.
   */
  scriptNonce?: string;
  /**
   * The build carries the in-browser mock (the demo build): msw registers its service worker with
   * a plain string, which only a `default` Trusted Types policy can accept (mocks/browser.ts makes
   * one that passes that one address). Production builds and the server never list `default`.
   */
  mockWorker?: boolean;
}

/** The origin `connect-src` must allow besides the app's own, if the API lives elsewhere. */
export function apiOrigin(apiBaseUrl: string): string | null {
  try {
    return new URL(apiBaseUrl).origin;
  } catch {
    return null; // A path: the API is on the app's origin.
  }
}

/**
 * The policy, directive by directive. Scripts come only from the app's origin (no eval, and no
 * inline script but the prerendered first screen's two, by their hashes): a script an attacker
 * slipped into server data cannot run. Styles are the built CSS files plus the nonce's elements;
 * `style` attributes in markup are refused too (React sets styles through the DOM, which CSP
 * allows), but for the exact ones of the prerendered markup, by hash. Images come from anywhere on https, as covers and
 * institution content do. `frame-ancestors` only works as a header; a `<meta>` ignores it.
 */
export function policyDirectives({
  styleNonce,
  apiBaseUrl,
  scriptHashes = [],
  styleAttributeHashes = [],
  scriptNonce,
  styleHashes = [],
  imageHosts = [],
  reportEndpoint,
  mockWorker = false,
}: PolicyInput): [string, string[]][] {
  const api = apiOrigin(apiBaseUrl);
  const quoted = (hashes: string[]) => hashes.map((hash) => `'${hash}'`);
  const elementHashes = [...new Set([...styleHashes, ...fixedStyleHashes])];
  return [
    ['default-src', ["'self'"]],
    [
      'script-src',
      ["'self'", ...(scriptNonce ? [`'nonce-${scriptNonce}'`] : []), ...quoted(scriptHashes)],
    ],
    [
      'style-src',
      [
        "'self'",
        ...(styleNonce ? [`'nonce-${styleNonce}'`] : []),
        ...quoted(elementHashes),
        ...(styleAttributeHashes.length
          ? ["'unsafe-hashes'", ...quoted(styleAttributeHashes)]
          : []),
      ],
    ],
    ['img-src', ["'self'", 'data:', 'blob:', ...imageHosts.map(imageSource)]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...(api ? [api] : [])]],
    // The app's service worker (production) and the in-browser mock's (demo build) are both
    // scripts of the app's origin; the installable app's manifest too.
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['media-src', ["'self'", 'https:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    // Trusted Types: DOM sinks that parse HTML or load script (innerHTML, a script's src, a
    // service worker's address) take only objects a listed policy made, so a string from the
    // server cannot reach one by mistake. Found by a report-only run over every screen: the
    // sanitiser's policy (HTML for React's dangerouslySetInnerHTML) and the head script's (the
    // app's entry chunks) are all the app needs; React, react-aria, i18next, vanilla-extract and
    // Vite's preloads reach no sink. The service worker's registration has its own policy,
    // which makes the one address /sw.js (src/app/pwa/service-worker-policy.ts). The demo build
    // adds msw's `default` (see `mockWorker`).
    ['require-trusted-types-for', ["'script'"]],
    [
      'trusted-types',
      [
        trustedTypesPolicyName,
        entryScriptsPolicyName,
        serviceWorkerPolicyName,
        ...(mockWorker ? ['default'] : []),
      ],
    ],
    ...(reportEndpoint ? [['report-to', [reportGroup]] as [string, string[]]] : []),
  ];
}

/** The `report-to` group name, defined by the `Reporting-Endpoints` header. */
export const reportGroup = 'csp';

/** `sha256-…` of a `<style>` element's text, as `style-src` lists it. */
export const styleHash = (text: string) =>
  `sha256-${createHash('sha256').update(text).digest('base64')}`;

const fixedStyleHashes = Object.values(reactAriaStyles).map(styleHash);

/** A listed image host as a source expression: https only, whatever the list says. */
function imageSource(host: string): string {
  const name = host
    .trim()
    .replace(/^https?:\/\//, '')
    .replace(/\/.*$/, '');
  return `https://${name}`;
}

const render = (directives: [string, string[]][]) =>
  directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');

/** The policy as a header value. */
export const contentSecurityPolicy = (input: PolicyInput) => render(policyDirectives(input));

/** The policy for `<meta http-equiv>`, which cannot carry `frame-ancestors` or `report-to`. */
export const metaContentSecurityPolicy = (input: PolicyInput) =>
  render(
    policyDirectives(input).filter(([name]) => name !== 'frame-ancestors' && name !== 'report-to'),
  );

/** Every header the app's responses carry, CSP included. */
export function securityHeaders(input: PolicyInput): [string, string][] {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(input)],
    // The catalogue's addresses carry searches and codes: other sites get the origin only.
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Content-Type-Options', 'nosniff'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'],
    ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
    ['Cross-Origin-Opener-Policy', 'same-origin-allow-popups'],
    // Refused to be framed by browsers older than frame-ancestors too.
    ['X-Frame-Options', 'DENY'],
    ...(input.reportEndpoint
      ? [['Reporting-Endpoints', `${reportGroup}="${input.reportEndpoint}"`] as [string, string]]
      : []),
  ];
}

/**
 * Hashed assets never change under their name; index.html must be checked on every visit, and
 * so must the service worker's files (sw.js, workbox-*.js, the manifest), whose names stay the
 * same across versions: cached as immutable, a new version would never reach the browser. They
 * sit at the site's root, outside /assets/, so every config below gives them `entry`.
 */
export const cacheRules = {
  hashedAssets: 'public, max-age=31536000, immutable',
  entry: 'no-cache',
};

/** The web app manifest (vite-plugin-pwa's `manifestFilename`) and its registered type. */
export const webManifest = { path: '/manifest.webmanifest', type: 'application/manifest+json' };

/** Build bookkeeping no visitor needs: the Vite manifest, these configs, the `_headers` file. */
export const internalPaths = ['/.vite/', '/_deploy/', '/_headers'] as const;

/**
 * The comment line of the generated nginx and Caddy configs that a deployer turns into the API
 * proxy; `deploy/check-configs.sh` enables it the same way against the mock server.
 */
export const apiProxyUpstream = 'https://library-server.example.org';

/**
 * `_headers` (Cloudflare Pages, Netlify). Every path gets the security headers and
 * `Cache-Control: no-cache`, because every path is a page of the app (`/`, `/login`, a deep link
 * such as `/acervo/7` or a guide's `/:guia`), answered by one of the HTML files; `/assets/*`
 * detaches that value (`! Cache-Control`, Cloudflare's syntax: matching rules' values are
 * otherwise joined with a comma, and `no-cache, …, immutable` would revalidate every asset) and
 * caches a year. `_headers` itself is not served by these hosts.
 */
export function headersFile(input: PolicyInput): string {
  const all = securityHeaders(input).map(([name, value]) => `  ${name}: ${value}`);
  return [
    '# Generated by `npm run build` (deploy/security-headers.ts).',
    '/*',
    ...all,
    `  Cache-Control: ${cacheRules.entry}`,
    webManifest.path,
    `  Content-Type: ${webManifest.type}`,
    '/assets/*',
    '  ! Cache-Control',
    `  Cache-Control: ${cacheRules.hashedAssets}`,
    '',
  ].join('\n');
}

/**
 * An nginx configuration serving the build (two `server` blocks for the `http` context): the
 * home page is index.html and the login page login.html, each with its prerendered first
 * screen; every other route of the SPA falls back to app.html, the start-up screen only.
 * Works on nginx 1.22 (Debian 12) and newer: HTTP/2 is switched on with `listen … http2`, since
 * the `http2` directive needs 1.25.1 (newer versions accept the old form with a warning).
 * `deploy/check-configs.sh` runs `nginx -t` on it and a smoke test against the build.
 */
export function nginxConfig(input: PolicyInput): string {
  const headers = securityHeaders(input)
    .map(([name, value]) => `    add_header ${name} "${value}" always;`)
    .join('\n');
  // add_header in a location replaces the server's: each location repeats the full set.
  const inLocation = headers.replaceAll('\n    ', '\n        ').replace(/^ {4}/, '        ');
  const internal = internalPaths.map((prefix) =>
    prefix.replace(/^\/|\/$/g, '').replace('.', '\\.'),
  );
  return `# Generated by \`npm run build\` (deploy/security-headers.ts), for nginx 1.22 or newer.
# Include it in the http context (e.g. /etc/nginx/conf.d/catalogue.conf), put the built files
# in root and the institution's certificate in place.
server {
    listen 80;
    listen [::]:80;
    server_name catalogue.example.org;
    # Plain HTTP only says where HTTPS is; HSTS (below) keeps the browser there afterwards.
    return 301 https://$host$request_uri;
}

server {
    listen 443 ssl http2;
    listen [::]:443 ssl http2;
    server_name catalogue.example.org;
    root /var/www/catalogue;
    ssl_certificate /etc/ssl/catalogue/fullchain.pem;
    ssl_certificate_key /etc/ssl/catalogue/privkey.pem;

${headers}

    # Build bookkeeping (manifest, these configs) is not for visitors.
    location ~ ^/(${internal.join('|')})(/|$) { return 404; }

    location /assets/ {
${inLocation}
        add_header Cache-Control "${cacheRules.hashedAssets}" always;
        try_files $uri =404;
    }

    # The API the app calls (VITE_API_BASE_URL, default /api): proxy it to the library server.
    # location /api/ { proxy_pass ${apiProxyUpstream}/api/; }

    # The web app manifest's type (older mime.types lack it); revalidated like the worker.
    location = ${webManifest.path} {
${inLocation}
        add_header Cache-Control "${cacheRules.entry}" always;
        types { }
        default_type ${webManifest.type};
        try_files $uri =404;
    }

    location = / {
${inLocation}
        add_header Cache-Control "${cacheRules.entry}" always;
        try_files /index.html =404;
    }
${prerenderedPaths
  .filter(Boolean)
  .map(
    (page) => `
    location = /${page} {
${inLocation}
        add_header Cache-Control "${cacheRules.entry}" always;
        try_files /${prerenderedFileName(page)} /${shellFileName};
    }
`,
  )
  .join('')}
    location / {
${inLocation}
        add_header Cache-Control "${cacheRules.entry}" always;
        try_files $uri /${shellFileName};
    }
}
`;
}

/**
 * The same for Caddy 2. Routing is in \`handle\` blocks, which Caddy tries in order and of which
 * only the first match runs: the refused bookkeeping, then the API proxy (when enabled), then the
 * hashed assets, then the pages. A bare \`try_files\` would rewrite \`/api/…\` to app.html before
 * \`reverse_proxy\` ever saw it (Caddy orders \`try_files\` first among directives).
 */
export function caddyfile(input: PolicyInput): string {
  const headers = securityHeaders(input)
    .map(([name, value]) => `\t\t${name} "${value}"`)
    .join('\n');
  const internal = internalPaths.map((prefix) => (prefix.endsWith('/') ? `${prefix}*` : prefix));
  return `# Generated by \`npm run build\` (deploy/security-headers.ts), for Caddy 2.6 or newer.
# Put the built files in root; Caddy gets the certificate itself and redirects HTTP to HTTPS.
catalogue.example.org {
\troot * /var/www/catalogue
\theader {
${headers}
\t}
\t@internal path ${internal.join(' ')}
\thandle @internal {
\t\trespond 404
\t}
\t# The API the app calls (VITE_API_BASE_URL, default /api): proxy it to the library server.
\t# handle /api/* {
\t# \treverse_proxy ${apiProxyUpstream}
\t# }
\thandle /assets/* {
\t\theader Cache-Control "${cacheRules.hashedAssets}"
\t\tfile_server
\t}
\thandle {
\t\theader Cache-Control "${cacheRules.entry}"
\t\t# The web app manifest's type, which Caddy's built-in table may not know.
\t\theader ${webManifest.path} Content-Type "${webManifest.type}"
\t\t# The prerendered pages, then the app's other addresses: the start-up screen alone.
${prerenderedPaths
  .map(
    (page) =>
      // The file matcher: a build without that page (nothing prerendered) serves app.html there.
      `\t\t@page-${page || 'home'} {\n\t\t\tpath /${page}\n\t\t\tfile /${prerenderedFileName(page)}\n\t\t}\n` +
      `\t\trewrite @page-${page || 'home'} /${prerenderedFileName(page)}\n`,
  )
  .join('')}\t\ttry_files {path} /${shellFileName}
\t\tfile_server
\t}
}
`;
}
