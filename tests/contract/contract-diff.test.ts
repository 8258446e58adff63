import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { diffContracts, type Change } from '../tools/contract/diff';

/** `npm run contract:diff` rules on small fixture contracts (tests/contract/fixtures/diff). */
const fixtures = resolve('tests/contract/fixtures/diff');
const load = (name: string) =>
  JSON.parse(readFileSync(join(fixtures, `${name}.json`), 'utf8')) as Record<string, unknown>;
const diff = (name: string) => diffContracts(load('base'), load(name));
const summary = (changes: Change[]) =>
  changes.map(
    (c) => `${c.breaking ? 'breaking' : 'fine'}: ${c.operation} ${c.where}: ${c.message}`,
  );

describe('contract:diff rules', () => {
  it('flags a removed response field as breaking', () => {
    expect(summary(diff('removed-field'))).toEqual([
      'breaking: GET /items (listItems) response 200 application/json /0/status: response field removed',
      'breaking: GET /items/{id} (getItem) response 200 application/json /status: response field removed',
    ]);
  });

  it('flags a new required parameter as breaking', () => {
    expect(summary(diff('new-required-parameter'))).toEqual([
      'breaking: GET /items (listItems) query library: new required parameter',
    ]);
  });

  it('flags a narrowed enum as breaking where clients send it, not where they read it', () => {
    const changes = diff('narrowed-enum');
    expect(summary(changes.filter((c) => c.breaking))).toEqual([
      'breaking: GET /items (listItems) query status: enum narrowed: "archived" no longer allowed',
      'breaking: POST /items (createItem) request body application/json /status: enum narrowed: "archived" no longer allowed',
    ]);
    expect(changes.filter((c) => !c.breaking).every((c) => c.where.startsWith('response'))).toBe(
      true,
    );
  });

  it('takes an added optional field as non-breaking', () => {
    const changes = diff('added-optional-field');
    expect(changes.length).toBe(3);
    expect(changes.filter((c) => c.breaking)).toEqual([]);
  });

  it('flags a removed operation and response, a type change and a new required request field', () => {
    const before = load('base');
    const after = structuredClone(before) as {
      paths: Record<
        string,
        Record<
          string,
          {
            responses: Record<string, unknown>;
            requestBody?: {
              content: Record<
                string,
                { schema: { required: string[]; properties: Record<string, unknown> } }
              >;
            };
          }
        >
      >;
      components: { schemas: { Item: { properties: { id: { type: string } } } } };
    };
    delete after.paths['/items/{id}']!.get!.responses['404'];
    delete after.paths['/items']!.post;
    after.components.schemas.Item.properties.id.type = 'string';
    expect(summary(diffContracts(before, after).filter((c) => c.breaking))).toEqual(
      expect.arrayContaining([
        'breaking: POST /items (createItem) : operation removed',
        'breaking: GET /items/{id} (getItem) response 404: response removed',
        'breaking: GET /items/{id} (getItem) response 200 application/json /id: type changed from "integer" to "string"',
      ]),
    );
    const required = structuredClone(before) as typeof after;
    const body = required.paths['/items']!.post!.requestBody!.content['application/json']!.schema;
    body.required.push('owner');
    body.properties.owner = { type: 'string' };
    expect(summary(diffContracts(before, required))).toEqual([
      'breaking: POST /items (createItem) request body application/json /owner: new required request field',
    ]);
  });

  it('sees no change between the contract and itself', () => {
    const bundled = JSON.parse(readFileSync('src/api/generated/openapi.json', 'utf8')) as Record<
      string,
      unknown
    >;
    expect(diffContracts(bundled, structuredClone(bundled))).toEqual([]);
  });
});

describe('contract:diff --ci in a repository', () => {
  const repo = mkdtempSync(join(tmpdir(), 'contract-diff-ci-'));
  afterAll(() => rmSync(repo, { recursive: true, force: true }));
  const git = (...args: string[]) => spawnSync('git', args, { cwd: repo, encoding: 'utf8' }).stdout;
  // The repository under test has no node_modules: load tsx from ours.
  const tsx = pathToFileURL(resolve('node_modules/tsx/dist/loader.mjs')).href;
  const ci = () =>
    spawnSync(
      process.execPath,
      ['--import', tsx, resolve('tests/tools/contract/diff-cli.ts'), '--ci'],
      {
        cwd: repo,
        encoding: 'utf8',
      },
    );

  it('passes with no parent, fails on an undeclared breaking change, passes once declared', () => {
    mkdirSync(join(repo, 'openapi'));
    // JSON is YAML: the fixture serves as the root file of a contract folder.
    cpSync(join(fixtures, 'base.json'), join(repo, 'openapi', 'openapi.yaml'));
    git('init', '--quiet', '--initial-branch=main');
    git('-c', 'user.name=t', '-c', 'user.email=t@example.org', 'add', '.');
    git(
      '-c',
      'user.name=t',
      '-c',
      'user.email=t@example.org',
      'commit',
      '--quiet',
      '-m',
      'contract',
    );
    const first = ci();
    expect(first.stdout).toContain('no earlier commit');
    expect(first.status).toBe(0);

    cpSync(join(fixtures, 'base.json'), join(repo, 'openapi', 'openapi.yaml'));
    writeFileSync(join(repo, 'openapi', 'CHANGELOG.md'), '# Contract changes\n');
    git('-c', 'user.name=t', '-c', 'user.email=t@example.org', 'add', '.');
    git('-c', 'user.name=t', '-c', 'user.email=t@example.org', 'commit', '--quiet', '-m', 'log');
    cpSync(join(fixtures, 'removed-field.json'), join(repo, 'openapi', 'openapi.yaml'));
    const undeclared = ci();
    expect(undeclared.stdout).toContain('response field removed');
    expect(undeclared.status).toBe(1);

    writeFileSync(
      join(repo, 'openapi', 'CHANGELOG.md'),
      '# Contract changes\n\n- BREAKING: `Item.status` removed (listItems, getItem).\n',
    );
    const declared = ci();
    expect(declared.status, declared.stdout + declared.stderr).toBe(0);
  }, 60_000);
});
