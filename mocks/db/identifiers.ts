/** ISBN and ISSN check digits: the seed only keeps identifiers that validate. */

export function isbn10CheckDigit(first9: string): string {
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(first9[i]) * (10 - i);
  const check = (11 - (sum % 11)) % 11;
  return check === 10 ? 'X' : String(check);
}

export function isbn13CheckDigit(first12: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return String((10 - (sum % 10)) % 10);
}

export function isValidIsbn(value: string): boolean {
  const digits = value.replace(/[-\s]/g, '').toUpperCase();
  if (/^\d{9}[\dX]$/.test(digits)) return isbn10CheckDigit(digits.slice(0, 9)) === digits[9];
  if (/^\d{13}$/.test(digits)) return isbn13CheckDigit(digits.slice(0, 12)) === digits[12];
  return false;
}

/** ISBN-13 form of any valid ISBN (catalogues file the 13-digit one). */
export function toIsbn13(value: string): string {
  const digits = value.replace(/[-\s]/g, '').toUpperCase();
  if (digits.length === 13) return digits;
  const first12 = `978${digits.slice(0, 9)}`;
  return first12 + isbn13CheckDigit(first12);
}

export function issnCheckDigit(first7: string): string {
  let sum = 0;
  for (let i = 0; i < 7; i++) sum += Number(first7[i]) * (8 - i);
  const check = (11 - (sum % 11)) % 11;
  return check === 10 ? 'X' : String(check);
}

export function isValidIssn(value: string): boolean {
  const digits = value.replace('-', '').toUpperCase();
  return /^\d{7}[\dX]$/.test(digits) && issnCheckDigit(digits.slice(0, 7)) === digits[7];
}

/** A made-up but well-formed ISBN-13 in a registration group of the language. */
export function makeIsbn13(group: string, body: number): string {
  const first12 = `978${group}${String(body).padStart(9 - group.length, '0')}`.slice(0, 12);
  return first12 + isbn13CheckDigit(first12);
}

export function makeIssn(body: number): string {
  const first7 = String(body).padStart(7, '0').slice(-7);
  return `${first7.slice(0, 4)}-${first7.slice(4)}${issnCheckDigit(first7)}`;
}
