import {
  endOfDay,
  fileExtension,
  formatDate,
  formatFileSize,
  NOTICE_ATTACHMENT_EXTENSIONS,
  NOTICE_ATTACHMENT_MAX_FILE_BYTES,
  NOTICE_ATTACHMENT_MAX_FILES,
  NOTICE_ATTACHMENT_MAX_TOTAL_BYTES,
  parseIsoDateTime,
  startOfDay,
} from '@nuri/domain';
import { useApi, useSession } from '@nuri/shell';
import { FilePicker, FormDialog, LazyRichTextEditor, TextField, useDialogs, useToast } from '@nuri/ui';
import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alreadyShown, fieldErrors } from '../kit/error-text';
import { DroppedImages } from './dropped-images';
import {
  attachmentUploader,
  removeNoticeFile,
  saveNotice,
  uploadNoticeFiles,
  type Notice,
  type NoticeFile,
  type NoticeOwner,
  type NoticeSave,
} from './notices-api';

class FilesProblem extends Error {}

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
  const session = useSession();
  // Files already on the notice that stay, and new files to upload on saving.
  const [kept, setKept] = useState<NoticeFile[]>(notice?.files ?? []);
  const [added, setAdded] = useState<File[]>([]);
  const dropped = useRef(new DroppedImages());
  const contentLabelId = `${formId}-nttCn-label`;

  /** The notice's attachment group after the file changes: removed files deleted, new ones uploaded. */
  const attachments = async (): Promise<string | undefined> => {
    const group = notice?.atchmnflId ?? null;
    const removed = (notice?.files ?? []).filter((f) => !kept.some((k) => k.fileOrdr === f.fileOrdr));
    // Nothing kept: the notice gets a new group (or none); the server deletes the former one.
    if (!kept.length) return added.length ? uploadNoticeFiles(api, added, null) : undefined;
    if (!group) return undefined;
    if (added.length && (await attachmentUploader(api, group)) !== session.userId)
      throw new FilesProblem(t('noticeMng.files.notYours'));
    for (const f of removed) await removeNoticeFile(api, group, f.fileOrdr);
    if (added.length) await uploadNoticeFiles(api, added, group);
    return group;
  };

  const save = useMutation({
    mutationFn: async (body: NoticeSave) => {
      const atchmnflId = await attachments();
      const sent = atchmnflId ? { ...body, atchmnflId } : body;
      const saved = await saveNotice(api, owner, notice?.nttId ?? null, sent);
      // Dropped images point at the notice's own files once both exist.
      const nttCnSaved = dropped.current.resolve(body.nttCn ?? '', saved);
      if (nttCnSaved === body.nttCn) return saved;
      return saveNotice(api, owner, saved.nttId, { ...sent, nttCn: nttCnSaved });
    },
    onSuccess: () => {
      toast.show(t('noticeMng.saved'), { tone: 'success' });
      onSaved();
    },
    onError: (failure) => {
      if (failure instanceof FilesProblem) {
        setErrors({ atchmnflId: failure.message });
        return;
      }
      setErrors(fieldErrors(failure));
      if (!alreadyShown(failure)) void dialogs.alert({ type: 'failure', message: t('error.temporary') });
    },
  });

  const extensions = NOTICE_ATTACHMENT_EXTENSIONS.join(', ');
  /** Checks the chosen files against the notice limits before anything is uploaded. */
  const addFiles = (chosen: File[]) => {
    const problem = (() => {
      for (const file of chosen) {
        if (!NOTICE_ATTACHMENT_EXTENSIONS.includes(fileExtension(file.name)))
          return t('noticeMng.files.badType', { name: file.name, extensions });
        if (file.size > NOTICE_ATTACHMENT_MAX_FILE_BYTES)
          return t('noticeMng.files.tooLargeFile', {
            name: file.name,
            limit: formatFileSize(NOTICE_ATTACHMENT_MAX_FILE_BYTES),
          });
      }
      if (kept.length + added.length + chosen.length > NOTICE_ATTACHMENT_MAX_FILES)
        return t('noticeMng.files.tooMany', { count: NOTICE_ATTACHMENT_MAX_FILES });
      const total = [...kept.map((f) => f.fileSize), ...[...added, ...chosen].map((f) => f.size)].reduce(
        (a, b) => a + b,
        0,
      );
      if (total > NOTICE_ATTACHMENT_MAX_TOTAL_BYTES)
        return t('noticeMng.files.tooLargeTotal', {
          limit: formatFileSize(NOTICE_ATTACHMENT_MAX_TOTAL_BYTES),
        });
      return null;
    })();
    setErrors((e) => ({ ...e, atchmnflId: problem }));
    if (!problem) setAdded((a) => [...a, ...chosen]);
    return !problem;
  };

  const submit = () => {
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
    <FormDialog
      title={t(notice ? 'noticeMng.form.editTitle' : 'noticeMng.form.createTitle')}
      maxWidth={720}
      onClose={onClose}
      onSubmit={submit}
      pending={save.isPending}
      submitLabel={save.isPending ? t('noticeMng.form.saving') : t('button.save')}
      formClassName="instt-form"
      noValidate
    >
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
      <div className="form-field">
        <div className="form-field__head">
          <span id={contentLabelId} className="form-field__label">
            {t('noticeMng.form.nttCn')}
          </span>
        </div>
        <LazyRichTextEditor
          id={`${formId}-nttCn`}
          labelledBy={contentLabelId}
          describedBy={`${formId}-nttCn-hint`}
          value={nttCn}
          onChange={setNttCn}
          invalid={Boolean(errors.nttCn)}
          // Dropped files are attachments of the notice; the images also go into the text.
          onDropFiles={async (files) => (addFiles(files) ? dropped.current.place(files) : [])}
        />
        <p id={`${formId}-nttCn-hint`} className="form-field__hint">
          {t('noticeMng.form.nttCnHint')}
        </p>
        {errors.nttCn && <p className="form-field__error">{errors.nttCn}</p>}
      </div>
      <label className="notice-form__check">
        <input type="checkbox" checked={popup} onChange={(e) => setPopup(e.target.checked)} />{' '}
        {t('noticeMng.form.popup')}
      </label>
      <NoticeFilesField
        kept={kept}
        added={added}
        hint={t('noticeMng.files.hint', {
          extensions,
          count: NOTICE_ATTACHMENT_MAX_FILES,
          fileLimit: formatFileSize(NOTICE_ATTACHMENT_MAX_FILE_BYTES),
          totalLimit: formatFileSize(NOTICE_ATTACHMENT_MAX_TOTAL_BYTES),
        })}
        error={errors.atchmnflId}
        onAdd={addFiles}
        onRemoveKept={(f) => {
          setKept((k) => k.filter((x) => x.fileOrdr !== f.fileOrdr));
          setErrors((e) => ({ ...e, atchmnflId: null }));
        }}
        onRemoveAdded={(f) => {
          setAdded((a) => a.filter((x) => x !== f));
          setErrors((e) => ({ ...e, atchmnflId: null }));
        }}
      />
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
    </FormDialog>
  );
}

function NoticeFilesField({
  kept,
  added,
  hint,
  error,
  onAdd,
  onRemoveKept,
  onRemoveAdded,
}: {
  kept: NoticeFile[];
  added: File[];
  hint: string;
  error?: string | null;
  onAdd: (files: File[]) => void;
  onRemoveKept: (file: NoticeFile) => void;
  onRemoveAdded: (file: File) => void;
}) {
  const { t } = useTranslation();
  const rows = [
    ...kept.map((f) => ({
      key: `k${f.fileOrdr}`,
      name: f.orignlFileNm,
      size: f.fileSize,
      isNew: false,
      remove: () => onRemoveKept(f),
    })),
    ...added.map((f, i) => ({
      key: `a${i}:${f.name}`,
      name: f.name,
      size: f.size,
      isNew: true,
      remove: () => onRemoveAdded(f),
    })),
  ];
  return (
    <div className="notice-form__files">
      {/* The chosen files join the list below (with their sizes and a remove button). */}
      <FilePicker
        label={t('noticeMng.files.label')}
        multiple
        accept={NOTICE_ATTACHMENT_EXTENSIONS.map((e) => `.${e}`).join(',')}
        buttonLabel={t('noticeMng.files.choose')}
        hint={hint}
        error={error}
        clearAfterChoice
        showNames={false}
        onChange={onAdd}
      />
      {rows.length === 0 ? (
        <p className="notice-form__files-empty">{t('noticeMng.files.empty')}</p>
      ) : (
        <ul className="notice-form__file-list" aria-label={t('noticeMng.files.listLabel')}>
          {rows.map((r) => (
            <li key={r.key}>
              <span>
                {r.name} ({formatFileSize(r.size)}){r.isNew && <em> · {t('noticeMng.files.new')}</em>}
              </span>
              <button
                type="button"
                className="button--secondary"
                aria-label={t('noticeMng.files.removeLabel', { name: r.name })}
                onClick={r.remove}
              >
                {t('noticeMng.files.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
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
