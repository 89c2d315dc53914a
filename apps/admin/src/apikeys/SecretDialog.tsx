import { Modal, useToast } from '@nuri/ui';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface SecretDialogProps {
  /** The new key's name and secret; null: closed. */
  issued: { keyNm: string; secret: string } | null;
  onClose: () => void;
}

/**
 * The copy-once dialog after a key is issued: the secret (the only time the API gives it), a
 * copy button (the clipboard API; the text stays selectable where the browser refuses) and the
 * warning that it will not be shown again. Closing it forgets the secret.
 */
export function SecretDialog({ issued, onClose }: SecretDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const secretId = useId();
  const warningId = useId();
  const secretRef = useRef<HTMLInputElement>(null);
  const copyRef = useRef<HTMLButtonElement>(null);
  const [copied, setCopied] = useState(false);

  const close = () => {
    setCopied(false);
    onClose();
  };

  const copy = async () => {
    if (!issued) return;
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(issued.secret);
      setCopied(true);
      toast.show(t('apiKeys.secret.copied'), { tone: 'success' });
    } catch {
      secretRef.current?.select();
      toast.show(t('apiKeys.secret.copyFailed'), { tone: 'error' });
    }
  };

  return (
    <Modal
      open={issued !== null}
      onClose={close}
      title={t('apiKeys.secret.title')}
      describedBy={warningId}
      initialFocusRef={copyRef}
      maxWidth={640}
      className="apikeys-secret"
      footer={
        <button type="button" onClick={close}>
          {copied ? t('apiKeys.secret.done') : t('button.close')}
        </button>
      }
    >
      {issued && (
        <div className="apikeys-secret__body">
          <p>{t('apiKeys.secret.intro', { name: issued.keyNm })}</p>
          <label htmlFor={secretId}>{t('apiKeys.secret.label')}</label>
          <div className="apikeys-secret__row">
            <input
              ref={secretRef}
              id={secretId}
              className="apikeys-secret__value"
              type="text"
              readOnly
              value={issued.secret}
              spellCheck={false}
              onFocus={(event) => event.currentTarget.select()}
            />
            <button ref={copyRef} type="button" onClick={() => void copy()}>
              {t('apiKeys.secret.copy')}
            </button>
          </div>
          <p id={warningId} role="alert" className="apikeys-secret__warning">
            {t('apiKeys.secret.warning')}
          </p>
        </div>
      )}
    </Modal>
  );
}
