import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, USER_ID_PATTERN } from '@nuri/domain';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { RequiredByService } from '../../../common/validation';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

// Parent-provided fields pass validation when absent: the verification rules refuse their absence
// with the spec's message '{fields} check the value and proceed' (400). @RequiredByService()
// documents them as required all the same.
export class EmailTarget {
  @Transform(trim)
  @IsString()
  @MaxLength(EMAIL_MAX_LENGTH)
  @Matches(EMAIL_PATTERN, { message: 'contact.invalidEmail' })
  emailaddr!: string;
}

export class VerifyEmailSendDto extends EmailTarget {
  /** The id being signed up with. */
  @RequiredByService()
  @IsOptional()
  @IsString()
  @MaxLength(30)
  userId?: string;
}

export class FindIdSendDto extends EmailTarget {
  @RequiredByService()
  @IsOptional()
  @IsString()
  @MaxLength(50)
  userNm?: string;
}

export class FindPasswordSendDto extends EmailTarget {
  @RequiredByService()
  @IsOptional()
  @IsString()
  @MaxLength(30)
  userId?: string;

  @RequiredByService()
  @IsOptional()
  @IsString()
  @MaxLength(50)
  userNm?: string;
}

const code = () => Matches(/^\d{4,8}$/, { message: 'verification.codeNumeric' });

export class VerifyEmailConfirmDto extends VerifyEmailSendDto {
  @IsString()
  @code()
  emailCrtfcKey!: string;
}

export class FindIdConfirmDto extends FindIdSendDto {
  @IsString()
  @code()
  emailCrtfcKey!: string;
}

export class FindPasswordConfirmDto extends FindPasswordSendDto {
  @IsString()
  @code()
  emailCrtfcKey!: string;
}

export class SmsSendDto {
  /** The id being signed up with. */
  @RequiredByService()
  @IsOptional()
  @IsString()
  @Matches(USER_ID_PATTERN, { message: 'auth.idFormat' })
  userId?: string;

  /** Mobile number, 01 followed by 8 or 9 digits (hyphens allowed). */
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.replace(/[\s.-]/g, '') : value))
  @IsString()
  @Matches(/^01[016789]\d{7,8}$/, { message: 'contact.invalidMobile' })
  phoneNumber!: string;
}

export class SmsCheckDto extends SmsSendDto {
  @IsString()
  @code()
  smsCrtfcKey!: string;
}

export class ExpireDto {
  /** When the code stops being accepted (ISO 8601). */
  expireDt!: string;
}

export class VerifiedDto {
  /** One-use proof of this verification, redeemed by the flow that asked for it (30 minutes). */
  verificationToken!: string;
}

export class FoundUserIdDto {
  /** The member id registered with this name and e-mail. */
  userId!: string;
  registDt!: string;
}

export class FoundIdDto extends FoundUserIdDto {
  /** Also answers GET /auth/users/find-id once. */
  verificationToken!: string;
}
