import { ApiProperty } from '@nestjs/swagger';

/**
 * Why an import left a row out: its coordinate cells are empty, not numbers, or out of range
 * (tables with coordinates), or the feature has no (or an empty) geometry (shapefiles, DXF).
 */
export const SKIPPED_ROW_REASONS = ['empty', 'notNumeric', 'outOfRange', 'emptyGeometry'] as const;
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
  };
}
