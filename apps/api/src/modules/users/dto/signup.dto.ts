import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, PLAN_CODES, USER_ID_PATTERN } from '@nuri/domain';
import { Transform } from 'class-transformer';
import { Equals, IsIn, IsOptional, IsString, Length, Matches, MaxLength } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class SignUpDto {
  /** Member id (cannot be changed later). */
  @IsString()
  @Matches(USER_ID_PATTERN, { message: 'auth.idFormat' })
  userId!: string;

  @Transform(trim)
  @IsString()
  @Length(2, 50)
  userNm!: string;

  @Transform(trim)
  @IsString()
  @MaxLength(EMAIL_MAX_LENGTH)
  @Matches(EMAIL_PATTERN, { message: 'contact.invalidEmail' })
  emailaddr!: string;

  /** base64(RSA-OAEP-SHA256(password)). */
  @IsString()
  @MaxLength(1024)
  userPassword!: string;

  /** Token from POST /auth/email/verify-email/response for this e-mail. */
  @IsString()
  @MaxLength(100)
  emailVerificationToken!: string;

  /** Optional mobile number, verified by SMS. */
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.replace(/[\s.-]/g, '') : value))
  @IsString()
  @Matches(/^01[016789]\d{7,8}$/, { message: 'contact.invalidMobile' })
  phoneNumber?: string;

  /** Token from POST /instt/sms/crtfc/check for this number (required with phoneNumber). */
  @IsOptional()
  @IsString()
  @MaxLength(100)
  phoneVerificationToken?: string;

  /** Agreement to the terms of use (required). */
  @ApiProperty({ enum: ['Y'] })
  @Equals('Y', { message: 'auth.termsRequired' })
  termsAgreeAt!: 'Y';

  /** Agreement to the privacy policy (required). */
  @ApiProperty({ enum: ['Y'] })
  @Equals('Y', { message: 'auth.termsRequired' })
  privacyAgreeAt!: 'Y';

  @ApiPropertyOptional({ enum: ['Y', 'N'] })
  @IsOptional()
  @IsIn(['Y', 'N'])
  marketingAgreeAt?: 'Y' | 'N';
}

export class InsttSignUpDto extends SignUpDto {
  /** Institution code: the prefix of the institution's site paths. */
  @IsString()
  @Matches(/^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/)
  @Length(2, 30)
  insttCode!: string;

  @Transform(trim)
  @IsString()
  @Length(2, 100)
  insttNm!: string;

  @ApiProperty({ enum: Object.values(PLAN_CODES) })
  @IsIn(Object.values(PLAN_CODES), { message: 'auth.unknownPlan' })
  planCode!: string;

  @IsOptional()
  @IsString()
  @MaxLength(30)
  insttTel?: string;

  @IsOptional()
  @IsString()
  @MaxLength(300)
  insttAddr?: string;
}

export class FindPasswordDto {
  /** Token from POST /auth/email/find-password/response. */
  @IsString()
  @MaxLength(100)
  verificationToken!: string;

  /** base64(RSA-OAEP-SHA256(new password)). */
  @IsString()
  @MaxLength(1024)
  newPassword!: string;
}

export class FindIdQueryDto {
  @IsString()
  @MaxLength(100)
  verificationToken!: string;
}

export class SignedUpDto {
  userId!: string;
  insttCode!: string;
}
