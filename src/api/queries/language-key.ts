import type { QueryKey } from '@tanstack/react-query';
import { requestLanguage } from '../client';
import { apiLanguageCode } from '../language';

/**
 * The key of an answer the server translates (labels, institution texts), with the language it
 * is asked in (`idioma`, as the header sends it): a change of language is a different entry,
 * fetched anew, never last language's copy.
 */
export function keyInLanguage<Key extends QueryKey>(queryKey: Key): [...Key, { idioma: number }] {
  return [...queryKey, { idioma: apiLanguageCode(requestLanguage()) }];
}
