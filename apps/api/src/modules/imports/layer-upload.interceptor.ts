import fs from 'node:fs/promises';
import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { formatFileSize } from '@nuri/domain';
import type { Request, Response } from 'express';
import multer from 'multer';
import { defer, lastValueFrom, Observable } from 'rxjs';
import { DomainError } from '../../common/errors/domain-error';
import { ImportStorage } from './import-storage';

/** The multipart field holding the files (a zip, shapefile parts, a table, a drawing, a raster, an image and its world file). */
export const UPLOAD_FIELD = 'files';
export const UPLOAD_MAX_FILES = 8;
/**
 * Hard limit of one file while it streams to disk; the limits of each upload type (geoTiff 50 MB,
 * image 3 MB) are checked once the type is known.
 */
export const UPLOAD_STREAM_MAX_BYTES = 1024 * 1024 * 1024;

/**
 * Streams the multipart files to a private temporary folder (never into memory) and removes the
 * folder when the request ends, accepted or refused: accepted files were moved out of it into the
 * import's work folder by then, so a refused upload leaves nothing behind. JSON requests (web and
 * custom layers) pass through.
 */
@Injectable()
export class LayerUploadInterceptor implements NestInterceptor {
  constructor(private readonly storage: ImportStorage) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    return defer(async () => {
      const dir = await this.storage.requestDir();
      try {
        await receive(dir, req, res);
        return await lastValueFrom(next.handle(), { defaultValue: undefined });
      } finally {
        await fs.rm(dir, { recursive: true, force: true });
      }
    });
  }
}

function receive(dir: string, req: Request, res: Response): Promise<void> {
  const upload = multer({
    storage: multer.diskStorage({ destination: dir }),
    // Korean file names arrive as UTF-8 in the part headers.
    defParamCharset: 'utf8',
    limits: {
      fileSize: UPLOAD_STREAM_MAX_BYTES,
      files: UPLOAD_MAX_FILES,
      fields: 30,
      fieldSize: 256 * 1024,
      parts: UPLOAD_MAX_FILES + 30,
    },
  }).array(UPLOAD_FIELD, UPLOAD_MAX_FILES);
  return new Promise((resolve, reject) => {
    upload(req, res, (err: unknown) => (err ? reject(toDomainError(err)) : resolve()));
  });
}

function toDomainError(err: unknown): unknown {
  if (err instanceof multer.MulterError) {
    switch (err.code) {
      case 'LIMIT_FILE_SIZE':
        return new DomainError('PAYLOAD_TOO_LARGE', 'upload.tooLarge', {
          limit: formatFileSize(UPLOAD_STREAM_MAX_BYTES),
        });
      case 'LIMIT_FILE_COUNT':
        return new DomainError('BAD_REQUEST', 'upload.tooManyFiles', { count: UPLOAD_MAX_FILES });
      case 'LIMIT_UNEXPECTED_FILE':
        return new DomainError('BAD_REQUEST', 'upload.unexpectedField', { field: UPLOAD_FIELD });
      default:
        return new DomainError('BAD_REQUEST', 'error.badRequest');
    }
  }
  // Malformed multipart bodies (busboy) are the caller's fault; disk errors are ours (500).
  if (err instanceof Error && !('errno' in err)) return new DomainError('BAD_REQUEST', 'error.badRequest');
  return err;
}
