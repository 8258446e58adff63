/** A record's code from the address (`/acervo/7`): a positive integer, or null for anything else. */
export const recordCode = (raw: string | undefined): number | null => {
  const code = Number(raw);
  return Number.isInteger(code) && code > 0 ? code : null;
};
