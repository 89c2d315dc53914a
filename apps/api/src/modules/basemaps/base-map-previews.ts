import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DomainError } from '../../common/errors/domain-error';
import { AppConfig } from '../../config/app-config';
import { resolveKeys } from './base-map-keys';
import { escapeXml, frameAround, OfflinePainter, renderSvg, type PictureFrame } from './offline/offline-painter';

/** Size of a base-map preview (the picker shows it at 64–96 px, twice for sharp screens). */
export const PREVIEW_PX = 192;
/** The view of a preview from an online map's tiles: central Seoul at zoom 11 (EPSG:3857 metres). */
export const PREVIEW_CENTRE = [14135126, 4518367] as const;
/** The view of a drawn preview: the Korean peninsula (EPSG:3857 metres). */
export const PREVIEW_KOREA: [number, number, number, number] = [13870000, 3910000, 14470000, 4680000];
const PREVIEW_ZOOM = 11;
const WORLD = 40075016.68557849;
/** How long a tile of an online base map may take before the drawn preview is used. */
const TILE_TIMEOUT_MS = 2500;
const KEEP_RENDERED_MS = 24 * 3600_000;
const KEEP_DRAWN_MS = 10 * 60_000;

export interface Preview {
  png: Buffer;
  etag: string;
  /** 'tiles': a mosaic of the base map's own tiles; 'drawn': drawn from the offline data. */
  source: 'tiles' | 'drawn';
}

interface Row {
  mapUrl: string;
  paramtr: Record<string, unknown> | null;
  lyrStleCode: string;
  clCode: string;
  name: string;
  version: string;
}

/** The tile address template of an XYZ or WMTS-REST base map at a tile, or null for other kinds. */
export function tileUrl(template: string, z: number, x: number, y: number): string | null {
  if (/\{z\}/.test(template)) return template.replace('{z}', String(z)).replace('{x}', String(x)).replace('{y}', String(y));
  if (/\{TileMatrix\}/.test(template))
    return template.replace('{TileMatrix}', String(z)).replace('{TileCol}', String(x)).replace('{TileRow}', String(y));
  return null;
}

/**
 * Rendered previews of the base maps (the picker and the operators' screen show them when no
 * thumbnail was uploaded): the offline base map drawn from its own data; an online map as a
 * mosaic of its tiles over Seoul when they can be fetched, otherwise a drawn preview named for
 * it. Kept in memory (a day when rendered from tiles, ten minutes when drawn instead).
 */
@Injectable()
export class BaseMapPreviews {
  private readonly logger = new Logger(BaseMapPreviews.name);
  private readonly kept = new Map<string, { preview: Preview; until: number }>();

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly painter: OfflinePainter,
    private readonly config: AppConfig,
  ) {}

  async preview(bcrnMapId: string): Promise<Preview> {
    const rows = (await this.db.query(
      `SELECT map_url AS "mapUrl", map_url_paramtr AS paramtr, lyr_stle_code AS "lyrStleCode", bcrn_map_cl_code AS "clCode",
              bcrn_map_nm AS name, extract(epoch FROM updt_dt)::text AS version
         FROM bcrn_map WHERE bcrn_map_id = $1`,
      [bcrnMapId],
    )) as Row[];
    if (!rows.length) throw new DomainError('NOT_FOUND', 'basemap.notFound');
    const key = `${bcrnMapId}:${rows[0].version}`;
    const hit = this.kept.get(key);
    if (hit && hit.until > Date.now()) return hit.preview;
    const preview = await this.render(bcrnMapId, rows[0]);
    this.kept.set(key, { preview, until: Date.now() + (preview.source === 'tiles' ? KEEP_RENDERED_MS : KEEP_DRAWN_MS) });
    return preview;
  }

  private async render(id: string, r: Row): Promise<Preview> {
    const etag = (source: string) => `W/"preview-${id}-${r.version}-${source}"`;
    const frame = this.frame();
    const korea = frameAround(PREVIEW_KOREA, PREVIEW_PX, 0.02);
    if (r.lyrStleCode === 'V' && r.mapUrl.startsWith('/api/basemap/offline/'))
      return { png: await this.painter.png(korea), etag: etag('offline'), source: 'drawn' };
    const mosaic = await this.mosaic(r, frame).catch((e: unknown) => {
      this.logger.debug(`preview tiles of ${id} not reachable: ${String(e)}`);
      return null;
    });
    if (mosaic) return { png: renderSvg(frame, mosaic), etag: etag('tiles'), source: 'tiles' };
    return { png: await this.drawn(korea, r), etag: etag('drawn'), source: 'drawn' };
  }

  private frame(): PictureFrame {
    const half = (WORLD / 2 ** PREVIEW_ZOOM / 256) * (PREVIEW_PX / 2);
    const [cx, cy] = PREVIEW_CENTRE;
    return frameAround([cx - half, cy - half, cx + half, cy + half], PREVIEW_PX, 0);
  }

  /** The tiles under the preview's view (2×2 at zoom 11) as SVG images, or null when the map has no tile template. */
  private async mosaic(r: Row, f: PictureFrame): Promise<string | null> {
    const resolved = resolveKeys(r.mapUrl, r.paramtr, this.config.values);
    if (resolved.missing) return null;
    const size = WORLD / 2 ** PREVIEW_ZOOM;
    const perPx = size / 256;
    const tx0 = Math.floor((f.minX + WORLD / 2) / size);
    const ty0 = Math.floor((WORLD / 2 - f.maxY) / size);
    const images: string[] = [];
    for (const [dx, dy] of [[0, 0], [1, 0], [0, 1], [1, 1]]) {
      const [tx, ty] = [tx0 + dx, ty0 + dy];
      const url = tileUrl(resolved.mapUrl, PREVIEW_ZOOM, tx, ty);
      if (!url || !/^https?:\/\//.test(url)) return null;
      const res = await fetch(url, { signal: AbortSignal.timeout(TILE_TIMEOUT_MS) });
      const type = (res.headers.get('content-type') ?? '').split(';')[0];
      if (!res.ok || !/^image\/(png|jpe?g)$/.test(type)) return null;
      const data = Buffer.from(await res.arrayBuffer()).toString('base64');
      const x = (tx * size - WORLD / 2 - f.minX) / perPx;
      const y = (f.maxY - (WORLD / 2 - ty * size)) / perPx;
      images.push(`<image x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="256" height="256" href="data:${type};base64,${data}"/>`);
    }
    return images.join('');
  }

  /** The offline drawing of the same view with the map's name, tinted dark for image maps. */
  private async drawn(frame: PictureFrame, r: Row): Promise<Buffer> {
    const image = r.clCode === '03' || r.lyrStleCode === 'H';
    const tint = image ? `<rect width="${frame.width}" height="${frame.height}" fill="#1d3b2a" fill-opacity="0.45"/>` : '';
    const bar = `<rect y="${frame.height - 34}" width="${frame.width}" height="34" fill="#ffffff" fill-opacity="0.88"/>
      <text x="${frame.width / 2}" y="${frame.height - 17}" font-family="Pretendard GOV" font-size="13" font-weight="600" fill="#1e2124"
        text-anchor="middle" dominant-baseline="central">${escapeXml(r.name.length > 16 ? `${r.name.slice(0, 15)}…` : r.name)}</text>`;
    return this.painter.png(frame, tint, bar);
  }
}
