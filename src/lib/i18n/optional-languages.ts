import type { LanguageCode } from './languages';

/** Namespace name → translations, for one language. */
export type LanguageBundles = Record<string, Record<string, unknown>>;

const isBundle = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Groups `locales/<language>/<namespace>.json` modules by language. A language counts only when
 * its `common` namespace exists: without it the shell would show Portuguese under a French flag.
 */
export function groupLanguageFiles(
  files: Record<string, unknown>,
): Partial<Record<LanguageCode, LanguageBundles>> {
  const grouped: Partial<Record<string, LanguageBundles>> = {};
  for (const [path, content] of Object.entries(files)) {
    const match = /\/locales\/([a-z]{2})\/([\w-]+)\.json$/.exec(path);
    if (!match || !isBundle(content)) continue;
    const [, language = '', namespace = ''] = match;
    (grouped[language] ??= {})[namespace] = content;
  }
  return Object.fromEntries(
    Object.entries(grouped).filter(([, bundles]) => bundles && 'common' in bundles),
  );
}

/**
 * French and Italian are offered only when translated (spec section 1): dropping
 * `locales/fr/*.json` into the repository is all it takes, no code change. None ship today.
 */
export const optionalLanguageResources = groupLanguageFiles(
  import.meta.glob<Record<string, unknown>>('../../../locales/{fr,it}/*.json', {
    eager: true,
    import: 'default',
  }),
);
