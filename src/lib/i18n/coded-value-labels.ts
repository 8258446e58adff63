import { useTranslation } from 'react-i18next';
import knownPortuguese from '../../../locales/pt/coded-values.json';
import { codedValuesNamespace } from './resources';

/**
 * Labels of the catalogue's coded values (issue 39): material type, language and the "none"
 * choice of the hold and loan-request forms. The API sends these as Portuguese text beside a
 * code; the code picks the translation, and the server's own text is shown whenever no
 * translation applies.
 *
 * Portuguese always shows the server's text, exactly as it came: this namespace is never loaded
 * in Portuguese (it is not an on-demand namespace, see init-i18n.ts), so `defaultValue` answers.
 * `locales/pt/coded-values.json` types the keys and is the translators' source; it also tells
 * which Portuguese text a material-type code stands for in the seed (see `workType`).
 *
 * Free text without a code (loan type, collection, debit reason...) stays as the server sent
 * it: see "Coded values in English and Spanish" in docs/app-reference.md.
 */
type KnownWorkType = keyof typeof knownPortuguese.workTypes;
type KnownLanguage = keyof typeof knownPortuguese.languages;

/** The code the hold and loan-request choices give to "none" (`'0'` in the contract's examples). */
export const noneChoiceCode = '0';

const isKnownWorkType = (code: string): code is KnownWorkType =>
  Object.hasOwn(knownPortuguese.workTypes, code);
const isKnownLanguage = (code: string): code is KnownLanguage =>
  Object.hasOwn(knownPortuguese.languages, code);

/** Case, accents and spacing aside, so "LIVRO" and "Livro " name the same type. */
const comparable = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim().toLowerCase();

/** The translated labels of coded values, in the interface language (plain functions, to pass on). */
export function useCodedValueLabels() {
  const { t } = useTranslation(codedValuesNamespace);
  return {
    /**
     * A material type (`cod_tipo_obra` with `desc_tipo_obra`). Its codes are each
     * institution's own table, so the code is translated only while the server's text is the
     * one the code stands for here; any other pairing shows the server's text.
     */
    workType: (code: number | string | null | undefined, text: string): string => {
      const key = code === null || code === undefined ? '' : String(code);
      if (!isKnownWorkType(key)) return text;
      if (comparable(text) !== comparable(knownPortuguese.workTypes[key])) return text;
      return t(`workTypes.${key}`, { defaultValue: text });
    },
    /** A language (`idioma`, a MARC language code, with `idioma_desc`): the code decides. */
    language: (code: string | null | undefined, text: string): string => {
      const key = code?.trim().toLowerCase() ?? '';
      if (!isKnownLanguage(key)) return text;
      return t(`languages.${key}`, { defaultValue: text });
    },
    /** A volume, tome, part or accompanying-material choice: `'0'` is "none". */
    choice: (item: { codigo: string; descricao: string }): string => {
      if (item.codigo !== noneChoiceCode) return item.descricao;
      return t('choices.none', { defaultValue: item.descricao });
    },
  };
}

export type CodedValueLabels = ReturnType<typeof useCodedValueLabels>;
