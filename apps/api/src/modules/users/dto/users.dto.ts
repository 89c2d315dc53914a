import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, INSTT_STATUS_CODES, type InsttStatusCode, type UserSeCode } from '@nuri/domain';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, Length, Matches, MaxLength } from 'class-validator';
import { OptionalNotNull } from '../../../common/validation';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class UserIdExistsQueryDto {
  @IsString()
  @MaxLength(30)
  userId!: string;
}

export class EmailExistsQueryDto {
  @Transform(trim)
  @IsString()
  @MaxLength(EMAIL_MAX_LENGTH)
  @Matches(EMAIL_PATTERN, { message: 'contact.invalidEmail' })
  email!: string;
}

export class ExistsDto {
  exists!: boolean;
  /** 'already in use' or 'available', in the caller's language. */
  message!: string;
}

export class MyInfoDto {
  userId!: string;
  userNm!: string;
  emailaddr!: string;
  @ApiProperty({ enum: [4, 11, 12, 13, 14] })
  userSeCode!: UserSeCode;
  /** Name of the role, in the caller's language. */
  userSeCodeNm!: string;
  insttCode!: string;
  insttNm!: string;
  @ApiProperty({ enum: Object.values(INSTT_STATUS_CODES) })
  insttSttusCode!: InsttStatusCode;
  /** Mobile number (shown to its owner only). */
  phoneNumber!: string | null;
  @ApiProperty({ enum: ['Y', 'N'] })
  marketingAgreeAt!: 'Y' | 'N';
  /** Address of the profile image, or null. */
  userImage!: string | null;
  registDt!: string;
  passwordChangeDt!: string;
}

export class UpdateMyInfoDto {
  @OptionalNotNull()
  @Transform(trim)
  @IsString()
  @Length(2, 50)
  userNm?: string;

  /** A new e-mail needs the token of its verification (verify-email). */
  @OptionalNotNull()
  @Transform(trim)
  @IsString()
  @MaxLength(EMAIL_MAX_LENGTH)
  @Matches(EMAIL_PATTERN, { message: 'contact.invalidEmail' })
  emailaddr?: string;

  @OptionalNotNull()
  @IsString()
  @MaxLength(100)
  emailVerificationToken?: string;

  @ApiPropertyOptional({ enum: ['Y', 'N'] })
  @OptionalNotNull()
  @IsIn(['Y', 'N'])
  marketingAgreeAt?: 'Y' | 'N';
}

export class PasswordChangeDto {
  /** Current password, encrypted; not needed with a fresh revalidation token. */
  @IsOptional()
  @IsString()
  @MaxLength(1024)
  oldPassword?: string;

  /** New password, encrypted. */
  @IsString()
  @MaxLength(1024)
  newPassword!: string;

  /** Token from POST /users/validation (the old password was just re-checked). */
  @IsOptional()
  @IsString()
  @MaxLength(100)
  revalidationToken?: string;
}

export class RevalidateDto {
  /** Current password, encrypted. */
  @IsString()
  @MaxLength(1024)
  password!: string;
}

export class RevalidatedDto {
  /** Proof of a fresh password check, usable for 10 minutes. */
  revalidationToken!: string;
}

export class WithdrawDto {
  /** Current password, encrypted. */
  @IsString()
  @MaxLength(1024)
  userPassword!: string;

  /** Free-text reason. */
  @IsOptional()
  @IsString()
  @MaxLength(500)
  whdwlResn?: string;

  /** Reason code (common code group of withdrawal reasons). */
  @IsString()
  @Length(1, 10)
  whdwlResnCode!: string;
}

/** The signed-in member as the session shows them (login, refresh, GET /auth/session). */
export class SessionUserDto {
  userId!: string;
  userNm!: string;
  @ApiProperty({ enum: [4, 11, 12, 13, 14] })
  userSeCode!: UserSeCode;
  insttCode!: string;
  insttNm!: string;
  /** Operational status of the institution (PAUSED: unpaid, read-only). */
  @ApiProperty({ enum: Object.values(INSTT_STATUS_CODES) })
  insttSttusCode!: InsttStatusCode;
  /** The password is older than 90 days: the client sends the user to the password change. */
  passwordChangeRequired!: boolean;
}
