/** Largest width or height accepted for pictures (thumbnails, profile and institution images). */
export const MAX_IMAGE_SIDE = 8192;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height a PNG or JPEG declares in its header, or null when it declares none. */
export function imageDimensions(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.length >= 24 && bytes.subarray(0, 8).equals(PNG_SIGNATURE) && bytes.toString('latin1', 12, 16) === 'IHDR') {
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) {
    // Walk the JPEG markers to the first start-of-frame (SOF0–SOF15 except DHT C4, JPG C8, DAC CC).
    let i = 2;
    while (i + 9 < bytes.length) {
      if (bytes[i] !== 0xff) return null;
      const marker = bytes[i + 1];
      if (marker === 0xff) {
        i += 1;
        continue;
      }
      if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
        i += 2;
        continue;
      }
      const length = bytes.readUInt16BE(i + 2);
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        return { height: bytes.readUInt16BE(i + 5), width: bytes.readUInt16BE(i + 7) };
      }
      if (marker === 0xda || length < 2) return null;
      i += 2 + length;
    }
  }
  return null;
}

/**
 * The image kind by its first bytes (PNG or JPEG), or null: the name's extension is not trusted,
 * and a picture that declares no size or more than MAX_IMAGE_SIDE pixels a side (a
 * decompression bomb for every browser that shows it) is not accepted either.
 */
export function sniffImage(bytes: Buffer): 'png' | 'jpg' | null {
  const kind = bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE) ? 'png' : bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff ? 'jpg' : null;
  if (!kind) return null;
  const size = imageDimensions(bytes);
  if (!size || size.width < 1 || size.height < 1 || size.width > MAX_IMAGE_SIDE || size.height > MAX_IMAGE_SIDE) return null;
  return kind;
}
