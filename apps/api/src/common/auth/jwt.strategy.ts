import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type Redis from 'ioredis';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { AppConfig } from '../../config/app-config';
import { REDIS } from '../../redis/redis.module';
import type { AccessTokenPayload, AuthUser } from './auth-user';

export const REVOKED_JTI_PREFIX = 'nuri:revoked-jti:';

/** Verifies bearer access tokens (HS256) and refuses those revoked at logout. */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: config.jwtSecret,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  async validate(payload: AccessTokenPayload): Promise<AuthUser | false> {
    if (await this.redis.exists(`${REVOKED_JTI_PREFIX}${payload.jti}`)) return false;
    return {
      userId: payload.sub,
      userNm: payload.nm,
      userSeCode: payload.se,
      insttCode: payload.instt,
      jti: payload.jti,
      exp: payload.exp ?? 0,
    };
  }
}
