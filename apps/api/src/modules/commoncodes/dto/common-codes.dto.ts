import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { AtLeastOneField } from '../../../common/validation';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const upper = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toUpperCase() : value);
const YN = ['Y', 'N'] as const;
export type CodeUseAt = (typeof YN)[number];

export const GROUP_CODE_PATTERN = /^[A-Z0-9_]{1,30}$/;
export const CODE_PATTERN = /^[A-Za-z0-9_-]{1,30}$/;
export const CODE_NM_MAX_LENGTH = 100;
export const CODE_ORDR_MAX = 9999;

/** A code group (cmmn_code_group). */
export class CodeGroupDto {
  @ApiProperty({ example: 'MPD007' })
  groupCode!: string;
  @ApiProperty({ example: '레이어 업로드 유형' })
  groupNmKo!: string;
  @ApiProperty({ example: 'Layer upload type' })
  groupNmEn!: string;
  @ApiProperty({ enum: YN })
  useAt!: CodeUseAt;
}

/** One code of a group (cmmn_code), in the group's order. */
export class CommonCodeDto {
  @ApiProperty({ example: 'MPD007' })
  groupCode!: string;
  @ApiProperty({ example: 'shp' })
  code!: string;
  @ApiProperty({ example: 'SHP' })
  codeNmKo!: string;
  @ApiProperty({ example: 'SHP' })
  codeNmEn!: string;
  @ApiProperty({ example: 1 })
  codeOrdr!: number;
  @ApiProperty({ enum: YN })
  useAt!: CodeUseAt;
}

export class CodeDetailQueryDto {
  @ApiProperty({ description: 'Code group (e.g. MPD007, MPD025, USER_SE)', example: 'MPD007' })
  @Transform(upper)
  @IsString({ message: 'code.groupCodeInvalid' })
  @Matches(GROUP_CODE_PATTERN, { message: 'code.groupCodeInvalid' })
  groupCode!: string;
}

export class CodeGroupParamDto {
  @ApiProperty({ example: 'MPD007' })
  @Transform(upper)
  @IsString({ message: 'code.groupCodeInvalid' })
  @Matches(GROUP_CODE_PATTERN, { message: 'code.groupCodeInvalid' })
  groupCode!: string;
}

export class CodeParamDto extends CodeGroupParamDto {
  @ApiProperty({ example: 'shp' })
  @IsString()
  @Matches(CODE_PATTERN)
  code!: string;
}

/** Changes to one code; absent fields keep their value (at least one is required). */
@AtLeastOneField()
export class CommonCodeUpdateDto {
  @ApiPropertyOptional({ maxLength: CODE_NM_MAX_LENGTH })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'code.nameInvalid' })
  @IsNotEmpty({ message: 'code.nameInvalid' })
  @MaxLength(CODE_NM_MAX_LENGTH, { message: 'code.nameInvalid' })
  codeNmKo?: string;

  @ApiPropertyOptional({ maxLength: CODE_NM_MAX_LENGTH })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'code.nameInvalid' })
  @IsNotEmpty({ message: 'code.nameInvalid' })
  @MaxLength(CODE_NM_MAX_LENGTH, { message: 'code.nameInvalid' })
  codeNmEn?: string;

  @ApiPropertyOptional({ minimum: 0, maximum: CODE_ORDR_MAX })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'code.ordrInvalid' })
  @Min(0, { message: 'code.ordrInvalid' })
  @Max(CODE_ORDR_MAX, { message: 'code.ordrInvalid' })
  codeOrdr?: number;

  @ApiPropertyOptional({ enum: YN })
  @IsOptional()
  @IsIn(YN, { message: 'code.useAtInvalid' })
  useAt?: CodeUseAt;
}

/** Changes to a group's labels and use; absent fields keep their value (at least one is required). */
@AtLeastOneField()
export class CodeGroupUpdateDto {
  @ApiPropertyOptional({ maxLength: CODE_NM_MAX_LENGTH })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'code.nameInvalid' })
  @IsNotEmpty({ message: 'code.nameInvalid' })
  @MaxLength(CODE_NM_MAX_LENGTH, { message: 'code.nameInvalid' })
  groupNmKo?: string;

  @ApiPropertyOptional({ maxLength: CODE_NM_MAX_LENGTH })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'code.nameInvalid' })
  @IsNotEmpty({ message: 'code.nameInvalid' })
  @MaxLength(CODE_NM_MAX_LENGTH, { message: 'code.nameInvalid' })
  groupNmEn?: string;

  @ApiPropertyOptional({ enum: YN })
  @IsOptional()
  @IsIn(YN, { message: 'code.useAtInvalid' })
  useAt?: CodeUseAt;
}
