import { ApiProperty } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsDateString,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateNested,
} from 'class-validator';

const trim = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);

export class SgIdParamDto {
  @Type(() => Number)
  @IsInt()
  @Min(1)
  sgId!: number;
}

export class CndddtParamDto extends SgIdParamDto {
  @Type(() => Number)
  @IsInt()
  @Min(1)
  cndddtId!: number;
}

export class DistrictResultParamDto extends SgIdParamDto {
  /** District (gu) code, e.g. 11110. */
  @Matches(/^\d{5}$/)
  signguCode!: string;
}

/** One election. */
export class ElectionDto {
  sgId!: number;
  /** Election name. */
  sgNm!: string;
  /** Polling day, YYYY-MM-DD. */
  voteDe!: string;
  /** Y: shown on the election map; N: still being entered. */
  @ApiProperty({ enum: ['Y', 'N'] })
  othbcAt!: 'Y' | 'N';
  cndddtCnt!: number;
  /** Districts with results. */
  resultCnt!: number;
  registDt!: string;
  updtDt!: string;
}

export class ElectionSaveDto {
  @Transform(trim)
  @IsString()
  @MinLength(1)
  @MaxLength(100)
  sgNm!: string;

  /** Polling day, YYYY-MM-DD. */
  @IsDateString({ strict: true })
  @Matches(/^\d{4}-\d{2}-\d{2}$/)
  voteDe!: string;

  /** Y publishes the election on the map (default N). */
  @ApiProperty({ enum: ['Y', 'N'], required: false })
  @IsOptional()
  @IsIn(['Y', 'N'])
  othbcAt?: 'Y' | 'N';
}

/** A candidate of an election. */
export class CandidateDto {
  cndddtId!: number;
  /** Ballot number. */
  giho!: number;
  cndddtNm!: string;
  partyNm!: string;
  /** Colour on the map, #rrggbb. */
  color!: string;
}

export class CandidateSaveDto {
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(99)
  giho!: number;

  @Transform(trim)
  @IsString()
  @MinLength(1)
  @MaxLength(40)
  cndddtNm!: string;

  @Transform(trim)
  @IsString()
  @MinLength(1)
  @MaxLength(40)
  partyNm!: string;

  /** #rrggbb */
  @Matches(/^#[0-9a-fA-F]{6}$/)
  color!: string;
}

export class CandidateVoteDto {
  @Type(() => Number)
  @IsInt()
  @Min(1)
  cndddtId!: number;

  @Type(() => Number)
  @IsInt()
  @Min(0)
  voteCnt!: number;
}

/** One district's result: electors, votes cast and each candidate's votes. */
export class DistrictResultSaveDto {
  @Type(() => Number)
  @IsInt()
  @Min(0)
  electorCnt!: number;

  @Type(() => Number)
  @IsInt()
  @Min(0)
  voteCnt!: number;

  @IsArray()
  @ArrayMaxSize(99)
  @ValidateNested({ each: true })
  @Type(() => CandidateVoteDto)
  votes!: CandidateVoteDto[];
}

/** A candidate's votes in a district or in total. */
export class VoteShareDto {
  cndddtId!: number;
  voteCnt!: number;
  /** Percent of the valid votes (the candidates' sum), one decimal. */
  voteRate!: number;
}

/** One district on the map: turnout, winner and votes. */
export class DistrictResultDto {
  signguCode!: string;
  signguNm!: string;
  electorCnt!: number;
  voteCnt!: number;
  /** voteCnt / electorCnt in percent, one decimal. */
  turnoutRate!: number;
  /** The candidate with the most votes (null without votes or on a tie). */
  @ApiProperty({ type: Number, nullable: true })
  winnerCndddtId!: number | null;
  @ApiProperty({ type: () => [VoteShareDto] })
  votes!: VoteShareDto[];
}

/** A candidate with their total over the districts. */
export class CandidateTotalDto extends CandidateDto {
  voteCnt!: number;
  voteRate!: number;
  /** Districts won. */
  wonCnt!: number;
}

/** An election's results per district, for the map and the detail panel. */
export class ElectionResultsDto {
  election!: ElectionDto;
  @ApiProperty({ type: () => [CandidateTotalDto] })
  candidates!: CandidateTotalDto[];
  @ApiProperty({ type: () => [DistrictResultDto] })
  districts!: DistrictResultDto[];
  electorCnt!: number;
  voteCnt!: number;
  turnoutRate!: number;
}

/** The districts as a GeoJSON FeatureCollection (EPSG:4326); properties signguCode, signguNm, pop. */
export class DistrictCollectionDto {
  @ApiProperty({ enum: ['FeatureCollection'] })
  type!: 'FeatureCollection';
  @ApiProperty({ type: 'array', items: { type: 'object', additionalProperties: true } })
  features!: Record<string, unknown>[];
}
