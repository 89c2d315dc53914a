import { createHmac, timingSafeEqual } from 'node:crypto';
import { Global, Injectable, Module } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';

/** Signed addresses stay valid for one to two hours (stable within an hour, so browsers cache them). */
export const SIGNED_URL_PERIOD_SECONDS = 3600;

/** The signature's query parameters. */
export interface SignedUrlQuery {
  exp?: string;
  sig?: string;
}

/**
 * Signed image addresses (thumbnails). A list or detail answer is given only to callers who
 * passed the content-access policy; the thumbnail addresses in it carry an expiry and an HMAC of
 * path + expiry, so an <img src> (which cannot send the bearer token) loads the image. Without a
 * valid signature the image route falls back to the bearer token and the policy. The key is
 * derived from JWT_SECRET: rotating that secret invalidates every signed address.
 */
@Injectable()
export class UrlSigner {
  private readonly key: Buffer;

  constructor(config: AppConfig) {
    this.key = createHmac('sha256', config.jwtSecret).update('nuri:signed-url:v1').digest();
  }

  /** The address with `exp` and `sig` appended (the path's own query, e.g. ?v=, is kept). */
  sign(address: string, nowMs = Date.now()): string {
    const path = address.split('?')[0] ?? address;
    const now = Math.floor(nowMs / 1000);
    const exp = (Math.floor(now / SIGNED_URL_PERIOD_SECONDS) + 2) * SIGNED_URL_PERIOD_SECONDS;
    const sep = address.includes('?') ? '&' : '?';
    return `${address}${sep}exp=${exp}&sig=${this.mac(path, exp)}`;
  }

  /** True when `sig` signs `path` until `exp` and `exp` has not passed. */
  verify(path: string, query: SignedUrlQuery, nowMs = Date.now()): boolean {
    const exp = Number(query.exp);
    if (!query.sig || !Number.isSafeInteger(exp) || exp * 1000 <= nowMs) return false;
    const expected = Buffer.from(this.mac(path, exp));
    const given = Buffer.from(query.sig);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private mac(path: string, exp: number): string {
    return createHmac('sha256', this.key).update(`${path}\n${exp}`).digest('base64url');
  }
}

/** Provides the one UrlSigner everywhere (API and worker). */
@Global()
@Module({ providers: [UrlSigner], exports: [UrlSigner] })
export class UrlSigningModule {}
