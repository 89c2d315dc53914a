import { AppConfig } from '../../config/app-config';
import { UrlSigner } from './url-signer';

const signer = (secret = 'x'.repeat(32)) => new UrlSigner({ jwtSecret: secret } as AppConfig);
const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://h').searchParams) as { exp?: string; sig?: string };

describe('UrlSigner', () => {
  const now = Date.UTC(2026, 10, 21, 10, 30);
  const path = '/api/layers/L1/thumbnail';

  it('signs a path for one to two hours and verifies it', () => {
    const url = signer().sign(path, now);
    const q = queryOf(url);
    expect(url.startsWith(`${path}?exp=`)).toBe(true);
    expect(Number(q.exp) * 1000 - now).toBeGreaterThan(3600_000);
    expect(Number(q.exp) * 1000 - now).toBeLessThanOrEqual(7200_000);
    expect(signer().verify(path, q, now)).toBe(true);
    // Stable within the hour: the same address for the browser cache.
    expect(signer().sign(path, now + 60_000)).toBe(url);
  });

  it('keeps the address query and signs the path only', () => {
    const url = signer().sign('/api/webmap/M1/thumbnail?v=5', now);
    expect(url).toMatch(/^\/api\/webmap\/M1\/thumbnail\?v=5&exp=\d+&sig=/);
    expect(signer().verify('/api/webmap/M1/thumbnail', queryOf(url), now)).toBe(true);
  });

  it('refuses another path, a tampered or missing signature, an expired address and another key', () => {
    const q = queryOf(signer().sign(path, now));
    expect(signer().verify('/api/layers/L2/thumbnail', q, now)).toBe(false);
    expect(signer().verify(path, { ...q, sig: `${q.sig}x` }, now)).toBe(false);
    expect(signer().verify(path, { ...q, exp: String(Number(q.exp) + 3600) }, now)).toBe(false);
    expect(signer().verify(path, { exp: q.exp }, now)).toBe(false);
    expect(signer().verify(path, q, Number(q.exp) * 1000)).toBe(false);
    expect(signer('y'.repeat(32)).verify(path, q, now)).toBe(false);
  });
});
