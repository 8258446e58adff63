// The production build must carry no mock code: builds `dist/` and looks for the mock's
// fingerprints in every emitted file. (The demo build, `dist-demo/`, is the one with the mock.)
import { execSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

execSync('npx vite build --logLevel error', { stdio: 'inherit' });

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
console.log(
  `production build is mock-free: ${files.length} files checked for ${fingerprints.length} fingerprints`,
);
