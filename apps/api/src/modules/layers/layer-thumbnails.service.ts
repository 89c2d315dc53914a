import { Injectable, StreamableFile } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { CONTENT_KINDS, checkThumbnail } from '@nuri/domain';
import { Repository } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { Clock } from '../../common/clock/clock.service';
import { DomainError } from '../../common/errors/domain-error';
import { sniffImage } from '../../common/files/image-sniff';
import { Layer } from './entities/layer.entity';
import { LayerFiles } from './files/layer-files';
import { LayerAccess } from './layer-access.service';
import { contentThumbnailPath, signedThumbnailUrl } from '../../common/files/content-thumbnail';
import { UrlSigner, type SignedUrlQuery } from '../../common/crypto/url-signer';

/** A received thumbnail upload (multer memory storage). */
export interface ThumbnailUpload {
  originalname: string;
  size: number;
  buffer: Buffer;
}

/**
 * Layer thumbnails: the importer makes one from the data; editors replace it with an upload
 * under the thumbnail rules (png/jpg/jpeg by name and by content, at most 1 MB) or remove it.
 */
@Injectable()
export class LayerThumbnails {
  constructor(
    private readonly access: LayerAccess,
    private readonly files: LayerFiles,
    private readonly clock: Clock,
    @InjectRepository(Layer) private readonly layers: Repository<Layer>,
    private readonly signer: UrlSigner,
  ) {}

  /**
   * The stored thumbnail image: by a signed address (made for a caller who could view the layer),
   * or for a caller the policy lets view it.
   */
  async image(user: AuthUser | undefined, lyrId: string, signed: SignedUrlQuery = {}, userMapId?: string): Promise<StreamableFile> {
    const layer = this.signer.verify(contentThumbnailPath(CONTENT_KINDS.LAYER, lyrId), signed)
      ? await this.layers.findOneBy({ lyrId })
      : await this.access.forView(user, lyrId, userMapId);
    if (!layer) throw new DomainError('NOT_FOUND', 'error.notFound');
    const image = layer.thumbnailPath ? await this.files.image(layer.thumbnailPath) : null;
    if (!image) throw new DomainError('NOT_FOUND', 'layer.noThumbnail');
    return image;
  }

  /** Stores an uploaded thumbnail (editors); returns its address. */
  async upload(user: AuthUser, lyrId: string, file: ThumbnailUpload | undefined): Promise<string> {
    const layer = await this.access.forEdit(user, lyrId);
    if (!file) {
      throw new DomainError('VALIDATION_FAILED', 'layer.thumbnailRequired', {}, [{ field: 'file', message: 'layer.thumbnailRequired' }]);
    }
    const check = checkThumbnail({ fileName: file.originalname, size: file.size });
    if (!check.ok) {
      throw new DomainError(check.problem === 'EXTENSION' ? 'UNSUPPORTED_MEDIA_TYPE' : 'PAYLOAD_TOO_LARGE', check.messageKey, check.params);
    }
    const kind = sniffImage(file.buffer);
    if (!kind) throw new DomainError('UNSUPPORTED_MEDIA_TYPE', 'thumbnail.extensionInvalid');
    await this.replace(layer, await this.files.writeThumbnail(file.buffer, kind));
    return signedThumbnailUrl(CONTENT_KINDS.LAYER, lyrId, this.signer);
  }

  async remove(user: AuthUser, lyrId: string): Promise<void> {
    const layer = await this.access.forEdit(user, lyrId);
    await this.replace(layer, null);
  }

  /** Sets a layer's thumbnail to a stored file (or none) and removes the previous file. */
  async replace(layer: Pick<Layer, 'lyrId' | 'thumbnailPath'>, stored: string | null): Promise<void> {
    await this.layers.update({ lyrId: layer.lyrId }, { thumbnailPath: stored, updtDt: await this.clock.now() });
    if (layer.thumbnailPath && layer.thumbnailPath !== stored) await this.files.remove([layer.thumbnailPath]);
  }
}
