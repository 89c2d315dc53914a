import type OlMap from 'ol/Map';
import { transformExtent } from 'ol/proj';

/** How close (screen pixels) a pointer must come to a vertex or edge to snap to it. */
export const SNAP_PIXEL_TOLERANCE = 10;

/** Features loaded per layer for snapping (one page of the OGC items of the current view). */
export const SNAP_FEATURE_LIMIT = 1000;

/** A layer of the map as the snapping set-up sees it. */
export interface SnapCandidate {
  key: string;
  lyrId: string;
  visible: boolean;
  /** Vector data of ours (point, line or polygon; not a raster, not a web layer). */
  vector: boolean;
}

/**
 * The layers whose vertices the editor snaps to besides the edited one (whose features it has
 * already): the other visible vector layers, each once.
 */
export function snapLayers(editKey: string, editLyrId: string, candidates: readonly SnapCandidate[]): SnapCandidate[] {
  const seen = new Set<string>([editLyrId]);
  return candidates.filter((c) => {
    if (c.key === editKey || !c.visible || !c.vector || seen.has(c.lyrId)) return false;
    seen.add(c.lyrId);
    return true;
  });
}

/** The OGC items bbox parameter (lon/lat, CRS84) of a view extent already in EPSG:4326. */
export function bboxParam(extent4326: readonly number[]): string {
  const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
  const [w, s, e, n] = extent4326;
  return [clamp(w, -180, 180), clamp(s, -90, 90), clamp(e, -180, 180), clamp(n, -90, 90)].map((v) => v.toFixed(6)).join(',');
}

/** The OGC items bbox parameter of what a map shows now. */
export function viewBboxParam(map: OlMap): string {
  const view = map.getView();
  return bboxParam(transformExtent(view.calculateExtent(map.getSize()), view.getProjection(), 'EPSG:4326'));
}
