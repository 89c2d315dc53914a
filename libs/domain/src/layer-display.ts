// How a vector layer is shown beyond its symbols (issue 24): the zooms it is visible at and, for
// point layers, a heatmap instead of markers. Part of LayerStyle (optional fields).

export interface HeatmapStyle {
  enabled: boolean;
  /** Numeric column weighting each point (null: every point weighs the same). */
  weightColumn: string | null;
  /** Pixels, 1–50. */
  radius: number;
  /** Pixels, 1–50. */
  blur: number;
}

export const DEFAULT_HEATMAP: HeatmapStyle = { enabled: false, weightColumn: null, radius: 15, blur: 15 };

/** Zoom levels a layer can be limited to (OpenLayers zoom; the layer shows when min < zoom ≤ max). */
export const MIN_VISIBLE_ZOOM = 0;
export const MAX_VISIBLE_ZOOM = 28;

export interface LayerDisplay {
  heatmap?: HeatmapStyle;
  /** The layer is hidden at this zoom and below (null: no limit). */
  minZoom?: number | null;
  /** The layer is hidden above this zoom (null: no limit). */
  maxZoom?: number | null;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const inRange = (v: unknown, min: number, max: number) => typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max;

/** Problems with the display fields of a style (empty when valid). */
export function validateLayerDisplay(value: Record<string, unknown>, path: string): string[] {
  const errors: string[] = [];
  const h = value.heatmap;
  if (h !== undefined && h !== null) {
    if (!isObject(h)) errors.push(`${path}.heatmap must be an object`);
    else {
      if (h.enabled !== undefined && typeof h.enabled !== 'boolean') errors.push(`${path}.heatmap.enabled must be true or false`);
      if (h.weightColumn !== undefined && h.weightColumn !== null && (typeof h.weightColumn !== 'string' || h.weightColumn.length > 63)) {
        errors.push(`${path}.heatmap.weightColumn must be a column name or null`);
      }
      if (!inRange(h.radius, 1, 50)) errors.push(`${path}.heatmap.radius must be a number from 1 to 50`);
      if (!inRange(h.blur, 1, 50)) errors.push(`${path}.heatmap.blur must be a number from 1 to 50`);
    }
  }
  for (const key of ['minZoom', 'maxZoom'] as const) {
    const z = value[key];
    if (z !== undefined && z !== null && !inRange(z, MIN_VISIBLE_ZOOM, MAX_VISIBLE_ZOOM)) {
      errors.push(`${path}.${key} must be a number from ${MIN_VISIBLE_ZOOM} to ${MAX_VISIBLE_ZOOM} or null`);
    }
  }
  if (typeof value.minZoom === 'number' && typeof value.maxZoom === 'number' && value.minZoom >= value.maxZoom) {
    errors.push(`${path}.minZoom must be less than ${path}.maxZoom`);
  }
  return errors;
}

/** The display fields in full form (the request cleanup drops false and null); absent when unset. */
export function normalizeLayerDisplay(value: LayerDisplay): LayerDisplay {
  const out: LayerDisplay = {};
  if (value.heatmap) out.heatmap = { ...DEFAULT_HEATMAP, ...value.heatmap, enabled: value.heatmap.enabled === true, weightColumn: value.heatmap.weightColumn || null };
  if (typeof value.minZoom === 'number') out.minZoom = value.minZoom;
  if (typeof value.maxZoom === 'number') out.maxZoom = value.maxZoom;
  return out;
}
