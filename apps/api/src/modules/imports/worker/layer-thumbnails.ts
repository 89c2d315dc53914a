import path from 'node:path';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { GdalCli } from '../gdal/gdal-cli';
import { parseGdalInfo } from '../gdal/gdal-output';
import { tableExtentSql, GEOM_COLUMN, type TableRef } from '../../layer-data';
import { quoteIdent } from '../../../common/db/sql-identifier';

/** A table's feature count and extent [minX, minY, maxX, maxY] (null when it has no geometry). */
export interface TableExtent {
  count: number;
  box: [number, number, number, number] | null;
}

/** Longer side of a thumbnail, in pixels. */
export const THUMBNAIL_PX = 256;
// A thumbnail needs no more features than this; larger tables are sampled (TABLESAMPLE SYSTEM).
const SAMPLE_FEATURES = 50_000;
// Feature colour (RGBA) on a transparent background.
const FEATURE_RGBA = ['37', '99', '235', '255'];

/**
 * Thumbnails drawn from a layer's data with GDAL, as PNG: vector tables are rasterized
 * (gdal_rasterize, points drawn as small squares so they show), rasters scaled down
 * (gdal_translate, using the COG's overviews). Results go to a working folder; the caller moves
 * them to thumbnails/<lyrId>.png.
 */
@Injectable()
export class LayerThumbnails {
  constructor(
    private readonly gdal: GdalCli,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  /** Feature count and extent of a layer table (one scan), for the thumbnail and the layer record. */
  async extentOf(table: TableRef): Promise<TableExtent> {
    const [s]: Array<{
      count: string;
      xmin: number | null;
      ymin: number | null;
      xmax: number | null;
      ymax: number | null;
    }> = await this.db.query(tableExtentSql(table));
    const count = Number(s?.count ?? 0);
    if (!count || !s || s.xmin === null || s.ymin === null || s.xmax === null || s.ymax === null)
      return { count, box: null };
    return { count, box: [s.xmin, s.ymin, s.xmax, s.ymax] };
  }

  /** A PNG of a vector table's features, or null when it has none. */
  async vector(
    table: TableRef,
    pointLayer: boolean,
    workDir: string,
    extent?: TableExtent,
  ): Promise<string | null> {
    const { count, box } = extent ?? (await this.extentOf(table));
    if (!box) return null;
    const s = { xmin: box[0], ymin: box[1], xmax: box[2], ymax: box[3] };
    const span = Math.max(s.xmax - s.xmin, s.ymax - s.ymin) || 1;
    const pad = span * 0.05;
    const [minX, minY, maxX, maxY] = [s.xmin - pad, s.ymin - pad, s.xmax + pad, s.ymax + pad];
    const [w, h] = [maxX - minX, maxY - minY];
    const width = w >= h ? THUMBNAIL_PX : Math.max(16, Math.round((THUMBNAIL_PX * w) / h));
    const height = h >= w ? THUMBNAIL_PX : Math.max(16, Math.round((THUMBNAIL_PX * h) / w));
    const pixel = Math.max(w / width, h / height);
    const g = quoteIdent(GEOM_COLUMN);
    const shape = pointLayer ? `ST_Expand(${g}, ${(pixel * 1.5).toPrecision(8)})` : g;
    const percent = Math.min(100, (SAMPLE_FEATURES / count) * 100);
    const sample = percent < 100 ? ` TABLESAMPLE SYSTEM (${percent.toFixed(4)})` : '';
    const pg = this.gdal.pgSource('nuri-thumbnail');
    const drawn = path.join(workDir, 'thumbnail.tif');
    const png = path.join(workDir, 'thumbnail.png');
    await this.gdal.run(
      'gdal_rasterize',
      [
        '-q',
        '-sql',
        `SELECT ${shape} AS ${g} FROM ${table.qualified}${sample}`,
        ...FEATURE_RGBA.flatMap((v) => ['-burn', v]),
        '-init',
        '0',
        '-ot',
        'Byte',
        '-of',
        'GTiff',
        '-at',
        '-te',
        String(minX),
        String(minY),
        String(maxX),
        String(maxY),
        '-ts',
        String(width),
        String(height),
        pg.source,
        drawn,
      ],
      { env: pg.env, timeoutMs: 120_000 },
    );
    await this.gdal.run('gdal_translate', ['-q', '-of', 'PNG', drawn, png]);
    return png;
  }

  /** A PNG of a raster scaled down to the thumbnail size. */
  async raster(file: string, workDir: string): Promise<string> {
    const info = parseGdalInfo((await this.gdal.run('gdalinfo', ['-json', file])).stdout);
    const [w, h] = info.size;
    const png = path.join(workDir, 'thumbnail.png');
    const args = [
      '-q',
      '-of',
      'PNG',
      '-r',
      'average',
      '-outsize',
      w >= h ? String(THUMBNAIL_PX) : '0',
      h > w ? String(THUMBNAIL_PX) : '0',
    ];
    const bands = info.bands;
    if (bands[0]?.colorInterpretation === 'Palette') args.push('-expand', 'rgba');
    else if (bands.length >= 3) {
      args.push('-b', '1', '-b', '2', '-b', '3');
      if (bands[3]?.colorInterpretation === 'Alpha') args.push('-b', '4');
    } else args.push('-b', '1');
    // Elevations and other measurements are stretched to grey levels.
    if (bands[0] && bands[0].type !== 'Byte') args.push('-ot', 'Byte', '-scale');
    await this.gdal.run('gdal_translate', [...args, file, png], { timeoutMs: 120_000 });
    return png;
  }
}
