// Every relative link and #anchor in the project's Markdown resolves to a file and a heading:
// `npm run docs:check` (part of `npm test`). No network: http(s) and mailto links are skipped.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** The Markdown files the check covers (docs/ is walked). */
export function markdownFiles(base = root) {
  const files = [
    'README.md',
    'mocks/README.md',
    'design-system/README.md',
    'tests/perf/README.md',
    'deploy/framework-server/README.md',
    'src/app/framework/README.md',
  ].filter((file) => existsSync(join(base, file)));
  const walk = (dir) => {
    if (!existsSync(join(base, dir))) return;
    for (const name of readdirSync(join(base, dir)).sort()) {
      const path = join(dir, name);
      if (statSync(join(base, path)).isDirectory()) walk(path);
      else if (name.endsWith('.md')) files.push(path);
    }
  };
  walk('docs');
  return files;
}

/** GitHub's heading anchor: lower case, punctuation dropped, spaces to hyphens, repeats -1, -2. */
export function headingAnchors(markdown) {
  const anchors = new Set();
  const seen = new Map();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) continue;
    const match = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!match) continue;
    const base = match[1]
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count ? `${base}-${count}` : base);
  }
  for (const match of markdown.matchAll(/<a\s+(?:name|id)="([^"]+)"/g)) anchors.add(match[1]);
  return anchors;
}

/** The link targets of a Markdown text, outside code, with their line numbers. */
export function linkTargets(markdown) {
  const targets = [];
  let fenced = false;
  markdown.split('\n').forEach((line, index) => {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      return;
    }
    if (fenced) return;
    const text = line.replace(/`[^`]*`/g, '');
    for (const match of text.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g))
      targets.push({ target: match[1], line: index + 1 });
    for (const match of text.matchAll(/^\s*\[[^\]]+\]:\s*(\S+)/g))
      targets.push({ target: match[1], line: index + 1 });
  });
  return targets;
}

/** Every link of the files that does not resolve, as `file:line: target (why)`. */
export function brokenLinks(files = markdownFiles(), base = root) {
  const anchorsOf = new Map();
  const anchors = (file) => {
    if (!anchorsOf.has(file)) anchorsOf.set(file, headingAnchors(readFileSync(file, 'utf8')));
    return anchorsOf.get(file);
  };
  const broken = [];
  for (const file of files) {
    const path = join(base, file);
    for (const { target, line } of linkTargets(readFileSync(path, 'utf8'))) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
      const [rawPath, anchor] = target.split('#');
      const targetPath = rawPath ? resolve(dirname(path), decodeURIComponent(rawPath)) : path;
      const where = `${relative(base, path)}:${line}: ${target}`;
      if (!targetPath.startsWith(base)) broken.push(`${where} (outside the repository)`);
      else if (!existsSync(targetPath)) broken.push(`${where} (no such file)`);
      else if (anchor !== undefined && anchor !== '') {
        if (statSync(targetPath).isDirectory() || !targetPath.endsWith('.md'))
          broken.push(`${where} (an anchor on a file that is not Markdown)`);
        else if (!anchors(targetPath).has(decodeURIComponent(anchor).toLowerCase()))
          broken.push(`${where} (no such heading)`);
      }
    }
  }
  return broken;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const files = markdownFiles();
  const broken = brokenLinks(files);
  if (broken.length) {
    console.error(`${broken.length} broken links:`);
    for (const line of broken) console.error(`  ${line}`);
    process.exit(1);
  }
  console.log(`links: ${files.length} files, every relative link and anchor resolves`);
}
