import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsEmail, IsIn, IsInt, IsOptional, IsString, Matches, MaxLength, Min, MinLength } from 'class-validator';
import { PageQueryDto } from '../../../common/paging/page-query.dto';

export const BOARD_TITLE_MAX_LENGTH = 200;
export const BOARD_TEXT_MAX_LENGTH = 10_000;
export const INQUIRY_PASSWORD_MIN_LENGTH = 4;
export const INQUIRY_PASSWORD_MAX_LENGTH = 20;

export const trim = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);

/** Captcha fields of a public form: required only after repeated failures (GET /captcha). */
export class CaptchaFieldsDto {
  /** Id from GET /captcha. */
  @IsOptional()
  @IsString()
  @MaxLength(60)
  captchaId?: string;

  /** The characters shown in the captcha image. */
  @IsOptional()
  @IsString()
  @MaxLength(20)
  captchaAnswer?: string;
}

/**
 * A new online inquiry. Members' inquiries are linked to the account (name and e-mail from it);
 * without a login writerNm, emailaddr and password (4–20 characters, RSA-encrypted like every
 * password field) are required.
 */
export class InquiryCreateDto extends CaptchaFieldsDto {
  /** Title. */
  @Transform(trim)
  @IsString()
  @MinLength(1)
  @MaxLength(BOARD_TITLE_MAX_LENGTH)
  inqrySj!: string;

  /** Content (plain text or simple HTML; sanitized by the server). */
  @IsString()
  @MinLength(1)
  @MaxLength(BOARD_TEXT_MAX_LENGTH)
  inqryCn!: string;

  /** Non-members: the writer's name. */
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MinLength(1)
  @MaxLength(50)
  writerNm?: string;

  /** Non-members: where the answer is mailed. */
  @IsOptional()
  @IsEmail()
  @MaxLength(254)
  emailaddr?: string;

  /** Non-members: base64(RSA-OAEP-SHA256(4–20 characters)). */
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  password?: string;
}

/** Inquiry list query: paged, newest first; searchNm matches titles. */
export class InquiryListQueryDto extends PageQueryDto {
  /** 'Y': only my inquiries (members). */
  @ApiPropertyOptional({ enum: ['Y', 'N'] })
  @IsOptional()
  @IsIn(['Y', 'N'])
  mine?: 'Y' | 'N';

  /** Only inquiries of members of this institution. */
  @IsOptional()
  @IsString()
  @Matches(/^[a-z0-9_-]{1,30}$/)
  insttCode?: string;

  /** 'Y' answered, 'N' waiting. */
  @ApiPropertyOptional({ enum: ['Y', 'N'] })
  @IsOptional()
  @IsIn(['Y', 'N'])
  processAt?: 'Y' | 'N';
}

/** One row of the public inquiry list: titles only (the writer's name masked for others). */
export class InquirySummaryDto {
  inqryId!: number;
  inqrySj!: string;
  /** Writer's name (masked, e.g. 김**, unless mine or the caller is an admin). */
  writerNm!: string;
  /** 'Y' a member's inquiry, 'N' a guest's (opened with its password). */
  @ApiProperty({ enum: ['Y', 'N'] })
  memberAt!: 'Y' | 'N';
  /** 'Y' answered, 'N' waiting for an answer. */
  @ApiProperty({ enum: ['Y', 'N'] })
  processAt!: 'Y' | 'N';
  /** The caller may open it without a password (author or admin). */
  readableAt!: boolean;
  registDt!: string;
}

/** One inquiry with its answer, for its author and admins. */
export class InquiryDto extends InquirySummaryDto {
  /** Content (sanitized HTML). */
  inqryCn!: string;
  /** Where the answer is mailed. */
  emailaddr!: string;
  /** The member who wrote it; null for a guest. */
  @ApiProperty({ type: String, nullable: true })
  registerId!: string | null;
  /** The member's institution at writing time. */
  @ApiProperty({ type: String, nullable: true })
  insttCode!: string | null;
  /** The answer (sanitized HTML); null while waiting. */
  @ApiProperty({ type: String, nullable: true })
  answerCn!: string | null;
  @ApiProperty({ type: String, nullable: true })
  answerDt!: string | null;
  @ApiProperty({ type: String, nullable: true })
  answererId!: string | null;
}

export class InquiryParamDto {
  @Type(() => Number)
  @IsInt()
  @Min(1)
  inqryId!: number;
}

/** A guest opens their inquiry with its password (RSA-encrypted). */
export class InquiryPasswordDto extends CaptchaFieldsDto {
  @IsString()
  @MinLength(1)
  @MaxLength(2000)
  password!: string;
}

/** Deleting an inquiry: guests give its password; members and admins need none. */
export class InquiryDeleteDto extends CaptchaFieldsDto {
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  password?: string;
}

/** The operator's answer (replaces an earlier one); the author is told by e-mail. */
export class InquiryAnswerDto {
  @IsString()
  @MinLength(1)
  @MaxLength(BOARD_TEXT_MAX_LENGTH)
  answerCn!: string;
}

/** Captcha image and id (GET /captcha). */
export class CaptchaDto {
  captchaId!: string;
  /** data:image/svg+xml;base64,… */
  image!: string;
  /** Seconds the answer stays valid. */
  expiresIn!: number;
}

/** Whether the caller's public forms currently need a captcha. */
export class CaptchaStatusDto {
  required!: boolean;
}
