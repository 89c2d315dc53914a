import { promisify } from 'node:util';
import zlib from 'node:zlib';

/** The stored forms of a tile besides the plain bytes, in the order they are preferred. */
export const TILE_ENCODINGS = ['br', 'gzip'] as const;
export type TileEncoding = (typeof TILE_ENCODINGS)[number];

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);
/** Brotli quality 5: about gzip's time for a third smaller tiles (11 takes ten times as long). */
const BROTLI_QUALITY = 5;

/**
 * A tile's bytes in one stored encoding (off the event loop, zlib's thread pool). Each form is
 * made once, when a caller first takes it, and stored beside the plain bytes (TilesService). An
 * empty tile stays empty.
 */
export async function compressTile(raw: Buffer, encoding: TileEncoding): Promise<Buffer> {
  if (raw.length === 0) return raw;
  if (encoding === 'br')
    return brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } });
  return gzip(raw, { level: 6 });
}

/**
 * The stored encoding an Accept-Encoding header takes (brotli before gzip), or null for the plain
 * bytes. A coding listed with q=0 is refused; `*` stands for any coding not listed.
 */
export function tileEncodingFor(acceptEncoding: string | string[] | undefined): TileEncoding | null {
  if (!acceptEncoding) return null;
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  for (const e of TILE_ENCODINGS) {
    const v = q.get(e) ?? q.get('*') ?? 0;
    if (v > 0) return e;
  }
  return null;
}
