"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.parseIpRule = parseIpRule;
exports.isIpRuleProblem = isIpRuleProblem;
const node_net_1 = require("node:net");
const BITS = { 4: 32, 6: 128 };
const MAPPED_V4_PREFIX = 0xffffn << 32n;
/**
 * Parses an address or CIDR typed by an admin. Host bits set under the prefix (10.1.2.3/8) are
 * refused with the network the admin probably meant, rather than silently widened: the entry
 * grants access, so it must say exactly what the admin saw. IPv4-mapped IPv6 entries
 * (::ffff:10.0.0.1, prefix ≥ 96) become plain IPv4, as callers' addresses do.
 */
function parseIpRule(input) {
    const invalid = { key: 'ipAccess.invalidAddress', params: {} };
    const text = input.trim();
    const parts = text.split('/');
    if (parts.length > 2)
        return invalid;
    const [addressText, prefixText] = parts;
    if (addressText.includes('%'))
        return invalid;
    const family = (0, node_net_1.isIP)(addressText);
    if (family !== 4 && family !== 6)
        return invalid;
    if (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText))
        return invalid;
    const max = BITS[family];
    const prefix = prefixText === undefined ? max : Number(prefixText);
    if (prefix > max)
        return { key: 'ipAccess.prefixOutOfRange', params: { max } };
    let value = family === 4 ? ipv4ToBigInt(addressText) : ipv6ToBigInt(addressText);
    let fam = family;
    let bits = prefix;
    if (fam === 6 && prefix >= 96 && value >> 32n === MAPPED_V4_PREFIX >> 32n) {
        fam = 4;
        bits = prefix - 96;
        value &= 0xffffffffn;
    }
    const hostBits = BigInt(BITS[fam] - bits);
    const hostMask = (1n << hostBits) - 1n;
    const network = value & ~hostMask;
    const address = format(fam, network);
    if ((value & hostMask) !== 0n)
        return { key: 'ipAccess.hostBitsSet', params: { network: `${address}/${bits}` } };
    return { family: fam, address, prefix: bits, cidr: `${address}/${bits}` };
}
function isIpRuleProblem(value) {
    return 'key' in value;
}
function ipv4ToBigInt(text) {
    return text.split('.').reduce((acc, octet) => (acc << 8n) | BigInt(Number(octet)), 0n);
}
/** Expands `::` and an embedded IPv4 tail into eight 16-bit groups. */
function ipv6ToBigInt(text) {
    let body = text.toLowerCase();
    const v4Tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(body);
    if (v4Tail) {
        const v4 = ipv4ToBigInt(v4Tail[1]);
        body = body.slice(0, -v4Tail[1].length) + `${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
    }
    const [head, tail] = body.includes('::') ? body.split('::') : [body, undefined];
    const headGroups = head ? head.split(':') : [];
    const tailGroups = tail === undefined ? [] : tail ? tail.split(':') : [];
    const zeros = tail === undefined ? [] : new Array(8 - headGroups.length - tailGroups.length).fill('0');
    return [...headGroups, ...zeros, ...tailGroups].reduce((acc, group) => (acc << 16n) | BigInt(parseInt(group, 16)), 0n);
}
function format(family, value) {
    if (family === 4)
        return [24n, 16n, 8n, 0n].map((shift) => String((value >> shift) & 0xffn)).join('.');
    const groups = Array.from({ length: 8 }, (_, i) => Number((value >> BigInt(112 - 16 * i)) & 0xffffn));
    // RFC 5952: compress the longest run (at least two) of zero groups, the first one on a tie.
    let bestStart = -1;
    let bestLength = 1;
    for (let i = 0; i < 8;) {
        if (groups[i] !== 0) {
            i += 1;
            continue;
        }
        let j = i;
        while (j < 8 && groups[j] === 0)
            j += 1;
        if (j - i > bestLength) {
            bestStart = i;
            bestLength = j - i;
        }
        i = j;
    }
    const hex = groups.map((g) => g.toString(16));
    if (bestStart < 0)
        return hex.join(':');
    return `${hex.slice(0, bestStart).join(':')}::${hex.slice(bestStart + bestLength).join(':')}`;
}
//# sourceMappingURL=ip-rule.js.map