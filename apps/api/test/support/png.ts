import zlib from 'node:zlib';

/** A decoded PNG: width, height and RGBA pixels. */
export interface Pixels {
  width: number;
  height: number;
  rgba: Buffer;
}

const paeth = (a: number, b: number, c: number) => {
  const p = a + b - c;
  const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
};

/** Decodes an 8-bit RGB or RGBA, non-interlaced PNG (what resvg and GDAL write) to RGBA. */
export function decodePng(png: Buffer): Pixels {
  if (png.subarray(1, 4).toString() !== 'PNG') throw new Error('not a PNG');
  let pos = 8;
  let width = 0;
  let height = 0;
  let channels = 4;
  const idat: Buffer[] = [];
  while (pos < png.length) {
    const len = png.readUInt32BE(pos);
    const type = png.subarray(pos + 4, pos + 8).toString();
    const data = png.subarray(pos + 8, pos + 8 + len);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      if (data[8] !== 8 || data[12] !== 0) throw new Error('only 8-bit non-interlaced PNGs');
      channels = data[9] === 6 ? 4 : data[9] === 2 ? 3 : 0;
      if (!channels) throw new Error(`colour type ${data[9]} not handled`);
    } else if (type === 'IDAT') idat.push(data);
    pos += 12 + len;
  }
  const raw = zlib.inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const out = Buffer.alloc(width * height * channels);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    for (let x = 0; x < stride; x++) {
      const v = raw[y * (stride + 1) + 1 + x];
      const a = x >= channels ? out[y * stride + x - channels] : 0;
      const b = y > 0 ? out[(y - 1) * stride + x] : 0;
      const c = x >= channels && y > 0 ? out[(y - 1) * stride + x - channels] : 0;
      const pred = filter === 1 ? a : filter === 2 ? b : filter === 3 ? (a + b) >> 1 : filter === 4 ? paeth(a, b, c) : 0;
      out[y * stride + x] = (v + pred) & 0xff;
    }
  }
  if (channels === 4) return { width, height, rgba: out };
  const rgba = Buffer.alloc(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    out.copy(rgba, i * 4, i * 3, i * 3 + 3);
    rgba[i * 4 + 3] = 255;
  }
  return { width, height, rgba };
}

/** How many distinct colours a picture has, and the share of its most common one. */
export function colourFacts(p: Pixels): { distinct: number; topShare: number; share(hex: string, tolerance?: number): number } {
  const counts = new Map<number, number>();
  for (let i = 0; i < p.rgba.length; i += 4) {
    const key = p.rgba.readUInt32BE(i);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const total = p.width * p.height;
  return {
    distinct: counts.size,
    topShare: Math.max(...counts.values()) / total,
    share(hex: string, tolerance = 6) {
      const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
      let n = 0;
      for (let i = 0; i < p.rgba.length; i += 4)
        if (Math.abs(p.rgba[i] - r) <= tolerance && Math.abs(p.rgba[i + 1] - g) <= tolerance && Math.abs(p.rgba[i + 2] - b) <= tolerance) n++;
      return n / total;
    },
  };
}

/** The box [minX, minY, maxX, maxY] of the pixels near a colour, or null. */
export function boxOf(p: Pixels, hex: string, tolerance = 24): [number, number, number, number] | null {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  let box: [number, number, number, number] | null = null;
  for (let y = 0; y < p.height; y++)
    for (let x = 0; x < p.width; x++) {
      const i = (y * p.width + x) * 4;
      if (Math.abs(p.rgba[i] - r) > tolerance || Math.abs(p.rgba[i + 1] - g) > tolerance || Math.abs(p.rgba[i + 2] - b) > tolerance) continue;
      box = box ? [Math.min(box[0], x), Math.min(box[1], y), Math.max(box[2], x), Math.max(box[3], y)] : [x, y, x, y];
    }
  return box;
}
