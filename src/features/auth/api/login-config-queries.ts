import {
  getGetFunctionalitiesQueryOptions,
  getGetInstitutionQueryOptions,
} from '../../../api/generated/hooks/parameters/parameters';

// Same keys and cache policy as the start-up load, so the login reads what start-up fetched.
const once = { query: { staleTime: Infinity, gcTime: Infinity } } as const;

/** The public configuration the login screen depends on. */
export const loginConfigQueries = {
  institution: () => getGetInstitutionQueryOptions(once),
  functionalities: () => getGetFunctionalitiesQueryOptions(once),
};
