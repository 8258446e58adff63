/** 9780131103627 -> 978-0-13-110362-7 is publisher-specific; a plain prefix / body / check-digit split is enough to read. */
export function isbn13Display(isbn: string): string {
  return isbn.length === 13 ? `${isbn.slice(0, 3)}-${isbn.slice(3, 12)}-${isbn.slice(12)}` : isbn;
}
