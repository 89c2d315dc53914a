import { IsOptional, IsString, MaxLength } from 'class-validator';
import type { SignedUrlQuery } from './url-signer';

/** Query of a signed image address: expiry, signature and an optional cache-busting version. */
export class SignedUrlQueryDto implements SignedUrlQuery {
  /** Expiry (Unix seconds) of a signed address. */
  @IsOptional()
  @IsString()
  @MaxLength(20)
  exp?: string;

  /** HMAC signature of the address (base64url). */
  @IsOptional()
  @IsString()
  @MaxLength(100)
  sig?: string;

  /** Version of the image (changes with each upload; ignored by the server). */
  @IsOptional()
  @IsString()
  @MaxLength(20)
  v?: string;
}
