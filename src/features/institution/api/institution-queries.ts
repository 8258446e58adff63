import {
  getGetFunctionalitiesQueryOptions,
  getGetInstitutionQueryOptions,
  getGetSearchGuidesQueryOptions,
  getGetSelfServiceQueryOptions,
} from '../../../api/generated/hooks/parameters/parameters';

// Public configuration changes only when the institution edits it: load once per visit.
const once = { query: { staleTime: Infinity, gcTime: Infinity } } as const;

/** Query options of the institution's public configuration, shared by loaders and screens. */
export const institutionQueries = {
  functionalities: () => getGetFunctionalitiesQueryOptions(once),
  institution: () => getGetInstitutionQueryOptions(once),
  searchGuides: () => getGetSearchGuidesQueryOptions(once),
  /** Whether the accessibility bar offers the self-service button, and its parameters. */
  selfService: () => getGetSelfServiceQueryOptions(once),
};
