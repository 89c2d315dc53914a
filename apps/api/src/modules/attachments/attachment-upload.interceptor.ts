import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { formatFileSize } from '@nuri/domain';
import type multer from 'multer';
import { Observable } from 'rxjs';
import { DomainError } from '../../common/errors/domain-error';
import { receiveToTempDir } from '../../common/files/multipart-to-disk';
import { AttachmentStore } from './attachment-store';

/** Files one upload may carry, and the size of each (API.md Attachments). */
export const ATTACHMENT_MAX_FILES = 10;
export const ATTACHMENT_MAX_BYTES = 20 * 1024 * 1024;
/** The multipart field holding the files. */
export const ATTACHMENT_FIELD = 'files';

/**
 * Receives the multipart 'files' into a private temporary folder (never memory: 10 × 20 MB),
 * with the limits enforced while streaming; the folder is removed when the request ends.
 */
@Injectable()
export class AttachmentUploadInterceptor implements NestInterceptor {
  constructor(private readonly store: AttachmentStore) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return receiveToTempDir(context, next, {
      makeDir: () => this.store.tempDir(),
      field: ATTACHMENT_FIELD,
      maxFiles: ATTACHMENT_MAX_FILES,
      maxFileBytes: ATTACHMENT_MAX_BYTES,
      maxFields: 10,
      maxFieldBytes: 1024,
      limitError,
    });
  }
}

function limitError(err: multer.MulterError): DomainError | undefined {
  switch (err.code) {
    case 'LIMIT_FILE_SIZE':
      return new DomainError('PAYLOAD_TOO_LARGE', 'attachment.tooLarge', { limit: formatFileSize(ATTACHMENT_MAX_BYTES) });
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
      return undefined;
  }
}
