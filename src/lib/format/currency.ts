/**
 * Money in Brazilian reais with two decimals, in the locale's own style: pt-BR `R$ 1.234,56`
 * (spec section 5), en-US `R$1,234.56`, es-ES `1234,56 R$`. The amount is always reais (the
 * libraries charge in BRL); only separators and symbol position follow the reader's language,
 * because a comma decimal would read as a thousands separator to an English reader.
 * '' for missing or non-numeric input.
 */
export function formatCurrency(value: number | string | null | undefined, locale: string): string {
  if (value === null || value === undefined || value === '') return '';
  const amount = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(amount)) return '';
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'BRL',
    // 'symbol' would read "BRL" in Spanish; the narrow form is R$ everywhere.
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}
