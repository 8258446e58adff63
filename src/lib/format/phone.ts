/** Spec sections 5 and 9: a phone number holds at most 16 characters. */
export const PHONE_MAX_LENGTH = 16;

/**
 * What a phone field keeps of what was typed: digits, hyphen, parentheses and spaces, cut at
 * 16 characters. Applied on every change, so pasted text is cleaned the same way.
 */
export function sanitizePhone(input: string): string {
  return input.replace(/[^\d\-() ]/g, '').slice(0, PHONE_MAX_LENGTH);
}
