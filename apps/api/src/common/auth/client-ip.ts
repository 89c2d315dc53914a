import { isIP } from 'node:net';

/** The caller's address as PostgreSQL's inet reads it: IPv4-mapped IPv6 becomes plain IPv4. */
export function normalizeIp(ip: string | undefined): string | null {
  if (!ip) return null;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  const plain = mapped ? mapped[1] : ip;
  return isIP(plain) ? plain : null;
}
