import { endOfDay, formatDate, parseIsoDateTime, startOfDay } from '@nuri/domain';
import { Modal, useApi, useDialogs, useToast } from '@nuri/ui';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { alreadyShown, fieldErrors } from '../institution/shared/error-text';
import { TextField } from '../institution/shared/TextField';
import { saveNotice, type Notice, type NoticeOwner, type NoticeSave } from './notices-api';

export interface NoticeFormModalProps {
  owner: NoticeOwner;
  /** The notice to edit, 'new' to create one, null: closed. */
  notice: Notice | 'new' | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Creates or edits a notice: title, content (HTML, sanitized by the server), popup with its dates. */
export function NoticeFormModal({ owner, notice, onClose, onSaved }: NoticeFormModalProps) {
  if (!notice) return null;
  return (
    <NoticeForm
      key={notice === 'new' ? 'new' : notice.nttId}
      owner={owner}
      notice={notice === 'new' ? null : notice}
      onClose={onClose}
      onSaved={onSaved}
    />
  );
}

const dayOf = (iso: string | null | undefined): string => {
  const date = iso ? parseIsoDateTime(iso) : null;
  return date ? formatDate(date) : '';
};
/** 'YYYY-MM-DD' of a date input as a local day. */
const localDay = (day: string): Date => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y, m - 1, d);
};

function NoticeForm({
  owner,
  notice,
  onClose,
  onSaved,
}: {
  owner: NoticeOwner;
  notice: Notice | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const dialogs = useDialogs();
  const toast = useToast();
  const formId = useId();
  const [nttSj, setNttSj] = useState(notice?.nttSj ?? '');
  const [nttCn, setNttCn] = useState(notice?.nttCn ?? '');
  const [popup, setPopup] = useState(notice?.popupAt === 'Y');
  const [begin, setBegin] = useState(dayOf(notice?.popupBeginDt));
  const [end, setEnd] = useState(dayOf(notice?.popupEndDt));
  const [errors, setErrors] = useState<Record<string, string | null>>({});

  const save = useMutation({
    mutationFn: (body: NoticeSave) => saveNotice(api, owner, notice?.nttId ?? null, body),
    onSuccess: () => {
      toast.show(t('noticeMng.saved'), { tone: 'success' });
      onSaved();
    },
    onError: (failure) => {
      setErrors(fieldErrors(failure));
      if (!alreadyShown(failure)) void dialogs.alert({ type: 'failure', message: t('error.temporary') });
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    const title = nttSj.trim();
    if (!title) found.nttSj = t('noticeMng.form.required', { field: t('noticeMng.form.nttSj') });
    if (popup) {
      if (!begin)
        found.popupBeginDt = t('noticeMng.form.required', { field: t('noticeMng.form.popupBegin') });
      if (!end) found.popupEndDt = t('noticeMng.form.required', { field: t('noticeMng.form.popupEnd') });
      if (begin && end && end < begin) found.popupEndDt = t('noticeMng.form.periodOrder');
    }
    setErrors(found);
    if (Object.keys(found).length) return;
    const body: NoticeSave = { nttSj: title, nttCn };
    if (popup) {
      body.popupAt = 'Y';
      body.popupBeginDt = startOfDay(localDay(begin)).toISOString();
      body.popupEndDt = endOfDay(localDay(end)).toISOString();
    }
    save.mutate(body);
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={t(notice ? 'noticeMng.form.editTitle' : 'noticeMng.form.createTitle')}
      maxWidth={720}
      footer={
        <>
          <button type="button" className="button--secondary" onClick={onClose}>
            {t('button.cancel')}
          </button>
          <button type="submit" form={formId} disabled={save.isPending}>
            {save.isPending ? t('noticeMng.form.saving') : t('button.save')}
          </button>
        </>
      }
    >
      <form id={formId} className="instt-form" noValidate onSubmit={submit}>
        <TextField
          label={t('noticeMng.form.nttSj')}
          value={nttSj}
          onChange={(value) => {
            setNttSj(value);
            setErrors((e) => ({ ...e, nttSj: null }));
          }}
          error={errors.nttSj}
          maxLength={200}
          required
        />
        <TextField
          label={t('noticeMng.form.nttCn')}
          value={nttCn}
          onChange={setNttCn}
          hint={t('noticeMng.form.nttCnHint')}
          error={errors.nttCn}
          multiline
        />
        <label className="notice-form__check">
          <input type="checkbox" checked={popup} onChange={(e) => setPopup(e.target.checked)} />{' '}
          {t('noticeMng.form.popup')}
        </label>
        {popup && (
          <div className="notice-form__period">
            <DayField
              label={t('noticeMng.form.popupBegin')}
              value={begin}
              onChange={setBegin}
              error={errors.popupBeginDt}
            />
            <DayField
              label={t('noticeMng.form.popupEnd')}
              value={end}
              onChange={setEnd}
              error={errors.popupEndDt}
            />
          </div>
        )}
      </form>
    </Modal>
  );
}

function DayField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string | null;
}) {
  const id = useId();
  return (
    <div className="instt-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="date"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} className="instt-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
