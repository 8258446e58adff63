import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import enErrors from '../../../locales/en/errors.json';
import esErrors from '../../../locales/es/errors.json';
import ptErrors from '../../../locales/pt/errors.json';
import enCommon from '../../../locales/en/common.json';
import esCommon from '../../../locales/es/common.json';
import ptCommon from '../../../locales/pt/common.json';

function leafKeys(value: unknown, prefix = ''): string[] {
  if (!value || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    leafKeys(child, prefix ? `${prefix}.${key}` : key),
  );
}

/** Every business-rule key the mock server refuses with (422), read from its handlers. */
function mockRefusalKeys(): string[] {
  const folder = join(import.meta.dirname, '../../../mocks/handlers');
  const keys = new Set<string>();
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.ts'))) {
    const source = readFileSync(join(folder, file), 'utf8');
    const patterns = [
      /refusal\('([A-Z][A-Z0-9_]+)'/g,
      /_KEYS? = (?:\{[^}]*\}|'[A-Z0-9_]+')/g,
      /return '([A-Z][A-Z0-9_]{4,})';/g,
    ];
    for (const pattern of patterns) {
      for (const match of source.matchAll(pattern)) {
        for (const key of match[0].matchAll(/'([A-Z][A-Z0-9_]{4,})'/g)) keys.add(key[1] ?? '');
      }
    }
  }
  return [...keys].sort();
}

describe('errors and common namespaces', () => {
  it('have the same keys in Portuguese, English and Spanish', () => {
    expect(leafKeys(enErrors)).toEqual(leafKeys(ptErrors));
    expect(leafKeys(esErrors)).toEqual(leafKeys(ptErrors));
    expect(leafKeys(enCommon)).toEqual(leafKeys(ptCommon));
    expect(leafKeys(esCommon)).toEqual(leafKeys(ptCommon));
  });

  it('word every refusal key the mock server answers', () => {
    const keys = mockRefusalKeys();
    expect(keys).toContain('RENOVACAO_LIMITE_ATINGIDO');
    expect(keys.length).toBeGreaterThan(50);
    expect(keys.filter((key) => !(key in ptErrors.server))).toEqual([]);
  });
});
