// What the screen can tell about an allow-list entry before sending it. IPv4 is checked in full
// (format, prefix, host bits: the API's rules); IPv6 only in form, the API checks the rest.

export type IpRuleProblemKey =
  'ipAccess.invalidAddress' | 'ipAccess.prefixOutOfRange' | 'ipAccess.hostBitsSet';

export type IpRuleCheck =
  | { ok: true; family: 4; network: number; prefix: number }
  | { ok: true; family: 6 }
  | { ok: false; key: IpRuleProblemKey; params: Record<string, string | number> };

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;
const IPV6_CHARS = /^[0-9a-f:.]+$/i;

/** The address as an unsigned 32-bit number; null unless a plain dotted quad. */
export function ipv4ToNumber(text: string): number | null {
  const match = IPV4.exec(text);
  if (!match) return null;
  const octets = match.slice(1).map((part) => (part.length > 1 && part.startsWith('0') ? NaN : Number(part)));
  if (octets.some((octet) => !(octet >= 0 && octet <= 255))) return null;
  return octets.reduce((acc, octet) => acc * 256 + octet, 0);
}

function numberToIpv4(value: number): string {
  return [24, 16, 8, 0].map((shift) => Math.floor(value / 2 ** shift) % 256).join('.');
}

function looksLikeIpv6(text: string): boolean {
  if (!text.includes(':') || !IPV6_CHARS.test(text) || text.split('::').length > 2) return false;
  const groups = text.split(':').filter((group) => group !== '');
  return groups.length <= 8 && groups.every((group) => group.includes('.') || group.length <= 4);
}

/** Checks an address or CIDR as typed ('203.0.113.7', '10.0.0.0/8', '2001:db8::/32'). */
export function checkIpRule(input: string): IpRuleCheck {
  const invalid: IpRuleCheck = { ok: false, key: 'ipAccess.invalidAddress', params: {} };
  const [address, prefixText, ...rest] = input.trim().split('/');
  if (rest.length > 0 || (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText))) return invalid;
  const v4 = ipv4ToNumber(address);
  if (v4 === null) {
    if (!looksLikeIpv6(address)) return invalid;
    if (prefixText !== undefined && Number(prefixText) > 128)
      return { ok: false, key: 'ipAccess.prefixOutOfRange', params: { max: 128 } };
    return { ok: true, family: 6 };
  }
  const prefix = prefixText === undefined ? 32 : Number(prefixText);
  if (prefix > 32) return { ok: false, key: 'ipAccess.prefixOutOfRange', params: { max: 32 } };
  const size = 2 ** (32 - prefix);
  const network = Math.floor(v4 / size) * size;
  if (network !== v4)
    return {
      ok: false,
      key: 'ipAccess.hostBitsSet',
      params: { network: `${numberToIpv4(network)}/${prefix}` },
    };
  return { ok: true, family: 4, network, prefix };
}

/**
 * Whether adding `input` to an empty list would shut the caller out (only the new entry would
 * be allowed): true or false when the screen can tell, null when only the API can (IPv6).
 */
export function addLocksOut(listSize: number, callerIp: string | null, input: string): boolean | null {
  if (listSize > 0) return false;
  const rule = checkIpRule(input);
  if (!rule.ok || rule.family === 6 || callerIp === null) return null;
  const caller = ipv4ToNumber(callerIp);
  if (caller === null) return true;
  const size = 2 ** (32 - rule.prefix);
  return Math.floor(caller / size) * size !== rule.network;
}
