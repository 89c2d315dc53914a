import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/**
 * Why an import left a row out: its coordinate cells are empty, not numbers, or out of range
 * (tables with coordinates), or the feature has no (or an empty) geometry (shapefiles, DXF), or
 * its address found no place and unmatched rows were to be skipped (address tables).
 */
export const SKIPPED_ROW_REASONS = ['empty', 'notNumeric', 'outOfRange', 'emptyGeometry', 'addressUnmatched'] as const;
export type SkippedRowReason = (typeof SKIPPED_ROW_REASONS)[number];

/** Skipped rows listed in a report (every one is counted in skippedCnt). */
export const SKIPPED_ROWS_LISTED = 1000;

/** Upload types whose imports read rows and report them. */
export const REPORTED_UPLOAD_TYPES: readonly string[] = ['shp', 'geocoding', 'dxf'];

export class SkippedRowDto {
  /** CSV/TXT: line in the file (the header is line 1); workbooks: row of the sheet; shapefile/DXF: feature number in reading order. */
  row!: number;
  @ApiProperty({ enum: SKIPPED_ROW_REASONS })
  reason!: SkippedRowReason;
  /** The coordinate cells as the file holds them (tables with coordinates), else null. */
  @ApiProperty({ type: String, nullable: true })
  x!: string | null;
  @ApiProperty({ type: String, nullable: true })
  y!: string | null;
}

/** What the addresses of an address table came to (the rows themselves: GET /api/layers/{lyrId}/geocoding-report). */
export class GeocodingReportDto {
  /** The address column geocoded. */
  addressColumn!: string;
  /** Rows whose address found no place: kept without a geometry, or skipped. */
  @ApiProperty({ enum: ['keep', 'skip'] })
  unmatchedRows!: 'keep' | 'skip';
  /** Rows placed at the one place their address names. */
  matchedCnt!: number;
  /** Rows whose address names several places equally well: placed at the first candidate. */
  ambiguousCnt!: number;
  /** Rows whose address found no place (empty, not found, number not found, only similar text …). */
  unmatchedCnt!: number;
  /** Unmatched rows kept in the layer without a geometry (0 when they were skipped). */
  keptWithoutGeometryCnt!: number;
}

/** What a file import read, imported and skipped (and why). */
export class ImportReportDto {
  /** Rows (features) read from the file. */
  rowsRead!: number;
  /** Features imported into the layer. */
  importedCnt!: number;
  /** Rows left out. */
  skippedCnt!: number;
  /** The skipped rows with their reasons, the first 1,000 in file order. */
  @ApiProperty({ type: [SkippedRowDto] })
  skippedRows!: SkippedRowDto[];
  /** Address tables: matched, ambiguous and unmatched rows; absent for other imports. */
  @ApiPropertyOptional({ type: GeocodingReportDto })
  geocoding?: GeocodingReportDto;
}

const count = (value: unknown): number | null => {
  const n = Number(value);
  return value !== null && value !== undefined && value !== '' && Number.isInteger(n) && n >= 0 ? n : null;
};

/**
 * The report of a finished file import as stored in lyr.import_report (reports written before
 * the counts were kept read as: every feature imported, nothing skipped).
 */
export function importReportOf(stored: Record<string, unknown> | null, featureCnt: number): ImportReportDto {
  const listed = Array.isArray(stored?.skippedRows) ? (stored.skippedRows as SkippedRowDto[]) : [];
  const skippedCnt = count(stored?.skippedCnt) ?? listed.length;
  const importedCnt = count(stored?.importedCnt) ?? featureCnt;
  return {
    rowsRead: count(stored?.rowsRead) ?? importedCnt + skippedCnt,
    importedCnt,
    skippedCnt,
    skippedRows: listed.slice(0, SKIPPED_ROWS_LISTED).map((r) => ({
      row: Number(r.row),
      reason: r.reason,
      x: r.x ?? null,
      y: r.y ?? null,
    })),
    // Only address tables carry it (other reports stay as they were).
    ...(stored?.geocoding ? { geocoding: geocodingOf(stored.geocoding) } : {}),
  };
}

function geocodingOf(stored: unknown): GeocodingReportDto {
  const g = (stored && typeof stored === 'object' ? stored : {}) as Record<string, unknown>;
  return {
    addressColumn: String(g.addressColumn ?? ''),
    unmatchedRows: g.unmatchedRows === 'skip' ? 'skip' : 'keep',
    matchedCnt: count(g.matchedCnt) ?? 0,
    ambiguousCnt: count(g.ambiguousCnt) ?? 0,
    unmatchedCnt: count(g.unmatchedCnt) ?? 0,
    keptWithoutGeometryCnt: count(g.keptWithoutGeometryCnt) ?? 0,
  };
}
