/** Text helpers shared by the seed, the derived views and the search engine. */

const DIACRITICS = /[\u0300-\u036f]/g;

/** Lower case without accents: users type "sertao" and expect "Sertão". */
export function foldText(value: string): string {
  // Most words are plain ASCII; skipping NFD for them halves indexing and seeding time.
  if (ASCII.test(value)) return value.toLowerCase();
  return value.normalize('NFD').replace(DIACRITICS, '').toLowerCase();
}

// Printable ASCII plus whitespace: the words of most titles and names.
const ASCII = /^[\t\n\r\x20-\x7e]*$/;

const WORD = /[\p{L}\p{N}]+/gu;

/** Words of a text, folded; the same tokenizer feeds MiniSearch and the position checks. */
export function tokenize(value: string): string[] {
  return foldText(value).match(WORD) ?? [];
}

/** Leading articles skipped when filing titles (MARC 245 second indicator). */
const ARTICLES = [
  'the ',
  'a ',
  'an ',
  'o ',
  'os ',
  'as ',
  'um ',
  'uma ',
  'el ',
  'la ',
  'los ',
  'las ',
  'lo ',
  'le ',
  'les ',
  "l'",
  'der ',
  'die ',
  'das ',
];

/** Number of non-filing characters at the start of a title, in its own language. */
export function nonFilingCount(title: string, language: string): number {
  const lower = title.toLowerCase();
  // "A" is an English/Portuguese article but "A" never starts a Spanish title that way.
  for (const article of ARTICLES) {
    if (article === 'a ' && language === 'spa') continue;
    if (lower.startsWith(article) && title.length > article.length) return article.length;
  }
  return 0;
}

/** Sort key of a title: without its leading article, folded. */
export function filingKey(title: string, language: string): string {
  return foldText(title.slice(nonFilingCount(title, language)));
}
