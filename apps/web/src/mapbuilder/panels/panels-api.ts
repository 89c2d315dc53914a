import type { components } from '@nuri/api-client';
import type { ClassifyMethod, SortDirection } from '@nuri/domain';
import { useApi, type AppApiClient } from '@nuri/shell';
import { useQuery } from '@tanstack/react-query';

export type LayerColumn = components['schemas']['LayerColumnDto'];
export type ColumnValue = components['schemas']['ColumnValueDto'];
export type ColumnStats = components['schemas']['ColumnStatsDto'];
export type Feature = components['schemas']['FeatureDto'];
export type ColumnClasses = components['schemas']['ColumnClassesDto'];

/** Query keys of the panels' server data. */
export const panelKeys = {
  columns: (lyrId: string) => ['builderPanels', lyrId, 'columns'] as const,
  stats: (lyrId: string, column: string) => ['builderPanels', lyrId, 'stats', column] as const,
  classes: (lyrId: string, column: string, method: ClassifyMethod, classCount: number) =>
    ['builderPanels', lyrId, 'classes', column, method, classCount] as const,
};

const COLUMNS_STALE_MS = 60_000;

/** GET /api/layers/{lyrId}/columns. */
export function fetchColumns(api: AppApiClient, lyrId: string): Promise<LayerColumn[]> {
  return api.unwrap(api.GET('/api/layers/{lyrId}/columns', { params: { path: { lyrId } } }));
}

/** The first `pageSize` distinct values of a column and how many there are in all. */
export async function fetchColumnValues(
  api: AppApiClient,
  lyrId: string,
  column: string,
  pageSize: number,
  orderBy: 'value' | 'count' = 'value',
): Promise<{ values: ColumnValue[]; total: number }> {
  const page = await api.unwrap(
    api.GET('/api/layers/{lyrId}/columns/{column}/values', {
      params: { path: { lyrId, column }, query: { pageIndex: 1, pageSize, ...(orderBy === 'count' ? { orderBy } : {}) } },
    }),
  );
  return { values: page.content, total: page.totalElements };
}

/** GET /api/layers/{lyrId}/columns/{column}/stats (min and max of a numeric column). */
export function fetchColumnStats(api: AppApiClient, lyrId: string, column: string): Promise<ColumnStats> {
  return api.unwrap(api.GET('/api/layers/{lyrId}/columns/{column}/stats', { params: { path: { lyrId, column } } }));
}

/** GET /api/layers/{lyrId}/columns/{column}/classes: class breaks by a method, with the histogram. */
export function fetchColumnClasses(api: AppApiClient, lyrId: string, column: string, method: ClassifyMethod, classCount: number): Promise<ColumnClasses> {
  return api.unwrap(api.GET('/api/layers/{lyrId}/columns/{column}/classes', { params: { path: { lyrId, column }, query: { method, classCount } } }));
}

export interface AttributePageRequest {
  pageIndex: number;
  pageSize: number;
  attributeFilter: string;
  sortColumnName: string | null;
  sortBy: SortDirection;
}

/** POST /api/layers/{lyrId}/attributes without geometries: one page of features. */
export function fetchAttributePage(api: AppApiClient, lyrId: string, r: AttributePageRequest) {
  return api.unwrap(
    api.POST('/api/layers/{lyrId}/attributes', {
      params: { path: { lyrId } },
      body: {
        pageIndex: r.pageIndex,
        pageSize: r.pageSize,
        attributeFilter: r.attributeFilter || undefined,
        sortColumnName: r.sortColumnName ?? undefined,
        sortBy: r.sortBy,
        excludeGeometry: true,
      },
    }),
  );
}

/** The layer's columns (cached a minute, shared by the panels). */
export function useLayerColumns(lyrId: string) {
  const api = useApi();
  return useQuery({
    queryKey: panelKeys.columns(lyrId),
    queryFn: () => fetchColumns(api, lyrId),
    staleTime: COLUMNS_STALE_MS,
  });
}

/** Columns a style, label or popup can use: neither the feature id nor a geometry. */
export function attributeColumns(columns: readonly LayerColumn[]): LayerColumn[] {
  return columns.filter((c) => !c.isKey && !c.isGeometry && c.kind !== 'geometry');
}
