import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every text has its three languages: a key in one of locales/pt, en, es and not in another would
 * show the fallback language's text (or the key) to a patron reading the app in that language.
 * Plural forms are compared by their base key, since the languages have different plural
 * categories (Portuguese and Spanish add `_many`).
 */
const languages = ['pt', 'en', 'es'] as const;
const localesDir = join(import.meta.dirname, '../../../locales');
const plural = /_(zero|one|two|few|many|other)$/;

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return [prefix.replace(plural, '')];
  return Object.entries(value).flatMap(([key, inner]) =>
    keysOf(inner, prefix ? `${prefix}.${key}` : key),
  );
}

const namespaces = (language: string) =>
  readdirSync(join(localesDir, language))
    .filter((file) => file.endsWith('.json'))
    .sort();

const read = (language: string, file: string): unknown =>
  JSON.parse(readFileSync(join(localesDir, language, file), 'utf8'));

describe('locales: pt, en and es say the same things', () => {
  it('have the same namespaces', () => {
    for (const language of languages) expect(namespaces(language)).toEqual(namespaces('pt'));
  });

  for (const file of namespaces('pt'))
    it(`${file}: every key in every language`, () => {
      const expected = new Set(keysOf(read('pt', file)));
      for (const language of languages.slice(1)) {
        const actual = new Set(keysOf(read(language, file)));
        expect({
          language,
          missing: [...expected].filter((key) => !actual.has(key)),
          extra: [...actual].filter((key) => !expected.has(key)),
        }).toEqual({ language, missing: [], extra: [] });
      }
    });
});
