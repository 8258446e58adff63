/**
 * The cache policies of the shared query layer, so each shared call has one and only one.
 * Passed as the generated factories' `options` argument.
 */
export const cachePolicy = {
  /** Start-up configuration: loaded once a visit, kept for its whole length. */
  visit: { query: { staleTime: Infinity, gcTime: Infinity } },
  /** Institution texts and option lists: change only when the library edits them. */
  institutionContent: { query: { staleTime: 30 * 60_000 } },
} as const;
