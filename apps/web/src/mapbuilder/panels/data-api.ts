import { quietErrors, type components } from '@nuri/api-client';
import { useApi, type AppApiClient } from '@nuri/shell';
import { useQuery } from '@tanstack/react-query';

// Editing a layer's data from the builder (issue 22): column changes of custom layers, bulk
// attribute edits and re-imports. Every one is a new layer version on the server.

export type ColumnType = components['schemas']['LayerColumnAddDto']['type'];
export type ReimportSummary = components['schemas']['ReimportSummaryDto'];
export type ReimportMode = 'replace' | 'upsert';
export const COLUMN_TYPES: readonly ColumnType[] = ['text', 'integer', 'double', 'boolean', 'date', 'timestamp'];

// The screens show these refusals beside the form (never as the app's error dialog).
const QUIET = quietErrors(400, 404, 409, 413, 415);

/** GET /api/layers/{lyrId}: whether the caller may edit the layer and how it was made. */
export function useLayerDetail(lyrId: string) {
  const api = useApi();
  return useQuery({
    queryKey: ['builderPanels', lyrId, 'detail'],
    queryFn: () => api.unwrap(api.GET('/api/layers/{lyrId}', { params: { path: { lyrId } } })),
    staleTime: 60_000,
  });
}

export function addColumn(api: AppApiClient, lyrId: string, name: string, type: ColumnType) {
  return api.unwrap(api.POST('/api/layers/{lyrId}/columns', { params: { path: { lyrId } }, body: { name, type }, ...QUIET }));
}

export function renameColumn(api: AppApiClient, lyrId: string, column: string, name: string) {
  return api.unwrap(api.PATCH('/api/layers/{lyrId}/columns/{column}', { params: { path: { lyrId, column } }, body: { name }, ...QUIET }));
}

export function removeColumn(api: AppApiClient, lyrId: string, column: string) {
  return api.unwrap(api.DELETE('/api/layers/{lyrId}/columns/{column}', { params: { path: { lyrId, column } }, ...QUIET }));
}

/** The stored version of one feature (sent back with its save, so a change in between is a conflict). */
export async function fetchFeatureVersion(api: AppApiClient, lyrId: string, gid: number): Promise<string> {
  const feature = await api.unwrap(api.GET('/api/layers/{lyrId}/features/{gid}', { params: { path: { lyrId, gid: String(gid) } } }));
  return feature.version;
}

export type Scalar = string | number | boolean | null;

/** Selected rows: one batch (all or none, one version), each with the version the editor saw. */
export function saveSelected(api: AppApiClient, lyrId: string, rows: ReadonlyMap<number, string | null>, column: string, value: Scalar) {
  const changes = [...rows].map(([gid, version]) => ({ op: 'update' as const, type: 'Feature' as const, gid: String(gid), version: version ?? undefined, properties: { [column]: value } }));
  return api.unwrap(api.POST('/api/layers/{lyrId}/features/batch', { params: { path: { lyrId } }, body: { changes }, ...QUIET }));
}

/** Every row matching the filter: one set-based statement; a changed match count is a conflict (409). */
export function saveMatching(api: AppApiClient, lyrId: string, attributeFilter: string, expectedCount: number, column: string, value: Scalar) {
  return api.unwrap(
    api.POST('/api/layers/{lyrId}/features/bulk-update', {
      params: { path: { lyrId } },
      body: { column, value: value as string, attributeFilter: attributeFilter || undefined, expectedCount },
      ...QUIET,
    }),
  );
}

export interface ReimportFields {
  mode: ReimportMode;
  keyColumn?: string;
  encoding?: 'UTF-8' | 'CP949' | 'EUC-KR';
}

/** POST /api/layers/{lyrId}/reimport (multipart): the import job to follow. */
export function startReimport(api: AppApiClient, lyrId: string, fields: ReimportFields, files: readonly File[]) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value) form.append(name, value);
  for (const file of files) form.append('files', file, file.name);
  return api.unwrap(
    api.POST('/api/layers/{lyrId}/reimport', {
      params: { path: { lyrId } },
      body: { ...fields, files: files.map((f) => f.name) } as never,
      bodySerializer: () => form,
      ...QUIET,
    }),
  );
}

/** Typed text of a value field → the value to store (null for empty), per column kind. */
export function valueOf(kind: string, text: string): Scalar {
  if (text === '') return null;
  if (kind === 'numeric') return Number(text);
  if (kind === 'boolean') return text === 'true';
  return text;
}
