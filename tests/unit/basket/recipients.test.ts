import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isRecipientAddress,
  parseRecipients,
  recipientProblem,
} from '../../../src/features/basket/utils/recipients';
import { isValidEmail } from '../../../src/lib/format/email';

// Addresses the pattern accepts: local@domain.tld, no spaces, `@` or `;`.
const atom = fc.stringMatching(/^[a-z0-9_+-]{1,8}$/);
const local = fc.array(atom, { minLength: 1, maxLength: 3 }).map((parts) => parts.join('.'));
const label = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,8}[a-z0-9])?$/);
const validAddress = fc
  .tuple(local, label, fc.stringMatching(/^[a-z]{2,6}$/))
  .map(([name, domain, tld]) => `${name}@${domain}.${tld}`);
const spaces = fc.stringMatching(/^ {0,3}$/);
// Things that are not one address: no `@`, or two of them, or no dot after the `@`.
const invalidAddress = fc.oneof(
  atom.filter((text) => !text.includes('@')),
  fc.tuple(atom, atom).map(([a, b]) => `${a}@@${b}.org`),
  fc.tuple(atom, fc.stringMatching(/^[a-z]{1,8}$/)).map(([a, b]) => `${a}@${b}`),
  // Passes the loose something@something.tld shape, but the server refuses it.
  fc.tuple(atom, label).map(([a, b]) => `.${a}@${b}.org`),
  fc.tuple(atom, atom, label).map(([a, b, c]) => `${a}..${b}@${c}.org`),
);

describe('parseRecipients (spec section 5: several recipients separated by ";")', () => {
  it('gives back every valid address, trimmed and in order, whatever the spacing', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(spaces, validAddress, spaces), { minLength: 1, maxLength: 8 }),
        fc.boolean(),
        (parts, trailing) => {
          const text = parts.map(([before, a, after]) => `${before}${a}${after}`).join(';');
          const parsed = parseRecipients(trailing ? `${text};` : text);
          expect(parsed.addresses).toEqual(parts.map(([, address]) => address));
          expect(parsed.bad).toEqual([]);
          expect(recipientProblem(text)).toBeNull();
        },
      ),
    );
  });

  it('names each bad address with its place in the list, and only those', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(validAddress, invalidAddress), { minLength: 1, maxLength: 8 }),
        (addresses) => {
          const parsed = parseRecipients(addresses.join('; '));
          const expected = addresses
            .map((address, index) => ({ address, position: index + 1 }))
            .filter(({ address }) => !isRecipientAddress(address));
          expect(parsed.bad).toEqual(expected);
          const problem = recipientProblem(addresses.join('; '));
          if (expected.length) expect(problem).toEqual({ kind: 'invalid', bad: expected });
          else expect(problem).toBeNull();
        },
      ),
    );
  });

  it('points at an empty place between two separators but tolerates one trailing ";"', () => {
    fc.assert(
      fc.property(validAddress, validAddress, (a, b) => {
        expect(parseRecipients(`${a};;${b}`).bad).toEqual([{ address: '', position: 2 }]);
        expect(parseRecipients(`${a}; ${b} ;`).bad).toEqual([]);
        expect(parseRecipients(`${a};;`).bad).toEqual([{ address: '', position: 2 }]);
      }),
    );
  });

  it('never loses or invents a place: addresses = the ";" parts minus one trailing empty', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (text) => {
        const { addresses, bad } = parseRecipients(text);
        if (!text.trim()) {
          expect(addresses).toEqual([]);
          return;
        }
        const parts = text.split(';');
        const expectedLength =
          parts.length > 1 && parts[parts.length - 1]?.trim() === ''
            ? parts.length - 1
            : parts.length;
        expect(addresses).toHaveLength(expectedLength);
        for (const address of addresses) expect(address).toBe(address.trim());
        expect(bad.every(({ position }) => position >= 1 && position <= addresses.length)).toBe(
          true,
        );
      }),
    );
  });

  it('is never looser than the shared e-mail check (lib/format/email)', () => {
    fc.assert(
      fc.property(fc.oneof(validAddress, invalidAddress, fc.string({ maxLength: 30 })), (text) => {
        if (isRecipientAddress(text.trim())) expect(isValidEmail(text)).toBe(true);
      }),
    );
  });

  it('asks for at least one recipient when the field is blank', () => {
    fc.assert(
      fc.property(spaces, (blank) => {
        expect(recipientProblem(blank)).toEqual({ kind: 'required' });
      }),
    );
  });

  it('refuses a list longer than the contract allows', () => {
    const many = Array.from({ length: 60 }, (_, i) => `leitor${i}@biblioteca.ufx.br`).join('; ');
    expect(many.length).toBeGreaterThan(1000);
    expect(recipientProblem(many)).toEqual({ kind: 'tooLong' });
  });
});
