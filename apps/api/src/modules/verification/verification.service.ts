import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  checkVerificationParams,
  formatMessage,
  MESSAGES,
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_CODE_TTL_SECONDS,
  VERIFICATION_MAX_FAILURES,
  VERIFICATION_TOKEN_TTL_SECONDS,
  type Locale,
  type VerificationChannel,
  type VerificationType,
} from '@nuri/domain';
import type Redis from 'ioredis';
import { Clock } from '../../common/clock/clock.service';
import { DomainError } from '../../common/errors/domain-error';
import { RateLimiter } from '../../common/rate-limit/rate-limiter';
import { AppConfig } from '../../config/app-config';
import { REDIS } from '../../redis/redis.module';
import { NotificationsService } from '../notifications/notifications.service';

export interface VerificationTarget {
  type: VerificationType;
  channel: VerificationChannel;
  /** E-mail address or normalised mobile number. */
  target: string;
  /** Parent-provided parameters the code is bound to (userId, userNm…). */
  params: Record<string, string | undefined>;
}

/** What a confirmed verification proves, redeemable once by the flow that asked for it. */
export interface VerifiedClaim {
  type: VerificationType;
  channel: VerificationChannel;
  target: string;
  params: Record<string, string | undefined>;
}

interface StoredCode {
  codeMac: string;
  expireDt: string;
  failures: number;
  params: Record<string, string | undefined>;
}

// Redis keeps stored codes somewhat longer than their expiry, so an expired code is reported as
// expired (410) rather than missing.
const STORE_GRACE_SECONDS = 3600;

/**
 * E-mail and SMS verification codes (spec 001 §4, §5, §8): numeric, expiring at expireDt,
 * dead after 5 failed checks, replaced by a new send. Stored as an HMAC in Redis, never in clear.
 */
@Injectable()
export class VerificationService {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    private readonly notifications: NotificationsService,
    private readonly limiter: RateLimiter,
  ) {}

  /** Issues (or replaces) a code and sends it; returns its expiry. */
  async send(v: VerificationTarget, ip: string, locale: Locale): Promise<{ expireDt: string }> {
    this.requireParams(v);
    await this.limiter.hit(
      { key: `vrf-send:${v.channel}:${v.target}`, limit: this.config.values.CODE_SEND_RATE_LIMIT_PER_TARGET, windowSeconds: 600 },
      { key: `vrf-send-ip:${ip}`, limit: this.config.values.CODE_SEND_RATE_LIMIT_PER_ADDRESS, windowSeconds: 600 },
    );
    const code = String(randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)).padStart(VERIFICATION_CODE_LENGTH, '0');
    const now = await this.clock.now();
    const expireDt = new Date(now.getTime() + VERIFICATION_CODE_TTL_SECONDS * 1000).toISOString();
    const stored: StoredCode = { codeMac: this.mac(v, code), expireDt, failures: 0, params: v.params };
    await this.redis.set(this.key(v), JSON.stringify(stored), 'EX', VERIFICATION_CODE_TTL_SECONDS + STORE_GRACE_SECONDS);
    await this.deliver(v, code, locale);
    return { expireDt };
  }

  /** Checks a code; on success the code is spent and a one-use verification token returned. */
  async confirm(v: VerificationTarget, code: string, ip: string): Promise<{ verificationToken: string }> {
    this.requireParams(v);
    await this.limiter.hit({ key: `vrf-check-ip:${ip}`, limit: this.config.values.CODE_CHECK_RATE_LIMIT_PER_ADDRESS, windowSeconds: 600 });
    const key = this.key(v);
    const raw = await this.redis.get(key);
    if (!raw) throw new DomainError('BAD_REQUEST', 'verification.noCode');
    const stored = JSON.parse(raw) as StoredCode;
    if (stored.failures >= VERIFICATION_MAX_FAILURES) throw new DomainError('GONE', 'verification.tooManyFailures');
    if ((await this.clock.now()).getTime() > Date.parse(stored.expireDt)) throw new DomainError('GONE', 'verification.expired');
    if (!this.sameParams(stored.params, v.params) || !this.matches(stored.codeMac, this.mac(v, code))) {
      stored.failures += 1;
      await this.redis.set(key, JSON.stringify(stored), 'KEEPTTL');
      if (stored.failures >= VERIFICATION_MAX_FAILURES) throw new DomainError('GONE', 'verification.tooManyFailures');
      throw new DomainError('RULE_VIOLATION', 'verification.wrongCode');
    }
    await this.redis.del(key);
    const verificationToken = randomBytes(24).toString('base64url');
    const claim: VerifiedClaim = { type: v.type, channel: v.channel, target: v.target, params: v.params };
    await this.redis.set(this.tokenKey(verificationToken), JSON.stringify(claim), 'EX', VERIFICATION_TOKEN_TTL_SECONDS);
    return { verificationToken };
  }

  /** Redeems a verification token once; it must prove the expected type, channel and target. */
  async redeem(
    token: string | undefined,
    expect: Pick<VerifiedClaim, 'type' | 'channel'> & { target?: string; params?: Record<string, string> },
  ): Promise<VerifiedClaim> {
    if (!token) throw new DomainError('BAD_REQUEST', 'auth.verificationTokenInvalid');
    const raw = await this.redis.getdel(this.tokenKey(token));
    const claim = raw ? (JSON.parse(raw) as VerifiedClaim) : null;
    if (
      !claim ||
      claim.type !== expect.type ||
      claim.channel !== expect.channel ||
      (expect.target !== undefined && claim.target.toLowerCase() !== expect.target.toLowerCase()) ||
      Object.entries(expect.params ?? {}).some(([k, v]) => claim.params[k] !== v)
    ) {
      throw new DomainError('BAD_REQUEST', 'auth.verificationTokenInvalid');
    }
    return claim;
  }

  private requireParams(v: VerificationTarget): void {
    const problem = checkVerificationParams(v.type, v.params);
    if (problem) {
      throw new DomainError(
        'VALIDATION_FAILED',
        problem.messageKey,
        problem.params,
        problem.missing.map((field) => ({ field, message: formatMessage(MESSAGES.en['verification.checkParams'], { fields: field }) })),
      );
    }
  }

  private async deliver(v: VerificationTarget, code: string, locale: Locale): Promise<void> {
    const minutes = Math.round(VERIFICATION_CODE_TTL_SECONDS / 60);
    const catalog = MESSAGES[locale];
    if (v.channel === 'sms') {
      await this.notifications.sendSms({ to: v.target, text: formatMessage(catalog['sms.verification.body'], { code, minutes }) });
      return;
    }
    const subject = v.type === 'otp' ? catalog['mail.otp.subject'] : catalog['mail.verification.subject'];
    await this.notifications.sendMail({
      to: v.target,
      subject,
      text: formatMessage(catalog['mail.verification.body'], { code, minutes }),
    });
  }

  private key(v: VerificationTarget): string {
    return `nuri:vrf:${v.type}:${v.channel}:${v.target.toLowerCase()}`;
  }

  private tokenKey(token: string): string {
    return `nuri:vrf-token:${token}`;
  }

  private mac(v: VerificationTarget, code: string): string {
    return createHmac('sha256', this.config.jwtSecret).update(`${this.key(v)}|${code}`).digest('hex');
  }

  private matches(a: string, b: string): boolean {
    return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
  }

  private sameParams(a: Record<string, string | undefined>, b: Record<string, string | undefined>): boolean {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((k) => (a[k] ?? '') === (b[k] ?? ''));
  }
}
