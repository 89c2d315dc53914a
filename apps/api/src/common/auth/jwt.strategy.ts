import { Inject, Injectable, Logger } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type Redis from 'ioredis';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { AppConfig } from '../../config/app-config';
import { REDIS } from '../../redis/redis.module';
import type { AccessTokenPayload, AuthUser } from './auth-user';

export const REVOKED_JTI_PREFIX = 'nuri:revoked-jti:';

/**
 * Verifies bearer access tokens (HS256) and refuses those revoked at logout. While Redis (which
 * holds the revocation list) is unreachable, a token with a valid signature and expiry is
 * accepted: access tokens live minutes, and an outage of the cache must not sign everyone out
 * (docs/security.md, "Redis outage").
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  private readonly logger = new Logger(JwtStrategy.name);
  private lastWarning = 0;

  constructor(
    config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // A KeyObject (jsonwebtoken accepts it; passport-jwt's types predate it): see AppConfig.jwtKey.
      secretOrKey: config.jwtKey as unknown as Buffer,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  async validate(payload: AccessTokenPayload): Promise<AuthUser | false> {
    if (await this.isRevoked(payload.jti)) return false;
    return {
      userId: payload.sub,
      userNm: payload.nm,
      userSeCode: payload.se,
      insttCode: payload.instt,
      jti: payload.jti,
      exp: payload.exp ?? 0,
    };
  }

  private async isRevoked(jti: string): Promise<boolean> {
    try {
      return (await this.redis.exists(`${REVOKED_JTI_PREFIX}${jti}`)) > 0;
    } catch (e) {
      if (Date.now() - this.lastWarning > 10_000) {
        this.lastWarning = Date.now();
        this.logger.warn(`revocation list unreachable, accepting signed tokens meanwhile: ${e instanceof Error ? e.message : String(e)}`);
      }
      return false;
    }
  }
}
