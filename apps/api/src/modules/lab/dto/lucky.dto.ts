import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { LUCKY_CATEGORIES, type LuckyCategory } from '@nuri/domain';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsNumber, IsOptional, IsString, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { LabSiteQueryDto } from './lab-access.dto';

export const LUCKY_LIMIT_MAX = 1000;

export class LuckyPlaceQueryDto extends LabSiteQueryDto {
  /** Region (sido) name, e.g. 서울특별시. */
  @IsOptional()
  @IsString()
  @MaxLength(40)
  sidoNm?: string;

  @ApiPropertyOptional({ enum: LUCKY_CATEGORIES })
  @IsOptional()
  @IsIn(LUCKY_CATEGORIES)
  ctgryCode?: LuckyCategory;

  /** Matches the place name and address. */
  @IsOptional()
  @IsString()
  @MaxLength(100)
  searchNm?: string;

  /** "Near me": longitude (with lat); the answer is then sorted by distance. */
  @ValidateIf((o: LuckyPlaceQueryDto) => o.lat !== undefined || o.lon !== undefined)
  @Type(() => Number)
  @IsNumber()
  @Min(-180)
  @Max(180)
  lon?: number;

  /** "Near me": latitude (with lon). */
  @ValidateIf((o: LuckyPlaceQueryDto) => o.lat !== undefined || o.lon !== undefined)
  @Type(() => Number)
  @IsNumber()
  @Min(-90)
  @Max(90)
  lat?: number;

  /** At most this many places (default and maximum 1000). */
  @ApiPropertyOptional({ default: LUCKY_LIMIT_MAX, maximum: LUCKY_LIMIT_MAX })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(LUCKY_LIMIT_MAX)
  limit: number = LUCKY_LIMIT_MAX;
}

/** One lucky place (fictional demo data). */
export class LuckyPlaceDto {
  luckyPlaceId!: number;
  placeNm!: string;
  @ApiProperty({ enum: LUCKY_CATEGORIES })
  ctgryCode!: LuckyCategory;
  sidoNm!: string;
  signguNm!: string;
  addr!: string;
  /** Winning tickets sold here. */
  winCnt!: number;
  /** First-prize wins among them. */
  firstWinCnt!: number;
  lon!: number;
  lat!: number;
  /** Metres from the asked point, when lon/lat were given. */
  @ApiProperty({ type: Number, nullable: true })
  distanceM!: number | null;
}

export class LuckyPlaceListDto {
  /** Places matching the filters (before the limit). */
  totalCnt!: number;
  @ApiProperty({ type: () => [LuckyPlaceDto] })
  content!: LuckyPlaceDto[];
}

/** A region with its number of places and wins, for the filter. */
export class LuckyRegionDto {
  sidoNm!: string;
  placeCnt!: number;
  winCnt!: number;
}
