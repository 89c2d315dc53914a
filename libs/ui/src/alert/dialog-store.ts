import type { AlertType } from '@nuri/domain';

export type DialogKind = 'alert' | 'confirm';

export interface DialogContent {
  /** Picks the title (ALERT_TITLE_KEYS) unless `title` is given. */
  type: AlertType;
  /** Text shown as given (already translated, or the server's own text). */
  message: string;
  /** A title replacing the one of the type. */
  title?: string;
  /** Label of the confirming button (OK, or Delete for a delete confirmation). */
  confirmLabel?: string;
  /** Label of a confirmation's refusing button (Cancel). */
  cancelLabel?: string;
  /** The confirming button reads "log in" (session ended). */
  loginButton?: boolean;
}

export interface DialogRequest extends DialogContent {
  id: number;
  kind: DialogKind;
}

export interface DialogStore {
  subscribe(listener: () => void): () => void;
  /** Queued dialogs, oldest first; the host shows the first. */
  getSnapshot(): readonly DialogRequest[];
  /**
   * Queues an alert; resolves when the user dismisses it. An alert identical to one already
   * queued (same type, title and text: the same failure reported twice) is not queued again; it
   * resolves with that one.
   */
  alert(content: DialogContent): Promise<void>;
  /** Queues a confirmation; resolves true for yes, false for no (Escape is no). */
  confirm(content: DialogContent): Promise<boolean>;
  /** Answers a queued dialog and takes it off the queue. */
  settle(id: number, answer: boolean): void;
}

// Plain UI state for the dialog host, outside React so the API client's presenter reaches it.
export function createDialogStore(): DialogStore {
  let dialogs: readonly DialogRequest[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const waiting = new Map<number, (answer: boolean) => void>();
  const emit = () => listeners.forEach((listener) => listener());

  const pending = new Map<number, Promise<boolean>>();

  const open = (kind: DialogKind, content: DialogContent): Promise<boolean> => {
    const same =
      kind === 'alert'
        ? dialogs.find((dialog) => dialog.kind === 'alert' && sameContent(dialog, content))
        : undefined;
    const shared = same && pending.get(same.id);
    if (shared) return shared;
    const id = nextId++;
    const answer = new Promise<boolean>((resolve) => {
      waiting.set(id, resolve);
    });
    pending.set(id, answer);
    dialogs = [...dialogs, { ...content, id, kind }];
    emit();
    return answer;
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => dialogs,
    alert: (content) => open('alert', content).then(() => undefined),
    confirm: (content) => open('confirm', content),
    settle(id, answer) {
      if (!waiting.has(id)) return;
      dialogs = dialogs.filter((dialog) => dialog.id !== id);
      waiting.get(id)?.(answer);
      waiting.delete(id);
      pending.delete(id);
      emit();
    },
  };
}

function sameContent(a: DialogContent, b: DialogContent): boolean {
  return (
    a.type === b.type &&
    a.title === b.title &&
    a.message === b.message &&
    Boolean(a.loginButton) === Boolean(b.loginButton)
  );
}
