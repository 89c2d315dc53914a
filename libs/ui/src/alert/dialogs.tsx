import type { AlertType } from '@nuri/domain';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useOptionalToast } from '../overlay/Toast';
import { DialogHost } from './DialogHost';
import type { DialogStore } from './dialog-store';

export interface AlertDialogOptions {
  /** Picks the title (alert.title.*); 'info' for an alert, 'confirm' for a confirmation by default. */
  type?: AlertType;
  /** Translated text. */
  message: string;
  /** Replaces the title of the type. */
  title?: string;
  confirmLabel?: string;
}

export interface ConfirmDialogOptions extends AlertDialogOptions {
  cancelLabel?: string;
}

export interface Dialogs {
  /**
   * Shows an alert; resolves once it is dismissed. A success is a toast (2000 ms, spec 000 §9)
   * under a ToastProvider, never a blocking dialog: it resolves at once.
   */
  alert(options: AlertDialogOptions): Promise<void>;
  /** Asks a question; resolves true for yes and false for no or Escape. */
  confirm(options: ConfirmDialogOptions): Promise<boolean>;
}

const DialogContext = createContext<DialogStore | null>(null);

/** The app's one dialog host: `useDialogs()` below it and the API client's alerts share the store. */
export function DialogProvider({ store, children }: { store: DialogStore; children: ReactNode }) {
  return (
    <DialogContext.Provider value={store}>
      {children}
      <DialogHost store={store} />
    </DialogContext.Provider>
  );
}

/** `await dialogs.alert({ type, message })`, `const ok = await dialogs.confirm({ type: 'delete', message })`. */
export function useDialogs(): Dialogs {
  const store = useContext(DialogContext);
  const toast = useOptionalToast();
  if (!store) throw new Error('useDialogs needs a DialogProvider (AppProviders provides one)');
  return useMemo<Dialogs>(
    () => ({
      alert: ({ type = 'info', ...rest }) => {
        if (type === 'success' && toast) {
          toast.show(rest.message, { tone: 'success' });
          return Promise.resolve();
        }
        return store.alert({ type, ...rest });
      },
      confirm: ({ type = 'confirm', ...rest }) => store.confirm({ type, ...rest }),
    }),
    [store, toast],
  );
}
