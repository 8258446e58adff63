/**
 * The page an address asks for (`?pagina=`): a positive whole number, 1 for anything else a
 * hand-edited URL may hold. Shared by every paged screen: search results, the guides, the loan
 * history and check titles.
 */
export function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page > 0 ? page : 1;
}
