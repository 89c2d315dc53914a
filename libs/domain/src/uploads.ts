import { BYTES_PER_MB, formatFileSize, hasExtension } from './files';
import type { MessageKey, MessageParams } from './i18n/messages';

// Layer upload types (spec 001 §2, API.md /layers/upload).
export const UPLOAD_TYPES = ['shp', 'geocoding', 'dxf', 'geotiff', 'image', 'web', 'custom'] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];

export const UPLOAD_TYPE_MESSAGE_KEYS: Readonly<Record<UploadType, MessageKey>> = {
  shp: 'upload.type.shp',
  geocoding: 'upload.type.geocoding',
  dxf: 'upload.type.dxf',
  geotiff: 'upload.type.geotiff',
  image: 'upload.type.image',
  web: 'upload.type.web',
  custom: 'upload.type.custom',
};

// The spec gives "geoTiff 50, image 3" without a unit; we read them as megabytes (binary MB,
// like the 1 MB thumbnail limit). Other types have no size limit here.
export const UPLOAD_MAX_MB: Readonly<Partial<Record<UploadType, number>>> = { geotiff: 50, image: 3 };

export function uploadMaxBytes(type: UploadType): number | null {
  const mb = UPLOAD_MAX_MB[type];
  return mb === undefined ? null : mb * BYTES_PER_MB;
}

/** Geocoding tables (spec 001 §2). */
export const GEOCODING_EXTENSIONS = ['xlsx', 'xls', 'csv', 'txt'] as const;

// File extensions per file-based type: a shapefile comes zipped or as its part files; web
// (a URL) and custom (drawn in the app) have no file.
export const UPLOAD_EXTENSIONS: Readonly<Record<UploadType, readonly string[]>> = {
  shp: ['zip', 'shp', 'shx', 'dbf', 'prj', 'cpg'],
  geocoding: GEOCODING_EXTENSIONS,
  dxf: ['dxf'],
  geotiff: ['tif', 'tiff'],
  image: ['png', 'jpg', 'jpeg'],
  web: [],
  custom: [],
};

export function isUploadType(value: unknown): value is UploadType {
  return typeof value === 'string' && (UPLOAD_TYPES as readonly string[]).includes(value);
}

export type UploadFileCheck =
  { ok: true } | { ok: false; problem: 'EXTENSION' | 'SIZE'; messageKey: MessageKey; params: MessageParams };

/** Extension first, then size, for one uploaded file of a file-based type. */
export function checkUploadFile(type: UploadType, file: { fileName: string; size: number }): UploadFileCheck {
  const extensions = UPLOAD_EXTENSIONS[type];
  if (!hasExtension(file.fileName, extensions)) {
    return {
      ok: false,
      problem: 'EXTENSION',
      messageKey: 'upload.extensionInvalid',
      params: { extensions: extensions.join(', ') },
    };
  }
  const max = uploadMaxBytes(type);
  if (max !== null && file.size > max) {
    return {
      ok: false,
      problem: 'SIZE',
      messageKey: 'upload.sizeExceeded',
      params: { limit: formatFileSize(max), size: formatFileSize(file.size) },
    };
  }
  return { ok: true };
}

/** Files one upload may carry at most (a shapefile's parts, a raster and its world file, …). */
export const UPLOAD_MAX_FILES = 8;

/** Longest layer name (lyrNm), in characters. */
export const LAYER_NAME_MAX_LENGTH = 200;

/** A shapefile's part files (zipped or sent one by one); .shp, .shx and .dbf are required. */
export const SHP_PARTS = ['shp', 'shx', 'dbf', 'prj', 'cpg'] as const;
export type ShpPart = (typeof SHP_PARTS)[number];
export const SHP_REQUIRED_PARTS: readonly ShpPart[] = ['shp', 'shx', 'dbf'];

/** The key and geometry columns every layer table has (reserved: a custom column cannot take them). */
export const LAYER_KEY_COLUMN = 'gid';
export const LAYER_GEOMETRY_COLUMN = 'geom';

/** Bytes of a text in UTF-8 (the library runs where TextEncoder may not be typed). */
function utf8Length(text: string): number {
  let bytes = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/**
 * A custom layer's column name: lower-case letters or Hangul first, then letters, digits and
 * '_'; at most 63 bytes in UTF-8 (PostgreSQL's limit); not the key or geometry column.
 */
export function isCustomColumnName(name: string): boolean {
  return (
    /^[a-z가-힣][a-z0-9가-힣_]*$/.test(name) &&
    utf8Length(name) <= 63 &&
    name !== LAYER_KEY_COLUMN &&
    name !== LAYER_GEOMETRY_COLUMN
  );
}

// Common-code groups read by the layer upload widget (spec 001 §9; their meaning is not shown).
export const LAYER_UPLOAD_COMMON_CODE_GROUPS = ['MPD007', 'MPD025'] as const;
export type LayerUploadCommonCodeGroup = (typeof LAYER_UPLOAD_COMMON_CODE_GROUPS)[number];
