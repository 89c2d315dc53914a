import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { normalizeIp } from '../../common/auth/client-ip';
import { DomainError } from '../../common/errors/domain-error';
import { RateLimiter } from '../../common/rate-limit/rate-limiter';
import { REDIS } from '../../redis/redis.module';
import { captchaAnswer, captchaDataUrl } from './captcha-image';
import { AppConfig } from '../../config/app-config';

/** A captcha answer lives this long (seconds) and is good for one check. */
export const CAPTCHA_TTL_SECONDS = 300;
/** After this many failures from one address within the window, public forms need a captcha. */
export const CAPTCHA_FAILURE_THRESHOLD = 3;
export const CAPTCHA_FAILURE_WINDOW_SECONDS = 600;

const answerKey = (id: string): string => `nuri:captcha:${id}`;
const failureKey = (ip: string): string => `nuri:captcha:fail:${ip}`;

/** The captcha fields public forms carry (needed only after repeated failures). */
export interface CaptchaInput {
  captchaId?: string;
  captchaAnswer?: string;
}

/**
 * Captchas for the public board forms. Failures (wrong inquiry passwords, wrong captchas) are
 * counted per client address in a 10-minute window; from the third on, every public form of
 * that address must carry a fresh captcha (single use, answer kept in Redis for 5 minutes).
 */
@Injectable()
export class CaptchaService {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly limiter: RateLimiter,
    private readonly config: AppConfig,
  ) {}

  async issue(ip: string | undefined): Promise<{ captchaId: string; image: string; expiresIn: number }> {
    await this.limiter.hit({ key: `captcha:ip:${this.addr(ip)}`, limit: this.config.values.CAPTCHA_RATE_LIMIT_PER_ADDRESS, windowSeconds: 60 });
    const captchaId = randomUUID();
    const answer = captchaAnswer();
    await this.redis.set(answerKey(captchaId), answer, 'EX', CAPTCHA_TTL_SECONDS);
    return { captchaId, image: captchaDataUrl(answer), expiresIn: CAPTCHA_TTL_SECONDS };
  }

  /** Whether forms from this address currently need a captcha. */
  async required(ip: string | undefined): Promise<boolean> {
    const count = Number((await this.redis.get(failureKey(this.addr(ip)))) ?? 0);
    return count >= CAPTCHA_FAILURE_THRESHOLD;
  }

  /** Counts one failure of this address (the window starts at the first one). */
  async recordFailure(ip: string | undefined): Promise<void> {
    const key = failureKey(this.addr(ip));
    await this.redis.multi().incr(key).expire(key, CAPTCHA_FAILURE_WINDOW_SECONDS, 'NX').exec();
  }

  /**
   * When the address needs a captcha: 400 captcha.required without one, 400 captcha.wrong (a
   * failure) for a wrong, unknown or used one. A given captcha is spent either way.
   */
  async guard(ip: string | undefined, input: CaptchaInput): Promise<void> {
    if (!(await this.required(ip))) return;
    if (!input.captchaId || !input.captchaAnswer) {
      throw new DomainError('BAD_REQUEST', 'captcha.required', {}, [
        { field: 'captchaAnswer', message: 'captcha.required' },
      ]);
    }
    const expected = await this.redis.getdel(answerKey(input.captchaId));
    if (expected === null || expected !== input.captchaAnswer.trim()) {
      await this.recordFailure(ip);
      throw new DomainError('BAD_REQUEST', 'captcha.wrong', {}, [{ field: 'captchaAnswer', message: 'captcha.wrong' }]);
    }
  }

  private addr(ip: string | undefined): string {
    return normalizeIp(ip) ?? 'unknown';
  }
}
