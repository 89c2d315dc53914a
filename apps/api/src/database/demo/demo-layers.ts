import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LayerUploadsService, type UploadLayerDto } from '../../modules/imports';
import { LayerFiles } from '../../modules/layers';
import type { DemoContext } from './demo-context';
import { CATEGORY_COLUMN, DEMO_LAYERS } from './demo-data';

const IMPORT_TIMEOUT_MS = 180_000;

/** The demo seed's sample layers: uploaded and imported, their columns, their thumbnails (see DemoSeeder). */
export class DemoLayers {
  constructor(private readonly ctx: DemoContext) {}

  /** A ready sample layer of the editor: found by name, or uploaded and imported now. */
  async layer(
    spec: { lyrNm: string; lyrDc: string },
    upload: () => Promise<{ files: string[]; dto: UploadLayerDto }>,
  ): Promise<string> {
    const found = await this.ctx.findOne<{ lyrId: string; status: string }>(
      `SELECT lyr_id AS "lyrId", lyr_sttus_code AS status FROM lyr WHERE register_id = $1 AND lyr_nm = $2 ORDER BY regist_dt LIMIT 1`,
      [this.ctx.editor.userId, spec.lyrNm],
    );
    if (found?.status === 'READY') return found.lyrId;
    if (found?.status === 'IMPORTING') return this.waitReady(found.lyrId);
    const { files, dto } = await upload();
    const received = files.map((f) => ({ originalname: path.basename(f), path: f, size: fs.statSync(f).size }));
    try {
      const accepted = await this.ctx.get(LayerUploadsService).upload(this.ctx.editor, received, {
        ...dto,
        lyrNm: spec.lyrNm,
        lyrDc: spec.lyrDc,
      });
      const lyrId = await this.waitReady(accepted.lyrId);
      this.ctx.created.push(`layer ${spec.lyrNm}`);
      return lyrId;
    } finally {
      for (const f of files) fs.rmSync(path.dirname(f), { recursive: true, force: true });
    }
  }

  /** A private copy of the CSV (the upload moves its files into the import's work folder). */
  async facilitiesUpload(): Promise<{ files: string[]; dto: UploadLayerDto }> {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nuri-demo-'));
    const file = path.join(dir, DEMO_LAYERS.facilities.file);
    fs.copyFileSync(path.join(this.ctx.dataDir, DEMO_LAYERS.facilities.file), file);
    return { files: [file], dto: { uploadType: 'geocoding', encoding: 'UTF-8', srid: 4326 } };
  }

  /** The park polygons as shapefile parts (GDAL writes them from the committed GeoJSON). */
  async parksUpload(): Promise<{ files: string[]; dto: UploadLayerDto }> {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nuri-demo-'));
    const shp = path.join(dir, 'seoul_parks.shp');
    execFileSync('ogr2ogr', ['-f', 'ESRI Shapefile', '-lco', 'ENCODING=UTF-8', shp, path.join(this.ctx.dataDir, DEMO_LAYERS.parks.file)]);
    const files = ['shp', 'shx', 'dbf', 'prj', 'cpg'].map((ext) => path.join(dir, `seoul_parks.${ext}`));
    return { files: files.filter((f) => fs.existsSync(f)), dto: { uploadType: 'shp', encoding: 'UTF-8' } };
  }

  /** Waits for the import (run by this process's worker, or any other worker on the queue). */
  private async waitReady(lyrId: string): Promise<string> {
    const until = Date.now() + IMPORT_TIMEOUT_MS;
    while (Date.now() < until) {
      const row = await this.ctx.findOne<{ status: string; error: unknown }>(
        `SELECT lyr_sttus_code AS status, import_error AS error FROM lyr WHERE lyr_id = $1`,
        [lyrId],
      );
      if (!row) throw new Error(`demo layer ${lyrId}: the import failed and removed the layer`);
      if (row.status === 'READY') return lyrId;
      if (row.status === 'FAILED') throw new Error(`demo layer ${lyrId}: import failed: ${JSON.stringify(row.error)}`);
      await new Promise((r) => setTimeout(r, 300));
    }
    throw new Error(`demo layer ${lyrId}: import did not finish in ${IMPORT_TIMEOUT_MS / 1000} s`);
  }

  /**
   * Gives a map or app the thumbnail the importer drew for a layer (the browser makes one from the
   * map canvas when a member saves; the seed has no browser), through the same upload rules.
   */
  async withLayerThumbnail(
    lyrId: string,
    upload: (file: { originalname: string; size: number; path: string }) => Promise<unknown>,
  ): Promise<void> {
    const row = await this.ctx.findOne<{ stored: string | null }>(`SELECT thumbnail_path AS stored FROM lyr WHERE lyr_id = $1`, [lyrId]);
    if (!row?.stored) return;
    const copy = path.join(os.tmpdir(), `nuri-demo-thumbnail-${process.pid}-${Date.now()}${path.extname(row.stored)}`);
    if (!(await this.ctx.get(LayerFiles).download(row.stored, copy))) return;
    try {
      await upload({ originalname: path.basename(copy), size: fs.statSync(copy).size, path: copy });
    } finally {
      fs.rmSync(copy, { force: true });
    }
  }

  /** The layer table's column named 분류 (as the import named it). */
  async columnOf(lyrId: string): Promise<string> {
    const columns = await this.columnsOf(lyrId);
    const column = columns.find((c) => c === CATEGORY_COLUMN) ?? columns.find((c) => c.includes(CATEGORY_COLUMN));
    if (!column) throw new Error(`demo layer ${lyrId} has no ${CATEGORY_COLUMN} column (${columns.join(', ')})`);
    return column;
  }

  /** The attribute columns of a layer's table (not its key or geometry). */
  async columnsOf(lyrId: string): Promise<string[]> {
    const rows: Array<{ name: string }> = await this.ctx.db.query(
      `SELECT c.column_name AS name
         FROM lyr l JOIN information_schema.columns c ON c.table_schema = 'layers' AND c.table_name = l.table_nm AND c.column_name <> l.geom_column
        WHERE l.lyr_id = $1 AND c.data_type NOT IN ('USER-DEFINED') AND c.column_name NOT IN ('gid', 'fid', 'ogc_fid')
        ORDER BY c.ordinal_position`,
      [lyrId],
    );
    return rows.map((r) => r.name);
  }
}

/** A categorised style: one class per category, with a label off. */
export function categorized(column: string, categories: Array<[string, string]>, pointShape: 'circle' | 'square') {
  const symbol = { fillColor: '#99999999', strokeColor: '#333333', strokeWidth: 1, pointShape, pointRadius: 7 };
  return {
    kind: 'categorized',
    column,
    base: symbol,
    classes: categories.map(([value, color]) => ({ value, label: value, symbol: { ...symbol, fillColor: `${color}cc` } })),
    label: { enabled: false, column: null, fontSize: 12, color: '#222222', haloColor: '#ffffff', haloWidth: 2 },
  };
}
