import type { AvailabilitySummary, TitlePermissions } from '../../api/generated/model';

/**
 * Spec section 8, "join the waiting list if material is unavailable": a title whose copies
 * circulate, none of them available for loan now (all on loan, reserved, in transit...). Its hold
 * joins the queue. A title without copies (online only) or with reference-only copies (read on
 * site, never lent) has nothing to wait for. `circulantes` is designed (x-inferred); a server
 * that does not send it leaves the older rule, any copy and none available.
 */
export const offersWaitingList = ({ exemplares }: { exemplares: AvailabilitySummary }) =>
  (exemplares.circulantes ?? exemplares.total) > 0 && exemplares.disponiveis === 0;

/** Where a title stands, in the words of the availability line. */
export type AvailabilityState = 'available' | 'onLoan' | 'referenceOnly' | 'online' | 'none';

export function availabilityState(
  exemplares: AvailabilitySummary,
  online: boolean,
): AvailabilityState {
  if (exemplares.disponiveis > 0) return 'available';
  if (offersWaitingList({ exemplares })) return 'onLoan';
  if (exemplares.total > 0) return 'referenceOnly';
  return online ? 'online' : 'none';
}

/**
 * The one thing a patron is offered first: `hold` (join the queue), `request` (the loan-request
 * flow), `online` (open the digital copy), `shelf` (borrow it: see where it stands), `consult`
 * (read it on site), or nothing.
 */
export type PrimaryAction = 'hold' | 'request' | 'online' | 'shelf' | 'consult' | null;

/**
 * The same rules as the title's hold and loan-request tabs, so the action never offers what the
 * tab then refuses: a hold only while circulating copies are all out (and the server's
 * permissions, when known, agree); a loan request only for copies on the shelf and only when
 * the server offers the flow. An online copy comes before walking to a shelf that has nothing
 * to lend, or only books to read on site. `permissions` is unknown on a result card (one call
 * per record would be too many): the card then never offers the loan request.
 */
export function primaryActionOf({
  exemplares,
  online,
  permissions,
}: {
  exemplares: AvailabilitySummary;
  online: boolean;
  permissions?: Pick<TitlePermissions, 'reserva' | 'solicitacao_emprestimo'>;
}): PrimaryAction {
  const state = availabilityState(exemplares, online);
  if (state === 'onLoan' && permissions?.reserva !== false) return 'hold';
  if (state === 'available') return permissions?.solicitacao_emprestimo ? 'request' : 'shelf';
  if (online) return 'online';
  return exemplares.total > 0 ? 'consult' : null;
}
