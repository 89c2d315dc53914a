import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { AppConfig } from '../../config/app-config';
import { Clock } from '../clock/clock.service';
import type { AccessTokenPayload, AuthUser } from './auth-user';
import { RevokedTokens } from './revoked-tokens';

/**
 * Verifies bearer access tokens (HS256), checks their expiry against the one Clock (the dev clock
 * in development and test, like every other time rule) and refuses those revoked at logout (RevokedTokens: while
 * Redis is unreachable, a token with a valid signature and expiry is accepted: access tokens live
 * minutes, and an outage of the cache must not sign everyone out; docs/security.md, "Redis outage").
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    config: AppConfig,
    private readonly revocations: RevokedTokens,
    private readonly clock: Clock,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // A KeyObject (jsonwebtoken accepts it; passport-jwt's types predate it): see AppConfig.jwtKey.
      secretOrKey: config.jwtKey as unknown as Buffer,
      algorithms: ['HS256'],
      // The expiry is checked in validate() against the Clock, not against the system time here.
      ignoreExpiration: true,
    });
  }

  async validate(payload: AccessTokenPayload): Promise<AuthUser | false> {
    if (typeof payload.exp !== 'number' || payload.exp * 1000 <= (await this.clock.now()).getTime()) return false;
    if (await this.revocations.isRevoked(payload.jti)) return false;
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
