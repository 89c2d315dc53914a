import type { UserSeCode } from '@nuri/domain';

/** The caller as the access token describes it. */
export interface AuthUser {
  userId: string;
  userNm: string;
  userSeCode: UserSeCode;
  insttCode: string;
  /** Token id (for revocation at logout). */
  jti: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
  /** Set when the caller is an integrator API key (ApiKeyAuthenticator), not a logged-in member. */
  apiKey?: { keyId: string; scopes: string[] };
}

export interface AccessTokenPayload {
  sub: string;
  nm: string;
  se: UserSeCode;
  instt: string;
  jti: string;
  /** Issued at and expiry, seconds since the epoch by the Clock. */
  iat?: number;
  exp?: number;
}
