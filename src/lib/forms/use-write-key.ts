import { useRef } from 'react';
import { newIdempotencyKey } from '../../api/retry-policy';

/**
 * One `Idempotency-Key` per intended write (issue #36): the same content sent again, after its
 * answer was lost or the network failed, carries the key of the first try, so a server that did
 * the work answers it again (`Idempotency-Replayed`) instead of doing it twice. Changed content
 * is another write, with a key of its own; after a confirmed send the next one starts afresh (a
 * patron may mean to send the same thing twice). A refusal keeps the key: the server keeps only
 * successes, so the same content sent again is tried for real.
 */
export function useWriteKey() {
  const last = useRef<{ content: string; key: string } | null>(null);
  return {
    /** The key for sending `content`: the last one while the content is the same. */
    keyFor(content: unknown): string {
      const text = JSON.stringify(content);
      if (last.current?.content !== text)
        last.current = { content: text, key: newIdempotencyKey() };
      return last.current.key;
    },
    /** The write was confirmed: the next send is a new intention. */
    confirmed() {
      last.current = null;
    },
  };
}
