import fs from 'node:fs/promises';
import path from 'node:path';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { GdalCli } from '../gdal/gdal-cli';
import { parseGdalInfo } from '../gdal/gdal-output';
import { frameAround, OfflinePainter, pixelParams } from '../../basemaps';
import { tableExtentSql, type TableRef } from '../../layer-data';
import { extent3857Sql, featurePixelsSql, featuresSvg, symbolOf, type FeaturePixels } from './thumbnail-picture';

/** A table's feature count and extent [minX, minY, maxX, maxY] (null when it has no geometry). */
export interface TableExtent {
  count: number;
  box: [number, number, number, number] | null;
}

/** Longer side of a thumbnail, in pixels. */
export const THUMBNAIL_PX = 256;
// A thumbnail needs no more features than this; larger tables are sampled (TABLESAMPLE SYSTEM).
const SAMPLE_FEATURES = 50_000;

/**
 * Thumbnails drawn from a layer's data, as PNG: vector tables over the offline base map at
 * their extent (OfflinePainter, in the layer's symbol), rasters scaled down with GDAL
 * (gdal_translate, using the COG's overviews). Results go to a working folder; the caller moves
 * them to thumbnails/<lyrId>.png.
 */
@Injectable()
export class LayerThumbnails {
  constructor(
    private readonly gdal: GdalCli,
    @InjectDataSource() private readonly db: DataSource,
    private readonly painter: OfflinePainter,
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

  /**
   * A PNG of a vector table's features drawn over the offline base map (land, sea, place labels)
   * at the data's extent with padding, in the layer's symbol; null when it has no features.
   */
  async vector(
    table: TableRef,
    _pointLayer: boolean,
    workDir: string,
    extent?: TableExtent,
    style?: unknown,
  ): Promise<string | null> {
    const { count } = extent ?? (await this.extentOf(table));
    if (!count) return null;
    const percent = Math.min(100, (SAMPLE_FEATURES / count) * 100);
    const sample = percent < 100 ? ` TABLESAMPLE SYSTEM (${percent.toFixed(4)})` : '';
    const [e]: Array<{ xmin: number | null; ymin: number; xmax: number; ymax: number }> = await this.db.query(
      extent3857Sql(table, sample),
    );
    if (!e || e.xmin === null) return null;
    const frame = frameAround([e.xmin, e.ymin, e.xmax, e.ymax], THUMBNAIL_PX);
    const rows: FeaturePixels[] = await this.db.query(featurePixelsSql(table, sample), [
      ...pixelParams(frame),
      frame.minX,
      frame.minY,
      frame.maxX,
      frame.maxY,
    ]);
    const png = path.join(workDir, 'thumbnail.png');
    await fs.writeFile(png, await this.painter.png(frame, featuresSvg(rows, symbolOf(style))));
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
