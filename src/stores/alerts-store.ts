import { create } from 'zustand';
import { persist } from 'zustand/middleware';

/** Spec section 3, client state "Alerts": id and read flag. */
export interface AlertMark {
  id: number;
  lido: boolean;
}

export interface AlertsState {
  alertas: AlertMark[];
}

export const useAlertsStore = create<AlertsState>()(
  persist((): AlertsState => ({ alertas: [] }), { name: 'alertas', version: 1 }),
);

export const useUnreadAlertCount = () =>
  useAlertsStore((state) => state.alertas.filter((alert) => !alert.lido).length);

export const alertsActions = {
  set: (alertas: AlertMark[]) => useAlertsStore.setState({ alertas }),
  removed: (id: number) =>
    useAlertsStore.setState((state) => ({ alertas: state.alertas.filter((a) => a.id !== id) })),
  markedRead: (id: number) =>
    useAlertsStore.setState((state) => ({
      alertas: state.alertas.map((a) => (a.id === id ? { ...a, lido: true } : a)),
    })),
  cleared: () => useAlertsStore.setState({ alertas: [] }),
};
