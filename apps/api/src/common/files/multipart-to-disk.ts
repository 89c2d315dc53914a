import fs from 'node:fs/promises';
import type { CallHandler, ExecutionContext } from '@nestjs/common';
import type { Request, Response } from 'express';
import multer from 'multer';
import { defer, lastValueFrom, Observable } from 'rxjs';
import { DomainError } from '../errors/domain-error';

export interface MultipartToDiskOptions {
  /** Creates the request's private temporary folder. */
  makeDir: () => Promise<string>;
  field: string;
  maxFiles: number;
  maxFileBytes: number;
  maxFields: number;
  maxFieldBytes: number;
  /** Also cap the files of the field itself (multer's array maxCount). */
  capFieldCount?: boolean;
  /** The feature's own answer for a multer limit (file size, count, unexpected field). */
  limitError: (err: multer.MulterError) => DomainError | undefined;
}

/**
 * Streams the multipart files of a request into a private temporary folder (never memory), runs
 * the handler, and removes the folder when the request ends, accepted or refused — so a refused
 * upload leaves no file behind. Requests without multipart pass through untouched.
 */
export function receiveToTempDir(context: ExecutionContext, next: CallHandler, opts: MultipartToDiskOptions): Observable<unknown> {
  const http = context.switchToHttp();
  const req = http.getRequest<Request>();
  const res = http.getResponse<Response>();
  return defer(async () => {
    const dir = await opts.makeDir();
    try {
      await receive(dir, req, res, opts);
      return await lastValueFrom(next.handle(), { defaultValue: undefined });
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
}

function receive(dir: string, req: Request, res: Response, opts: MultipartToDiskOptions): Promise<void> {
  const upload = multer({
    storage: multer.diskStorage({ destination: dir }),
    // Korean file names arrive as UTF-8 in the part headers.
    defParamCharset: 'utf8',
    limits: {
      fileSize: opts.maxFileBytes,
      files: opts.maxFiles,
      fields: opts.maxFields,
      fieldSize: opts.maxFieldBytes,
      parts: opts.maxFiles + opts.maxFields,
    },
  }).array(opts.field, opts.capFieldCount ? opts.maxFiles : undefined);
  return new Promise((resolve, reject) => {
    upload(req, res, (err: unknown) => (err ? reject(toDomainError(err, opts)) : resolve()));
  });
}

function toDomainError(err: unknown, opts: MultipartToDiskOptions): unknown {
  if (err instanceof multer.MulterError) return opts.limitError(err) ?? new DomainError('BAD_REQUEST', 'error.badRequest');
  // Malformed multipart bodies (busboy) are the caller's fault; disk errors are ours (500).
  if (err instanceof Error && !('errno' in err)) return new DomainError('BAD_REQUEST', 'error.badRequest');
  return err;
}
