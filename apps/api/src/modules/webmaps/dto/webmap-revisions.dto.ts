import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsString, MaxLength, Min } from 'class-validator';
import { PageQueryDto } from '../../../common/paging/page-query.dto';

export class WebMapRevisionListQueryDto extends PageQueryDto {}

export class WebMapRevisionParamDto {
  /** Web map id. */
  @IsString()
  @MaxLength(40)
  userMapId!: string;

  /** Revision number (from 1). */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  revisionNo!: number;
}

/** One saved revision of a web map. */
export class WebMapRevisionDto {
  revisionNo!: number;
  /** SAVE (a save of the builder or the API), RESTORE (a save from revision `restoredFrom`). */
  @ApiProperty({ enum: ['SAVE', 'RESTORE'] })
  revisionKind!: 'SAVE' | 'RESTORE';
  @ApiPropertyOptional({ type: 'integer', nullable: true })
  restoredFrom!: number | null;
  /** Who saved it (null when the member was removed). */
  savedBy!: string | null;
  savedByNm!: string | null;
  savedDt!: Date;
  /** The title as saved. */
  userMapSj!: string;
  /** Layers in the saved TOC. */
  layerCnt!: number;
}
