import { ApiProperty } from '@nestjs/swagger';

export const REIMPORT_MODES = ['replace', 'upsert'] as const;
export type ReimportMode = (typeof REIMPORT_MODES)[number];

/** What a finished re-import did (GET /jobs/{jobId} once completed). */
export class ReimportSummaryDto {
  @ApiProperty({ enum: REIMPORT_MODES })
  mode!: ReimportMode;
  @ApiProperty({ type: 'string', nullable: true })
  keyColumn!: string | null;
  fileName!: string;
  /** The layer version it made (kind REIMPORT); restoring the version before it undoes it. */
  versionNo!: number;
  inserted!: number;
  updated!: number;
  deleted!: number;
  /** upsert: rows of the file equal to their feature. */
  unchanged!: number;
  featureCnt!: number;
  /** Columns of the layer the file lacks (replace: empty on every feature; upsert: kept). */
  missingColumns!: string[];
  /** Columns of the file the layer lacks (not taken). */
  ignoredColumns!: string[];
}
