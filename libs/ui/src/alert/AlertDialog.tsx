import { useEffect, useId, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import '../styles/dialog.css';
import type { AlertStore } from './alert-store';

/** Shows the oldest queued alert as a modal alert dialog; focus moves in and back out. */
export function AlertDialog({ store }: { store: AlertStore }) {
  const { t } = useTranslation();
  const alerts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const current = alerts[0];
  const titleId = useId();
  const messageId = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const returnFocusRef = useRef<Element | null>(null);
  const currentId = current?.id;

  useEffect(() => {
    if (currentId === undefined) return;
    returnFocusRef.current ??= document.activeElement;
    confirmRef.current?.focus();
  }, [currentId]);

  useEffect(() => {
    if (currentId !== undefined || !returnFocusRef.current) return;
    if (returnFocusRef.current instanceof HTMLElement) returnFocusRef.current.focus();
    returnFocusRef.current = null;
  }, [currentId]);

  if (!current) return null;
  const close = () => store.dismiss(current.id);

  return (
    <div className="dialog-backdrop">
      <div
        className="dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={messageId}
        onKeyDown={(event) => {
          if (event.key === 'Escape') close();
          // Only one focusable element: keep Tab inside the dialog.
          if (event.key === 'Tab') event.preventDefault();
        }}
      >
        <h2 id={titleId} className="dialog__title">
          {current.title}
        </h2>
        <p id={messageId} className="dialog__message">
          {current.message}
        </p>
        <div className="dialog__actions">
          <button ref={confirmRef} type="button" onClick={close}>
            {t(current.loginButton ? 'button.login' : 'button.ok')}
          </button>
        </div>
      </div>
    </div>
  );
}
