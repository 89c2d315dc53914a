import fs from 'node:fs/promises';
import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { formatFileSize } from '@nuri/domain';
import type { Request, Response } from 'express';
import multer from 'multer';
import { defer, lastValueFrom, Observable } from 'rxjs';
import { DomainError } from '../../common/errors/domain-error';
import { AttachmentStore } from './attachment-store';

/** Files one upload may carry, and the size of each (API.md Attachments). */
export const ATTACHMENT_MAX_FILES = 10;
export const ATTACHMENT_MAX_BYTES = 20 * 1024 * 1024;
/** The multipart field holding the files. */
export const ATTACHMENT_FIELD = 'files';

/**
 * Receives the multipart 'files' into a private temporary folder (never memory: 10 × 20 MB),
 * with the limits enforced while streaming. The folder is removed when the request ends,
 * accepted or refused, so a refused upload leaves no file behind.
 */
@Injectable()
export class AttachmentUploadInterceptor implements NestInterceptor {
  constructor(private readonly store: AttachmentStore) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    return defer(async () => {
      const dir = await this.store.tempDir();
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
      fileSize: ATTACHMENT_MAX_BYTES,
      files: ATTACHMENT_MAX_FILES,
      fields: 10,
      fieldSize: 1024,
      parts: ATTACHMENT_MAX_FILES + 10,
    },
  }).array(ATTACHMENT_FIELD);
  return new Promise((resolve, reject) => {
    upload(req, res, (err: unknown) => (err ? reject(toDomainError(err)) : resolve()));
  });
}

function toDomainError(err: unknown): unknown {
  if (err instanceof multer.MulterError) {
    switch (err.code) {
      case 'LIMIT_FILE_SIZE':
        return new DomainError('PAYLOAD_TOO_LARGE', 'attachment.tooLarge', {
          limit: formatFileSize(ATTACHMENT_MAX_BYTES),
        });
      case 'LIMIT_FILE_COUNT': {
        const params = { count: ATTACHMENT_MAX_FILES };
        return new DomainError('VALIDATION_FAILED', 'attachment.tooManyFiles', params, [
          { field: ATTACHMENT_FIELD, message: 'attachment.tooManyFiles', params },
        ]);
      }
      case 'LIMIT_UNEXPECTED_FILE': {
        const params = { field: ATTACHMENT_FIELD };
        return new DomainError('VALIDATION_FAILED', 'attachment.unexpectedField', params, [
          { field: err.field ?? '', message: 'attachment.unexpectedField', params },
        ]);
      }
      default:
        return new DomainError('BAD_REQUEST', 'error.badRequest');
    }
  }
  // Malformed multipart bodies (busboy) are the caller's fault; disk errors are ours (500).
  if (err instanceof Error && !('errno' in err)) return new DomainError('BAD_REQUEST', 'error.badRequest');
  return err;
}
