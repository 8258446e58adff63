import type { QueryClient } from '@tanstack/react-query';
import { getListCampusesQueryOptions } from '../../../api/generated/hooks/library-units/library-units';
import {
  getGetActivityNoticeQueryKey,
  getGetActivityNoticeQueryOptions,
  getGetActivityQueryKey,
  getGetActivityQueryOptions,
  getGetCampusOpeningHoursQueryKey,
  getGetCampusOpeningHoursQueryOptions,
  getListEventumEventsQueryKey,
  getListEventumEventsQueryOptions,
} from '../../../api/generated/hooks/parameters/parameters';
import { keyInLanguage } from '../../../api/queries/language-key';
import { cachePolicy } from '../../../api/queries/query-policies';
import { shownCampus } from '../utils/shown-campus';

// Institution texts change only when the library edits them (the shared layer's policy); those
// the server words in the patron's language carry it in their key, so a language change refetches.
const inLanguage = <Key extends readonly unknown[]>(queryKey: Key) => ({
  query: { ...cachePolicy.institutionContent.query, queryKey: keyInLanguage(queryKey) },
});

/**
 * The institution's public pages (spec section 7, public parameters): an activity and its
 * notice, the campuses and each one's opening hours, the events platform's events. Keys hang
 * under the generated ones (`['parametros', 'atividade', id]` holds its `'informativo'`).
 */
export const institutionQueries = {
  activity: (id: number) => getGetActivityQueryOptions(id, inLanguage(getGetActivityQueryKey(id))),
  activityNotice: (id: number) =>
    getGetActivityNoticeQueryOptions(id, inLanguage(getGetActivityNoticeQueryKey(id))),
  /** Every campus of the institution: one page holds them (page size 20, a network has a few). */
  campuses: () => getListCampusesQueryOptions(undefined, cachePolicy.institutionContent),
  campusHours: (campus: number) =>
    getGetCampusOpeningHoursQueryOptions(
      campus,
      inLanguage(getGetCampusOpeningHoursQueryKey(campus)),
    ),
  eventumEvents: () => getListEventumEventsQueryOptions(inLanguage(getListEventumEventsQueryKey())),
};

/**
 * Route loaders start the data with the page's code and resolve to the loader's `null`.
 * `prefetchQuery` never throws: a failure is left to the page, which reads the same query and
 * shows its own error with a retry (or "not found" for an unknown activity).
 */
async function settled(...prefetches: Promise<void>[]): Promise<null> {
  await Promise.all(prefetches);
  return null;
}

export const loadActivity = (queryClient: QueryClient, id: number | null) =>
  id === null
    ? settled()
    : settled(
        queryClient.prefetchQuery(institutionQueries.activity(id)),
        queryClient.prefetchQuery(institutionQueries.activityNotice(id)),
      );

/**
 * `/horarios`: the campuses, and the hours of the campus the page will show. An address with
 * `?campus=` asks for both at once; without one the page shows the list's first campus, whose
 * hours are asked for as soon as the list is in (so the server's page has its table too).
 */
export const loadOpeningHours = (queryClient: QueryClient, campus: number | null) => {
  const hours = (code: number) => queryClient.prefetchQuery(institutionQueries.campusHours(code));
  if (campus !== null)
    return settled(queryClient.prefetchQuery(institutionQueries.campuses()), hours(campus));
  return settled(
    queryClient.fetchQuery(institutionQueries.campuses()).then(
      ({ data }) => {
        const first = shownCampus(data, null);
        return first && hours(first.cod_campus);
      },
      // A failed list is the page's to show, with its retry.
      () => undefined,
    ),
  );
};

export const loadEvents = (queryClient: QueryClient) =>
  settled(queryClient.prefetchQuery(institutionQueries.eventumEvents()));
