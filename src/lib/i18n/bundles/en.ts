import { groupLanguageFiles, type LanguageBundles } from '../optional-languages';

/**
 * Every English namespace, in one chunk loaded only when the interface is in English
 * (see `languageLoaders` in ../resources.ts).
 */
const bundles: LanguageBundles =
  groupLanguageFiles(
    import.meta.glob<Record<string, unknown>>('../../../../locales/en/*.json', {
      eager: true,
      import: 'default',
    }),
  ).en ?? {};

export default bundles;
