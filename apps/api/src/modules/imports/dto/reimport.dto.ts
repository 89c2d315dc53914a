import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { UploadLayerDto } from './imports.dto';
import { REIMPORT_MODES, type ReimportMode } from './reimport-summary.dto';

/**
 * A layer's data updated from a new file of the layer's upload type (multipart, field `files`),
 * with the same options as its upload (encoding, source coordinate system, coordinate columns,
 * DXF entities).
 */
export class ReimportLayerDto extends PickType(UploadLayerDto, ['encoding', 'srid', 'xColumn', 'yColumn', 'geometryType'] as const) {
  /** replace: the file's rows become the layer's features; upsert: rows update the features with the same key value and the others are added. */
  @ApiProperty({ enum: REIMPORT_MODES })
  @IsIn(REIMPORT_MODES)
  mode!: ReimportMode;

  /** upsert: the layer's column that identifies a row (it must be in the file too, and unique there). */
  @ApiPropertyOptional({ maxLength: 63 })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (value === '' || value === null ? undefined : value))
  @IsString()
  @MaxLength(63)
  keyColumn?: string;
}
