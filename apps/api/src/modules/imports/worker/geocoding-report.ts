/** Rows with bad coordinates listed in the import report (all of them are counted). */
export const SKIPPED_ROWS_LISTED = 100;

export interface SkippedRow {
  /** CSV/TXT: line in the file (the header is line 1); workbooks: row of the sheet. */
  row: number;
  reason: 'empty' | 'notNumeric' | 'outOfRange';
  /** The coordinates as the file holds them. */
  x: string | null;
  y: string | null;
}

/** What loading the points left out. */
export interface PointsLoaded {
  skippedCnt: number;
  skippedRows: SkippedRow[];
}
