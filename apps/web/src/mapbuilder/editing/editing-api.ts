import { quietErrors } from '@nuri/api-client';
import type { BatchChange } from '@nuri/map';
import { useApi, type AppApiClient } from '@nuri/shell';
import { useQuery } from '@tanstack/react-query';

/** A feature with its version (GET /api/layers/{lyrId}/features/{gid}). */
export interface VersionedFeature {
  id: number | string;
  version: string;
  geometry: Record<string, unknown> | null;
  properties: Record<string, unknown>;
}

/** The 409 of a stale save: the stored feature (null when deleted) and both versions. */
export interface FeatureConflict {
  gid: string;
  yourVersion: string;
  currentVersion: string | null;
  current: VersionedFeature | null;
}

/** One change of a feature's history. */
export interface FeatureHistoryEntry {
  version: string;
  versionNo: number;
  op: 'I' | 'U' | 'D';
  changedBy: string | null;
  changedByNm: string | null;
  changedDt: string;
  before: { geometry: unknown; properties: Record<string, unknown> } | null;
  after: { geometry: unknown; properties: Record<string, unknown> } | null;
}

export const editingKeys = {
  mayEdit: (lyrId: string) => ['mapBuilder', 'mayEdit', lyrId] as const,
  history: (lyrId: string, gid: string) => ['mapBuilder', 'featureHistory', lyrId, gid] as const,
};

/** Whether the signed-in user may edit the layer's features (the layer detail's mayEdit, from the access policy). */
export function useMayEdit(lyrId: string, enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: editingKeys.mayEdit(lyrId),
    queryFn: async () => {
      const { data, response } = await api.GET('/api/layers/{lyrId}', { params: { path: { lyrId } }, ...quietErrors() });
      return Boolean(response.ok && data?.result?.mayEdit && data.result.status === 'READY');
    },
    enabled,
    staleTime: 60_000,
    retry: false,
  });
}

/** The features of a layer inside a lon/lat box (OGC API items, at most `limit`). */
export async function fetchViewFeatures(api: AppApiClient, lyrId: string, bbox: string, limit: number): Promise<{ type: 'FeatureCollection'; features: unknown[] }> {
  const { data, response } = await api.GET('/api/ogc/collections/{lyrId}/items', {
    params: { path: { lyrId }, query: { bbox, limit } } as never,
    parseAs: 'json',
    ...quietErrors(),
  });
  if (!response.ok || !data) throw new Error(`items: ${response.status}`);
  return data as unknown as { type: 'FeatureCollection'; features: unknown[] };
}

/** One feature with its version, read when it is selected (its version goes back with the save). */
export async function fetchVersioned(api: AppApiClient, lyrId: string, gid: string): Promise<VersionedFeature | null> {
  const { data, response } = await api.GET('/api/layers/{lyrId}/features/{gid}', { params: { path: { lyrId, gid } }, ...quietErrors(404) });
  if (!response.ok || !data) return null;
  return data.result as unknown as VersionedFeature;
}

/** Saves the session's changes together (all or none). Errors reject with ApiError (409, 400 quiet: the screen shows them). */
export function saveBatch(api: AppApiClient, lyrId: string, changes: BatchChange[]) {
  return api.unwrap(
    api.POST('/api/layers/{lyrId}/features/batch', {
      params: { path: { lyrId } },
      body: { changes: changes as never },
      ...quietErrors(400, 409),
    }),
  );
}

export async function fetchFeatureHistory(api: AppApiClient, lyrId: string, gid: string): Promise<FeatureHistoryEntry[]> {
  const result = await api.unwrap(api.GET('/api/layers/{lyrId}/features/{gid}/history', { params: { path: { lyrId, gid } } }));
  return result as unknown as FeatureHistoryEntry[];
}
