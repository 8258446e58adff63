// The chunk of what the bare home page does not show: the other guides' forms and every
// result list. Loaded through lazy-guide-views.tsx.
export { AdvancedSearchForm } from '../../components/advanced-search-form';
export { GuideForm, GuideResults } from './guide-panels';
