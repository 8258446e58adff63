// Prints one plain closing line over every test runner of `npm test`, so that a run which
// executed nothing is visible at a glance: "tests: N passed, N failed, N skipped"; before it, the
// resilience suite's summary table when the e2e run saved one (reports/resilience.json).
import { existsSync, readFileSync } from 'node:fs';

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
const rows = [];

/** Titles of the tests Playwright reports as flaky (failed, then passed on CI's retry). */
function flakyTests(report) {
  const titles = [];
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        if (test.status === 'flaky') titles.push([...path, spec.title].join(' › '));
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  return titles;
}

const vitest = read('reports/vitest.json');
if (vitest) {
  rows.push([
    'vitest',
    vitest.numPassedTests,
    vitest.numFailedTests,
    vitest.numPendingTests + (vitest.numTodoTests ?? 0),
  ]);
}
for (const [name, file] of [
  ['playwright', 'reports/e2e.json'],
  ['playwright (server)', 'reports/e2e-server.json'],
]) {
  const e2e = read(file);
  if (e2e) {
    for (const title of flakyTests(e2e))
      console.log(`${name}: flaky (passed when run again): ${title}`);
    rows.push([
      name,
      e2e.stats.expected + e2e.stats.flaky,
      e2e.stats.unexpected,
      e2e.stats.skipped,
    ]);
  }
}

// The resilience suite's table (tests/e2e/resilience.spec.ts): per flow, how the runs under chaos
// ended, and the lost inputs, duplicate writes and sign-outs, which must all be 0.
const resilience = read('reports/resilience.json');
if (resilience) {
  console.log(resilience.title);
  console.table(resilience.table);
}

let passed = 0;
let failed = 0;
let skipped = 0;
for (const [name, p, f, s] of rows) {
  console.log(`${name}: ${p} passed, ${f} failed, ${s} skipped`);
  passed += p;
  failed += f;
  skipped += s;
}
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
if (passed === 0 || failed > 0) process.exit(1);
