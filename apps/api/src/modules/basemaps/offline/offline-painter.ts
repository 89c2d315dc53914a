import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Resvg } from '@resvg/resvg-js';
import { DataSource } from 'typeorm';
import { COUNTRY_LABEL_MAX_ZOOM } from './offline-tiles.service';
import { KOREA_LAND_TABLE } from './korea-land';
import { PLACES_TABLE } from './korea-places';
import { NE_COUNTRIES_TABLE } from './natural-earth';
import { pretendardFiles } from './picture-fonts';

/** What a picture shows: a box in EPSG:3857 metres drawn at width × height pixels. */
export interface PictureFrame {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
  width: number;
  height: number;
}

// The offline base map's look (libs/map offline-style.ts).
const SEA = '#d6e6f2';
const LAND = '#f4f1e8';
const BORDER = '#9c9486';
const WEB_MERCATOR_HALF = 20037508.342789244;
/** Smallest span a picture covers (metres), so a single point still shows its surroundings. */
const MIN_SPAN_M = 3000;

/**
 * A frame of `maxPx` on its longer side around a box (EPSG:3857), padded by `pad` of its span
 * on every side and never narrower than 3 km.
 */
export function frameAround(box: [number, number, number, number], maxPx: number, pad = 0.08): PictureFrame {
  const cx = (box[0] + box[2]) / 2;
  const cy = (box[1] + box[3]) / 2;
  const w = Math.max(box[2] - box[0], MIN_SPAN_M) * (1 + 2 * pad);
  const h = Math.max(box[3] - box[1], MIN_SPAN_M) * (1 + 2 * pad);
  const width = w >= h ? maxPx : Math.max(Math.round((maxPx * w) / h), Math.round(maxPx / 2));
  const height = h >= w ? maxPx : Math.max(Math.round((maxPx * h) / w), Math.round(maxPx / 2));
  const perPx = Math.max(w / width, h / height);
  return { minX: cx - (width * perPx) / 2, maxX: cx + (width * perPx) / 2, minY: cy - (height * perPx) / 2, maxY: cy + (height * perPx) / 2, width, height };
}

/** The web-map zoom level whose resolution a frame has. */
export function zoomOf(f: PictureFrame): number {
  const perPx = (f.maxX - f.minX) / f.width;
  return Math.max(0, Math.min(20, Math.round(Math.log2((2 * WEB_MERCATOR_HALF) / 256 / perPx))));
}

/** Map units to picture pixels in SQL: `$1`–`$3` = minX, maxY, scale (pixelParams; `$4` the half-pixel tolerance). */
export const TO_PIXELS = (g: string) =>
  `ST_Affine(${g}, $3::float8, 0, 0, $3::float8, -$1::float8 * $3::float8, -$2::float8 * $3::float8)`;

/** The SQL parameters TO_PIXELS reads (and the half-pixel simplification tolerance). */
export const pixelParams = (f: PictureFrame): number[] => {
  const scale = f.width / (f.maxX - f.minX);
  return [f.minX, f.maxY, scale, 0.5 / scale];
};

export const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const BASE_SQL = `
  WITH f AS (SELECT ST_Expand(ST_MakeEnvelope($5, $6, $7, $8, 3857), $4::float8 * 4) AS env),
  land AS (
    SELECT CASE WHEN $9 <= 5 THEN c.geom_mid ELSE c.geom_out END AS g FROM ${NE_COUNTRIES_TABLE} c, f WHERE c.geom && f.env
    UNION ALL
    SELECT CASE WHEN $9 <= 8 THEN k.geom_mid ELSE k.geom END FROM ${KOREA_LAND_TABLE} k, f WHERE $9 >= 6 AND k.geom && f.env
  )
  SELECT ST_AsSVG(${TO_PIXELS('ST_Simplify(ST_ClipByBox2D(land.g, f.env), $4::float8)')}, 0, 1) AS d
    FROM land, f WHERE land.g && f.env`;

/** $1–$3 pixel parameters, $4–$7 frame, $8 zoom. */
const LABELS_SQL = `
  WITH f AS (SELECT ST_MakeEnvelope($4, $5, $6, $7, 3857) AS env)
  SELECT p.name, p.kind, ST_X(${TO_PIXELS('p.geom')}) AS x, -ST_Y(${TO_PIXELS('p.geom')}) AS y
    FROM ${PLACES_TABLE} p, f WHERE p.geom && f.env AND $8 BETWEEN p.min_zoom AND p.max_zoom
  UNION ALL
  SELECT c.name_ko, 'country', ST_X(${TO_PIXELS('c.label_pt')}), -ST_Y(${TO_PIXELS('c.label_pt')})
    FROM ${NE_COUNTRIES_TABLE} c, f WHERE $8 <= ${COUNTRY_LABEL_MAX_ZOOM} AND c.label_pt && f.env AND c.name_ko IS NOT NULL`;

const LABEL_LOOK: Record<string, { size: number; weight: number; color: string }> = {
  country: { size: 12, weight: 600, color: '#4b463e' },
  capital: { size: 13, weight: 700, color: '#222222' },
  city: { size: 12, weight: 600, color: '#333333' },
  district: { size: 11, weight: 500, color: '#4a4a4a' },
  sea: { size: 12, weight: 500, color: '#4f7399' },
};

/**
 * Pictures of the built-in offline base map drawn on the server (thumbnails): the sea, the land
 * at the frame's zoom and the Korean place labels, with any overlay (SVG drawn in the same
 * pixels) between the land and the labels, rendered to PNG with resvg and the Pretendard GOV
 * font the sites use.
 */
@Injectable()
export class OfflinePainter {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The SVG layers of the base map for a frame: [under the data, over the data]. */
  async baseLayers(f: PictureFrame): Promise<[string, string]> {
    const zoom = zoomOf(f);
    const params = [...pixelParams(f), f.minX, f.minY, f.maxX, f.maxY, zoom];
    const land = (await this.db.query(BASE_SQL, params)) as Array<{ d: string | null }>;
    const paths = land.filter((r) => r.d).map((r) => `<path d="${r.d}"/>`).join('');
    const under =
      `<rect width="${f.width}" height="${f.height}" fill="${SEA}"/>` +
      `<g fill="${LAND}" stroke="${BORDER}" stroke-width="0.8" stroke-linejoin="round">${paths}</g>`;
    const labelParams = [...pixelParams(f).slice(0, 3), f.minX, f.minY, f.maxX, f.maxY, zoom];
    const labels = (await this.db.query(LABELS_SQL, labelParams)) as Array<{ name: string; kind: string; x: number; y: number }>;
    const over = labels
      .map((l) => {
        const look = LABEL_LOOK[l.kind] ?? LABEL_LOOK.city;
        const style = l.kind === 'sea' ? ' font-style="italic"' : '';
        return `<text x="${l.x.toFixed(1)}" y="${l.y.toFixed(1)}" font-size="${look.size}" font-weight="${look.weight}" fill="${look.color}"${style}>${escapeXml(l.name)}</text>`;
      })
      .join('');
    return [under, `<g font-family="Pretendard GOV" text-anchor="middle" dominant-baseline="central" stroke="#ffffff" stroke-width="3" paint-order="stroke" stroke-linejoin="round">${over}</g>`];
  }

  /**
   * A PNG of the offline base map in a frame, with `overlay` (SVG in pixels) drawn over the land
   * and under the labels, and `top` over everything.
   */
  async png(f: PictureFrame, overlay = '', top = ''): Promise<Buffer> {
    const [under, over] = await this.baseLayers(f);
    return renderSvg(f, under + overlay + over + top);
  }
}

/** Renders SVG content of a frame's size to PNG (fonts: Pretendard GOV from the package). */
export function renderSvg(f: Pick<PictureFrame, 'width' | 'height'>, content: string): Buffer {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${f.width}" height="${f.height}" viewBox="0 0 ${f.width} ${f.height}">${content}</svg>`;
  const resvg = new Resvg(svg, {
    font: { fontFiles: pretendardFiles(), loadSystemFonts: false, defaultFontFamily: 'Pretendard GOV' },
  });
  return resvg.render().asPng();
}
