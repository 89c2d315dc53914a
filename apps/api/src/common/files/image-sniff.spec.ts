import fs from 'node:fs';
import path from 'node:path';
import { imageDimensions, MAX_IMAGE_SIDE, sniffImage } from './image-sniff';

const DATA = path.resolve(__dirname, '../../../../../../shared/data');

/** A PNG header declaring width × height (signature + IHDR; no pixel data needed to be refused). */
function pngHeader(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write('IHDR', 4, 'latin1');
  ihdr.writeUInt32BE(width, 8);
  ihdr.writeUInt32BE(height, 12);
  ihdr.set([8, 6, 0, 0, 0], 16);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ihdr]);
}

/** A JPEG whose APP0 segment comes before the SOF0 that declares width × height. */
function jpegHeader(width: number, height: number): Buffer {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, ...Buffer.from('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0]);
  const sof = Buffer.from([0xff, 0xc0, 0x00, 0x11, 8, height >> 8, height & 255, width >> 8, width & 255, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof]);
}

describe('image sniffing', () => {
  it('reads the size a real PNG declares', () => {
    const bytes = fs.readFileSync(path.join(DATA, 'thumb_ok.png'));
    expect(sniffImage(bytes)).toBe('png');
    expect(imageDimensions(bytes)?.width).toBeGreaterThan(0);
  });

  it('reads PNG and JPEG sizes from their headers', () => {
    expect(imageDimensions(pngHeader(640, 480))).toEqual({ width: 640, height: 480 });
    expect(imageDimensions(jpegHeader(1024, 768))).toEqual({ width: 1024, height: 768 });
    expect(sniffImage(pngHeader(640, 480))).toBe('png');
    expect(sniffImage(jpegHeader(1024, 768))).toBe('jpg');
  });

  it('refuses pictures declaring more than the largest side (decompression bombs) or no size', () => {
    expect(sniffImage(pngHeader(MAX_IMAGE_SIDE + 1, 10))).toBeNull();
    expect(sniffImage(pngHeader(10, 100_000))).toBeNull();
    expect(sniffImage(jpegHeader(60_000, 60_000))).toBeNull();
    expect(sniffImage(pngHeader(0, 10))).toBeNull();
    expect(sniffImage(Buffer.from([0xff, 0xd8, 0xff, 0xd9]))).toBeNull();
    expect(sniffImage(Buffer.from('<svg onload="alert(1)"/>'))).toBeNull();
  });
});
