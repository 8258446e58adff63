// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import type { FormEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { useFilterDraft } from '../../../src/lib/forms/use-filter-draft';

interface Period {
  start: string;
  end: string;
}

const validate = ({ start, end }: Period) => (start && end && start > end ? 'startAfterEnd' : null);
const submitEvent = { preventDefault() {} } as FormEvent<HTMLFormElement>;

/** The hook over a filter kept in the address: `applied` is what the address holds. */
function renderDraft(initial: Period) {
  return renderHook(({ applied }: { applied: Period }) => useFilterDraft(applied, validate), {
    initialProps: { applied: initial },
  });
}

describe('useFilterDraft: a filter form over the address', () => {
  it('follows the address when it changes under the form (Back, a clear button)', () => {
    const { result, rerender } = renderDraft({ start: '2026-01-01', end: '2026-12-31' });
    act(() => result.current.setDraft({ start: '2026-03-01', end: '2026-12-31' }));
    rerender({ applied: { start: '', end: '' } });
    expect(result.current.draft).toEqual({ start: '', end: '' });
  });

  it('keeps what the reader typed after a submit when the submitted filter reaches the address', () => {
    const { result, rerender } = renderDraft({ start: '', end: '' });
    const applied: Period[] = [];
    act(() => result.current.setDraft({ start: '2026-01-01', end: '2026-12-31' }));
    act(() => result.current.submitTo((filter) => applied.push(filter))(submitEvent));
    expect(applied).toEqual([{ start: '2026-01-01', end: '2026-12-31' }]);
    // Typed while the navigation runs: newer than the filter on its way to the address.
    act(() => result.current.setDraft({ start: '2026-10-10', end: '2026-12-31' }));
    rerender({ applied: { start: '2026-01-01', end: '2026-12-31' } });
    expect(result.current.draft).toEqual({ start: '2026-10-10', end: '2026-12-31' });
    // Later moves of the address are followed again.
    rerender({ applied: { start: '', end: '' } });
    expect(result.current.draft).toEqual({ start: '', end: '' });
  });

  it('a filter submitted again as it stands does not keep the form from following Back and Forward', () => {
    const period = { start: '2026-01-01', end: '2026-12-31' };
    const { result, rerender } = renderDraft(period);
    act(() => result.current.submitTo(() => undefined)(submitEvent));
    rerender({ applied: { start: '', end: '' } });
    expect(result.current.draft).toEqual({ start: '', end: '' });
    rerender({ applied: period });
    expect(result.current.draft).toEqual(period);
  });

  it('a refused submit keeps the typed dates, names the problem and applies nothing', () => {
    const { result } = renderDraft({ start: '', end: '' });
    const applied: Period[] = [];
    act(() => result.current.setDraft({ start: '2026-10-10', end: '2026-10-01' }));
    act(() => result.current.submitTo((filter) => applied.push(filter))(submitEvent));
    expect(applied).toEqual([]);
    expect(result.current.problems).toBe('startAfterEnd');
    expect(result.current.draft).toEqual({ start: '2026-10-10', end: '2026-10-01' });
  });
});
