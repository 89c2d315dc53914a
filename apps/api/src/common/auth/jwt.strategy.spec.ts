import { createSecretKey } from 'node:crypto';
import type { AppConfig } from '../../config/app-config';
import { JwtStrategy } from './jwt.strategy';
import type { RevokedTokens } from './revoked-tokens';

const config = { jwtSecret: 'x'.repeat(40), jwtKey: createSecretKey(Buffer.from('x'.repeat(40))) } as AppConfig;
const payload = { sub: 'kim01', nm: '김누리', se: 12, instt: 'seoul', jti: 'j-1', exp: 2_000_000_000 } as never;
const revocations = (revoked: string[]) => ({ isRevoked: async (jti: string) => revoked.includes(jti) }) as RevokedTokens;

describe('JwtStrategy', () => {
  it('refuses a token revoked at logout', async () => {
    expect(await new JwtStrategy(config, revocations(['j-1'])).validate(payload)).toBe(false);
  });

  it('accepts a signed token that is not revoked', async () => {
    expect(await new JwtStrategy(config, revocations(['j-2'])).validate(payload)).toMatchObject({ userId: 'kim01', insttCode: 'seoul' });
  });
});
