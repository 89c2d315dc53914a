import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Injectable, StreamableFile } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import type { AuthUser } from '../../common/auth/auth-user';
import { attachmentDisposition, safeFileStem } from '../../common/files/content-disposition';
import { FORMAT_SPECS, ogr2ogrArgs, pgEnvironment, runOgr2ogr, zipShapefile, LayerTables, LAYER_SCHEMA } from '../layer-data';
import type { LayerDownloadDto } from './dto/download.dto';
import { LayerFiles } from './files/layer-files';
import { LayerAccess } from './layer-access.service';

const EXPORT_TIMEOUT_MS = 10 * 60 * 1000;
const OUTPUT_STEM = 'layer';

/**
 * Layer downloads: ogr2ogr reads the layer's table from PostgreSQL into a private temporary
 * folder, the file (a shapefile as a zip) is streamed, and the folder is removed when the
 * stream ends or the client goes away.
 */
@Injectable()
export class LayerDownloads {
  constructor(
    private readonly access: LayerAccess,
    private readonly tables: LayerTables,
    private readonly files: LayerFiles,
    private readonly config: AppConfig,
  ) {}

  async download(user: AuthUser, lyrId: string, dto: LayerDownloadDto): Promise<StreamableFile> {
    const layer = await this.access.forView(user, lyrId);
    this.access.requireVector(layer);
    const table = (await this.tables.describe(layer)).table;
    const spec = FORMAT_SPECS[dto.outputFormat];
    const dir = await this.files.tempDir();
    try {
      const output = path.join(dir, `${OUTPUT_STEM}.${spec.extension}`);
      const args = ogr2ogrArgs({
        format: dto.outputFormat,
        encoding: dto.encoding,
        output,
        sourceLayer: `${LAYER_SCHEMA}.${table}`,
        layerName: table,
      });
      await runOgr2ogr(this.config.gdalTool('ogr2ogr'), args, pgEnvironment(this.config.values.DATABASE_URL), EXPORT_TIMEOUT_MS);
      const stem = safeFileStem(layer.lyrNm);
      let file = output;
      if (dto.outputFormat === 'shp') {
        file = path.join(dir, 'download.zip');
        await zipShapefile(dir, OUTPUT_STEM, stem, file);
      }
      const stream = createReadStream(file);
      const fileName = `${stem}.${dto.outputFormat === 'shp' ? 'zip' : spec.extension}`;
      stream.once('close', () => void fs.rm(dir, { recursive: true, force: true }));
      return new StreamableFile(stream, { type: spec.contentType, disposition: attachmentDisposition(fileName) });
    } catch (e) {
      await fs.rm(dir, { recursive: true, force: true });
      throw e;
    }
  }
}
