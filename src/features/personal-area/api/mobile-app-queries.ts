import { queryOptions } from '@tanstack/react-query';
import { getGetAppLayersSettingsQueryOptions } from '../../../api/generated/hooks/parameters/parameters';
import {
  getAppLayersAccess,
  getCreatePersonalAreaAccessUrlMutationOptions,
} from '../../../api/generated/hooks/people/people';

/**
 * The mobile app area's data: whether (and where) the institution offers the app, and the
 * signed addresses that open the app or the personal area already signed in. The loan token it
 * also shows is the loans feature's (LoanTokenPanel).
 */
export const mobileAppQueries = {
  // The institution's setting changes rarely: once a visit.
  appSettings: () => getGetAppLayersSettingsQueryOptions({ query: { staleTime: Infinity } }),
  /**
   * `GET /pessoas/autenticar/app-layers`: a signed address, asked once per visit of the page and
   * never reused (gcTime 0); a refusal (422, not configured) is an answer to show, not retried.
   */
  appAccess: () =>
    queryOptions({
      queryKey: ['pessoas', 'autenticar', 'app-layers'] as const,
      queryFn: ({ signal }) => getAppLayersAccess(undefined, signal),
      retry: false,
      staleTime: Infinity,
      gcTime: 0,
    }),
};

export const mobileAppMutations = {
  /** `POST /pessoas/meu-portal/url-acesso`: a new personal-area address on each press. */
  personalAreaAccessUrl: () =>
    getCreatePersonalAreaAccessUrlMutationOptions({
      mutation: { meta: { handlesOwnError: true } },
    }),
};
