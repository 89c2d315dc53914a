import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { isAdminCode, USER_SE_CODES, type Locale } from '@nuri/domain';
import type Redis from 'ioredis';
import { DataSource, Repository } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { ipAllowed } from '../../common/auth/ip-access.guard';
import { Clock } from '../../common/clock/clock.service';
import { DomainError } from '../../common/errors/domain-error';
import { RateLimiter } from '../../common/rate-limit/rate-limiter';
import { REDIS } from '../../redis/redis.module';
import { Institution } from '../institutions/entities/institution.entity';
import { User } from '../users/entities/user.entity';
import { verifyPassword } from '../users/password-hasher';
import { UsersService } from '../users/users.service';
import { VerificationService } from '../verification/verification.service';
import type { LoginResultDto, TokensDto } from './dto/auth.dto';
import { PasswordCipher } from './password-cipher.service';
import { TokenService } from './token.service';
import { AppConfig } from '../../config/app-config';

/** Wrong passwords in a row before the account is locked, and for how long. */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_LOCK_MINUTES = 15;
const CHALLENGE_TTL_SECONDS = 600;

interface Challenge {
  userId: string;
  emailaddr: string;
}

@Injectable()
export class AuthService {
  constructor(
    private readonly cipher: PasswordCipher,
    private readonly tokens: TokenService,
    private readonly usersService: UsersService,
    private readonly verification: VerificationService,
    private readonly limiter: RateLimiter,
    private readonly config: AppConfig,
    private readonly clock: Clock,
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectRepository(Institution) private readonly institutions: Repository<Institution>,
    @Inject(REDIS) private readonly redis: Redis,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  /** Checks id and password; admins (4, 14) continue with an e-mailed code. */
  async login(userId: string, encryptedPassword: string, ip: string): Promise<LoginResultDto> {
    await this.limiter.hit(
      { key: `login-ip:${ip}`, limit: this.config.values.LOGIN_RATE_LIMIT_PER_ADDRESS, windowSeconds: 60 },
      { key: `login-id:${userId.toLowerCase()}`, limit: this.config.values.LOGIN_RATE_LIMIT_PER_ACCOUNT, windowSeconds: 60 },
    );
    const password = this.cipher.decrypt(encryptedPassword);
    const user = await this.usersService.findWithSecret(userId);
    if (!user) throw new DomainError('UNAUTHENTICATED', 'error.loginFailed');
    const now = await this.clock.now();
    if (user.lockUntilDt && user.lockUntilDt > now) {
      throw new DomainError('FORBIDDEN', 'auth.accountLocked', { count: LOGIN_MAX_FAILURES, minutes: LOGIN_LOCK_MINUTES });
    }
    if (!(await verifyPassword(user.passwordHash, password))) {
      await this.recordFailure(user, now);
      throw new DomainError('UNAUTHENTICATED', 'error.loginFailed');
    }
    const instt = await this.assertMayLogIn(user, ip);
    if (isAdminCode(user.userSeCode)) {
      await this.users.update({ userId: user.userId }, { loginFailCnt: 0, lockUntilDt: null });
      const challengeId = randomBytes(24).toString('base64url');
      const challenge: Challenge = { userId: user.userId, emailaddr: user.emailaddr };
      await this.redis.set(`nuri:login-challenge:${challengeId}`, JSON.stringify(challenge), 'EX', CHALLENGE_TTL_SECONDS);
      return { secondFactorRequired: true, challengeId };
    }
    return { secondFactorRequired: false, ...(await this.complete(user, instt, now)) };
  }

  /** Sends the admin's second-factor code to their e-mail (POST /emailAuthentication/send). */
  async sendSecondFactor(challengeId: string, ip: string, locale: Locale): Promise<{ expireDt: string }> {
    const challenge = await this.challenge(challengeId);
    return this.verification.send({ type: 'otp', channel: 'email', target: challenge.emailaddr, params: {} }, ip, locale);
  }

  async confirmSecondFactor(challengeId: string, code: string, ip: string): Promise<TokensDto> {
    const challenge = await this.challenge(challengeId);
    const target = { type: 'otp' as const, channel: 'email' as const, target: challenge.emailaddr, params: {} };
    const { verificationToken } = await this.verification.confirm(target, code, ip);
    await this.verification.redeem(verificationToken, target);
    await this.redis.del(`nuri:login-challenge:${challengeId}`);
    const user = await this.usersService.requireActive(challenge.userId);
    const instt = await this.assertMayLogIn(user, ip);
    return this.complete(user, instt, await this.clock.now());
  }

  async refresh(refreshToken: string, ip: string): Promise<TokensDto> {
    const issued = await this.tokens.refresh(refreshToken, async (userId) => {
      const user = await this.usersService.requireActive(userId);
      await this.assertMayLogIn(user, ip);
      return user;
    });
    const payload = JSON.parse(Buffer.from(issued.accessToken.split('.')[1], 'base64url').toString()) as { sub: string };
    return { ...issued, user: await this.usersService.session(payload.sub) };
  }

  logout(caller: AuthUser, refreshToken?: string): Promise<void> {
    return this.tokens.revoke(caller, refreshToken);
  }

  /**
   * A successful sign-in of a user already checked (active, institution, address): one write
   * (failures cleared, last login), the tokens, and the session from the rows in hand.
   */
  private async complete(user: User, instt: Institution, now: Date): Promise<TokensDto> {
    await this.users.update({ userId: user.userId }, { loginFailCnt: 0, lockUntilDt: null, lastLoginDt: now });
    return { ...(await this.tokens.issue(user)), user: this.usersService.sessionOf(user, instt, now) };
  }

  private async challenge(challengeId: string): Promise<Challenge> {
    const raw = await this.redis.get(`nuri:login-challenge:${challengeId}`);
    if (!raw) throw new DomainError('UNAUTHENTICATED', 'auth.challengeInvalid');
    return JSON.parse(raw) as Challenge;
  }

  /** Disabled, withdrawn, deleted-institution and IP-refused logins each get their own error; the user's institution otherwise. */
  private async assertMayLogIn(user: User, ip: string): Promise<Institution> {
    if (user.userSttus === 'withdrawn') throw new DomainError('FORBIDDEN', 'auth.accountWithdrawn');
    if (user.userSttus === 'disabled') throw new DomainError('FORBIDDEN', 'auth.accountDisabled');
    const instt = await this.institutions.findOneBy({ insttCode: user.insttCode });
    if (!instt || instt.deleteAt === 'Y') throw new DomainError('FORBIDDEN', 'auth.insttDeleted');
    if (user.userSeCode !== USER_SE_CODES.PROVIDER_ADMIN && !(await ipAllowed(this.db, user.insttCode, ip))) {
      throw new DomainError('FORBIDDEN', 'error.ipRefused');
    }
    return instt;
  }

  private async recordFailure(user: User, now: Date): Promise<void> {
    const failures = user.loginFailCnt + 1;
    const lock = failures >= LOGIN_MAX_FAILURES ? new Date(now.getTime() + LOGIN_LOCK_MINUTES * 60_000) : null;
    await this.users.update({ userId: user.userId }, { loginFailCnt: lock ? 0 : failures, lockUntilDt: lock });
    if (lock) throw new DomainError('FORBIDDEN', 'auth.accountLocked', { count: LOGIN_MAX_FAILURES, minutes: LOGIN_LOCK_MINUTES });
  }
}
