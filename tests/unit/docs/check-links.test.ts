// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brokenLinks, headingAnchors, linkTargets } from '../../tools/docs/check-links.mjs';

describe('the docs link check', () => {
  it("makes GitHub's anchors from headings, numbering repeats and skipping code", () => {
    const anchors = headingAnchors(
      [
        '# Deploying the catalogue',
        '## The mock as an HTTP server (`npm run mock:server`)',
        '## Notes',
        '## Notes',
        '```sh',
        '# not a heading',
        '```',
        '### …add a screen?',
      ].join('\n'),
    );
    expect([...anchors]).toEqual([
      'deploying-the-catalogue',
      'the-mock-as-an-http-server-npm-run-mockserver',
      'notes',
      'notes-1',
      'add-a-screen',
    ]);
  });

  it('finds links in text and tables, not in code', () => {
    const text = 'See [a](a.md#x) | ![img](images/p.png)\n`[no](b.md)`\n```\n[no](c.md)\n```';
    expect(linkTargets(text).map((link) => link.target)).toEqual(['a.md#x', 'images/p.png']);
  });

  it('reports a missing file, a missing heading and nothing for good or external links', () => {
    const base = mkdtempSync(join(tmpdir(), 'links-'));
    mkdirSync(join(base, 'docs'));
    writeFileSync(join(base, 'docs/guide.md'), '# Guide\n\n## How do I start?\n');
    writeFileSync(
      join(base, 'README.md'),
      [
        '[ok](docs/guide.md#how-do-i-start)',
        '[self](#readme)',
        '[web](https://example.org/x.md)',
        '[gone](docs/missing.md)',
        '[typo](docs/guide.md#how-do-i-stop)',
        '# Readme',
      ].join('\n'),
    );
    expect(brokenLinks(['README.md', 'docs/guide.md'], base)).toEqual([
      'README.md:4: docs/missing.md (no such file)',
      'README.md:5: docs/guide.md#how-do-i-stop (no such heading)',
    ]);
  });
});
