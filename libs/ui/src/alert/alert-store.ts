export interface AlertMessage {
  id: number;
  title: string;
  message: string;
  /** The confirm button reads "log in" (session ended). */
  loginButton?: boolean;
}

export interface AlertStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): readonly AlertMessage[];
  /** Queues an alert; resolves when the user dismisses it. */
  show(alert: Omit<AlertMessage, 'id'>): Promise<void>;
  dismiss(id: number): void;
}

// Plain UI state for the alert dialog, outside React so the API client can reach it.
export function createAlertStore(): AlertStore {
  let alerts: readonly AlertMessage[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const waiting = new Map<number, () => void>();
  const emit = () => listeners.forEach((listener) => listener());

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => alerts,
    show(alert) {
      const id = nextId++;
      alerts = [...alerts, { ...alert, id }];
      emit();
      return new Promise<void>((resolve) => waiting.set(id, resolve));
    },
    dismiss(id) {
      alerts = alerts.filter((alert) => alert.id !== id);
      waiting.get(id)?.();
      waiting.delete(id);
      emit();
    },
  };
}
