// Fails when src/api/generated/ is not what `npm run generate` makes from openapi/ now:
// regenerates in place, compares with what was there, and puts the old files back.
import { execSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

const dir = 'src/api/generated';
const backup = mkdtempSync(join(tmpdir(), 'generated-'));
cpSync(dir, backup, { recursive: true });

function files(root) {
  const out = new Map();
  const walk = (d) => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else out.set(relative(root, p), readFileSync(p, 'utf8'));
    }
  };
  walk(root);
  return out;
}

let stale = [];
try {
  execSync('npm run --silent generate', { stdio: ['ignore', 'ignore', 'inherit'] });
  const before = files(backup);
  const after = files(dir);
  for (const [name, text] of after) if (before.get(name) !== text) stale.push(name);
  for (const name of before.keys()) if (!after.has(name)) stale.push(name);
} finally {
  rmSync(dir, { recursive: true, force: true });
  cpSync(backup, dir, { recursive: true });
  rmSync(backup, { recursive: true, force: true });
}

if (stale.length) {
  console.error(`generated code is stale (${stale.length} files differ from the contract):`);
  for (const name of stale.slice(0, 20)) console.error(`  ${dir}/${name}`);
  console.error('run `npm run generate` and commit the result');
  process.exit(1);
}
console.log(`generated code is fresh: ${files(dir).size} files match openapi/`);
