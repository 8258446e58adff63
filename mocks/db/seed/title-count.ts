/** Titles in the seed unless a caller asks for another count. */
export const DEFAULT_TITLE_COUNT = 10_000;
