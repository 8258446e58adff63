import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  alertsActions,
  useAlertsStore,
  useUnreadAlertCount,
} from '../../../src/stores/alerts-store';

const alerts = () => useAlertsStore.getState().alertas;

beforeEach(() => {
  alertsActions.cleared();
  localStorage.clear();
});

describe('alerts (spec section 4)', () => {
  it('sets the list', () => {
    alertsActions.set([
      { id: 1, lido: false },
      { id: 2, lido: true },
    ]);
    expect(alerts()).toEqual([
      { id: 1, lido: false },
      { id: 2, lido: true },
    ]);
  });

  it('removes by id', () => {
    alertsActions.set([
      { id: 1, lido: false },
      { id: 2, lido: false },
    ]);
    alertsActions.removed(1);
    expect(alerts()).toEqual([{ id: 2, lido: false }]);
  });

  it('marks one read and counts the unread ones', () => {
    alertsActions.set([
      { id: 1, lido: false },
      { id: 2, lido: false },
      { id: 3, lido: true },
    ]);
    alertsActions.markedRead(2);
    expect(alerts()).toEqual([
      { id: 1, lido: false },
      { id: 2, lido: true },
      { id: 3, lido: true },
    ]);
    const { result } = renderHook(() => useUnreadAlertCount());
    expect(result.current).toBe(1);
  });

  it('persists the read marks', () => {
    alertsActions.set([{ id: 7, lido: true }]);
    expect(JSON.parse(localStorage.getItem('alertas') ?? '{}')).toMatchObject({
      state: { alertas: [{ id: 7, lido: true }] },
    });
  });
});
