import fs from 'node:fs/promises';
import { Injectable } from '@nestjs/common';
import { DEFAULT_MAP_SRID, LYR_TY_SE_CODES } from '@nuri/domain';
import { DomainError } from '../../../common/errors/domain-error';
import { GdalCli } from '../gdal/gdal-cli';
import { epsgOfWkt, isGeoreferenced, isRotated, type GdalRasterInfo } from '../gdal/gdal-output';
import { ImportStorage } from '../import-storage';
import type { RasterPlan } from '../import-plan';
import type { PreparedUpload, PrepareInput } from './prepared-upload';
import { probeRaster } from './probe';
import { SrsCatalog } from './srs-catalog';
import {
  baseName,
  checkFile,
  extensionOf,
  requireContent,
  requireFiles,
  requireKind,
  type ReceivedFile,
} from './upload-checks';

/** World files beside an image (.wld, or the extension's own: .pgw/.pngw, .jgw/.jpgw/.jpegw). */
export const WORLD_FILE_EXTENSIONS = ['wld', 'pgw', 'pngw', 'jgw', 'jpgw', 'jpegw'];
const WORLD_FILE_MAX_BYTES = 4096;

/**
 * GeoTIFFs (≤ 50 MB, georeferenced, SRID from the file or the user) and images (PNG/JPEG ≤ 3 MB)
 * placed by a world file sent with them or by an extent the user gives (SRID the user's, else
 * EPSG:5186).
 */
@Injectable()
export class RasterPreparer {
  constructor(
    private readonly gdal: GdalCli,
    private readonly storage: ImportStorage,
    private readonly srs: SrsCatalog,
  ) {}

  async prepareGeoTiff(input: PrepareInput): Promise<PreparedUpload> {
    const files = requireFiles(input.files);
    if (files.length > 1) throw new DomainError('BAD_REQUEST', 'upload.oneFile');
    const file = files[0];
    checkFile('geotiff', file);
    await requireKind(file.path, file.originalname, ['tiff'], 'GeoTIFF');
    const source = await this.storage.adopt(file.path, input.workDir, 'source.tif');
    const info = await probeRaster(this.gdal, source, file.originalname, 'GTiff');
    requirePixels(info, file.originalname, MAX_RASTER_PIXELS.geoTiff);
    if (!isGeoreferenced(info))
      throw new DomainError('BAD_REQUEST', 'upload.raster.notGeoreferenced', { fileName: file.originalname });
    const srid =
      input.options.srid ?? (info.coordinateSystem?.wkt ? epsgOfWkt(info.coordinateSystem.wkt) : null);
    if (!srid) throw new DomainError('BAD_REQUEST', 'upload.srid.required');
    await this.srs.require(srid);
    return this.prepared(file, {
      kind: 'raster',
      driver: 'GTiff',
      source: 'source.tif',
      srid,
      placement: 'file',
      extent: null,
      warp: isRotated(info),
    });
  }

  async prepareImage(input: PrepareInput): Promise<PreparedUpload> {
    const files = requireFiles(input.files);
    const worldFiles = files.filter((f) => WORLD_FILE_EXTENSIONS.includes(extensionOf(f)));
    const images = files.filter((f) => !worldFiles.includes(f));
    if (images.length !== 1 || worldFiles.length > 1)
      throw new DomainError('BAD_REQUEST', 'upload.image.files');
    const image = images[0];
    checkFile('image', image);
    const kind = await requireKind(image.path, image.originalname, ['png', 'jpeg'], 'PNG/JPEG');
    const extension = kind === 'png' ? 'png' : 'jpg';
    const extent = input.options.extent ? parseExtent(input.options.extent) : null;
    if (!worldFiles.length && !extent) throw new DomainError('BAD_REQUEST', 'upload.image.placementRequired');
    const srid = input.options.srid ?? DEFAULT_MAP_SRID;
    await this.srs.require(srid);
    const source = await this.storage.adopt(image.path, input.workDir, `source.${extension}`);
    if (worldFiles.length && !extent) {
      await this.adoptWorldFile(worldFiles[0], input.workDir);
    }
    const info = await probeRaster(this.gdal, source, image.originalname, kind === 'png' ? 'PNG' : 'JPEG');
    requirePixels(info, image.originalname, MAX_RASTER_PIXELS.image);
    if (!extent && !isGeoreferenced(info))
      throw new DomainError('BAD_REQUEST', 'upload.image.worldFileInvalid');
    return this.prepared(image, {
      kind: 'raster',
      driver: kind === 'png' ? 'PNG' : 'JPEG',
      source: `source.${extension}`,
      srid,
      placement: extent ? 'extent' : 'file',
      extent,
      warp: !extent && isRotated(info),
    });
  }

  private prepared(file: ReceivedFile, plan: RasterPlan): PreparedUpload {
    return { lyrTySeCode: LYR_TY_SE_CODES.TIFF, defaultName: baseName(file.originalname), plan };
  }

  /** Six numbers, one a line (pixel sizes, rotations, upper-left centre); stored as source.wld, which GDAL reads beside the image. */
  private async adoptWorldFile(file: ReceivedFile, workDir: string): Promise<void> {
    requireContent(file);
    if (file.size > WORLD_FILE_MAX_BYTES)
      throw new DomainError('BAD_REQUEST', 'upload.image.worldFileInvalid');
    const lines = (await fs.readFile(file.path, 'latin1'))
      .split(/\r?\n/)
      .map((l) => l.trim())
      .filter(Boolean);
    const numbers = lines.map(Number);
    if (
      numbers.length !== 6 ||
      numbers.some((n) => !Number.isFinite(n)) ||
      numbers[0] === 0 ||
      numbers[3] === 0
    ) {
      throw new DomainError('BAD_REQUEST', 'upload.image.worldFileInvalid');
    }
    await this.storage.adopt(file.path, workDir, 'source.wld');
  }
}

/** 'minX,minY,maxX,maxY' with min < max (400 otherwise). */
export function parseExtent(text: string): [number, number, number, number] {
  const parts = text.split(',').map((p) => Number(p.trim()));
  if (
    parts.length !== 4 ||
    parts.some((n) => !Number.isFinite(n)) ||
    parts[0] >= parts[2] ||
    parts[1] >= parts[3]
  ) {
    throw new DomainError('BAD_REQUEST', 'upload.extentInvalid');
  }
  return [parts[0], parts[1], parts[2], parts[3]];
}

/**
 * Pixel limits of raster uploads: a small compressed file may declare an enormous raster (a
 * decompression bomb) that would take the worker's disk and hours to convert.
 */
export const MAX_RASTER_PIXELS = { geoTiff: 500_000_000, image: 100_000_000 } as const;

function requirePixels(info: GdalRasterInfo, fileName: string, limit: number): void {
  const [width, height] = info.size;
  if (width * height > limit) {
    throw new DomainError('PAYLOAD_TOO_LARGE', 'upload.tooManyPixels', {
      fileName,
      width,
      height,
      limit: `${limit / 1_000_000}M`,
    });
  }
}
