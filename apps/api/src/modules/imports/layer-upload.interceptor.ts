import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { formatFileSize, UPLOAD_MAX_FILES } from '@nuri/domain';
import type multer from 'multer';
import { Observable } from 'rxjs';
import { DomainError } from '../../common/errors/domain-error';
import { receiveToTempDir } from '../../common/files/multipart-to-disk';
import { ImportStorage } from './import-storage';

/** The multipart field holding the files (a zip, shapefile parts, a table, a drawing, a raster, an image and its world file). */
export const UPLOAD_FIELD = 'files';
export { UPLOAD_MAX_FILES };
/**
 * Hard limit of one file while it streams to disk; the limits of each upload type (geoTiff 50 MB,
 * image 3 MB) are checked once the type is known.
 */
export const UPLOAD_STREAM_MAX_BYTES = 1024 * 1024 * 1024;

/**
 * Streams the layer files to a private temporary folder (never into memory); accepted files are
 * moved into the import's work folder before the folder is removed at the end of the request.
 * JSON requests (web and custom layers) pass through.
 */
@Injectable()
export class LayerUploadInterceptor implements NestInterceptor {
  constructor(private readonly storage: ImportStorage) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return receiveToTempDir(context, next, {
      makeDir: () => this.storage.requestDir(),
      field: UPLOAD_FIELD,
      maxFiles: UPLOAD_MAX_FILES,
      maxFileBytes: UPLOAD_STREAM_MAX_BYTES,
      maxFields: 30,
      maxFieldBytes: 256 * 1024,
      capFieldCount: true,
      limitError,
    });
  }
}

function limitError(err: multer.MulterError): DomainError | undefined {
  switch (err.code) {
    case 'LIMIT_FILE_SIZE':
      return new DomainError('PAYLOAD_TOO_LARGE', 'upload.tooLarge', { limit: formatFileSize(UPLOAD_STREAM_MAX_BYTES) });
    case 'LIMIT_FILE_COUNT':
      return new DomainError('BAD_REQUEST', 'upload.tooManyFiles', { count: UPLOAD_MAX_FILES });
    case 'LIMIT_UNEXPECTED_FILE':
      return new DomainError('BAD_REQUEST', 'upload.unexpectedField', { field: UPLOAD_FIELD });
    default:
      return undefined;
  }
}
