/**
 * The tax number (CPF) of the personal data: digits only (spec section 3), with the two check
 * digits the server validates (it answers CPF_INVALIDO otherwise). Checked here first so the
 * patron hears about a typing slip without a round trip.
 */

/** Keeps the digits of what was typed or pasted ("529.982.247-25" -> "52998224725"). */
export const taxNumberDigits = (typed: string) => typed.replace(/\D/g, '');

/** The check digit over the first `length` digits (modulus 11, weights length+1 down to 2). */
export function checkDigit(digits: string, length: number): number {
  let sum = 0;
  for (let i = 0; i < length; i++) sum += Number(digits[i]) * (length + 1 - i);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

/** Eleven digits, not all the same, whose last two are the check digits of the first nine. */
export function isValidTaxNumber(digits: string): boolean {
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false;
  return (
    checkDigit(digits, 9) === Number(digits[9]) && checkDigit(digits, 10) === Number(digits[10])
  );
}

export type TaxNumberProblem = 'taxNumberDigits' | 'taxNumberInvalid';

/**
 * The field's rule: empty is allowed (the tax number is optional); anything else is digits
 * with the mask's dots and hyphen (the field shows "000.000.000-00", the digits are sent) and
 * must be a valid CPF. Other characters (letters) are named, not dropped silently.
 */
export function taxNumberProblem(typed: string): TaxNumberProblem | null {
  const value = typed.trim();
  if (!value) return null;
  if (!/^[\d.-]+$/.test(value)) return 'taxNumberDigits';
  return isValidTaxNumber(taxNumberDigits(value)) ? null : 'taxNumberInvalid';
}
