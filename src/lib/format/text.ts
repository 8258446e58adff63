/** Spec section 9: shorter words (particles such as "da", "de") never count as a match. */
export const CONTAINS_ANY_MIN_WORD_LENGTH = 3;

/** Empty, or only white space. */
export function isBlank(value: string | null | undefined): boolean {
  return !value || value.trim() === '';
}

/** Lower case without accents, so "JOSÉ" and "jose" compare equal (the server compares the same way). */
export function foldText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase();
}

/**
 * Whether `text` contains any word of `words` (split by white space when a string), ignoring
 * case and accents and skipping words shorter than `minWordLength`. The password rule "must not
 * contain any part of the user's name" is this check.
 */
export function containsAny(
  text: string,
  words: string | readonly string[],
  minWordLength: number = CONTAINS_ANY_MIN_WORD_LENGTH,
): boolean {
  const folded = foldText(text);
  const list = typeof words === 'string' ? words.split(/\s+/) : words;
  return list
    .map((word) => foldText(word.trim()))
    .filter((word) => word.length >= minWordLength)
    .some((word) => folded.includes(word));
}
