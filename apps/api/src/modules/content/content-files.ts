import fs from 'node:fs/promises';
import { Injectable, StreamableFile } from '@nestjs/common';
import { checkThumbnail } from '@nuri/domain';
import { DomainError } from '../../common/errors/domain-error';
import { LayerFiles } from '../layers';
import { sniffImage } from '../../common/files/image-sniff';
import type { ReceivedThumbnail } from './content-thumbnail.interceptor';

const THUMBNAIL_FOLDER = 'webmaps/thumbnails';

/**
 * Files of web maps and themed apps in the object storage: thumbnails in webmaps/thumbnails (random
 * names). Writing, reading, removal and temporary folders are the layer files' (one rule for
 * stored paths: storage keys, relative, never leaving the storage).
 */
@Injectable()
export class ContentFiles {
  constructor(private readonly files: LayerFiles) {}

  /**
   * A received thumbnail checked under the thumbnail rules and stored (web maps and themed apps):
   * missing file 400, png/jpg/jpeg by name and by content 415, at most 1 MB 413. Returns its
   * stored path under `folder` (default: the web maps' thumbnail folder).
   */
  async acceptThumbnail(
    file: ReceivedThumbnail | undefined,
    folder: string = THUMBNAIL_FOLDER,
  ): Promise<string> {
    if (!file) {
      throw new DomainError('VALIDATION_FAILED', 'webmap.thumbnailRequired', {}, [
        { field: 'file', message: 'webmap.thumbnailRequired' },
      ]);
    }
    const check = checkThumbnail({ fileName: file.originalname, size: file.size });
    if (!check.ok) {
      throw new DomainError(
        check.problem === 'EXTENSION' ? 'UNSUPPORTED_MEDIA_TYPE' : 'PAYLOAD_TOO_LARGE',
        check.messageKey,
        check.params,
      );
    }
    const bytes = await fs.readFile(file.path);
    const kind = sniffImage(bytes);
    if (!kind) throw new DomainError('UNSUPPORTED_MEDIA_TYPE', 'thumbnail.extensionInvalid');
    return this.storeThumbnail(bytes, kind, folder);
  }

  /** Copies a received thumbnail into the store; returns its stored path. */
  async storeThumbnail(
    bytes: Buffer,
    extension: 'png' | 'jpg',
    folder: string = THUMBNAIL_FOLDER,
  ): Promise<string> {
    return this.files.write(folder, bytes, extension);
  }

  /** A stored thumbnail as a streamed answer; null when its bytes are gone. */
  image(stored: string): Promise<StreamableFile | null> {
    return this.files.image(stored);
  }

  remove(stored: ReadonlyArray<string | null>): Promise<void> {
    return this.files.remove(stored);
  }

  tempDir(): Promise<string> {
    return this.files.tempDir();
  }
}
