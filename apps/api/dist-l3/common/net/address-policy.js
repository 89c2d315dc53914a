"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.isRefusedAddress = isRefusedAddress;
exports.addressPolicy = addressPolicy;
const node_net_1 = __importDefault(require("node:net"));
// Private, loopback, link-local, multicast, documentation and other special-purpose ranges
// (IANA special-purpose registries). IPv4-mapped, NAT64, 6to4 and Teredo IPv6 addresses embed an
// IPv4 address and are refused whole rather than decoded.
const REFUSED_V4 = [
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
const REFUSED_V6 = [
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
const refusedV4 = new node_net_1.default.BlockList();
const refusedV6 = new node_net_1.default.BlockList();
for (const [address, prefix] of REFUSED_V4)
    refusedV4.addSubnet(address, prefix, 'ipv4');
for (const [address, prefix] of REFUSED_V6)
    refusedV6.addSubnet(address, prefix, 'ipv6');
/** True for addresses no outbound request may reach by default (and for anything not an IP). */
function isRefusedAddress(ip) {
    const bare = ip.replace(/^\[|\]$/g, '');
    const family = node_net_1.default.isIP(bare);
    if (family === 0)
        return true;
    return family === 4 ? refusedV4.check(bare, 'ipv4') : refusedV6.check(bare, 'ipv6');
}
/** Public addresses only, or every address when the configuration allows private targets. */
function addressPolicy(allowPrivate) {
    return allowPrivate ? (ip) => node_net_1.default.isIP(ip.replace(/^\[|\]$/g, '')) !== 0 : (ip) => !isRefusedAddress(ip);
}
//# sourceMappingURL=address-policy.js.map