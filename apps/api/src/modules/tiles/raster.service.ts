import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../../common/auth/auth-user';
import { DomainError } from '../../common/errors/domain-error';
import { AppConfig } from '../../config/app-config';
import { ContentAccessPolicy } from '../access';
import { LayerAccess } from '../layers';
import { cacheControlFor } from './tiles.service';

/** A layer's raster file, relative to the storage folder, with the caching it may have. */
export interface RasterFile {
  root: string;
  relativePath: string;
  cacheControl: string;
}

/** The Cloud-Optimized GeoTIFF of a raster layer, behind the content-access policy. */
@Injectable()
export class RasterService {
  constructor(
    private readonly access: LayerAccess,
    private readonly policy: ContentAccessPolicy,
    private readonly config: AppConfig,
  ) {}

  async file(user: AuthUser | undefined, lyrId: string, userMapId?: string): Promise<RasterFile> {
    const layer = await this.access.forView(user, lyrId, userMapId);
    if (!layer.rasterPath) throw new DomainError('NOT_FOUND', 'tiles.noRaster');
    if (layer.lyrSttusCode !== 'READY') throw new DomainError('CONFLICT', 'tiles.layerDataUnavailable');
    const root = this.config.storageDir;
    const absolute = path.resolve(root, layer.rasterPath);
    // raster_path is written by the import, but never let it leave the storage folder.
    if (!absolute.startsWith(root + path.sep)) throw new DomainError('NOT_FOUND', 'tiles.noRaster');
    const info = await stat(absolute).catch(() => null);
    if (!info?.isFile()) throw new DomainError('NOT_FOUND', 'tiles.noRaster');
    return { root, relativePath: path.relative(root, absolute), cacheControl: await cacheControlFor(this.policy, user, layer) };
  }
}
