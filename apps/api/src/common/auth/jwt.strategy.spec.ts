import { createSecretKey } from 'node:crypto';
import type { AppConfig } from '../../config/app-config';
import type { Clock } from '../clock/clock.service';
import { JwtStrategy } from './jwt.strategy';
import type { RevokedTokens } from './revoked-tokens';

const config = { jwtSecret: 'x'.repeat(40), jwtKey: createSecretKey(Buffer.from('x'.repeat(40))) } as AppConfig;
const payload = { sub: 'kim01', nm: '김누리', se: 12, instt: 'seoul', jti: 'j-1', exp: 2_000_000_000 } as never;
const revocations = (revoked: string[]) => ({ isRevoked: async (jti: string) => revoked.includes(jti) }) as RevokedTokens;

const clockAt = (seconds: number) => ({ now: async () => new Date(seconds * 1000) }) as Clock;
const before = clockAt(2_000_000_000 - 1);

describe('JwtStrategy', () => {
  it('refuses a token revoked at logout', async () => {
    expect(await new JwtStrategy(config, revocations(['j-1']), before).validate(payload)).toBe(false);
  });

  it('accepts a signed token that is not revoked', async () => {
    expect(await new JwtStrategy(config, revocations(['j-2']), before).validate(payload)).toMatchObject({ userId: 'kim01', insttCode: 'seoul' });
  });

  it('refuses a token whose expiry the clock has reached, or one without expiry', async () => {
    expect(await new JwtStrategy(config, revocations([]), clockAt(2_000_000_000)).validate(payload)).toBe(false);
    expect(await new JwtStrategy(config, revocations([]), before).validate({ ...(payload as object), exp: undefined } as never)).toBe(false);
  });
});
