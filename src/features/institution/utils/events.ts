import type { InstitutionalEvent } from '../../../api/generated/model';
import { checkedAddress } from '../../../lib/urls/safe-url';

export interface EventItem {
  /** Stable React key: the platform sends no id, title and start make one. */
  key: string;
  title: string;
  description: string | null;
  start: string;
  end: string | null;
  place: string | null;
  /** The event's page when its address is one to follow (http(s) or this site), else null. */
  href: string | null;
}

const instant = (value: string) => {
  const time = Date.parse(value);
  return Number.isNaN(time) ? Number.POSITIVE_INFINITY : time;
};

/**
 * The events platform's answer as the page lists it: soonest first (the contract promises the
 * order, a list that arrives otherwise is still read in date order), an event without a usable
 * start date last, and each address checked by the one safe-URL rule, so a `javascript:` link
 * from the platform never becomes a link.
 */
export function eventItems(events: readonly InstitutionalEvent[]): EventItem[] {
  const seen = new Map<string, number>();
  return [...events]
    .sort((a, b) => instant(a.data_inicio) - instant(b.data_inicio))
    .map((event) => {
      const base = `${event.titulo}|${event.data_inicio}`;
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      return {
        key: count ? `${base}|${count}` : base,
        title: event.titulo,
        description: event.descricao?.trim() || null,
        start: event.data_inicio,
        end: event.data_fim ?? null,
        place: event.local?.trim() || null,
        href: checkedAddress(event.link),
      };
    });
}
