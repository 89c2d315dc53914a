import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import type { AccessTokenPayload, AuthUser } from '../../common/auth/auth-user';
import { RevokedTokens } from '../../common/auth/revoked-tokens';
import { Clock } from '../../common/clock/clock.service';
import { DomainError } from '../../common/errors/domain-error';
import { AppConfig } from '../../config/app-config';
import type { User } from '../users/entities/user.entity';
import { RefreshToken } from './entities/refresh-token.entity';

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  /** Access-token lifetime in seconds. */
  expiresIn: number;
}

const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/**
 * Short-lived access tokens (JWT) and rotating refresh tokens. Each login starts a family;
 * every refresh uses up its token and issues the next one. A spent token presented again within
 * REFRESH_REUSE_GRACE_SECONDS of its use is taken as the same client retrying a refresh whose
 * answer it lost (the page was left or reloaded while the request was in flight) and gets new
 * tokens of the family; later (or at once when the setting is 0) it means the token was stolen or
 * replayed: the whole family is revoked. Every time here (issue, expiry, reuse) is the Clock's.
 */
@Injectable()
export class TokenService {
  constructor(
    private readonly jwt: JwtService,
    private readonly config: AppConfig,
    private readonly clock: Clock,
    @InjectDataSource() private readonly db: DataSource,
    private readonly revocations: RevokedTokens,
  ) {}

  /** A new family for a fresh login. */
  async issue(user: Pick<User, 'userId' | 'userNm' | 'userSeCode' | 'insttCode'>): Promise<IssuedTokens> {
    const now = await this.clock.now();
    const expires = new Date(now.getTime() + this.config.values.REFRESH_TOKEN_TTL_DAYS * 86_400_000);
    return this.issueInFamily(this.db.getRepository(RefreshToken), user, randomUUID(), now, expires);
  }

  /** Rotates a refresh token; reuse of a spent one (after the retry grace) revokes its family (401 either way). */
  async refresh(
    refreshToken: string,
    loadUser: (userId: string) => Promise<Pick<User, 'userId' | 'userNm' | 'userSeCode' | 'insttCode'>>,
  ): Promise<IssuedTokens> {
    const now = await this.clock.now();
    const outcome = await this.db.transaction(async (tx) => {
      const repo = tx.getRepository(RefreshToken);
      const row = await repo.findOne({ where: { tokenHash: sha256(refreshToken) }, lock: { mode: 'pessimistic_write' } });
      if (!row) return { ok: false as const };
      const graceMs = this.config.values.REFRESH_REUSE_GRACE_SECONDS * 1000;
      const retried = !row.revokedDt && row.usedDt && graceMs > 0 && now.getTime() - row.usedDt.getTime() <= graceMs;
      if ((row.usedDt && !retried) || row.revokedDt) {
        await repo.update({ familyId: row.familyId }, { revokedDt: now });
        return { ok: false as const };
      }
      if (row.expiresDt <= now) return { ok: false as const };
      if (!retried) await repo.update({ tokenHash: row.tokenHash }, { usedDt: now });
      const user = await loadUser(row.userId);
      return { ok: true as const, tokens: await this.issueInFamily(repo, user, row.familyId, now, row.expiresDt) };
    });
    if (!outcome.ok) throw new DomainError('UNAUTHENTICATED', 'auth.refreshInvalid');
    return outcome.tokens;
  }

  /** Logout: revokes the refresh family and the presented access token. */
  async revoke(caller: AuthUser, refreshToken?: string): Promise<void> {
    const now = await this.clock.now();
    if (refreshToken) {
      const row = await this.db.getRepository(RefreshToken).findOneBy({ tokenHash: sha256(refreshToken) });
      if (row && row.userId === caller.userId) {
        await this.db.getRepository(RefreshToken).update({ familyId: row.familyId }, { revokedDt: now });
      }
    }
    // Remembered until the token expires by the Clock, and at least until it does by the system time.
    const ttl = caller.exp - Math.floor(Math.min(now.getTime(), Date.now()) / 1000);
    await this.revocations.revoke(caller.jti, ttl);
  }

  /** Revokes every family of a user (password change, withdrawal). */
  async revokeAll(userId: string): Promise<void> {
    const now = await this.clock.now();
    await this.db
      .getRepository(RefreshToken)
      .createQueryBuilder()
      .update()
      .set({ revokedDt: now })
      .where('user_id = :userId AND revoked_dt IS NULL', { userId })
      .execute();
  }

  private async issueInFamily(
    repo: Repository<RefreshToken>,
    user: Pick<User, 'userId' | 'userNm' | 'userSeCode' | 'insttCode'>,
    familyId: string,
    now: Date,
    expires: Date,
  ): Promise<IssuedTokens> {
    const expiresIn = this.config.values.ACCESS_TOKEN_TTL_SECONDS;
    const payload: AccessTokenPayload = {
      // The lifetime counts from the Clock's now (jsonwebtoken adds expiresIn to iat).
      iat: Math.floor(now.getTime() / 1000),
      sub: user.userId,
      nm: user.userNm,
      se: user.userSeCode,
      instt: user.insttCode,
      jti: randomUUID(),
    };
    const accessToken = await this.jwt.signAsync(payload, { privateKey: this.config.jwtKey, expiresIn, algorithm: 'HS256' });
    const refreshToken = randomBytes(32).toString('base64url');
    await repo.insert({ tokenHash: sha256(refreshToken), familyId, userId: user.userId, issuedDt: now, expiresDt: expires });
    return { accessToken, refreshToken, expiresIn };
  }
}
