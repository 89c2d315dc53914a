import fs from 'node:fs/promises';
import { openPromise } from 'yauzl';

/** What an uploaded file is, decided from its bytes (the name's extension is only compared with it). */
export type UploadKind =
  'zip' | 'shp' | 'dbf' | 'text' | 'xlsx' | 'xls' | 'dxf' | 'tiff' | 'png' | 'jpeg' | 'unknown';

const HEAD_BYTES = 64 * 1024;
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const BINARY_DXF = Buffer.from('AutoCAD Binary DXF\r\n\x1a\x00', 'latin1');
// Shapefile main and index files start with the file code 9994 (big-endian).
const SHAPE_FILE_CODE = Buffer.from([0x00, 0x00, 0x27, 0x0a]);
// dBASE version bytes GDAL reads (III, IV, 5, Visual FoxPro, with or without memo).
const DBF_VERSIONS: ReadonlySet<number> = new Set([
  0x02, 0x03, 0x04, 0x05, 0x30, 0x31, 0x32, 0x43, 0x63, 0x83, 0x8b, 0xcb, 0xf5, 0xfb,
]);
// An ASCII DXF opens with group code 0 and SECTION (after optional 999 comments).
const ASCII_DXF = /^(\s*999\s*\r?\n[^\n]*\n)*\s*0\s*\r?\n\s*SECTION\s*\r?\n/;
// Office packages have a handful of parts; a central directory far larger is not one.
const MAX_PACKAGE_ENTRIES = 10_000;

const startsWith = (bytes: Buffer, prefix: Buffer): boolean =>
  bytes.length >= prefix.length && bytes.subarray(0, prefix.length).equals(prefix);

/** The first bytes of a file (up to 64 KB). */
export async function readHead(file: string, bytes = HEAD_BYTES): Promise<Buffer> {
  const handle = await fs.open(file, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** The kind of a file by its content. */
export async function sniffUpload(file: string): Promise<UploadKind> {
  const head = await readHead(file);
  if (startsWith(head, PNG)) return 'png';
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  const magic = head.subarray(0, 4).toString('latin1');
  if (magic === 'II*\0' || magic === 'MM\0*' || magic === 'II+\0' || magic === 'MM\0+') return 'tiff';
  if (magic === 'PK\x03\x04' || magic === 'PK\x05\x06')
    return (await isSpreadsheetPackage(file)) ? 'xlsx' : 'zip';
  if (startsWith(head, OLE)) return 'xls';
  if (startsWith(head, BINARY_DXF)) return 'dxf';
  if (startsWith(head, SHAPE_FILE_CODE) && head.length >= 100) return 'shp';
  if (
    head.length >= 32 &&
    DBF_VERSIONS.has(head[0]) &&
    head[1] <= 250 &&
    head[2] >= 1 &&
    head[2] <= 12 &&
    head[3] >= 1 &&
    head[3] <= 31
  ) {
    return 'dbf';
  }
  if (head.includes(0)) return 'unknown';
  const text = head.toString('latin1');
  if (ASCII_DXF.test(text)) return 'dxf';
  return isMostlyText(head) ? 'text' : 'unknown';
}

/** Text in any ASCII-compatible encoding: no NUL and almost no control characters. */
function isMostlyText(bytes: Buffer): boolean {
  let controls = 0;
  for (const b of bytes)
    if ((b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d && b !== 0x0c) || b === 0x7f) controls += 1;
  return controls <= bytes.length / 1000;
}

/** An Excel workbook (Office Open XML): [Content_Types].xml and xl/ parts. Nothing is unpacked. */
async function isSpreadsheetPackage(file: string): Promise<boolean> {
  let zip;
  try {
    zip = await openPromise(file, { lazyEntries: true, autoClose: false, decodeStrings: false });
  } catch {
    return false;
  }
  let contentTypes = false;
  let workbook = false;
  try {
    if (zip.entryCount > MAX_PACKAGE_ENTRIES) return false;
    for await (const entry of zip.eachEntry()) {
      const name = entry.fileNameRaw.toString('latin1');
      if (name === '[Content_Types].xml') contentTypes = true;
      else if (name.startsWith('xl/')) workbook = true;
      if (contentTypes && workbook) return true;
    }
  } catch {
    return false;
  } finally {
    zip.close();
  }
  return false;
}
