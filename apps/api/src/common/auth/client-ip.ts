import { isIP } from 'node:net';

/**
 * The caller's address as PostgreSQL's inet reads it: IPv4-mapped IPv6 becomes plain IPv4 in
 * every spelling (`::ffff:10.1.2.3`, `::ffff:a01:203`, `0:0:0:0:0:ffff:a01:203`), so an allow
 * list of IPv4 ranges sees the same address however a proxy wrote it; anything else that is not
 * a plain address (a zone id such as `fe80::1%eth0`, garbage) is null.
 */
export function normalizeIp(ip: string | undefined): string | null {
  if (!ip) return null;
  const family = isIP(ip);
  if (family === 4) return ip;
  if (family !== 6 || ip.includes('%')) return null;
  // The URL parser writes IPv6 in its canonical form (mapped IPv4 as two hex groups).
  let canonical: string;
  try {
    canonical = new URL(`http://[${ip}]`).hostname.slice(1, -1);
  } catch {
    return null;
  }
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(canonical);
  if (!mapped) return canonical;
  const [high, low] = [parseInt(mapped[1], 16), parseInt(mapped[2], 16)];
  return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
}
