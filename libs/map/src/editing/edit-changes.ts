/** A feature as the edit session left it, in GeoJSON (EPSG:4326). */
export interface EditRecord {
  gid: string | null;
  /** The version last read from the server (sent back for the conflict check). */
  version: string | null;
  status: 'new' | 'changed' | 'deleted';
  geometry: Record<string, unknown> | null;
  properties: Record<string, unknown>;
  /** The feature as loaded (null for new ones). */
  base: { geometry: Record<string, unknown> | null; properties: Record<string, unknown> } | null;
}

/** One change of POST /api/layers/{lyrId}/features/batch. */
export interface BatchChange {
  op: 'create' | 'update' | 'delete';
  type: 'Feature';
  gid?: string;
  version?: string;
  geometry?: Record<string, unknown>;
  properties?: Record<string, unknown>;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Properties worth sending: a new feature's non-empty values, a changed one's differences. */
function changedProperties(now: Record<string, unknown>, before: Record<string, unknown> | null): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(now)) {
    if (before ? !same(before[name], value) : value !== null && value !== undefined && value !== '') out[name] = value;
  }
  return out;
}

/**
 * The batch a save sends: creations, then changes (only what differs: geometry and/or the
 * changed attributes) and deletions, each update and deletion with the version it was read at.
 * Changes that end where they began send nothing.
 */
export function buildBatch(records: readonly EditRecord[]): BatchChange[] {
  const changes: BatchChange[] = [];
  for (const r of records) {
    const version = r.version ?? undefined;
    if (r.status === 'new') {
      if (!r.geometry) continue;
      changes.push({ op: 'create', type: 'Feature', geometry: r.geometry, properties: changedProperties(r.properties, null) });
    } else if (r.status === 'deleted') {
      if (r.gid !== null) changes.push({ op: 'delete', type: 'Feature', gid: r.gid, version });
    } else if (r.gid !== null) {
      const geometryChanged = !same(r.geometry, r.base?.geometry ?? null);
      const properties = changedProperties(r.properties, r.base?.properties ?? {});
      if (!geometryChanged && Object.keys(properties).length === 0) continue;
      changes.push({
        op: 'update',
        type: 'Feature',
        gid: r.gid,
        version,
        ...(geometryChanged && r.geometry ? { geometry: r.geometry } : {}),
        ...(Object.keys(properties).length ? { properties } : {}),
      });
    }
  }
  const order = { create: 0, update: 1, delete: 2 } as const;
  return changes.sort((a, b) => order[a.op] - order[b.op]);
}

/** Attribute names whose values differ between two property sets (a conflict's merge list). */
export function differingAttributes(mine: Record<string, unknown>, theirs: Record<string, unknown>): string[] {
  const names = [...new Set([...Object.keys(mine), ...Object.keys(theirs)])];
  return names.filter((n) => !same(mine[n] ?? null, theirs[n] ?? null));
}
