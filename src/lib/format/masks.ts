/**
 * Input masks for Brazilian numbers the patron types (CEP, CPF, phone). The contract stores
 * CEP and CPF as digits only, so forms keep the masked text for the eye and send `digitsOf`
 * it; a mask never invents or reorders digits, so pasting "88040900" or "88.040-900" both
 * give "88040-900".
 */

/** The digits of what was typed or pasted, in order. */
export const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * Lays the digits of `text` into `pattern`, where each `0` stands for one digit. Stops after
 * the last digit, so a separator appears only once the digit after it is typed (backspace
 * never gets stuck on a hyphen); digits beyond the pattern are dropped.
 */
export function applyMask(pattern: string, text: string): string {
  const digits = digitsOf(text);
  let masked = '';
  let next = 0;
  for (const slot of pattern) {
    if (next >= digits.length) break;
    masked += slot === '0' ? digits[next++] : slot;
  }
  return masked;
}

export const CEP_PATTERN = '00000-000';
export const CPF_PATTERN = '000.000.000-00';
const LANDLINE_PATTERN = '(00) 0000-0000';
const MOBILE_PATTERN = '(00) 00000-0000';

export const formatCep = (text: string) => applyMask(CEP_PATTERN, text);

export const formatCpf = (text: string) => applyMask(CPF_PATTERN, text);

/** Ten digits read as a landline, eleven as a mobile (the extra 9 after the area code). */
export const formatPhone = (text: string) =>
  applyMask(digitsOf(text).length > 10 ? MOBILE_PATTERN : LANDLINE_PATTERN, text);

/**
 * Where the caret goes in `masked` so that it sits right after its `count`-th digit: the
 * same digits stay to its left as before the mask was applied.
 */
export function caretAfterDigits(masked: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let at = 0; at < masked.length; at++) {
    if (/\d/.test(masked.charAt(at)) && ++seen === count) return at + 1;
  }
  return masked.length;
}
