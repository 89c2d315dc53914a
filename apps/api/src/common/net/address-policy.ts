import net from 'node:net';

/** Decides whether an outbound request may connect to an IP address. */
export type AddressPolicy = (ip: string) => boolean;

// Private, loopback, link-local, multicast, documentation and other special-purpose ranges
// (IANA special-purpose registries). IPv4-mapped, NAT64, 6to4 and Teredo IPv6 addresses embed an
// IPv4 address and are refused whole rather than decoded.
const REFUSED_V4: ReadonlyArray<[string, number]> = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];
const REFUSED_V6: ReadonlyArray<[string, number]> = [
  ['::', 96],
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 32],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
];

// Two lists: a BlockList matches IPv4 addresses against IPv4-mapped IPv6 rules too.
const refusedV4 = new net.BlockList();
const refusedV6 = new net.BlockList();
for (const [address, prefix] of REFUSED_V4) refusedV4.addSubnet(address, prefix, 'ipv4');
for (const [address, prefix] of REFUSED_V6) refusedV6.addSubnet(address, prefix, 'ipv6');

/** True for addresses no outbound request may reach by default (and for anything not an IP). */
export function isRefusedAddress(ip: string): boolean {
  const bare = ip.replace(/^\[|\]$/g, '');
  const family = net.isIP(bare);
  if (family === 0) return true;
  return family === 4 ? refusedV4.check(bare, 'ipv4') : refusedV6.check(bare, 'ipv6');
}

/** An address or CIDR (`10.20.0.0/16`, `fd00::/8`, `192.0.2.7`), or null when it is neither. */
export function parseAddressRange(
  range: string,
): { address: string; prefix: number; family: 'ipv4' | 'ipv6' } | null {
  const [address, bits, ...rest] = range.trim().split('/');
  const version = net.isIP(address);
  if (version === 0 || rest.length) return null;
  const max = version === 4 ? 32 : 128;
  const prefix = bits === undefined ? max : /^\d{1,3}$/.test(bits) ? Number(bits) : NaN;
  if (!(prefix >= 0 && prefix <= max)) return null;
  return { address, prefix, family: version === 4 ? 'ipv4' : 'ipv6' };
}

/**
 * Public addresses only (false); every address (true); or public addresses plus the listed
 * private ranges (ALLOW_PRIVATE_URLS=10.20.0.0/16,...): one intranet server can be reached
 * without opening loopback, link-local (cloud metadata) and the rest of the private ranges.
 */
export function addressPolicy(allowPrivate: boolean | readonly string[]): AddressPolicy {
  if (allowPrivate === true) return (ip) => net.isIP(ip.replace(/^\[|\]$/g, '')) !== 0;
  if (allowPrivate === false || !allowPrivate.length) return (ip) => !isRefusedAddress(ip);
  const allowed = new net.BlockList();
  for (const range of allowPrivate) {
    const parsed = parseAddressRange(range);
    if (parsed) allowed.addSubnet(parsed.address, parsed.prefix, parsed.family);
  }
  return (ip) => {
    const bare = ip.replace(/^\[|\]$/g, '');
    const family = net.isIP(bare);
    if (family === 0) return false;
    return !isRefusedAddress(bare) || allowed.check(bare, family === 4 ? 'ipv4' : 'ipv6');
  };
}
