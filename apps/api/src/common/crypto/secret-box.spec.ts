import { randomBytes } from 'node:crypto';
import { open, seal } from './secret-box';

describe('secret box (AES-256-GCM)', () => {
  const key = randomBytes(32);

  it('round-trips Korean text and never stores the plaintext', () => {
    const sealed = seal('010-1234-5678 서울시 중구', key);
    expect(sealed).not.toContain('1234');
    expect(open(sealed, key)).toBe('010-1234-5678 서울시 중구');
  });

  it('uses a fresh nonce every time', () => {
    expect(seal('same', key)).not.toBe(seal('same', key));
  });

  it('refuses a tampered value or another key', () => {
    const sealed = seal('secret', key);
    const parts = sealed.split('.');
    parts[3] = Buffer.from('tampered').toString('base64url');
    expect(() => open(parts.join('.'), key)).toThrow();
    expect(() => open(sealed, randomBytes(32))).toThrow();
  });
});
