export { abntReference, abntAuthorName, type AbntReference } from './abnt';
export { coverSvg, titleColor } from './cover-svg';
export { dublinCore, type DublinCoreElement } from './dublin-core';
export { kardexIssues, kardexYears, type KardexIssue } from './kardex';
export { authorityMarc, field008, marcValue, titleMarc } from './marc';
export type { MarcField, MarcRecord, MarcSubfield } from './marc-types';
export {
  statisticsYears,
  titleStatistics,
  type MonthStatistics,
  type TitleStatistics,
} from './statistics';
