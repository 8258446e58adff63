import {
  getGetFunctionalitiesQueryKey,
  getGetFunctionalitiesQueryOptions,
  getGetGeneralInformationQueryKey,
  getGetGeneralInformationQueryOptions,
  getGetHomeSection1QueryKey,
  getGetHomeSection1QueryOptions,
  getGetHomeSection2QueryKey,
  getGetHomeSection2QueryOptions,
  getGetInstitutionQueryKey,
  getGetInstitutionQueryOptions,
  getGetOpeningHoursQueryKey,
  getGetOpeningHoursQueryOptions,
  getGetSearchGuidesQueryKey,
  getGetSearchGuidesQueryOptions,
  getGetSelfServiceQueryOptions,
  getListFaqQueryKey,
  getListFaqQueryOptions,
  getListInstitutionalEventsQueryKey,
  getListInstitutionalEventsQueryOptions,
} from '../generated/hooks/parameters/parameters';
import { getGetDefaultImageQueryOptions } from '../generated/hooks/search/search';
import { keyInLanguage } from './language-key';
import { cachePolicy } from './query-policies';

const translatedForTheVisit = <Key extends readonly unknown[]>(queryKey: Key) => ({
  query: { ...cachePolicy.visit.query, queryKey: keyInLanguage(queryKey) },
});
const translatedContent = <Key extends readonly unknown[]>(queryKey: Key) => ({
  query: { ...cachePolicy.institutionContent.query, queryKey: keyInLanguage(queryKey) },
});

/**
 * The institution's public configuration, declared once for start-up, the shell and every
 * screen (spec section 4, start-up loader; section 7, public parameters). Answers with labels or
 * texts carry the language in their key.
 */
export const publicConfigQueries = {
  /** Public activities (spec section 6); persisted, refetched at every start-up. */
  functionalities: () =>
    getGetFunctionalitiesQueryOptions(translatedForTheVisit(getGetFunctionalitiesQueryKey())),
  institution: () =>
    getGetInstitutionQueryOptions(translatedForTheVisit(getGetInstitutionQueryKey())),
  /** The search guides (tabs) of the home page; persisted, fetched only when missing. */
  searchGuides: () =>
    getGetSearchGuidesQueryOptions(translatedForTheVisit(getGetSearchGuidesQueryKey())),
  /** Whether the accessibility bar offers the self-service button, and its parameters. */
  selfService: () => getGetSelfServiceQueryOptions(cachePolicy.visit),
  /** The cover shown for titles without one. */
  defaultImage: () => getGetDefaultImageQueryOptions(cachePolicy.institutionContent),
};

/** The institution's home-page content (spec section 7, public parameters). */
export const homeContentQueries = {
  section1: () => getGetHomeSection1QueryOptions(translatedContent(getGetHomeSection1QueryKey())),
  section2: () => getGetHomeSection2QueryOptions(translatedContent(getGetHomeSection2QueryKey())),
  faq: () => getListFaqQueryOptions(translatedContent(getListFaqQueryKey())),
  generalInformation: () =>
    getGetGeneralInformationQueryOptions(translatedContent(getGetGeneralInformationQueryKey())),
  openingHours: () =>
    getGetOpeningHoursQueryOptions(translatedContent(getGetOpeningHoursQueryKey())),
  events: () =>
    getListInstitutionalEventsQueryOptions(translatedContent(getListInstitutionalEventsQueryKey())),
};

/**
 * The answers that outlive the page (spec section 3, page config: activities and search guides
 * persist; the personal-area settings are a client store). Each is the root of the entry in
 * every language, since the language is part of the entry's own key.
 */
export const persistedPublicRoots = [
  getGetFunctionalitiesQueryKey(),
  getGetSearchGuidesQueryKey(),
  // Fetched at every start-up all the same; kept as the fallback when that read fails.
  getGetInstitutionQueryKey(),
];
