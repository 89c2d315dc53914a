import type { SkippedRowDto } from '../../layers';

export { SKIPPED_ROWS_LISTED } from '../../layers';

/** A row an import left out, with its reason (see ImportReportDto). */
export type SkippedRow = SkippedRowDto;

/** What loading the rows left out: all of them counted, the first SKIPPED_ROWS_LISTED listed. */
export interface PointsLoaded {
  skippedCnt: number;
  skippedRows: SkippedRow[];
}
