import type { components } from '@nuri/api-client';
import {
  checkUploadFile,
  fileExtension,
  findAddressColumn,
  findCoordinateColumns,
  isCustomColumnName,
  LAYER_NAME_MAX_LENGTH,
  SHP_REQUIRED_PARTS,
  UPLOAD_EXTENSIONS,
  UPLOAD_MAX_FILES,
  type MessageKey,
  type UploadType,
} from '@nuri/domain';

// The layer upload widget's form: what each type asks for, the client-side checks (the same
// rules and messages as the API's, so most refusals never need a round trip) and the fields sent.

export type UploadFields = components['schemas']['UploadLayerDto'];
export type Encoding = NonNullable<UploadFields['encoding']>;
export type GeometryType = NonNullable<UploadFields['geometryType']>;
export type WebServiceType = NonNullable<UploadFields['serviceType']>;
export type CustomColumnType = components['schemas']['CustomColumnDto']['type'];
export type UnmatchedRows = NonNullable<UploadFields['unmatchedRows']>;

export const ENCODINGS: readonly Encoding[] = ['CP949', 'EUC-KR', 'UTF-8'];
export const GEOMETRY_TYPES: readonly GeometryType[] = ['point', 'line', 'polygon'];
export const WEB_SERVICE_TYPES: readonly WebServiceType[] = ['wms', 'wfs', 'wmts', 'xyz'];
export const CUSTOM_COLUMN_TYPES: readonly CustomColumnType[] = [
  'text',
  'integer',
  'double',
  'boolean',
  'date',
  'timestamp',
];

/** Coordinate systems offered for files without their own (Korean TM belts, UTM-K, Bessel, WGS84, Web Mercator). */
export const SOURCE_SRIDS = [5186, 5185, 5187, 5188, 5179, 5181, 5174, 2097, 4326, 3857] as const;
export type SourceSrid = (typeof SOURCE_SRIDS)[number];

/** World files placing an image (as the API reads them). */
export const WORLD_FILE_EXTENSIONS = ['wld', 'pgw', 'pngw', 'jgw', 'jpgw', 'jpegw'] as const;

/** Custom layer column names, as the API accepts them (gid and geom are the table's own). */

export interface CustomColumn {
  /** Stable key for the list (not sent). */
  key: number;
  name: string;
  type: CustomColumnType;
}

export interface UploadForm {
  type: UploadType;
  lyrNm: string;
  lyrDc: string;
  files: readonly File[];
  /** '' = from the file (.cpg) or detected. */
  encoding: Encoding | '';
  /** '' = from the file (.prj, GeoTIFF) or the type's default. */
  srid: string;
  /**
   * Geocoding: where the rows' places come from — coordinate columns, or an address column
   * geocoded by the server (preselected when the table has an address column and no coordinates).
   */
  locationMode: 'coordinates' | 'address';
  /** Geocoding by address: the address column (the one found by its name, confirmed or changed). */
  addressColumn: string;
  /** Geocoding by address: rows whose address is not found are kept without a location or skipped. */
  unmatchedRows: UnmatchedRows;
  /** Geocoding: coordinate columns found by their names, or the user's. */
  columnsMode: 'auto' | 'manual';
  xColumn: string;
  yColumn: string;
  /** Image: placed by a world file sent with it, or by an extent. */
  placement: 'worldFile' | 'extent';
  extent: { minX: string; minY: string; maxX: string; maxY: string };
  /** Web: '' = from the address. */
  serviceType: WebServiceType | '';
  url: string;
  /** Web: the chosen sub-layers (names). */
  layerNames: readonly string[];
  /** DXF ('' = the most common entity), WFS and custom layers. */
  geometryType: GeometryType | '';
  columns: readonly CustomColumn[];
}

export function initialForm(type: UploadType): UploadForm {
  return {
    type,
    lyrNm: '',
    lyrDc: '',
    files: [],
    encoding: '',
    srid: '',
    locationMode: 'coordinates',
    addressColumn: '',
    unmatchedRows: 'keep',
    columnsMode: 'auto',
    xColumn: '',
    yColumn: '',
    placement: 'worldFile',
    extent: { minX: '', minY: '', maxX: '', maxY: '' },
    serviceType: '',
    url: '',
    layerNames: [],
    geometryType: '',
    columns: [],
  };
}

export function hasFiles(type: UploadType): boolean {
  return UPLOAD_EXTENSIONS[type].length > 0;
}

/** Extensions the file picker offers (images with their world files). */
export function acceptedExtensions(type: UploadType): readonly string[] {
  return type === 'image' ? [...UPLOAD_EXTENSIONS.image, ...WORLD_FILE_EXTENSIONS] : UPLOAD_EXTENSIONS[type];
}

/** Several files: a shapefile's parts, or an image and its world file. */
export function takesSeveralFiles(type: UploadType): boolean {
  return type === 'shp' || type === 'image';
}

/** A message of the catalogue (the domain's upload.* texts or the widget's own). */
export interface Refusal {
  key: MessageKey | WidgetMessageKey;
  params?: Record<string, string | number>;
}

/** Keys of the widget's own refusals (messages.ts). */
export type WidgetMessageKey = 'layerWidgets.upload.sridInvalid' | 'layerWidgets.upload.lyrNmTooLong';

const refuse = (key: Refusal['key'], params?: Refusal['params']): Refusal => ({ key, params });

const isWorldFile = (file: File) =>
  (WORLD_FILE_EXTENSIONS as readonly string[]).includes(fileExtension(file.name));

/**
 * The first reason the form cannot be sent, or null. `headers` are the first line of a CSV/TXT
 * table when the widget could read it (null otherwise: the server then decides).
 */
export function checkForm(form: UploadForm, headers: readonly string[] | null): Refusal | null {
  if (form.lyrNm.trim().length > LAYER_NAME_MAX_LENGTH)
    return refuse('layerWidgets.upload.lyrNmTooLong', { max: LAYER_NAME_MAX_LENGTH });
  if (form.srid && !/^\d{4,6}$/.test(form.srid.trim())) return refuse('layerWidgets.upload.sridInvalid');
  switch (form.type) {
    case 'web':
      return checkWeb(form);
    case 'custom':
      return checkCustom(form);
    default:
      return checkFiles(form, headers);
  }
}

function checkFiles(form: UploadForm, headers: readonly string[] | null): Refusal | null {
  const { files, type } = form;
  if (!files.length) return refuse('upload.fileRequired');
  if (files.length > UPLOAD_MAX_FILES) return refuse('upload.tooManyFiles', { count: UPLOAD_MAX_FILES });
  for (const file of files) {
    if (type === 'image' && isWorldFile(file)) continue;
    const check = checkUploadFile(type, { fileName: file.name, size: file.size });
    if (!check.ok) return refuse(check.messageKey, check.params);
  }
  const empty = files.find((file) => file.size === 0);
  if (empty) return refuse('upload.emptyFile', { fileName: empty.name });
  switch (type) {
    case 'shp':
      return (
        checkShapefile(files) ??
        (needsShpSrid(form) && !form.srid.trim() ? refuse('upload.srid.required') : null)
      );
    case 'image':
      return checkImage(form);
    case 'geocoding':
      if (files.length > 1) return refuse('upload.oneFile');
      return checkColumns(form, headers);
    default:
      return files.length > 1 ? refuse('upload.oneFile') : null;
  }
}

function checkShapefile(files: readonly File[]): Refusal | null {
  const extensions = files.map((file) => fileExtension(file.name));
  if (extensions.includes('zip')) return files.length > 1 ? refuse('upload.shp.zipAlone') : null;
  const shps = files.filter((file) => fileExtension(file.name) === 'shp');
  if (!shps.length) return refuse('upload.shp.notFound');
  const twice = extensions.filter((ext, i) => extensions.indexOf(ext) !== i);
  if (twice.length) return refuse('upload.shp.multiple', { names: files.map((f) => f.name).join(', ') });
  const missing = SHP_REQUIRED_PARTS.filter((part) => !extensions.includes(part));
  if (missing.length)
    return refuse('upload.shp.partMissing', { parts: missing.map((p) => `.${p}`).join(', ') });
  return null;
}

/** Shapefile parts sent without a .prj: the coordinate system must be chosen. */
export function needsShpSrid(form: UploadForm): boolean {
  const extensions = form.files.map((file) => fileExtension(file.name));
  return form.type === 'shp' && extensions.includes('shp') && !extensions.includes('prj');
}

function checkImage(form: UploadForm): Refusal | null {
  const worldFiles = form.files.filter(isWorldFile);
  const images = form.files.filter((file) => !isWorldFile(file));
  if (images.length !== 1 || worldFiles.length > 1) return refuse('upload.image.files');
  if (form.placement === 'worldFile')
    return worldFiles.length ? null : refuse('upload.image.placementRequired');
  return parseExtent(form.extent) ? null : refuse('upload.extentInvalid');
}

/** 'minX,minY,maxX,maxY' when the four numbers make a box, else null. */
export function parseExtent(extent: UploadForm['extent']): string | null {
  const values = [extent.minX, extent.minY, extent.maxX, extent.maxY].map((v) => v.trim());
  if (values.some((v) => v === '' || !Number.isFinite(Number(v)))) return null;
  const [minX, minY, maxX, maxY] = values.map(Number);
  return minX < maxX && minY < maxY ? values.join(',') : null;
}

function checkColumns(form: UploadForm, headers: readonly string[] | null): Refusal | null {
  if (form.locationMode === 'address') {
    const column = form.addressColumn.trim();
    if (!column) return refuse('upload.geocoding.columnsRequired', { columns: (headers ?? []).join(', ').slice(0, 300) });
    return headers && !headers.includes(column) ? refuse('upload.columnNotFound', { column }) : null;
  }
  if (form.columnsMode === 'manual') {
    const x = form.xColumn.trim();
    const y = form.yColumn.trim();
    if (!x || !y || x === y) return refuse('upload.geocoding.columnsBoth');
    if (headers) {
      const absent = [x, y].find((name) => !headers.includes(name));
      if (absent) return refuse('upload.columnNotFound', { column: absent });
    }
    return null;
  }
  if (headers && !findCoordinateColumns(headers) && !findAddressColumn(headers))
    return refuse('upload.geocoding.columnsRequired', { columns: headers.join(', ').slice(0, 300) });
  return null;
}

function checkWeb(form: UploadForm): Refusal | null {
  const url = form.url.trim();
  if (!url) return refuse('upload.web.urlRequired');
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return refuse('upload.web.urlInvalid');
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return refuse('upload.web.urlInvalid');
  const type = webServiceTypeOf(form);
  if (type === 'xyz' && !['{z}', '{x}', '{y}'].every((part) => url.includes(part)))
    return refuse('upload.web.xyzTemplateInvalid', { z: '{z}', x: '{x}', y: '{y}' });
  if (type === 'wfs' && !form.geometryType) return refuse('upload.geometryTypeRequired');
  return null;
}

/** The service type chosen, else what the address says (an XYZ template has {z}/{x}/{y}). */
export function webServiceTypeOf(form: Pick<UploadForm, 'serviceType' | 'url'>): WebServiceType | '' {
  if (form.serviceType) return form.serviceType;
  if (/\{z\}/i.test(form.url)) return 'xyz';
  const service = /[?&]service=(wms|wfs|wmts)\b/i.exec(form.url)?.[1];
  return service ? (service.toLowerCase() as WebServiceType) : '';
}

function checkCustom(form: UploadForm): Refusal | null {
  if (!form.lyrNm.trim()) return refuse('upload.custom.nameRequired');
  if (!form.geometryType) return refuse('upload.geometryTypeRequired');
  const seen = new Set<string>();
  for (const column of form.columns) {
    const name = column.name.trim();
    if (!isCustomColumnName(name))
      return refuse('upload.custom.columnInvalid', { name });
    if (seen.has(name)) return refuse('upload.custom.columnDuplicate', { name });
    seen.add(name);
  }
  return null;
}

/** The fields of POST /api/layers/upload for the form (empty ones are left out). */
export function toUploadFields(form: UploadForm): UploadFields {
  const fields: UploadFields = { uploadType: form.type };
  const lyrNm = form.lyrNm.trim();
  const lyrDc = form.lyrDc.trim();
  if (lyrNm) fields.lyrNm = lyrNm;
  if (lyrDc) fields.lyrDc = lyrDc;
  const srid = form.srid.trim() ? Number(form.srid.trim()) : undefined;
  switch (form.type) {
    case 'shp':
    case 'dxf':
      if (form.encoding) fields.encoding = form.encoding;
      if (srid) fields.srid = srid;
      if (form.type === 'dxf' && form.geometryType) fields.geometryType = form.geometryType;
      break;
    case 'geocoding':
      if (form.encoding) fields.encoding = form.encoding;
      if (form.locationMode === 'address') {
        fields.addressColumn = form.addressColumn.trim();
        fields.unmatchedRows = form.unmatchedRows;
        break;
      }
      if (srid) fields.srid = srid;
      if (form.columnsMode === 'manual') {
        fields.xColumn = form.xColumn.trim();
        fields.yColumn = form.yColumn.trim();
      }
      break;
    case 'geotiff':
      if (srid) fields.srid = srid;
      break;
    case 'image':
      if (srid) fields.srid = srid;
      if (form.placement === 'extent') fields.extent = parseExtent(form.extent) ?? undefined;
      break;
    case 'web': {
      fields.url = form.url.trim();
      const serviceType = webServiceTypeOf(form);
      if (serviceType) fields.serviceType = serviceType;
      if (form.layerNames.length) fields.layerNames = form.layerNames.join(',');
      if (serviceType === 'wfs' && form.geometryType) fields.geometryType = form.geometryType;
      break;
    }
    case 'custom':
      if (form.geometryType) fields.geometryType = form.geometryType;
      fields.columns = form.columns.map(({ name, type }) => ({ name: name.trim(), type }));
      break;
  }
  return fields;
}

/** The files sent with the form: images placed by an extent leave their world file behind. */
export function filesToSend(form: UploadForm): File[] {
  if (form.type === 'image' && form.placement === 'extent')
    return form.files.filter((file) => !isWorldFile(file));
  return hasFiles(form.type) ? [...form.files] : [];
}

/** Header cells of a CSV/TXT first line (tab, semicolon or comma, as the API detects it). */
export function splitHeaderLine(line: string): string[] {
  const count = (c: string) => line.split(c).length - 1;
  const [tabs, semicolons, commas] = [count('\t'), count(';'), count(',')];
  const separator = tabs > commas && tabs >= semicolons ? '\t' : semicolons > commas ? ';' : ',';
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (const char of line.replace(/^\uFEFF/, '')) {
    if (char === '"') quoted = !quoted;
    else if (char === separator && !quoted) {
      cells.push(cell.trim());
      cell = '';
    } else cell += char;
  }
  cells.push(cell.trim());
  return cells.filter((c) => c !== '');
}

/**
 * The location choice a table's header line suggests: an address column (found by its Korean
 * name) when it has no coordinate columns, else the coordinates as before.
 */
export function locationOf(headers: readonly string[] | null): Pick<UploadForm, 'locationMode' | 'addressColumn'> {
  const address = headers && !findCoordinateColumns(headers) ? findAddressColumn(headers) : null;
  return address ? { locationMode: 'address', addressColumn: address.name } : { locationMode: 'coordinates', addressColumn: headers ? (findAddressColumn(headers)?.name ?? '') : '' };
}
