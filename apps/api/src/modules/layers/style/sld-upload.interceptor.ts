import { CallHandler, createParamDecorator, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { formatFileSize } from '@nuri/domain';
import type { Request, Response } from 'express';
import multer from 'multer';
import { defer, lastValueFrom, Observable } from 'rxjs';
import { DomainError } from '../../../common/errors/domain-error';
import { SLD_MAX_BYTES } from './sld-check';

/** An SLD as received: a multipart file (with its name) or the XML request body. */
export interface SldUpload {
  fileName: string | null;
  bytes: Buffer;
}

type SldRequest = Request & { sldUpload?: SldUpload };

/** XML bodies taken as an SLD (the JSON body parser leaves them unread). */
const XML_TYPES = ['application/xml', 'text/xml', 'application/vnd.ogc.sld+xml'];

const tooLarge = (): DomainError => new DomainError('PAYLOAD_TOO_LARGE', 'layer.sldTooLarge', { limit: formatFileSize(SLD_MAX_BYTES) });

/** Reads an SLD from a multipart 'file' part or an XML body, refusing more than 1 MB while reading. */
@Injectable()
export class SldUploadInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const req = http.getRequest<SldRequest>();
    const res = http.getResponse<Response>();
    return defer(async () => {
      if (req.is('multipart/form-data')) req.sldUpload = await readMultipart(req, res);
      else if (req.is(XML_TYPES)) req.sldUpload = { fileName: null, bytes: await readBody(req) };
      return lastValueFrom(next.handle(), { defaultValue: undefined });
    });
  }
}

/** The SLD read by SldUploadInterceptor, or undefined when none was sent. */
export const SldBody = createParamDecorator((_: unknown, ctx: ExecutionContext): SldUpload | undefined => {
  return ctx.switchToHttp().getRequest<SldRequest>().sldUpload;
});

function readMultipart(req: Request, res: Response): Promise<SldUpload | undefined> {
  const upload = multer({
    storage: multer.memoryStorage(),
    defParamCharset: 'utf8',
    limits: { fileSize: SLD_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024 },
  }).single('file');
  return new Promise((resolve, reject) => {
    upload(req, res, (err: unknown) => {
      if (err instanceof multer.MulterError) reject(err.code === 'LIMIT_FILE_SIZE' ? tooLarge() : new DomainError('BAD_REQUEST', 'layer.sldRequired'));
      else if (err) reject(new DomainError('BAD_REQUEST', 'error.badRequest'));
      else resolve(req.file ? { fileName: req.file.originalname, bytes: req.file.buffer } : undefined);
    });
  });
}

function readBody(req: Request): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > SLD_MAX_BYTES) {
        req.removeAllListeners('data');
        req.resume();
        reject(tooLarge());
      } else chunks.push(chunk);
    });
    req.once('end', () => resolve(Buffer.concat(chunks)));
    req.once('error', reject);
  });
}
