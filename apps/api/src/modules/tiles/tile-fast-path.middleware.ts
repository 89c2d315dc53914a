import type { IncomingMessage } from 'node:http';
import { Injectable } from '@nestjs/common';
import type { FrontAnswer, FrontRoute } from '../../common/http/front-path';
import { TilesService } from './tiles.service';

/**
 * `/api/tiles/{lyrId}/{z}/{x}/{y}.mvt`, each part in the form the route's DTOs accept (layer id
 * LYR_ID_PATTERN; z, x, y unsigned decimal integers). Anything else goes to the full route.
 */
const TILE_PATH = /^\/api\/tiles\/([A-Za-z0-9._-]{1,40})\/(\d{1,3})\/(\d{1,9})\/(\d{1,9})\.mvt$/;
/** The only query the fast path accepts: the cache-busting version `v` (TileQueryDto: a string of at most 20). */
const VERSION_VALUE = /^[A-Za-z0-9._-]{0,20}$/;

/**
 * The plain-URL form of a request the fast path may answer: an anonymous GET (no bearer token,
 * no API key in a header or the query) of a tile, with no query apart from `v`. Null otherwise.
 */
export function fastTileRequest(req: Pick<IncomingMessage, 'method' | 'headers' | 'url'>): { lyrId: string; z: number; x: number; y: number; v?: string } | null {
  if (req.method !== 'GET') return null;
  // No credential at all: a bearer token or an X-API-Key header (a crtfckey query key is refused
  // below with every other query parameter).
  if (req.headers.authorization !== undefined || req.headers['x-api-key'] !== undefined) return null;
  const url = req.url ?? '';
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  const m = TILE_PATH.exec(path);
  if (!m) return null;
  let v: string | undefined;
  if (q >= 0) {
    const params = new URLSearchParams(url.slice(q + 1));
    for (const [key, value] of params) {
      if (key !== 'v' || !VERSION_VALUE.test(value)) return null;
    }
    if (params.getAll('v').length > 1) return null;
    v = params.get('v') ?? undefined;
  }
  return { lyrId: m[1], z: Number(m[2]), x: Number(m[3]), y: Number(m[4]), v };
}

/**
 * The anonymous tile fast path (docs/performance.md), a front route (common/http/front-path.ts):
 * answers what the route would answer for an anonymous caller (200 tile, 204 empty, 304 current
 * ETag, with X-Tile-Cache HIT or MISS) without the framework's guard, pipe and interceptor chain,
 * which does nothing for such a request: no caller to authenticate, IP-check, scope or hold to a
 * paused institution's read-only mode, and a raw answer. Access is the content-access policy's,
 * decided per request in one statement (TilesService.anonymousTile), so a revoked share or a
 * deleted layer takes effect at once. The front path adds helmet's and CORS headers, the request
 * id and the request log line. Every other request, and every refusal or error, goes to the full
 * route, which answers it as before.
 */
@Injectable()
export class TileFastPath implements FrontRoute {
  constructor(private readonly tiles: TilesService) {}

  answer(req: IncomingMessage): Promise<FrontAnswer | null> | null {
    const t = fastTileRequest(req);
    if (!t) return null;
    return this.tiles.anonymousTile(
      t.lyrId,
      { z: t.z, x: t.x, y: t.y },
      { ifNoneMatch: req.headers['if-none-match'], v: t.v, acceptEncoding: req.headers['accept-encoding'] },
    );
  }
}
