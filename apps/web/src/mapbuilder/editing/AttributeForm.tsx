import { SelectField, TextField } from '@nuri/ui';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '@nuri/shell';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchColumnValues } from '../panels/panels-api';
import { columnInput, editableColumns, fromInputText, toInputText, type LayerColumn } from './attribute-inputs';

/** Distinct values offered as suggestions when a text column has at most this many. */
const VALUE_LIST_MAX = 50;

export interface AttributeFormProps {
  lyrId: string;
  columns: readonly LayerColumn[];
  /** The selected feature's values (a key that changes per feature resets the form). */
  featureKey: string;
  properties: Record<string, unknown>;
  /** One attribute's new value (on leaving the field or choosing): one undoable step. */
  onChange: (name: string, value: unknown) => void;
}

/** The attribute form of the selected or new feature, generated from the layer's columns. */
export function AttributeForm({ lyrId, columns, featureKey, properties, onChange }: AttributeFormProps) {
  const { t } = useTranslation();
  const list = editableColumns(columns);
  if (!list.length) return <p className="mb-muted">{t('web.mapBuilder.edit.noColumns')}</p>;
  return (
    <div className="fe-form">
      {list.map((c) => (
        <AttributeInput key={`${featureKey}:${c.name}`} lyrId={lyrId} column={c} value={properties[c.name]} onChange={(v) => onChange(c.name, v)} />
      ))}
    </div>
  );
}

function AttributeInput({ lyrId, column, value, onChange }: { lyrId: string; column: LayerColumn; value: unknown; onChange: (value: unknown) => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const input = columnInput(column);
  const stored = toInputText(value, input);
  const [text, setText] = useState(stored);
  useEffect(() => setText(stored), [stored]);
  const values = useQuery({
    queryKey: ['mapBuilder', 'editValues', lyrId, column.name],
    queryFn: () => fetchColumnValues(api, lyrId, column.name, VALUE_LIST_MAX),
    enabled: input.control === 'text',
    staleTime: 60_000,
  });
  const commit = (next: string) => {
    if (next !== stored) onChange(fromInputText(next, input));
  };
  if (input.control === 'boolean') {
    return (
      <SelectField
        label={column.name}
        required={input.required}
        value={text}
        placeholder={t('web.mapBuilder.edit.empty')}
        options={[
          { value: 'true', label: t('web.mapBuilder.edit.yes') },
          { value: 'false', label: t('web.mapBuilder.edit.no') },
        ]}
        onChange={(v) => {
          setText(v);
          commit(v);
        }}
      />
    );
  }
  const listId = `fe-values-${column.name.replace(/[^A-Za-z0-9_-]/g, '_')}`;
  const suggestions = values.data && values.data.total <= VALUE_LIST_MAX ? values.data.values.filter((v) => v.value !== null) : [];
  return (
    <>
      <TextField
        label={column.name}
        required={input.required}
        type={input.control === 'number' ? 'number' : input.control === 'date' ? 'date' : input.control === 'datetime' ? 'datetime-local' : 'text'}
        step={input.control === 'number' ? (input.integer ? 1 : 'any') : undefined}
        maxLength={input.maxLength}
        list={suggestions.length ? listId : undefined}
        value={text}
        onChange={setText}
        onBlur={() => commit(text)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit(text);
        }}
      />
      {suggestions.length > 0 && (
        <datalist id={listId}>
          {suggestions.map((v) => (
            <option key={v.value} value={v.value ?? ''} />
          ))}
        </datalist>
      )}
    </>
  );
}
