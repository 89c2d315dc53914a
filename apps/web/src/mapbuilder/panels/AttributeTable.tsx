import { ApiError } from '@nuri/api-client';
import { columnLabel, formatColumnValue, type ColumnFormat, type PopupSetting, type SortDirection } from '@nuri/domain';
import { useApi } from '@nuri/shell';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@nuri/ui';
import { BulkEditDialog } from './BulkEditDialog';
import { fetchFeatureVersion, useLayerDetail } from './data-api';
import { ColumnsGate } from './fields';
import { attributeColumns, fetchAttributePage, useLayerColumns, type Feature } from './panels-api';
import './panels.css';

/** Rows per page of the docked table. */
export const ATTRIBUTE_PAGE_SIZE = 50;

export interface AttributeTableProps {
  lyrId: string;
  /** Called with a feature's id from its row's locate button (the button shows only when given). */
  onSelectFeature?: (gid: number) => void;
  /** The selected feature (its row is marked and scrolled into view). */
  selectedGid?: number | null;
  /** Called when a row is clicked (null when the selected row is clicked again). */
  onSelectRow?: (gid: number | null) => void;
  /** The layer's popup setting in the map: its display names and formats apply here too. */
  names?: Pick<PopupSetting, 'aliases' | 'formats'>;
}

function cellText(value: unknown, format: ColumnFormat | undefined, language: string): string {
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return formatColumnValue(value, format, language);
}

/**
 * The attribute table of a vector layer: paged and sorted features (a header click sorts too),
 * narrowed by an attribute filter; a row click selects the feature (synced with the map by the
 * builder), its locate button brings it into view. Editors of the layer tick rows and set one
 * column on them, or on every row matching the filter, in one go (BulkEditDialog).
 */
export function AttributeTable({ lyrId, onSelectFeature, selectedGid = null, onSelectRow, names }: AttributeTableProps) {
  const { t, i18n } = useTranslation();
  const label = (column: string) => columnLabel(column, names?.aliases);
  const api = useApi();
  const id = useId();
  const columns = useLayerColumns(lyrId);
  const [draft, setDraft] = useState('');
  const [applied, setApplied] = useState('');
  const [filterError, setFilterError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [sortColumn, setSortColumn] = useState<string | null>(null);
  const [sortBy, setSortBy] = useState<SortDirection>('ASC');
  const [pageIndex, setPageIndex] = useState(1);
  const usable = attributeColumns(columns.data ?? []);
  const body = useRef<HTMLTableSectionElement>(null);
  const queryClient = useQueryClient();
  const mayEdit = useLayerDetail(lyrId).data?.mayEdit === true;
  // Ticked rows with the version each had when ticked (a save in between is then a conflict).
  const [ticked, setTicked] = useState<ReadonlyMap<number, string | null>>(new Map());
  const [bulkOpen, setBulkOpen] = useState(false);

  const page = useQuery({
    queryKey: ['mapBuilder', 'attributes', lyrId, applied, sortColumn, sortBy, pageIndex],
    queryFn: () => fetchAttributePage(api, lyrId, { pageIndex, pageSize: ATTRIBUTE_PAGE_SIZE, attributeFilter: applied, sortColumnName: sortColumn, sortBy }),
    placeholderData: keepPreviousData,
    enabled: columns.isSuccess,
  });
  const rows: Feature[] = page.data?.content ?? [];
  const total = page.data?.totalElements ?? 0;
  const pages = Math.max(1, Math.ceil(total / ATTRIBUTE_PAGE_SIZE));

  // A feature selected on the map: its row comes into view when it is on this page.
  useEffect(() => {
    if (selectedGid === null) return;
    body.current?.querySelector('tr[aria-selected="true"]')?.scrollIntoView?.({ block: 'nearest' });
  }, [selectedGid, page.data]);

  // A filter is tried on one row before the table uses it: a bad one leaves the table as it was.
  const apply = async (event?: FormEvent) => {
    event?.preventDefault();
    const text = draft.trim();
    if (text === '') return clear();
    setChecking(true);
    try {
      await fetchAttributePage(api, lyrId, { pageIndex: 1, pageSize: 1, attributeFilter: text, sortColumnName: null, sortBy: 'ASC' });
      setApplied(text);
      setPageIndex(1);
      setFilterError(null);
    } catch (error) {
      setFilterError(error instanceof ApiError && error.status === 400 ? error.message : t('error.temporary'));
    } finally {
      setChecking(false);
    }
  };
  const tick = async (gids: number[], on: boolean) => {
    if (!on) return setTicked((all) => new Map([...all].filter(([gid]) => !gids.includes(gid))));
    // Ticked at once; the versions follow (a row saved before its version came is saved without one).
    setTicked((all) => new Map([...all, ...gids.filter((gid) => !all.has(gid)).map((gid) => [gid, null] as const)]));
    const versions = await Promise.all(gids.map(async (gid) => [gid, await fetchFeatureVersion(api, lyrId, gid)] as const));
    setTicked((all) => new Map([...all, ...versions.filter(([gid]) => all.has(gid))]));
  };
  const pageGids = rows.map((f) => Number(f.id));
  const allTicked = pageGids.length > 0 && pageGids.every((gid) => ticked.has(gid));
  const saved = () => {
    setBulkOpen(false);
    setTicked(new Map());
    void queryClient.invalidateQueries({ queryKey: ['mapBuilder', 'attributes', lyrId] });
  };
  const clear = () => {
    setDraft('');
    setApplied('');
    setPageIndex(1);
    setFilterError(null);
  };
  const sortOn = (column: string | null, direction: SortDirection) => {
    setSortColumn(column);
    setSortBy(direction);
    setPageIndex(1);
  };
  const headerSort = (column: string | null) =>
    sortOn(column, sortColumn === column && sortBy === 'ASC' ? 'DESC' : 'ASC');
  const ariaSort = (column: string | null) => (sortColumn === column ? (sortBy === 'ASC' ? 'ascending' : 'descending') : undefined);

  // Editors tick rows in the feature id column (its cells keep the id as their text).
  const header = (column: string | null, title: string, numeric: boolean) => (
    <th key={column ?? '#gid'} scope="col" aria-sort={ariaSort(column)} className={numeric ? 'builder-table__num' : undefined}>
      {column === null && mayEdit && (
        <input type="checkbox" className="builder-table__tick" aria-label={t('builderPanel.bulk.tickPage')} checked={allTicked} onChange={(e) => void tick(pageGids, e.target.checked)} />
      )}
      <button type="button" className="builder-table__sort" title={t('builderPanel.table.sortBy', { column: title })} onClick={() => headerSort(column)}>
        {title}
        <span aria-hidden="true">{sortColumn === column ? (sortBy === 'ASC' ? ' ▲' : ' ▼') : ''}</span>
      </button>
    </th>
  );

  return (
    <section className="builder-panel builder-panel--table" aria-label={t('builderPanel.table.title')}>
      <ColumnsGate isPending={columns.isPending} isError={columns.isError} retry={() => void columns.refetch()} empty={false}>
        <div className="builder-table__tools">
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
          <div className="builder-panel__row">
            <div className="builder-panel__field">
              <label htmlFor={`${id}-sort`}>{t('builderPanel.table.sortColumn')}</label>
              <select id={`${id}-sort`} value={sortColumn ?? ''} onChange={(e) => sortOn(e.target.value || null, sortBy)}>
                <option value="">{t('builderPanel.table.sortDefault')}</option>
                {usable.map((c) => (
                  <option key={c.name} value={c.name}>
                    {label(c.name)}
                  </option>
                ))}
              </select>
            </div>
            <div className="builder-panel__field">
              <label htmlFor={`${id}-direction`}>{t('builderPanel.table.sortDirection')}</label>
              <select id={`${id}-direction`} value={sortBy} onChange={(e) => sortOn(sortColumn, e.target.value === 'DESC' ? 'DESC' : 'ASC')}>
                <option value="ASC">{t('builderPanel.table.asc')}</option>
                <option value="DESC">{t('builderPanel.table.desc')}</option>
              </select>
            </div>
          </div>
        </div>
        {bulkOpen && (
          <BulkEditDialog lyrId={lyrId} columns={usable} selected={ticked} filter={applied} total={total} label={label} onClose={() => setBulkOpen(false)} onSaved={saved} />
        )}
        {checking && <p className="builder-panel__status" role="status">{t('builderPanel.table.checking')}</p>}
        {filterError && (
          <p id={`${id}-filter-error`} className="builder-panel__error" role="alert">
            {filterError}
          </p>
        )}
        {applied && <p className="builder-panel__status">{t('builderPanel.table.applied', { filter: applied })}</p>}
        <div className="builder-table__scroll">
          <table className="builder-table" aria-label={t('builderPanel.table.title')}>
            <thead>
              <tr>
                {onSelectFeature && (
                  <th scope="col" className="builder-table__locate">
                    <span className="mb-visually-hidden">{t('builderPanel.table.locate')}</span>
                  </th>
                )}
                {header(null, t('builderPanel.table.gid'), true)}
                {usable.map((c) => header(c.name, label(c.name), c.kind === 'numeric'))}
              </tr>
            </thead>
            <tbody ref={body}>
              {rows.map((f) => {
                const gid = Number(f.id);
                const selected = selectedGid === gid;
                return (
                  <tr
                    key={String(f.id)}
                    aria-selected={selected}
                    className={selected ? 'builder-table__row--selected' : undefined}
                    onClick={() => onSelectRow?.(selected ? null : gid)}
                  >
                    {onSelectFeature && (
                      <td className="builder-table__locate">
                        <button
                          type="button"
                          aria-label={t('builderPanel.table.locateRow', { gid })}
                          title={t('builderPanel.table.locateRow', { gid })}
                          onClick={(e) => {
                            e.stopPropagation();
                            onSelectRow?.(gid);
                            onSelectFeature(gid);
                          }}
                        >
                          <Icon name="zoomTo" />
                        </button>
                      </td>
                    )}
                    <td className="builder-table__num">
                      {mayEdit && (
                        <input
                          type="checkbox"
                          className="builder-table__tick"
                          aria-label={t('builderPanel.bulk.tickRow', { gid })}
                          checked={ticked.has(gid)}
                          onClick={(e) => e.stopPropagation()}
                          onChange={(e) => void tick([gid], e.target.checked)}
                        />
                      )}
                      {String(f.id)}
                    </td>
                    {usable.map((c) => (
                      <td key={c.name} className={c.kind === 'numeric' ? 'builder-table__num' : undefined}>
                        {cellText(f.properties[c.name], names?.formats?.[c.name], i18n.language)}
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
          {page.isSuccess && rows.length === 0 && <p className="builder-panel__status">{t('builderPanel.table.empty')}</p>}
        </div>
        <div className="builder-table__paging">
          <span>{t('builderPanel.table.total', { n: total })}</span>
          <button type="button" disabled={pageIndex <= 1} onClick={() => setPageIndex(pageIndex - 1)}>
            {t('builderPanel.table.prev')}
          </button>
          <span>{t('builderPanel.table.page', { page: pageIndex, pages })}</span>
          <button type="button" disabled={pageIndex >= pages} onClick={() => setPageIndex(pageIndex + 1)}>
            {t('builderPanel.table.next')}
          </button>
          {mayEdit && (
            <span className="builder-table__edit">
              <span>{t('builderPanel.bulk.ticked', { n: ticked.size })}</span>
              <button type="button" disabled={total === 0} onClick={() => setBulkOpen(true)}>
                {t('builderPanel.bulk.open')}
              </button>
              {ticked.size > 0 && (
                <button type="button" className="button--secondary" onClick={() => setTicked(new Map())}>
                  {t('builderPanel.bulk.untick')}
                </button>
              )}
            </span>
          )}
        </div>
      </ColumnsGate>
    </section>
  );
}
