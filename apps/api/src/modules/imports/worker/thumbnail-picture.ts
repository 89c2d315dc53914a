import { DEFAULT_SYMBOL, type SymbolStyle } from '@nuri/domain';
import { TO_PIXELS } from '../../basemaps';
import { quoteIdent } from '../../../common/db/sql-identifier';
import { GEOM_COLUMN, type TableRef } from '../../layer-data';

/** Most feature parts a thumbnail draws (larger tables are sampled before). */
export const PICTURE_PARTS = 20_000;

/** The layer's extent in EPSG:3857 (no parameters). */
export const extent3857Sql = (table: TableRef, sample: string) => {
  const g = quoteIdent(GEOM_COLUMN);
  return `SELECT ST_XMin(e) AS xmin, ST_YMin(e) AS ymin, ST_XMax(e) AS xmax, ST_YMax(e) AS ymax
    FROM (SELECT ST_Extent(ST_Transform(${g}, 3857)) AS e FROM ${table.qualified}${sample}) s`;
};

/**
 * The layer's features in picture pixels: polygons and lines as SVG path data (clipped to the
 * frame, simplified to half a pixel), points as x/y. $1–$4 pixel parameters, $5–$8 frame.
 */
export const featurePixelsSql = (table: TableRef, sample: string) => {
  const g = quoteIdent(GEOM_COLUMN);
  return `
    WITH f AS (SELECT ST_Expand(ST_MakeEnvelope($5, $6, $7, $8, 3857), $4::float8 * 8) AS env),
    parts AS (
      SELECT (ST_Dump(ST_Transform(${g}, 3857))).geom AS g FROM ${table.qualified}${sample}
    )
    SELECT ST_Dimension(p.g) AS dim,
           CASE WHEN ST_Dimension(p.g) > 0
                THEN ST_AsSVG(${TO_PIXELS('ST_Simplify(ST_ClipByBox2D(p.g, f.env), $4::float8)')}, 0, 1) END AS d,
           CASE WHEN ST_Dimension(p.g) = 0 THEN ST_X(${TO_PIXELS('p.g')}) END AS x,
           CASE WHEN ST_Dimension(p.g) = 0 THEN -ST_Y(${TO_PIXELS('p.g')}) END AS y
      FROM parts p, f
     WHERE p.g && f.env
     LIMIT ${PICTURE_PARTS}`;
};

export interface FeaturePixels {
  dim: number;
  d: string | null;
  x: number | null;
  y: number | null;
}

/** '#rrggbb' or '#rrggbbaa' as an SVG colour and opacity. */
export function svgColor(color: string): { color: string; opacity: number } {
  const m = /^#([0-9a-fA-F]{6})([0-9a-fA-F]{2})?$/.exec(color);
  if (!m) return { color: '#3388ff', opacity: 1 };
  return { color: `#${m[1]}`, opacity: m[2] ? Number.parseInt(m[2], 16) / 255 : 1 };
}

/** The symbol a layer's saved style draws with (its base symbol), or the map's default. */
export function symbolOf(style: unknown): SymbolStyle {
  const base = (style as { base?: Partial<SymbolStyle> } | null)?.base;
  return { ...DEFAULT_SYMBOL, ...(base && typeof base === 'object' ? base : {}) };
}

/**
 * The features as SVG the way the map draws them: polygons filled and outlined, lines stroked,
 * points as markers of the symbol's size (at least 3 px so they show at thumbnail size).
 */
export function featuresSvg(rows: FeaturePixels[], symbol: SymbolStyle): string {
  const fill = svgColor(symbol.fillColor);
  const stroke = svgColor(symbol.strokeColor);
  const width = Math.min(Math.max(symbol.strokeWidth, 1), 3);
  const areas = rows.filter((r) => r.dim === 2 && r.d).map((r) => `<path d="${r.d}"/>`).join('');
  const lines = rows.filter((r) => r.dim === 1 && r.d).map((r) => `<path d="${r.d}"/>`).join('');
  const radius = Math.min(Math.max(symbol.pointRadius * 0.6, 3), 6);
  const points = rows
    .filter((r) => r.dim === 0 && r.x !== null && r.y !== null)
    .map((r) => `<circle cx="${(r.x as number).toFixed(1)}" cy="${(r.y as number).toFixed(1)}" r="${radius}"/>`)
    .join('');
  const strokeAttrs = `stroke="${stroke.color}" stroke-opacity="${stroke.opacity}" stroke-linejoin="round" stroke-linecap="round"`;
  const pointFill = fill.opacity < 0.6 ? 0.85 : fill.opacity;
  return (
    `<g fill="${fill.color}" fill-opacity="${fill.opacity}" fill-rule="evenodd" ${strokeAttrs} stroke-width="${width}">${areas}</g>` +
    `<g fill="none" ${strokeAttrs} stroke-width="${Math.max(width, 2)}">${lines}</g>` +
    `<g fill="${fill.color}" fill-opacity="${pointFill}" ${strokeAttrs} stroke-width="1.2">${points}</g>`
  );
}

