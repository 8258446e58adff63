import { isValidEmail } from '../../../lib/format/email';

/*
 * The contract's pattern for the list is loose (something@something.tld), but the server checks
 * each address as an RFC 5322 "dot-atom" (the ajv `email` format): no leading, trailing or double
 * dot, domain labels of letters, digits and inner hyphens. Checking the same here lets the field
 * name the bad address before anything is sent, instead of a vague refusal afterwards.
 */
const DOT_ATOM =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

/** Whether one recipient (already trimmed) is an address the export can be sent to. */
export function isRecipientAddress(address: string): boolean {
  return address.length <= 254 && isValidEmail(address) && DOT_ATOM.test(address);
}

/** A recipient that cannot be sent to, with its 1-based place in the list (to name it to the user). */
export interface BadRecipient {
  position: number;
  /** As typed, trimmed; empty for `a@x.org;;b@x.org`. */
  address: string;
}

export interface RecipientList {
  /** Every address, trimmed, in the order typed. */
  addresses: string[];
  bad: BadRecipient[];
}

/**
 * Parses the basket export's recipients (spec section 5: several addresses separated by `;`).
 * One trailing `;` is tolerated, as the contract's pattern does; an empty place elsewhere is a
 * mistake worth pointing at, not something to drop silently.
 */
export function parseRecipients(text: string): RecipientList {
  if (!text.trim()) return { addresses: [], bad: [] };
  const parts = text.split(';').map((part) => part.trim());
  if (parts.length > 1 && parts[parts.length - 1] === '') parts.pop();
  const bad = parts
    .map((address, index) => ({ address, position: index + 1 }))
    .filter(({ address }) => !isRecipientAddress(address));
  return { addresses: parts, bad };
}

/** Why the recipients field cannot be sent as it is, or null when it can. */
export type RecipientProblem =
  { kind: 'required' } | { kind: 'invalid'; bad: BadRecipient[] } | { kind: 'tooLong' };

// The contract's limit on `opcoesEmail.destinatarios`.
export const RECIPIENTS_MAX_LENGTH = 1000;

export function recipientProblem(text: string): RecipientProblem | null {
  const { addresses, bad } = parseRecipients(text);
  if (addresses.length === 0) return { kind: 'required' };
  if (bad.length) return { kind: 'invalid', bad };
  if (text.length > RECIPIENTS_MAX_LENGTH) return { kind: 'tooLong' };
  return null;
}
