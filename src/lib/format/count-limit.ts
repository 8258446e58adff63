/**
 * Renewal and hold counts read "count / limit" (spec section 9), e.g. `2 / 5`; with no known
 * limit just the count. Numbers follow the locale's digit grouping.
 */
export function formatCountLimit(
  count: number,
  limit: number | null | undefined,
  locale: string,
): string {
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const shown = number.format(count);
  return limit === null || limit === undefined ? shown : `${shown} / ${number.format(limit)}`;
}
