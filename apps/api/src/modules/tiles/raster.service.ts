import type { Request, Response } from 'express';
import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../../common/auth/auth-user';
import { DomainError } from '../../common/errors/domain-error';
import { checkedKey, ObjectStorage, sendObject, StorageKeyError } from '../../common/storage';
import { AppConfig } from '../../config/app-config';
import { ContentAccessPolicy } from '../access';
import { LayerAccess } from '../layers';
import { cacheControlFor } from './tiles.service';

/**
 * The Cloud-Optimized GeoTIFF of a raster layer, behind the content-access policy, read from the
 * object storage by byte ranges (OpenLayers' GeoTIFF source reads a COG a few ranges at a time):
 * streamed through the API, or, with STORAGE_PRESIGN_REDIRECT on S3, a 302 to a short-lived
 * presigned address of the object after the access check.
 */
@Injectable()
export class RasterService {
  constructor(
    private readonly access: LayerAccess,
    private readonly policy: ContentAccessPolicy,
    private readonly storage: ObjectStorage,
    private readonly config: AppConfig,
  ) {}

  async send(user: AuthUser | undefined, lyrId: string, userMapId: string | undefined, req: Request, res: Response): Promise<void> {
    const layer = await this.access.forView(user, lyrId, userMapId);
    if (!layer.rasterPath) throw new DomainError('NOT_FOUND', 'tiles.noRaster');
    if (layer.lyrSttusCode !== 'READY') throw new DomainError('CONFLICT', 'tiles.layerDataUnavailable');
    // raster_path is written by the import, but never let it leave the storage.
    const key = validKey(layer.rasterPath);
    if (!key) throw new DomainError('NOT_FOUND', 'tiles.noRaster');
    const cacheControl = await cacheControlFor(this.policy, user, layer);
    if (this.config.values.STORAGE_PRESIGN_REDIRECT) {
      const url = (await this.storage.exists(key)) ? await this.storage.presignedGetUrl(key, { contentType: 'image/tiff' }) : null;
      if (!url && this.storage.driver !== 'local') throw new DomainError('NOT_FOUND', 'tiles.noRaster');
      if (url) {
        // The address expires: the redirect itself is never kept by a cache.
        res.set('Cache-Control', 'private, no-store').redirect(302, url);
        return;
      }
    }
    await sendObject(req, res, this.storage, key, {
      headers: { 'Cache-Control': cacheControl, 'Content-Type': 'image/tiff' },
      missing: new DomainError('NOT_FOUND', 'tiles.noRaster'),
    });
  }
}

function validKey(stored: string): string | null {
  try {
    return checkedKey(stored);
  } catch (e) {
    if (e instanceof StorageKeyError) return null;
    throw e;
  }
}
