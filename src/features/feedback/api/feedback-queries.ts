import { getListAcquisitionSuggestionsQueryKey } from '../../../api/generated/hooks/acquisition/acquisition';
import {
  createAcquisitionSuggestion,
  createGeneralComment,
  getCreateAcquisitionSuggestionMutationOptions,
  getCreateGeneralCommentMutationOptions,
  getListCampusesQueryOptions,
  getListLibrariesQueryOptions,
} from '../../../api/generated/hooks/library-units/library-units';
import type { AcquisitionSuggestionRequest, GeneralComment } from '../../../api/generated/model';
import { writeKeyOptions, type KeyedWrite } from '../../../api/keyed-write';

// Campuses and libraries change only when the institution edits its units: keep them for the visit.
const reference = { query: { staleTime: Infinity } } as const;

/** Query options of the footer forms' lookups: campuses, then the libraries of one campus. */
export const feedbackQueries = {
  /** The forms offer the first page only; a network has a handful of campuses. */
  campuses: () => getListCampusesQueryOptions({ page: 1 }, reference),
  libraries: (campus: number) => getListLibrariesQueryOptions({ campus }, reference),
};

/**
 * Mutation options of the footer forms (comment, activity 13; purchase suggestion, activity 12).
 * Both forms word a refusal (422) inside their modal, so the global error toast stays out of it.
 * Both create something, so a send repeated after a lost answer carries the first try's key
 * (`KeyedWrite`, from the form's `useWriteKey`): the server does not create it twice.
 */
export const feedbackMutations = {
  generalComment: () => ({
    ...getCreateGeneralCommentMutationOptions({ mutation: { meta: { handlesOwnError: true } } }),
    mutationFn: ({ data, writeKey }: KeyedWrite<GeneralComment>) =>
      createGeneralComment(data, writeKeyOptions(writeKey)),
  }),
  acquisitionSuggestion: () => ({
    ...getCreateAcquisitionSuggestionMutationOptions({
      mutation: {
        // The personal area's suggestion query lists the new one.
        meta: { handlesOwnError: true, invalidates: [getListAcquisitionSuggestionsQueryKey()] },
      },
    }),
    mutationFn: ({ data, writeKey }: KeyedWrite<AcquisitionSuggestionRequest>) =>
      createAcquisitionSuggestion(data, writeKeyOptions(writeKey)),
  }),
};
