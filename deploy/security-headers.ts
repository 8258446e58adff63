/**
 * The catalogue's Content Security Policy and the other response headers a deployment sends,
 * written once and rendered for each place that needs them: the `<meta>` of index.html (where
 * the host cannot set headers), a `_headers` file (Netlify, Cloudflare Pages), an nginx `server`
 * block and a Caddyfile. `deploy/vite-plugin.ts` writes all four at build time.
 */
import {
  prerenderedFileName,
  prerenderedPaths,
  shellFileName,
} from '../src/app/prerender/first-screen-contract';

export interface PolicyInput {
  /**
   * The build's nonce for the few `<style>` elements written inline: the start-up screen's, and
   * the two react-aria injects (it reads the nonce from `<meta name="csp-nonce">`).
   */
  styleNonce: string;
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
   * A response's own nonce for its inline scripts (the server renderer, deploy/server/): fresh
   * for every response, so it cannot be read from one page and used in another.
   */
  scriptNonce?: string;
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
}: PolicyInput): [string, string[]][] {
  const api = apiOrigin(apiBaseUrl);
  const quoted = (hashes: string[]) => hashes.map((hash) => `'${hash}'`);
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
        `'nonce-${styleNonce}'`,
        ...(styleAttributeHashes.length
          ? ["'unsafe-hashes'", ...quoted(styleAttributeHashes)]
          : []),
      ],
    ],
    ['img-src', ["'self'", 'https:', 'data:', 'blob:']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...(api ? [api] : [])]],
    // The in-browser mock of the demo build is a service worker of the app's origin.
    ['worker-src', ["'self'"]],
    ['media-src', ["'self'", 'https:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
}

const render = (directives: [string, string[]][]) =>
  directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');

/** The policy as a header value. */
export const contentSecurityPolicy = (input: PolicyInput) => render(policyDirectives(input));

/** The policy for `<meta http-equiv>`, which cannot carry `frame-ancestors`. */
export const metaContentSecurityPolicy = (input: PolicyInput) =>
  render(policyDirectives(input).filter(([name]) => name !== 'frame-ancestors'));

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
  ];
}

/** Hashed assets never change under their name; index.html must be checked on every visit. */
export const cacheRules = {
  hashedAssets: 'public, max-age=31536000, immutable',
  entry: 'no-cache',
};

/** `_headers` (Netlify, Cloudflare Pages): every path gets the headers; assets cache long. */
export function headersFile(input: PolicyInput): string {
  const all = securityHeaders(input).map(([name, value]) => `  ${name}: ${value}`);
  return [
    '/*',
    ...all,
    '/assets/*',
    `  Cache-Control: ${cacheRules.hashedAssets}`,
    '/index.html',
    `  Cache-Control: ${cacheRules.entry}`,
    ...[...prerenderedPaths.filter(Boolean).map(prerenderedFileName), shellFileName].flatMap(
      (file) => [`/${file}`, `  Cache-Control: ${cacheRules.entry}`],
    ),
    '',
  ].join('\n');
}

/**
 * An nginx `server` block serving the build: the home page is index.html and the login page
 * login.html, each with its prerendered first screen; every other route of the SPA falls back to
 * app.html, the start-up screen only.
 */
export function nginxConfig(input: PolicyInput): string {
  const headers = securityHeaders(input)
    .map(([name, value]) => `    add_header ${name} "${value}" always;`)
    .join('\n');
  return `# Generated by \`npm run build\` (deploy/security-headers.ts). Put the built files in root.
server {
    listen 443 ssl;
    http2 on;
    server_name catalogue.example.org;
    root /var/www/catalogue;
    # ssl_certificate / ssl_certificate_key: the institution's.

${headers}

    # Build bookkeeping (manifest, these configs) is not for visitors.
    location ~ ^/(\\.vite|_deploy)/ { return 404; }

    location /assets/ {
${headers}
        add_header Cache-Control "${cacheRules.hashedAssets}" always;
        try_files $uri =404;
    }

    # The API the app calls (VITE_API_BASE_URL, default /api): proxy it to the library server.
    # location /api/ { proxy_pass https://library-server.example.org/api/; }

    location = / {
${headers}
        add_header Cache-Control "${cacheRules.entry}" always;
        try_files /index.html =404;
    }
${prerenderedPaths
  .filter(Boolean)
  .map(
    (page) => `
    location = /${page} {
${headers}
        add_header Cache-Control "${cacheRules.entry}" always;
        try_files /${prerenderedFileName(page)} /${shellFileName};
    }
`,
  )
  .join('')}
    location / {
${headers}
        add_header Cache-Control "${cacheRules.entry}" always;
        try_files $uri /app.html;
    }
}
`;
}

/** The same for Caddy. */
export function caddyfile(input: PolicyInput): string {
  const headers = securityHeaders(input)
    .map(([name, value]) => `\t\t${name} "${value}"`)
    .join('\n');
  return `# Generated by \`npm run build\` (deploy/security-headers.ts). Put the built files in root.
catalogue.example.org {
\troot * /var/www/catalogue
\theader {
${headers}
\t}
\t@hashed path /assets/*
\theader @hashed Cache-Control "${cacheRules.hashedAssets}"
\t@entry not path /assets/*
\theader @entry Cache-Control "${cacheRules.entry}"
\t@internal path /.vite/* /_deploy/*
\trespond @internal 404
\t# reverse_proxy /api/* https://library-server.example.org
\t# The prerendered pages, then the app's other addresses: the start-up screen alone.
${prerenderedPaths
  .map(
    (page) =>
      // The file matcher: a build without that page (nothing prerendered) serves app.html there.
      `\t@page-${page || 'home'} {\n\t\tpath /${page}\n\t\tfile /${prerenderedFileName(page)}\n\t}\n` +
      `\trewrite @page-${page || 'home'} /${prerenderedFileName(page)}\n`,
  )
  .join('')}\ttry_files {path} /${shellFileName}
\tfile_server
}
`;
}
