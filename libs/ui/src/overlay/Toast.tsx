import { TOAST_TIMEOUT_MS } from '@nuri/domain';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import '../styles/overlay.css';
import { Icon } from '../icons/Icon';

export const TOAST_TONES = ['info', 'success', 'error'] as const;
export type ToastTone = (typeof TOAST_TONES)[number];

export interface ToastOptions {
  /** How long it stays, in ms (TOAST_TIMEOUT_MS, 2000, by default). */
  timeout?: number;
  tone?: ToastTone;
}

export interface ToastApi {
  /** Shows a short message at the bottom of the screen; returns its id. */
  show(message: string, options?: ToastOptions): number;
  dismiss(id: number): void;
}

interface ToastItem {
  id: number;
  message: string;
  tone: ToastTone;
}

const ToastContext = createContext<ToastApi | null>(null);

/** The toasts of an app: `useToast()` below it, the stack shown over the page. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<readonly ToastItem[]>([]);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((list) => list.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(
    (message: string, { timeout = TOAST_TIMEOUT_MS, tone = 'info' }: ToastOptions = {}) => {
      const id = nextId.current++;
      setToasts((list) => [...list, { id, message, tone }]);
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), timeout),
      );
      return id;
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const api = useMemo<ToastApi>(() => ({ show, dismiss }), [show, dismiss]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastStack toasts={toasts} onDismiss={dismiss} />
    </ToastContext.Provider>
  );
}

/** `toast.show(t('…'))` under a ToastProvider (AppProviders has one). */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a ToastProvider (AppProviders provides one)');
  return api;
}

/** The toasts when a ToastProvider is above, else null (the dialogs fall back to a dialog). */
export function useOptionalToast(): ToastApi | null {
  return useContext(ToastContext);
}

function ToastStack({
  toasts,
  onDismiss,
}: {
  toasts: readonly ToastItem[];
  onDismiss: (id: number) => void;
}) {
  const { t } = useTranslation();
  // Nothing in the page while no toast shows; each toast is its own polite status message.
  if (toasts.length === 0) return null;
  return createPortal(
    <div className="toast-stack">
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast--${toast.tone}`}>
          <p role="status" className="toast__message">
            {toast.message}
          </p>
          <button
            type="button"
            className="toast__dismiss"
            aria-label={t('overlay.toast.dismiss')}
            onClick={() => onDismiss(toast.id)}
          >
            <Icon name="close" size={16} />
          </button>
        </div>
      ))}
    </div>,
    document.body,
  );
}
