import { USER_ID_PATTERN } from '@nuri/domain';
import { Transform } from 'class-transformer';
import { IsString, Matches, MaxLength } from 'class-validator';

const digitsOnly = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.replace(/[\s.-]/g, '') : value;

export class WithdrawInsttDto {
  /** The master's password, base64(RSA-OAEP-SHA256(password)). */
  @IsString()
  @MaxLength(1024)
  userPassword!: string;
}

export class WithdrawnInsttDto {
  insttCode!: string;
  /** Where the members went: the openBiz institution. */
  movedToInsttCode!: string;
  /** Members moved to openBiz as members (12), each keeping their own contents. */
  movedMemberCnt!: number;
}

export class TransferMasterDto {
  /** The admin (14) of the same institution who becomes the master. */
  @IsString()
  @Matches(USER_ID_PATTERN, { message: 'auth.idFormat' })
  userId!: string;

  /** The current master's password, base64(RSA-OAEP-SHA256(password)). */
  @IsString()
  @MaxLength(1024)
  userPassword!: string;
}

export class MasterDto {
  insttCode!: string;
  /** The master admin account. */
  masterUserId!: string;
}

export class MasterPhoneDto {
  /** The new mobile number (01 followed by 8 or 9 digits; hyphens allowed). */
  @Transform(digitsOnly)
  @IsString()
  @Matches(/^01[016789]\d{7,8}$/, { message: 'contact.invalidMobile' })
  newMbltlphon!: string;

  /** The code sent by POST /instt/sms/crtfc/send with { userId: <master id>, phoneNumber }. */
  @IsString()
  @Matches(/^\d{4,8}$/, { message: 'verification.codeNumeric' })
  smsCrtfcKey!: string;
}

export class MasterPhoneResultDto {
  /** The master's mobile number, masked ('010-****-5678'). */
  masterMbtlnum!: string;
}

export class ContentsCountDto {
  /** Layers of the institution. */
  lyrCnt!: number;
  /** Web maps of the institution. */
  mapCnt!: number;
  /** Themed map apps of the institution. */
  appCnt!: number;
  /** Members (not withdrawn). */
  memberCnt!: number;
  /** Groups. */
  groupCnt!: number;
}
