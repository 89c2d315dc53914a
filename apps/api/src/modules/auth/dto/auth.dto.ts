import { ApiProperty } from '@nestjs/swagger';
import { INSTT_STATUS_CODES, type InsttStatusCode, type UserSeCode } from '@nuri/domain';
import { IsOptional, IsString, Length, Matches, MaxLength } from 'class-validator';

export class PublicKeyDto {
  /** Identifier of the key pair (changes when the key does). */
  keyId!: string;
  /** RSA public key (SPKI PEM) to encrypt password fields with RSA-OAEP-SHA256. */
  publicKey!: string;
}

export class LoginDto {
  @IsString()
  @Length(1, 30)
  userId!: string;

  /** base64(RSA-OAEP-SHA256(password)) under GET /auth/public-key. */
  @IsString()
  @MaxLength(1024)
  password!: string;
}

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

export class TokensDto {
  accessToken!: string;
  /** Rotating refresh token: each use returns a new one; reusing a spent token (after the retry window REFRESH_REUSE_GRACE_SECONDS, 10 s by default) ends the login. */
  refreshToken!: string;
  /** Access-token lifetime in seconds. */
  expiresIn!: number;
  user!: SessionUserDto;
}

export class LoginResultDto {
  /** True for admin accounts (4, 14): confirm the e-mailed code with challengeId first. */
  secondFactorRequired!: boolean;
  challengeId?: string;
  accessToken?: string;
  refreshToken?: string;
  expiresIn?: number;
  user?: SessionUserDto;
}

export class ChallengeDto {
  @IsString()
  @Length(16, 64)
  challengeId!: string;
}

export class SecondFactorDto extends ChallengeDto {
  /** The numeric code from the e-mail. */
  @IsString()
  @Matches(/^\d{4,8}$/, { message: 'verification.codeNumeric' })
  emailCrtfcKey!: string;
}

export class RefreshDto {
  @IsString()
  @Length(20, 200)
  refreshToken!: string;
}

export class LogoutDto {
  /** The refresh token of this login (its family is revoked). */
  @IsOptional()
  @IsString()
  @Length(20, 200)
  refreshToken?: string;
}
