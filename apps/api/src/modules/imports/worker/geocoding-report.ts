import type { SkippedRowDto } from '../../layers/dto/import-report.dto';

export { SKIPPED_ROWS_LISTED } from '../../layers/dto/import-report.dto';

/** A row an import left out, with its reason (see ImportReportDto). */
export type SkippedRow = SkippedRowDto;

/** What loading the rows left out: all of them counted, the first SKIPPED_ROWS_LISTED listed. */
export interface PointsLoaded {
  skippedCnt: number;
  skippedRows: SkippedRow[];
}
