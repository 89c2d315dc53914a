import { ALERT_TITLE_KEYS } from '@nuri/domain';
import { useId, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../overlay/Modal';
import type { DialogRequest, DialogStore } from './dialog-store';

/** Alerts and confirmations are narrower than the other modals. */
const DIALOG_MAX_WIDTH = 448;

/** Shows the oldest queued alert or confirmation; the next one follows when it is answered. */
export function DialogHost({ store }: { store: DialogStore }) {
  const dialogs = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const current = dialogs[0];
  if (!current) return null;
  // A new key per dialog: focus goes back to the opener between two queued dialogs.
  return (
    <DialogBox key={current.id} dialog={current} onAnswer={(answer) => store.settle(current.id, answer)} />
  );
}

function DialogBox({ dialog, onAnswer }: { dialog: DialogRequest; onAnswer: (answer: boolean) => void }) {
  const { t } = useTranslation();
  const messageId = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const isConfirm = dialog.kind === 'confirm';
  const isDelete = isConfirm && dialog.type === 'delete';

  const confirmLabel =
    dialog.confirmLabel ?? t(dialog.loginButton ? 'button.login' : isDelete ? 'button.delete' : 'button.ok');
  const footer = (
    <>
      {isConfirm && (
        <button ref={cancelRef} type="button" className="button--secondary" onClick={() => onAnswer(false)}>
          {dialog.cancelLabel ?? t('button.cancel')}
        </button>
      )}
      <button
        ref={confirmRef}
        type="button"
        className={isDelete ? 'button--danger' : undefined}
        onClick={() => onAnswer(true)}
      >
        {confirmLabel}
      </button>
    </>
  );

  return (
    <Modal
      open
      role="alertdialog"
      title={dialog.title ?? t(ALERT_TITLE_KEYS[dialog.type])}
      describedBy={messageId}
      maxWidth={DIALOG_MAX_WIDTH}
      className={`modal--dialog modal--${dialog.type}`}
      hideCloseButton
      // A destructive question starts on "cancel", so Enter does not delete by accident.
      initialFocusRef={isDelete ? cancelRef : confirmRef}
      onClose={() => onAnswer(false)}
      footer={footer}
    >
      <p id={messageId} className="modal__message">
        {dialog.message}
      </p>
    </Modal>
  );
}
