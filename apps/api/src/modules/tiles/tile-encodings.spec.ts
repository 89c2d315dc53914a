import zlib from 'node:zlib';
import { compressTile, tileEncodingFor } from './tile-encodings';

describe('tile encodings', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip', 'gzip'],
    ['gzip, deflate', 'gzip'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0', null],
    ['*', 'br'],
    ['*;q=0, gzip;q=0.5', 'gzip'],
    ['BR', 'br'],
  ])('Accept-Encoding %p takes %p', (header, expected) => {
    expect(tileEncodingFor(header)).toBe(expected);
  });

  it('compresses into a form that decodes to the same bytes; an empty tile stays empty', async () => {
    const raw = Buffer.from('tile '.repeat(2000));
    const br = await compressTile(raw, 'br');
    const gz = await compressTile(raw, 'gzip');
    expect(zlib.brotliDecompressSync(br).equals(raw)).toBe(true);
    expect(zlib.gunzipSync(gz).equals(raw)).toBe(true);
    expect(br.length).toBeLessThan(raw.length);
    expect((await compressTile(Buffer.alloc(0), 'br')).length + (await compressTile(Buffer.alloc(0), 'gzip')).length).toBe(0);
  });
});
