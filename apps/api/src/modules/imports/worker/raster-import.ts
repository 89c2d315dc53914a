import path from 'node:path';
import { Injectable } from '@nestjs/common';
import { GdalCli } from '../gdal/gdal-cli';
import { parseGdalInfo, rasterExtent, type GdalRasterInfo } from '../gdal/gdal-output';
import type { RasterPlan } from '../import-plan';
import { ImportFailure } from '../job-error';
import { gdalProgressFraction } from './import-progress';

const CONVERT_TIMEOUT_MS = 30 * 60 * 1000;
const COG_OPTIONS = ['-of', 'COG', '-co', 'COMPRESS=DEFLATE', '-co', 'BIGTIFF=IF_SAFER'];

export interface RasterResult {
  /** The Cloud-Optimized GeoTIFF, still in the work folder. */
  file: string;
  extent: [number, number, number, number];
  info: GdalRasterInfo;
}

/**
 * GeoTIFFs and placed images become Cloud-Optimized GeoTIFFs (tiled, with overviews), which the
 * tiles feature serves with HTTP range requests. The grid is copied (gdal_translate) in the
 * chosen SRID, or warped north-up (gdalwarp) when a world file rotates it.
 */
@Injectable()
export class RasterImport {
  constructor(private readonly gdal: GdalCli) {}

  async run(
    workDir: string,
    plan: RasterPlan,
    onProgress: (fraction: number) => Promise<void>,
  ): Promise<RasterResult> {
    const source = path.join(workDir, plan.source);
    const file = path.join(workDir, 'result.cog.tif');
    const srs = `EPSG:${plan.srid}`;
    let printed = '';
    const onStdout = (text: string) => {
      printed = (printed + text).slice(-200);
      const fraction = gdalProgressFraction(printed);
      if (fraction !== null) void onProgress(fraction * 0.9);
    };
    if (plan.warp) {
      await this.gdal.run(
        'gdalwarp',
        ['-if', plan.driver, ...COG_OPTIONS, '-s_srs', srs, '-t_srs', srs, '-r', 'bilinear', source, file],
        {
          timeoutMs: CONVERT_TIMEOUT_MS,
          onStdout,
        },
      );
    } else {
      const args = ['-if', plan.driver, ...COG_OPTIONS, '-a_srs', srs];
      if (plan.placement === 'extent' && plan.extent) {
        const [minX, minY, maxX, maxY] = plan.extent;
        args.push('-a_ullr', String(minX), String(maxY), String(maxX), String(minY));
      }
      await this.gdal.run('gdal_translate', [...args, source, file], {
        timeoutMs: CONVERT_TIMEOUT_MS,
        onStdout,
      });
    }
    // -stats: each band's min/max/mean (the builder stretches a colour ramp over them); PAM off so
    // no .aux.xml is written beside the file.
    const info = parseGdalInfo(
      (await this.gdal.run('gdalinfo', ['-json', '-stats', '--config', 'GDAL_PAM_ENABLED', 'NO', file], { timeoutMs: CONVERT_TIMEOUT_MS })).stdout,
    );
    const extent = rasterExtent(info);
    if (!extent) throw new ImportFailure('upload.raster.notGeoreferenced', { fileName: plan.source });
    await onProgress(1);
    return { file, extent, info };
  }
}
