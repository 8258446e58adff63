// The production build must carry no mock code: builds `dist/` and looks for the mock's
// fingerprints in every emitted file. (The demo build, `dist-demo/`, is the one with the mock.)
import { execSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

// The first screen prerendered from the mock, as CI and `npm run perf` build it (issue 16): the
// budgets below measure that index.html. Its data is the mock's answers, not the mock's code.
execSync('npx vite build --logLevel error', {
  stdio: 'inherit',
  env: { ...process.env, PRERENDER_API_URL: process.env.PRERENDER_API_URL ?? 'mock' },
});

const fingerprints = [
  'mockServiceWorker',
  'MOCK_SCENARIOS',
  'createMockBackend',
  'createTokenService',
  'leitor123',
];
const files = [];
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else files.push(path);
  }
};
walk('dist');

const found = [];
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  for (const fingerprint of fingerprints)
    if (text.includes(fingerprint)) found.push(`${file}: ${fingerprint}`);
}
if (found.length) {
  console.error('mock code found in the production build:\n  ' + found.join('\n  '));
  process.exit(1);
}

// Hardening (issue 17): no source maps to publish, and the Content Security Policy shipped in
// index.html and as deploy configs (deploy/security-headers.ts).
const maps = files.filter((file) => file.endsWith('.map'));
const referencedMaps = files.filter(
  (file) => /\.(js|css)$/.test(file) && readFileSync(file, 'utf8').includes('sourceMappingURL='),
);
const index = readFileSync('dist/index.html', 'utf8');
const problems = [
  ...maps.map((file) => `source map shipped: ${file}`),
  ...referencedMaps.map((file) => `source map referenced: ${file}`),
  // script-src: the app's origin, plus the prerendered first screen's inline scripts by hash.
  ...(/<meta http-equiv="Content-Security-Policy" content="[^"]*script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')*;/.test(
    index,
  )
    ? []
    : [
        "index.html has no Content-Security-Policy meta with script-src 'self' (and its inline scripts' hashes)",
      ]),
  // No nonce in a static build: it would be the same in every file, i.e. public (issue #37).
  ...(/csp-nonce|nonce-|nonce="/.test(index) ? ['index.html carries a style nonce'] : []),
  ...['dist/_headers', 'dist/_deploy/nginx.conf', 'dist/_deploy/Caddyfile']
    .filter((file) => !files.includes(file))
    .map((file) => `deploy config missing: ${file}`),
];
if (problems.length) {
  console.error('production build hardening:\n  ' + problems.join('\n  '));
  process.exit(1);
}
console.log(
  `production build is mock-free: ${files.length} files checked for ${fingerprints.length} fingerprints; ` +
    'no source maps; CSP meta without a nonce, and deploy configs (_headers, nginx, Caddy) present',
);
