// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useWriteKey } from '../../../src/lib/forms/use-write-key';

describe('useWriteKey: one Idempotency-Key per intended write', () => {
  it('keeps the key while the same content is sent again, and changes it for other content', () => {
    const { result } = renderHook(() => useWriteKey());
    const first = result.current.keyFor({ titulo: 'Dom Casmurro' });
    expect(result.current.keyFor({ titulo: 'Dom Casmurro' })).toBe(first);
    const edited = result.current.keyFor({ titulo: 'Dom Casmurro', autor: 'Machado' });
    expect(edited).not.toBe(first);
    // Back to the first content: a new intention, not the first try's replay.
    expect(result.current.keyFor({ titulo: 'Dom Casmurro' })).not.toBe(first);
  });

  it('after a confirmed send, the same content again is a new write', () => {
    const { result, rerender } = renderHook(() => useWriteKey());
    const first = result.current.keyFor('texto');
    result.current.confirmed();
    rerender();
    expect(result.current.keyFor('texto')).not.toBe(first);
  });
});
