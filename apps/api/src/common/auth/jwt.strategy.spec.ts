import { createSecretKey } from 'node:crypto';
import type Redis from 'ioredis';
import type { AppConfig } from '../../config/app-config';
import { JwtStrategy, REVOKED_JTI_PREFIX } from './jwt.strategy';

const config = { jwtSecret: 'x'.repeat(40), jwtKey: createSecretKey(Buffer.from('x'.repeat(40))) } as AppConfig;
const payload = { sub: 'kim01', nm: '김누리', se: 12, instt: 'seoul', jti: 'j-1', exp: 2_000_000_000 } as never;

describe('JwtStrategy', () => {
  it('refuses a token revoked at logout', async () => {
    const redis = { exists: jest.fn(async (key: string) => (key === `${REVOKED_JTI_PREFIX}j-1` ? 1 : 0)) } as unknown as Redis;
    expect(await new JwtStrategy(config, redis).validate(payload)).toBe(false);
  });

  it('accepts a signed token while the revocation list (Redis) is unreachable', async () => {
    const redis = { exists: jest.fn(async () => Promise.reject(new Error('Connection is closed.'))) } as unknown as Redis;
    expect(await new JwtStrategy(config, redis).validate(payload)).toMatchObject({ userId: 'kim01', insttCode: 'seoul' });
  });
});
