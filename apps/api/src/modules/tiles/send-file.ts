import type { Response } from 'express';
import { DomainError } from '../../common/errors/domain-error';

/**
 * Sends a file below a root folder with Express's sendFile: Range requests (206 with
 * Content-Range, Accept-Ranges), conditional requests (ETag, Last-Modified) and HEAD. A file
 * that disappears meanwhile answers 404 through the exception filter.
 */
export function sendStoredFile(res: Response, root: string, relativePath: string, headers: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    res.sendFile(relativePath, { root, headers, cacheControl: false, dotfiles: 'allow', acceptRanges: true }, (err?: Error) => {
      // After the headers went out (e.g. the client hung up) there is nothing left to answer.
      if (err && !res.headersSent) reject(new DomainError('NOT_FOUND', 'tiles.noRaster'));
      else resolve();
    });
  });
}
