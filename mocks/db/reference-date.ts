/**
 * The mock's "today". Data that depends on dates (new acquisitions, loan return dates,
 * kardex issues, statistics) is computed from this fixed day instead of the clock, so a
 * test written today still passes next year. Override it before seeding (tests that need
 * another day call `setReferenceToday`, then `resetSeedCache`).
 */
export const DEFAULT_REFERENCE_TODAY = '2026-11-20';

let referenceToday = DEFAULT_REFERENCE_TODAY;

export function getReferenceToday(): string {
  return referenceToday;
}

export function setReferenceToday(isoDate: string): void {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) throw new Error(`Not an ISO date: ${isoDate}`);
  referenceToday = isoDate;
}

/*
 * Day arithmetic on plain integers (days since 1970-01-01, proleptic Gregorian, after
 * H. Hinnant's civil-date algorithms): the seed does it ~30k times and Date objects were
 * a measurable share of the seed time. No time zone can shift a day this way either.
 */
export function toDayNumber(isoDate: string): number {
  let y = Number(isoDate.slice(0, 4));
  const m = Number(isoDate.slice(5, 7));
  const d = Number(isoDate.slice(8, 10));
  y -= m <= 2 ? 1 : 0;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

export function fromDayNumber(days: number): string {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp + (mp < 10 ? 3 : -9);
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0);
  return `${String(y).padStart(4, '0')}-${m < 10 ? '0' : ''}${m}-${d < 10 ? '0' : ''}${d}`;
}

/** ISO date `days` after (negative: before) an ISO date. */
export function addDays(isoDate: string, days: number): string {
  return fromDayNumber(toDayNumber(isoDate) + days);
}

export function daysBetween(fromIso: string, toIso: string): number {
  return toDayNumber(toIso) - toDayNumber(fromIso);
}

export function referenceYear(): number {
  return Number(referenceToday.slice(0, 4));
}
