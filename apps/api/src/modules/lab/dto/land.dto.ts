import { ApiProperty, IntersectionType } from '@nestjs/swagger';
import { LAND_BUNDLE_FORMATS, LAND_BUNDLE_MAX_PARCELS, type LandBundleFormat } from '@nuri/domain';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  ArrayUnique,
  IsArray,
  IsIn,
  IsInt,
  IsString,
  Matches,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import { PageDto, PageQueryDto } from '../../../common/paging/page-query.dto';
import { LabSiteQueryDto } from './lab-access.dto';

const trim = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);
const PNU = /^\d{19}$/;

export class ParcelSearchQueryDto extends IntersectionType(LabSiteQueryDto, PageDto) {
  /** Part of a jibun address, e.g. "청운동 12" or "효자동 15-1". */
  @Transform(trim)
  @IsString()
  @MinLength(1)
  @MaxLength(100)
  q!: string;
}

export class PnuParamDto {
  /** Parcel number: legal dong code (10), land/mountain (1), main and sub lot numbers (4 + 4). */
  @Matches(PNU)
  pnu!: string;
}

/** One parcel (synthetic demo data) with its outline as GeoJSON (EPSG:4326). */
export class ParcelDto {
  pnu!: string;
  /** Jibun address, e.g. 서울특별시 종로구 청운동 12. */
  jibunAddr!: string;
  /** Legal dong name. */
  ldNm!: string;
  /** Land category (지목), e.g. 대, 전, 도로. */
  lndcgrNm!: string;
  /** Use zone (용도지역). */
  prposAreaNm!: string;
  /** Official land price, won per m². */
  pblntfPclnd!: number;
  /** Area in m². */
  lndpclAr!: number;
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'GeoJSON Polygon (EPSG:4326)' })
  geometry!: Record<string, unknown>;
}

export class BundleIdParamDto {
  @Type(() => Number)
  @IsInt()
  @Min(1)
  bundleId!: number;
}

export class BundleListQueryDto extends PageQueryDto {}

export class BundleSaveDto {
  /** Bundle name. */
  @Transform(trim)
  @IsString()
  @MinLength(1, { message: 'lab.bundleNmRequired' })
  @MaxLength(100)
  bundleNm!: string;

  /** The parcels in order (1 to 200, no repeats). */
  @IsArray()
  @ArrayNotEmpty()
  @ArrayMaxSize(LAND_BUNDLE_MAX_PARCELS)
  @ArrayUnique()
  @IsString({ each: true })
  @Matches(PNU, { each: true })
  pnuList!: string[];
}

/** A saved bundle in lists. */
export class BundleSummaryDto {
  bundleId!: number;
  bundleNm!: string;
  insttCode!: string;
  registerId!: string;
  registDt!: string;
  updtDt!: string;
  parcelCnt!: number;
  /** Total area of its parcels in m². */
  totalAr!: number;
}

/** A saved bundle with its parcels. */
export class BundleDto extends BundleSummaryDto {
  @ApiProperty({ type: () => [ParcelDto] })
  parcels!: ParcelDto[];
}

export class BundleDownloadQueryDto {
  @ApiProperty({ enum: LAND_BUNDLE_FORMATS })
  @IsIn(LAND_BUNDLE_FORMATS)
  format!: LandBundleFormat;
}
