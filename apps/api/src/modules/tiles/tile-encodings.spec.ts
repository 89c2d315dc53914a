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

  it('compresses once into forms that decode to the same bytes; an empty tile stays empty', async () => {
    const raw = Buffer.from('tile '.repeat(2000));
    const forms = await compressTile(raw);
    expect(zlib.brotliDecompressSync(forms.br).equals(raw)).toBe(true);
    expect(zlib.gunzipSync(forms.gzip).equals(raw)).toBe(true);
    expect(forms.br.length).toBeLessThan(raw.length);
    const empty = await compressTile(Buffer.alloc(0));
    expect(empty.br.length + empty.gzip.length).toBe(0);
  });
});
