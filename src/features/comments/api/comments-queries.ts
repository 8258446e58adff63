import type { QueryClient, UseMutationOptions } from '@tanstack/react-query';
import {
  getCreateTitleCommentMutationOptions,
  getDeleteUserCommentMutationOptions,
  getListCommentedTitlesQueryOptions,
  getListTitleCommentsQueryOptions,
  getListUserTitleCommentsQueryOptions,
} from '../../../api/generated/hooks/comments/comments';

// Sending or deleting a comment changes only the patron's own lists (['comentarios', 'usuario']
// holds the commented titles and each title's own comments): the public list shows approved
// comments alone, and a new or deleted comment is never an approved one.
const afterOwnCommentChange = {
  invalidates: [['comentarios', 'usuario']],
  // Both screens word their failures inline (the pending limit next to the form, a refused
  // delete above the list), so the global toast stays out of it.
  handlesOwnError: true,
} satisfies UseMutationOptions['meta'];

/** The comments' reads: a title's approved comments (paged), the patron's own, their titles. */
export const commentsQueries = {
  approved: (codAcervo: number, page = 1) => getListTitleCommentsQueryOptions(codAcervo, { page }),
  mineOnTitle: (codAcervo: number) => getListUserTitleCommentsQueryOptions(codAcervo),
  commentedTitles: () => getListCommentedTitlesQueryOptions(),
};

export const commentsMutations = {
  send: () => getCreateTitleCommentMutationOptions({ mutation: { meta: afterOwnCommentChange } }),
  remove: () => getDeleteUserCommentMutationOptions({ mutation: { meta: afterOwnCommentChange } }),
};

export const prefetchMyComments = (queryClient: QueryClient) =>
  queryClient.ensureQueryData(commentsQueries.commentedTitles());
