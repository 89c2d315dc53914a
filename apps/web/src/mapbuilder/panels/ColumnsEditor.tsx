import { ApiError } from '@nuri/api-client';
import { useApi } from '@nuri/shell';
import { SelectField, TextField, useDialogs, useToast } from '@nuri/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { COLUMN_TYPES, addColumn, removeColumn, renameColumn, type ColumnType } from './data-api';
import { attributeColumns, panelKeys, useLayerColumns } from './panels-api';

export interface ColumnsEditorProps {
  lyrId: string;
}

/**
 * The columns of a custom layer (spec 001 §2 "custom (direct creation)", issue 22): add one (name
 * and type), rename or remove one. Each change is a new layer version; the table and the map
 * follow (the server moves the data version on and tells every viewer).
 */
export function ColumnsEditor({ lyrId }: ColumnsEditorProps) {
  const { t } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const columns = useLayerColumns(lyrId);
  const [name, setName] = useState('');
  const [type, setType] = useState<ColumnType>('text');
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ column: string; name: string } | null>(null);
  const [pending, setPending] = useState(false);

  const run = async (
    work: () => Promise<{ versionNo: number }>,
    done: 'builderPanel.columnsEdit.added' | 'builderPanel.columnsEdit.renamed' | 'builderPanel.columnsEdit.removed',
  ): Promise<boolean> => {
    setPending(true);
    setError(null);
    try {
      const result = await work();
      toast.show(t(done, { versionNo: result.versionNo }), { tone: 'success' });
      await queryClient.invalidateQueries({ queryKey: panelKeys.columns(lyrId) });
      void queryClient.invalidateQueries({ queryKey: ['mapBuilder', 'attributes', lyrId] });
      void queryClient.invalidateQueries({ queryKey: ['mapBuilder', 'versions', lyrId] });
      return true;
    } catch (e) {
      setError(e instanceof ApiError ? e.message : t('error.temporary'));
      return false;
    } finally {
      setPending(false);
    }
  };
  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (await run(() => addColumn(api, lyrId, name.trim(), type), 'builderPanel.columnsEdit.added')) setName('');
  };
  const rename = async (event: FormEvent) => {
    event.preventDefault();
    if (!editing) return;
    if (await run(() => renameColumn(api, lyrId, editing.column, editing.name.trim()), 'builderPanel.columnsEdit.renamed')) setEditing(null);
  };
  const remove = async (column: string) => {
    const ok = await dialogs.confirm({ type: 'confirm', message: t('builderPanel.columnsEdit.confirmRemove', { column }) });
    if (ok) await run(() => removeColumn(api, lyrId, column), 'builderPanel.columnsEdit.removed');
  };

  const list = attributeColumns(columns.data ?? []);
  return (
    <section className="builder-columns" aria-label={t('builderPanel.columnsEdit.title')}>
      <h3>{t('builderPanel.columnsEdit.title')}</h3>
      {error && (
        <p className="builder-panel__error" role="alert">
          {error}
        </p>
      )}
      <ul className="builder-columns__list">
        {list.map((c) =>
          editing?.column === c.name ? (
            <li key={c.name}>
              <form className="builder-columns__form" onSubmit={(e) => void rename(e)}>
                <TextField label={t('builderPanel.columnsEdit.newName', { column: c.name })} value={editing.name} onChange={(v) => setEditing({ column: c.name, name: v })} required />
                <button type="submit" disabled={pending}>{t('builderPanel.columnsEdit.save')}</button>
                <button type="button" className="button--secondary" onClick={() => setEditing(null)}>{t('builderPanel.columnsEdit.cancel')}</button>
              </form>
            </li>
          ) : (
            <li key={c.name}>
              <span className="builder-columns__name">{c.name}</span> <span className="mb-muted">{c.type}</span>
              <span className="builder-columns__actions">
                <button type="button" disabled={pending} aria-label={t('builderPanel.columnsEdit.renameOf', { column: c.name })} onClick={() => setEditing({ column: c.name, name: c.name })}>
                  {t('builderPanel.columnsEdit.rename')}
                </button>
                <button type="button" className="button--secondary" disabled={pending} aria-label={t('builderPanel.columnsEdit.removeOf', { column: c.name })} onClick={() => void remove(c.name)}>
                  {t('builderPanel.columnsEdit.remove')}
                </button>
              </span>
            </li>
          ),
        )}
      </ul>
      <form className="builder-columns__form" onSubmit={(e) => void add(e)}>
        <TextField label={t('builderPanel.columnsEdit.name')} value={name} onChange={setName} hint={t('builderPanel.columnsEdit.nameHint')} maxLength={63} required />
        <SelectField label={t('builderPanel.columnsEdit.type')} value={type} onChange={(v) => setType(v as ColumnType)} options={COLUMN_TYPES.map((c) => ({ value: c, label: t(`builderPanel.columnsEdit.type.${c}`) }))} />
        <button type="submit" disabled={pending || !name.trim()}>{t('builderPanel.columnsEdit.add')}</button>
      </form>
    </section>
  );
}
