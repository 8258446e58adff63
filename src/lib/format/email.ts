// Deliberately loose (something@something.tld, no spaces): the server is the judge; this only
// catches typing slips before a request is sent. The same pattern the mock server applies.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether the text looks like one e-mail address (surrounding spaces ignored). */
export function isValidEmail(value: string | null | undefined): boolean {
  return EMAIL_PATTERN.test((value ?? '').trim());
}

/** The addresses of a `;`-separated list (basket export, spec section 5), trimmed, empties dropped. */
export function splitEmailList(value: string): string[] {
  return value
    .split(';')
    .map((address) => address.trim())
    .filter(Boolean);
}

/** Whether a `;`-separated list holds at least one address and every one is valid. */
export function isValidEmailList(value: string | null | undefined): boolean {
  const addresses = splitEmailList(value ?? '');
  return addresses.length > 0 && addresses.every(isValidEmail);
}
