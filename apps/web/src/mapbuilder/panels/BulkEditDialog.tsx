import { ApiError } from '@nuri/api-client';
import { useApi } from '@nuri/shell';
import { FormDialog, SelectField, TextField, useToast } from '@nuri/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveMatching, saveSelected, valueOf } from './data-api';
import type { LayerColumn } from './panels-api';

export interface BulkEditDialogProps {
  lyrId: string;
  /** Attribute columns the table shows. */
  columns: readonly LayerColumn[];
  /** Selected rows (feature id → the version read when selected). */
  selected: ReadonlyMap<number, string | null>;
  /** The table's applied filter ('' for all rows) and how many rows match it. */
  filter: string;
  total: number;
  /** Display name of a column (the popup's aliases). */
  label: (column: string) => string;
  onClose: () => void;
  /** Saved: the table reloads, the selection is cleared. */
  onSaved: () => void;
}

/**
 * Bulk attribute edit (issue 22): one column set to one value on the selected rows (one batch
 * with each row's version: a row someone saved meanwhile is a conflict, nothing is saved) or on
 * every row matching the filter (one set-based request; a changed number of matches is a conflict).
 */
export function BulkEditDialog({ lyrId, columns, selected, filter, total, label, onClose, onSaved }: BulkEditDialogProps) {
  const { t } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const [target, setTarget] = useState<'selected' | 'matching'>(selected.size ? 'selected' : 'matching');
  const [column, setColumn] = useState(columns[0]?.name ?? '');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const kind = columns.find((c) => c.name === column)?.kind ?? 'text';

  const submit = async () => {
    if (!column) return;
    if (kind === 'numeric' && text !== '' && !Number.isFinite(Number(text))) {
      setError(t('builderPanel.bulk.numberInvalid'));
      return;
    }
    setPending(true);
    setError(null);
    const value = valueOf(kind, text);
    try {
      const done =
        target === 'selected'
          ? await saveSelected(api, lyrId, selected, column, value).then((r) => ({ n: r.results.length, versionNo: r.versionNo }))
          : await saveMatching(api, lyrId, filter, total, column, value).then((r) => ({ n: r.changeCnt, versionNo: r.versionNo }));
      toast.show(t('builderPanel.bulk.saved', { n: done.n, versionNo: done.versionNo }), { tone: 'success' });
      onSaved();
    } catch (e) {
      if (e instanceof ApiError && e.status === 409) {
        const gid = (e.result as { gid?: string } | null)?.gid;
        setError(gid ? t('builderPanel.bulk.conflict', { gid }) : e.message);
      } else setError(e instanceof ApiError ? e.message : t('error.temporary'));
    } finally {
      setPending(false);
    }
  };

  return (
    <FormDialog title={t('builderPanel.bulk.title')} onClose={onClose} onSubmit={() => void submit()} submitLabel={t('builderPanel.bulk.submit')} pending={pending} noValidate maxWidth={480} formClassName="builder-bulk__form">
      <fieldset className="builder-bulk__target">
        <legend>{t('builderPanel.bulk.target')}</legend>
        <label>
          <input type="radio" name="bulk-target" checked={target === 'selected'} disabled={!selected.size} onChange={() => setTarget('selected')} />
          {t('builderPanel.bulk.selected', { n: selected.size })}
        </label>
        <label>
          <input type="radio" name="bulk-target" checked={target === 'matching'} onChange={() => setTarget('matching')} />
          {filter ? t('builderPanel.bulk.matching', { n: total }) : t('builderPanel.bulk.all', { n: total })}
        </label>
      </fieldset>
      <SelectField label={t('builderPanel.bulk.column')} value={column} onChange={(v) => { setColumn(v); setText(''); }} options={columns.map((c) => ({ value: c.name, label: label(c.name) }))} required />
      {kind === 'boolean' ? (
        <SelectField
          label={t('builderPanel.bulk.value')}
          value={text}
          onChange={setText}
          options={[
            { value: '', label: t('builderPanel.bulk.empty') },
            { value: 'true', label: t('builderPanel.bulk.true') },
            { value: 'false', label: t('builderPanel.bulk.false') },
          ]}
        />
      ) : (
        <TextField
          label={t('builderPanel.bulk.value')}
          value={text}
          onChange={setText}
          type={kind === 'numeric' ? 'number' : 'text'}
          hint={t('builderPanel.bulk.valueHint')}
          error={error}
        />
      )}
      {kind === 'boolean' && error && (
        <p className="builder-panel__error" role="alert">
          {error}
        </p>
      )}
    </FormDialog>
  );
}
