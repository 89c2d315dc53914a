import { pipeline } from 'node:stream/promises';
import type { Request, Response } from 'express';
import rangeParser from 'range-parser';
import type { ObjectInfo, ObjectStorage } from './object-storage';

export interface SendObjectOptions {
  /** Headers of the answer (Content-Type, Cache-Control, Content-Disposition). */
  headers: Record<string, string>;
  /** Thrown when the object is missing, before anything is sent (the route's 404). */
  missing: Error;
}

/**
 * Answers a GET or HEAD with a stored object on either driver: byte ranges (206 with
 * Content-Range; 416 outside the object), conditional requests (ETag / If-None-Match,
 * Last-Modified / If-Modified-Since, If-Range) and Accept-Ranges. Only the asked range is read
 * from the storage, and it is streamed.
 */
export async function sendObject(req: Request, res: Response, storage: ObjectStorage, key: string, options: SendObjectOptions): Promise<void> {
  const info = await storage.head(key);
  if (!info) throw options.missing;
  res.set(options.headers);
  res.set({ 'Accept-Ranges': 'bytes', ETag: info.etag, 'Last-Modified': info.lastModified.toUTCString() });
  if (notModified(req, info)) {
    res.status(304).end();
    return;
  }
  let range = { start: 0, end: info.size - 1 };
  let status = 200;
  const asked = req.headers.range;
  if (asked && info.size > 0 && rangeStillValid(req, info)) {
    const ranges = rangeParser(info.size, asked, { combine: true });
    if (ranges === -1) {
      res.status(416).set('Content-Range', `bytes */${info.size}`).end();
      return;
    }
    // A malformed header or several ranges: the whole object (as Express's sendFile does).
    if (Array.isArray(ranges) && ranges.length === 1 && ranges.type === 'bytes') {
      range = { start: ranges[0].start, end: ranges[0].end };
      status = 206;
      res.set('Content-Range', `bytes ${range.start}-${range.end}/${info.size}`);
    }
  }
  res.status(status).set('Content-Length', String(Math.max(0, range.end - range.start + 1)));
  if (req.method === 'HEAD' || info.size === 0) {
    res.end();
    return;
  }
  const read = await storage.get(key, range);
  if (!read) throw options.missing;
  try {
    await pipeline(read.body, res);
  } catch {
    // The client hung up or the storage failed mid-way: the headers are gone, close the socket.
    res.destroy();
  }
}

function notModified(req: Request, info: ObjectInfo): boolean {
  const noneMatch = req.headers['if-none-match'];
  if (noneMatch) {
    const tags = noneMatch.split(',').map((t) => t.trim().replace(/^W\//, ''));
    return tags.includes('*') || tags.includes(info.etag.replace(/^W\//, ''));
  }
  const since = req.headers['if-modified-since'];
  if (since) {
    const t = Date.parse(since);
    return !Number.isNaN(t) && Math.floor(info.lastModified.getTime() / 1000) * 1000 <= t;
  }
  return false;
}

/** If-Range: the range applies only while the object is the one the client has. */
function rangeStillValid(req: Request, info: ObjectInfo): boolean {
  const header = req.headers['if-range'];
  const ifRange = Array.isArray(header) ? header[0] : header;
  if (!ifRange) return true;
  if (ifRange.includes('"')) return ifRange === info.etag;
  const t = Date.parse(ifRange);
  return !Number.isNaN(t) && Math.floor(info.lastModified.getTime() / 1000) * 1000 <= t;
}
