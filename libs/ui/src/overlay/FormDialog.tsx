import { useId, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from './Modal';

export interface FormDialogProps {
  /** Shown while true (true by default: most callers mount the dialog only while it is open). */
  open?: boolean;
  title: ReactNode;
  onClose: () => void;
  /** The form was submitted (the page's reload is already prevented). */
  onSubmit: () => void;
  /** The submit button's text. */
  submitLabel: ReactNode;
  /** The cancel button's text ('취소' by default). */
  cancelLabel?: ReactNode;
  /** While the save runs: the submit button is disabled and busy. */
  pending?: boolean;
  /** The submit button is disabled (data still loading). */
  submitDisabled?: boolean;
  /** More buttons, between cancel and submit (a preview). */
  actions?: ReactNode;
  /** Leave the checks to the page (noValidate), not the browser. */
  noValidate?: boolean;
  maxWidth?: number;
  /** The form's class (its layout). */
  formClassName?: string;
  children: ReactNode;
}

/**
 * A dialog around one form (spec 000 §2 pop-ups): the fields in the body, cancel and submit in
 * the footer (the submit button is the form's, by its id), Enter in a field submits.
 */
export function FormDialog({
  open = true,
  title,
  onClose,
  onSubmit,
  submitLabel,
  cancelLabel,
  pending = false,
  submitDisabled = false,
  actions,
  noValidate = false,
  maxWidth,
  formClassName,
  children,
}: FormDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      maxWidth={maxWidth}
      footer={
        <>
          <button type="button" className="button--secondary" onClick={onClose}>
            {cancelLabel ?? t('button.cancel')}
          </button>
          {actions}
          <button
            type="submit"
            form={formId}
            disabled={pending || submitDisabled}
            aria-busy={pending || undefined}
          >
            {submitLabel}
          </button>
        </>
      }
    >
      <form id={formId} className={formClassName} onSubmit={submit} noValidate={noValidate}>
        {children}
      </form>
    </Modal>
  );
}
