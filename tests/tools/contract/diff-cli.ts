import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { diffContracts, formatChanges, type Change } from './diff';

/**
 * `npm run contract:diff -- [old] [new]`: the breaking and non-breaking changes between two
 * versions of the contract. Each side is a git ref (its `openapi/`), a contract file (`.yaml`
 * is bundled with Redocly, `.json` read as it is) or a folder holding `openapi.yaml`; `new`
 * defaults to the working tree, `old` to the last tag, else `origin/main`, else `HEAD`.
 * Exits 1 on a breaking change.
 *
 * `--ci` (the `validate` script): compares the working tree with the merge base of
 * `origin/main` (or `HEAD~1`) and fails only on a breaking change that neither a new
 * `BREAKING` line of openapi/CHANGELOG.md nor a commit message since then declares, naming
 * the operationId or `METHOD /path`. Passes when there is no earlier commit to compare with.
 */
const root = process.cwd();
const redocly = fileURLToPath(new URL('../../../node_modules/.bin/redocly', import.meta.url));

function git(args: string[]): { ok: boolean; out: string } {
  const result = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  return { ok: result.status === 0, out: (result.stdout ?? '').trim() };
}
const isCommit = (ref: string) => git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]).ok;

function bundle(file: string, work: string): Record<string, unknown> {
  const out = join(work, `bundle-${Math.random().toString(36).slice(2)}.json`);
  const result = spawnSync(redocly, ['bundle', file, '--output', out, '--ext', 'json'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (result.status !== 0 || !existsSync(out))
    throw new Error(`could not bundle ${file}: ${result.stderr || result.stdout}`);
  return JSON.parse(readFileSync(out, 'utf8')) as Record<string, unknown>;
}

/** The bundled contract a command-line argument names, and a label for it. */
function load(spec: string | undefined, work: string) {
  if (spec === undefined || spec === 'WORKTREE')
    return { label: 'working tree', document: bundle(join(root, 'openapi', 'openapi.yaml'), work) };
  const path = resolve(root, spec);
  if (existsSync(path)) {
    if (statSync(path).isDirectory())
      return { label: spec, document: bundle(join(path, 'openapi.yaml'), work) };
    if (path.endsWith('.json'))
      return {
        label: spec,
        document: JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>,
      };
    return { label: spec, document: bundle(path, work) };
  }
  if (!isCommit(spec)) throw new Error(`${spec} is neither a file, a folder nor a git ref`);
  const folder = mkdtempSync(join(work, 'ref-'));
  const archive = spawnSync('git', ['archive', '--format=tar', spec, 'openapi'], {
    cwd: root,
    maxBuffer: 64 * 1024 * 1024,
  });
  if (archive.status !== 0) throw new Error(`${spec} has no openapi/ folder`);
  const untar = spawnSync('tar', ['-x', '-C', folder], { input: archive.stdout });
  if (untar.status !== 0) throw new Error(`could not unpack openapi/ of ${spec}`);
  return { label: spec, document: bundle(join(folder, 'openapi', 'openapi.yaml'), work) };
}

function defaultOld(): string {
  const tag = git(['describe', '--tags', '--abbrev=0']);
  if (tag.ok && tag.out) return tag.out;
  if (isCommit('origin/main')) return 'origin/main';
  return 'HEAD';
}

/** The commit CI compares with: the merge base with origin/main, else the parent. */
function ciBase(): string | undefined {
  const head = git(['rev-parse', 'HEAD']);
  if (!head.ok) return undefined;
  if (isCommit('origin/main')) {
    const base = git(['merge-base', 'HEAD', 'origin/main']);
    if (base.ok && base.out && base.out !== head.out) return base.out;
  }
  return isCommit('HEAD~1') ? git(['rev-parse', 'HEAD~1']).out : undefined;
}

/** What declares a breaking change: new CHANGELOG lines and the commit messages since `base`. */
function declarations(base: string): string[] {
  const changelog = 'openapi/CHANGELOG.md';
  const diff = git(['diff', '--unified=0', base, '--', changelog]).out;
  const added = diff
    .split('\n')
    .filter((line) => line.startsWith('+') && !line.startsWith('+++'))
    .map((line) => line.slice(1));
  const tracked = git(['cat-file', '-e', `${base}:${changelog}`]).ok;
  const fresh =
    !tracked && existsSync(changelog) ? readFileSync(changelog, 'utf8').split('\n') : [];
  const messages = git(['log', '--format=%B', `${base}..HEAD`]).out.split('\n');
  return [...added, ...fresh, ...messages].filter((line) => /BREAKING/.test(line));
}

function declared(change: Change, lines: string[]) {
  const id = /\(([^)]+)\)$/.exec(change.operation)?.[1];
  const methodPath = change.operation.replace(/ \([^)]*\)$/, '');
  return lines.some((line) => (id && line.includes(id)) || line.includes(methodPath));
}

function main(): number {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { ci: { type: 'boolean', default: false }, help: { type: 'boolean', default: false } },
  });
  if (values.help) {
    console.log('usage: npm run contract:diff -- [old] [new] | --ci');
    return 0;
  }
  const work = mkdtempSync(join(tmpdir(), 'contract-diff-'));
  try {
    if (values.ci) {
      const base = ciBase();
      if (!base) {
        console.log(
          'contract:diff: no earlier commit to compare the contract with; nothing to check',
        );
        return 0;
      }
      const changed =
        !git(['diff', '--quiet', base, '--', 'openapi/']).ok ||
        git(['ls-files', '--others', '--exclude-standard', 'openapi/']).out !== '';
      if (!changed) {
        console.log(`contract:diff: openapi/ unchanged since ${base.slice(0, 12)}`);
        return 0;
      }
      const changes = diffContracts(load(base, work).document, load(undefined, work).document);
      console.log(`contract:diff: ${base.slice(0, 12)} → working tree`);
      console.log(formatChanges(changes));
      const lines = declarations(base);
      const undeclared = changes.filter((c) => c.breaking && !declared(c, lines));
      if (undeclared.length) {
        console.error(
          `\n${undeclared.length} breaking change(s) not declared: add a line with BREAKING and the ` +
            'operationId to openapi/CHANGELOG.md (or to the commit message), or make the change compatible.',
        );
        return 1;
      }
      return 0;
    }
    const [oldSpec = defaultOld(), newSpec] = positionals;
    const before = load(oldSpec, work);
    const after = load(newSpec, work);
    const changes = diffContracts(before.document, after.document);
    console.log(`contract:diff: ${before.label} → ${after.label}`);
    console.log(formatChanges(changes));
    return changes.some((c) => c.breaking) ? 1 : 0;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

try {
  process.exitCode = main();
} catch (error) {
  console.error(`contract:diff: ${(error as Error).message}`);
  process.exitCode = 2;
}
