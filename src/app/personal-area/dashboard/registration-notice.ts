/** Spec section 8: warn when the registration ends within this many days. */
export const REGISTRATION_WARNING_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * Days from `today` to the last day of the registration (`validade_cadastro`, a calendar day),
 * negative once it has passed; null when there is no (readable) date.
 */
export function daysUntil(lastDay: string | null | undefined, today: Date): number | null {
  const match = lastDay ? DATE_ONLY.exec(lastDay) : null;
  if (!match) return null;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const end = Date.UTC(year, month - 1, day);
  const start = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  return Math.round((end - start) / DAY_MS);
}

/** 'expiring' within the warning window, 'expired' after the last day, else null. */
export function registrationNotice(
  lastDay: string | null | undefined,
  today: Date,
): 'expiring' | 'expired' | null {
  const days = daysUntil(lastDay, today);
  if (days === null || days > REGISTRATION_WARNING_DAYS) return null;
  return days < 0 ? 'expired' : 'expiring';
}
