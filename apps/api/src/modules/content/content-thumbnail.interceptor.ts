import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type multer from 'multer';
import { Observable } from 'rxjs';
import { DomainError } from '../../common/errors/domain-error';
import { receiveToTempDir } from '../../common/files/multipart-to-disk';
import { ContentFiles } from './content-files';

/** The multipart field of a thumbnail upload. */
export const THUMBNAIL_FIELD = 'file';
/**
 * Hard cap while streaming (the upload is refused past it without reading further); files up to
 * it are measured and answered by the thumbnail rule itself (1 MB, the message shows the size).
 */
export const THUMBNAIL_STREAM_MAX_BYTES = 10 * 1024 * 1024;

/** A file received to the request's temporary folder. */
export interface ReceivedThumbnail {
  originalname: string;
  size: number;
  path: string;
}

/**
 * Streams the thumbnail to a private temporary folder (never memory), one file in field 'file';
 * the folder is removed when the request ends, accepted or refused.
 */
@Injectable()
export class ContentThumbnailInterceptor implements NestInterceptor {
  constructor(private readonly files: ContentFiles) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return receiveToTempDir(context, next, {
      makeDir: () => this.files.tempDir(),
      field: THUMBNAIL_FIELD,
      maxFiles: 1,
      maxFileBytes: THUMBNAIL_STREAM_MAX_BYTES,
      maxFields: 5,
      maxFieldBytes: 1024,
      capFieldCount: true,
      limitError,
    });
  }
}

function limitError(err: multer.MulterError): DomainError | undefined {
  switch (err.code) {
    case 'LIMIT_FILE_SIZE':
      return new DomainError('PAYLOAD_TOO_LARGE', 'webmap.thumbnailTooLarge');
    case 'LIMIT_FILE_COUNT':
    case 'LIMIT_UNEXPECTED_FILE':
      return new DomainError('VALIDATION_FAILED', 'webmap.thumbnailRequired', {}, [
        { field: THUMBNAIL_FIELD, message: 'webmap.thumbnailRequired' },
      ]);
    default:
      return undefined;
  }
}
