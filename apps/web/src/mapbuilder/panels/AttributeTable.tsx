import { ApiError } from '@nuri/api-client';
import type { SortDirection } from '@nuri/domain';
import { useApi } from '@nuri/shell';
import { DataGrid, type GridColumn, type GridFetchPage, type GridRow } from '@nuri/ui';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ColumnsGate } from './fields';
import { attributeColumns, fetchAttributePage, useLayerColumns, type Feature } from './panels-api';
import './panels.css';

export interface AttributeTableProps {
  lyrId: string;
  /** Called with a feature's id from its row's locate button (the button shows only when given). */
  onSelectFeature?: (gid: number) => void;
}

/** One feature as a grid row: its id and each attribute as text under c0, c1, … (column order). */
type AttributeRow = GridRow & { gid: string } & { [cell: `c${number}`]: string };

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The attribute table of a vector layer: paged and sorted features, narrowed by an attribute filter. */
export function AttributeTable({ lyrId, onSelectFeature }: AttributeTableProps) {
  const { t } = useTranslation();
  const api = useApi();
  const id = useId();
  const columns = useLayerColumns(lyrId);
  const [draft, setDraft] = useState('');
  const [applied, setApplied] = useState('');
  const [filterError, setFilterError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [sortColumn, setSortColumn] = useState<string | null>(null);
  const [sortBy, setSortBy] = useState<SortDirection>('ASC');
  const usable = attributeColumns(columns.data ?? []);

  // A filter is tried on one row before the grid uses it: a bad one leaves the table as it was.
  const apply = async (event?: FormEvent) => {
    event?.preventDefault();
    const text = draft.trim();
    if (text === '') return clear();
    setChecking(true);
    try {
      await fetchAttributePage(api, lyrId, { pageIndex: 1, pageSize: 1, attributeFilter: text, sortColumnName: null, sortBy: 'ASC' });
      setApplied(text);
      setFilterError(null);
    } catch (error) {
      setFilterError(error instanceof ApiError && error.status === 400 ? error.message : t('error.temporary'));
    } finally {
      setChecking(false);
    }
  };
  const clear = () => {
    setDraft('');
    setApplied('');
    setFilterError(null);
  };

  const fetchPage: GridFetchPage<AttributeRow> = async ({ pageIndex, pageSize }) => {
    const page = await fetchAttributePage(api, lyrId, { pageIndex, pageSize, attributeFilter: applied, sortColumnName: sortColumn, sortBy });
    return { ...page, content: page.content.map((f: Feature) => toRow(f)) };
  };
  const toRow = (f: Feature): AttributeRow => {
    const row: AttributeRow = { uid: String(f.id), gid: String(f.id) };
    usable.forEach((c, i) => {
      row[`c${i}`] = cellText(f.properties[c.name]);
    });
    return row;
  };

  const gridColumns: GridColumn<AttributeRow>[] = [
    { id: 'gid', field: 'gid', title: t('builderPanel.table.gid'), textAlign: 'right' },
    ...usable.map((c, i): GridColumn<AttributeRow> => ({ id: `c${i}`, field: `c${i}`, title: c.name, textAlign: c.kind === 'numeric' ? 'right' : 'left' })),
  ];
  if (onSelectFeature) gridColumns.push({ id: 'locate', type: 'button', title: t('builderPanel.table.locate') });

  return (
    <section className="builder-panel builder-panel--table" aria-label={t('builderPanel.table.title')}>
      <h3 className="builder-panel__title">{t('builderPanel.table.title')}</h3>
      <ColumnsGate isPending={columns.isPending} isError={columns.isError} retry={() => void columns.refetch()} empty={false}>
        <form className="builder-panel__filter" onSubmit={(e) => void apply(e)}>
          <label htmlFor={`${id}-filter`}>{t('builderPanel.table.filter')}</label>
          <input
            id={`${id}-filter`}
            type="text"
            value={draft}
            maxLength={4000}
            placeholder={t('builderPanel.table.filterHint')}
            aria-invalid={filterError !== null}
            aria-describedby={filterError ? `${id}-filter-error` : undefined}
            onChange={(e) => setDraft(e.target.value)}
          />
          <button type="submit" disabled={checking}>
            {t('builderPanel.table.apply')}
          </button>
          <button type="button" className="button--secondary" onClick={clear}>
            {t('builderPanel.table.clear')}
          </button>
        </form>
        {checking && <p className="builder-panel__status" role="status">{t('builderPanel.table.checking')}</p>}
        {filterError && (
          <p id={`${id}-filter-error`} className="builder-panel__error" role="alert">
            {filterError}
          </p>
        )}
        {applied && <p className="builder-panel__status">{t('builderPanel.table.applied', { filter: applied })}</p>}
        <div className="builder-panel__row">
          <div className="builder-panel__field">
            <label htmlFor={`${id}-sort`}>{t('builderPanel.table.sortColumn')}</label>
            <select id={`${id}-sort`} value={sortColumn ?? ''} onChange={(e) => setSortColumn(e.target.value || null)}>
              <option value="">{t('builderPanel.table.sortDefault')}</option>
              {usable.map((c) => (
                <option key={c.name} value={c.name}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
          <div className="builder-panel__field">
            <label htmlFor={`${id}-direction`}>{t('builderPanel.table.sortDirection')}</label>
            <select id={`${id}-direction`} value={sortBy} onChange={(e) => setSortBy(e.target.value === 'DESC' ? 'DESC' : 'ASC')}>
              <option value="ASC">{t('builderPanel.table.asc')}</option>
              <option value="DESC">{t('builderPanel.table.desc')}</option>
            </select>
          </div>
        </div>
        <DataGrid<AttributeRow>
          label={t('builderPanel.table.title')}
          columns={gridColumns}
          fetchPage={fetchPage}
          queryKey={['mapBuilder', 'attributes', lyrId, applied, sortColumn, sortBy, usable.length]}
          searchable={false}
          showRowNumber={false}
          emptyText={t('builderPanel.table.empty')}
          rowKey={(row) => row.gid}
          onButtonClick={(row) => onSelectFeature?.(Number(row.gid))}
        />
      </ColumnsGate>
    </section>
  );
}
