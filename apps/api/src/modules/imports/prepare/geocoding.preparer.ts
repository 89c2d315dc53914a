import fs from 'node:fs/promises';
import path from 'node:path';
import { Injectable } from '@nestjs/common';
import {
  defaultSourceSrid,
  findAddressColumn,
  findCoordinateColumns,
  GEOCODING_TARGET_SRID,
  LYR_TY_SE_CODES,
  normalizeColumnName,
  type CoordinateColumns,
} from '@nuri/domain';
import { DomainError } from '../../../common/errors/domain-error';
import { GdalCli } from '../gdal/gdal-cli';
import { ImportStorage } from '../import-storage';
import type { TableSource } from '../import-plan';
import { readHead } from '../upload-sniff';
import { listZip } from '../zip-reader';
import type { PreparedUpload, PrepareInput } from './prepared-upload';
import { probeVector } from './probe';
import { SrsCatalog } from './srs-catalog';
import {
  baseName,
  checkFile,
  extensionOf,
  requireFiles,
  requireKind,
  type ReceivedFile,
  type UploadOptions,
} from './upload-checks';

const SAMPLE_BYTES = 64 * 1024;
const CSV_OPEN = ['-oo', 'HEADERS=YES', '-oo', 'AUTODETECT_TYPE=NO'];

type Source = TableSource;

/**
 * Tables with coordinate or address columns (CSV, TXT, XLSX, XLS). The header is read with GDAL
 * from a UTF-8 sample (CSV/TXT in UTF-8 or CP949/EUC-KR, detected or chosen), then the location
 * decided: the address column the user confirmed; else the coordinate columns given or found by
 * name (X/Y, lon/lat, X좌표/Y좌표, 경도/위도 …, with the source SRID: the user's, else 4326 for
 * longitude/latitude and 5186 for X/Y); else an address column found by its Korean name
 * (주소, 도로명주소, 지번주소, 소재지 …), geocoded in the worker; else 400.
 */
@Injectable()
export class GeocodingPreparer {
  constructor(
    private readonly gdal: GdalCli,
    private readonly storage: ImportStorage,
    private readonly srs: SrsCatalog,
  ) {}

  async prepare(input: PrepareInput): Promise<PreparedUpload> {
    const files = requireFiles(input.files);
    if (files.length > 1) throw new DomainError('BAD_REQUEST', 'upload.oneFile');
    const file = files[0];
    checkFile('geocoding', file);
    const extension = extensionOf(file);
    const { source, headers } =
      extension === 'xlsx' || extension === 'xls'
        ? await this.workbook(input, file, extension)
        : await this.text(input, file);
    const address = addressColumn(headers, input.options);
    if (address) {
      return {
        lyrTySeCode: LYR_TY_SE_CODES.POINT,
        defaultName: baseName(file.originalname),
        plan: {
          kind: 'address',
          ...source,
          addressIndex: address.index,
          addressColumn: address.name,
          unmatchedRows: input.options.unmatchedRows ?? 'keep',
          targetSrid: GEOCODING_TARGET_SRID,
        },
      };
    }
    const columns = coordinateColumns(headers, input.options);
    const sourceSrid = input.options.srid ?? defaultSourceSrid(columns.kind);
    const { geographic } = await this.srs.require(sourceSrid);
    return {
      lyrTySeCode: LYR_TY_SE_CODES.POINT,
      defaultName: baseName(file.originalname),
      plan: {
        kind: 'geocoding',
        ...source,
        xIndex: columns.xIndex,
        yIndex: columns.yIndex,
        xColumn: columns.x,
        yColumn: columns.y,
        sourceSrid,
        targetSrid: GEOCODING_TARGET_SRID,
        geographic,
        pointsByGdal: source.driver === 'CSV' && gdalCanFind(headers, columns),
      },
    };
  }

  private async text(
    input: PrepareInput,
    file: ReceivedFile,
  ): Promise<{ source: Source; headers: string[] }> {
    await requireKind(file.path, file.originalname, ['text'], 'CSV/TXT');
    const head = await readHead(file.path, SAMPLE_BYTES);
    const encoding = detectEncoding(head, input.options.encoding);
    const complete = file.size <= head.length;
    const lastLineEnd = head.lastIndexOf(0x0a);
    const sample = complete || lastLineEnd < 0 ? head : head.subarray(0, lastLineEnd + 1);
    const text = new TextDecoder(encoding === 'UTF-8' ? 'utf-8' : 'euc-kr')
      .decode(sample)
      .replace(/^\uFEFF/, '');
    const separator = detectSeparator(text.split(/\r?\n/, 1)[0] ?? '');
    // GDAL finds comma or semicolon itself and reads a .tsv file as tab-separated.
    const extension = separator === 'TAB' ? 'tsv' : 'csv';
    const probe = path.join(input.workDir, `probe.${extension}`);
    await fs.writeFile(probe, text);
    const [layer] = await probeVector(this.gdal, `CSV:${probe}`, file.originalname, CSV_OPEN);
    await fs.rm(probe, { force: true });
    const rows = layer?.featureCount ?? 0;
    if (!layer || !rows) throw new DomainError('BAD_REQUEST', 'upload.noFeatures');
    const sourceName = `source.${extension}`;
    await this.storage.adopt(file.path, input.workDir, sourceName);
    return {
      headers: layer.fields.map((f) => f.name),
      source: {
        driver: 'CSV',
        source: sourceName,
        layerName: null,
        encoding,
        separator,
        expectedCount: complete ? rows : Math.round((rows * file.size) / sample.length),
        rowNumbering: 'line',
      },
    };
  }

  private async workbook(
    input: PrepareInput,
    file: ReceivedFile,
    extension: 'xlsx' | 'xls',
  ): Promise<{ source: Source; headers: string[] }> {
    const driver = extension === 'xlsx' ? 'XLSX' : 'XLS';
    await requireKind(file.path, file.originalname, [extension], driver);
    // A workbook is a zip too: the same limits on entries and unpacked size.
    if (extension === 'xlsx') await listZip(file.path);
    const sourceName = `source.${extension}`;
    const source = await this.storage.adopt(file.path, input.workDir, sourceName);
    // The first row names the columns; cells are read as text and checked in SQL.
    const config = [
      '--config',
      `OGR_${driver}_HEADERS`,
      'FORCE',
      '--config',
      `OGR_${driver}_FIELD_TYPES`,
      'STRING',
    ];
    const sheets = await probeVector(this.gdal, source, file.originalname, config);
    const sheet = sheets.find((s) => (s.featureCount ?? 0) > 0);
    if (!sheet) throw new DomainError('BAD_REQUEST', 'upload.noFeatures');
    return {
      headers: sheet.fields.map((f) => f.name),
      source: {
        driver,
        source: sourceName,
        layerName: sheet.name,
        encoding: 'UTF-8',
        separator: null,
        expectedCount: sheet.featureCount,
        rowNumbering: 'sheetRow',
      },
    };
  }
}

/** UTF-8 when the bytes are UTF-8, else CP949 (EUC-KR) when they decode as such; the user's choice wins. */
export function detectEncoding(head: Buffer, chosen: UploadOptions['encoding']): 'UTF-8' | 'CP949' {
  if (chosen) return chosen === 'UTF-8' ? 'UTF-8' : 'CP949';
  for (const [label, name] of [
    ['utf-8', 'UTF-8'],
    ['euc-kr', 'CP949'],
  ] as const) {
    try {
      // stream: a character cut at the end of the sample is not an error.
      new TextDecoder(label, { fatal: true }).decode(head, { stream: true });
      return name;
    } catch {
      // next encoding
    }
  }
  throw new DomainError('BAD_REQUEST', 'upload.encoding.unreadable');
}

/** The separator used most in the header line (tab, semicolon or comma; comma on a tie). */
export function detectSeparator(header: string): 'COMMA' | 'TAB' | 'SEMICOLON' {
  const count = (c: string) => header.split(c).length - 1;
  const [tabs, semicolons, commas] = [count('\t'), count(';'), count(',')];
  if (tabs > commas && tabs >= semicolons) return 'TAB';
  if (semicolons > commas) return 'SEMICOLON';
  return 'COMMA';
}

/**
 * The address column when the rows are to be geocoded: the one the user confirmed, or, when
 * neither coordinate columns are named nor found, the one found by its name; else null.
 */
function addressColumn(headers: string[], options: UploadOptions): { name: string; index: number } | null {
  if (options.addressColumn) {
    if (options.xColumn || options.yColumn) throw new DomainError('BAD_REQUEST', 'upload.geocoding.addressOrCoordinates');
    const index = columnIndex(headers, options.addressColumn);
    return { name: headers[index], index };
  }
  if (options.xColumn || options.yColumn || findCoordinateColumns(headers)) return null;
  return findAddressColumn(headers);
}

/** The coordinate columns: the ones the user names, else found by their header names. */
function coordinateColumns(headers: string[], options: UploadOptions): CoordinateColumns {
  if (options.xColumn || options.yColumn) {
    const xIndex = columnIndex(headers, options.xColumn);
    const yIndex = columnIndex(headers, options.yColumn);
    if (xIndex === yIndex) throw new DomainError('BAD_REQUEST', 'upload.geocoding.columnsBoth');
    const kind = findCoordinateColumns([headers[xIndex], headers[yIndex]])?.kind ?? 'xy';
    return { x: headers[xIndex], y: headers[yIndex], xIndex, yIndex, kind };
  }
  const found = findCoordinateColumns(headers);
  if (!found)
    throw new DomainError('BAD_REQUEST', 'upload.geocoding.columnsRequired', {
      columns: headers.join(', ').slice(0, 300),
    });
  return found;
}

// Names GDAL's CSV driver takes in X_POSSIBLE_NAMES (a comma-separated list with '*' wildcards,
// matched without case); a WKT column would become a second geometry; gid and geom are taken.
function gdalCanFind(headers: string[], columns: CoordinateColumns): boolean {
  const lower = headers.map((h) => h.trim().toLowerCase());
  const unique = (name: string) => lower.filter((h) => h === name.trim().toLowerCase()).length === 1;
  const plain = (name: string) => !/[,*"]/.test(name) && name.trim() === name && unique(name);
  return (
    columns.xIndex !== columns.yIndex &&
    plain(columns.x) &&
    plain(columns.y) &&
    !lower.some((h) => h === 'wkt' || h === 'gid' || h === 'geom')
  );
}

function columnIndex(headers: string[], name: string | undefined): number {
  if (!name) throw new DomainError('BAD_REQUEST', 'upload.geocoding.columnsBoth');
  const exact = headers.indexOf(name);
  const index = exact >= 0 ? exact : headers.map(normalizeColumnName).indexOf(normalizeColumnName(name));
  if (index < 0) throw new DomainError('BAD_REQUEST', 'upload.columnNotFound', { column: name });
  return index;
}
