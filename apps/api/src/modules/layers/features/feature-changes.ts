import type { LayerColumn, LayerTable } from '../../layer-data';
import type { Layer } from '../entities/layer.entity';

export type VectorLayer = Layer & { tableNm: string; geomColumn: string; srid: number };
export type Scalar = string | number | boolean | null;

/** One checked change of a save batch: what to write, and the version the editor last saw. */
export type PreparedChange =
  | { op: 'create'; columns: LayerColumn[]; values: Scalar[]; geojson: string }
  | { op: 'update'; gid: string; version?: string; columns: LayerColumn[]; values: Scalar[]; geojson: string | null }
  | { op: 'delete'; gid: string; version?: string };

/** What one change wrote: the feature id and its new version (null after a delete). */
export interface ChangeResult {
  id: number | string;
  version: string | null;
  /** I added, U changed, D deleted (as the history records it). */
  op: 'I' | 'U' | 'D';
  deleted?: boolean;
}

/** A feature's row as history keeps it. */
export interface StoredRow {
  attrs: Record<string, unknown>;
  geom: string | null;
}

/** The table, the layer and who writes: what every change of a batch needs. */
export interface BatchContext {
  layer: VectorLayer;
  t: LayerTable;
  userId: string;
  now: Date;
  versionNo: number;
}

/** GEOS's reasons for an invalid geometry → the catalog key that says it in the spec's words. */
const INVALID_REASONS: ReadonlyArray<[RegExp, string]> = [
  [/self-intersection/i, 'layer.feature.invalid.selfIntersection'],
  [/hole|nested|interior is disconnected|duplicate rings/i, 'layer.feature.invalid.rings'],
  [/too few points|not closed/i, 'layer.feature.invalid.tooFewPoints'],
];

export function invalidGeometryKey(reason: string): string {
  return INVALID_REASONS.find(([pattern]) => pattern.test(reason))?.[1] ?? 'layer.feature.invalid.other';
}

/** A stored row's attributes split into the feature id (the key column) and its properties. */
export function splitKey(t: { key: { name: string } }, attrs: Record<string, unknown>): { id: number | string; properties: Record<string, unknown> } {
  const { [t.key.name]: id, ...properties } = attrs;
  return { id: id as number | string, properties };
}
