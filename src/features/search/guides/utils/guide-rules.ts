import type { SearchGuide } from '../../../../api/generated/model';
import { guideSearchesRecords, hasSearch, type SearchUrlState } from '../../utils/search-url';
import { readAuthoritySearch, readIndexBrowse } from './guide-url';
import { optionGuideTypes } from './option-guide-types';

/** Guides whose form is not the simple search's. */
const ownForm: readonly SearchGuide['tipo'][] = [
  'index',
  'authority',
  'network',
  ...optionGuideTypes,
];
export const hasGuideForm = (guide: SearchGuide) => ownForm.includes(guide.tipo);

/** Whether the URL holds something the guide lists below its form. */
export function hasGuideResults(
  guide: SearchGuide,
  state: SearchUrlState,
  params: URLSearchParams,
) {
  switch (guide.tipo) {
    case 'index':
      return state.linhas !== null || readIndexBrowse(params).palavra !== '';
    case 'authority':
      return readAuthoritySearch(params).termo !== '';
    case 'archive':
    case 'normative-acts':
    case 'jurisprudence':
      return state.linhas !== null;
    default:
      return hasSearch(state) && guideSearchesRecords(guide);
  }
}

/** The guides in their tab order. */
export const guidesInOrder = (guides: readonly SearchGuide[]) =>
  [...guides].sort((a, b) => a.ordem - b.ordem);

/** The guide an address names (`/{guia}`), or the default one on the bare home page. */
export const guideOfAddress = (sorted: readonly SearchGuide[], slug: string | undefined) =>
  slug
    ? sorted.find((candidate) => candidate.codigo === slug)
    : (sorted.find((candidate) => candidate.padrao) ?? sorted[0]);
