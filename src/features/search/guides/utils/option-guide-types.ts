import type { SearchGuide } from '../../../../api/generated/model';

// Kept apart from option-guide-url.ts: the home page's first script needs only these names (to
// pick the form and carry the URL), the rest of those guides' URL rules load with their form.

/** The guides whose form is built from an options call: archive, normative acts, case law. */
export const optionGuideTypes = ['archive', 'normative-acts', 'jurisprudence'] as const;
export type OptionGuideType = (typeof optionGuideTypes)[number];

export const isOptionGuide = (
  guide: Pick<SearchGuide, 'tipo'>,
): guide is Pick<SearchGuide, 'tipo'> & { tipo: OptionGuideType } =>
  (optionGuideTypes as readonly string[]).includes(guide.tipo);

/** URL parameters of these guides that pages, sorts and filters of their results keep. */
export const optionGuideCarried = ['opcao', 'campus'] as const;
