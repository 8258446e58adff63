import { groupLanguageFiles, type LanguageBundles } from '../optional-languages';

/**
 * Every Spanish namespace, in one chunk loaded only when the interface is in Spanish
 * (see `languageLoaders` in ../resources.ts).
 */
const bundles: LanguageBundles =
  groupLanguageFiles(
    import.meta.glob<Record<string, unknown>>('../../../../locales/es/*.json', {
      eager: true,
      import: 'default',
    }),
  ).es ?? {};

export default bundles;
