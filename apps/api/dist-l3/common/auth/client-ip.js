"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.normalizeIp = normalizeIp;
const node_net_1 = require("node:net");
/** The caller's address as PostgreSQL's inet reads it: IPv4-mapped IPv6 becomes plain IPv4. */
function normalizeIp(ip) {
    if (!ip)
        return null;
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
    const plain = mapped ? mapped[1] : ip;
    return (0, node_net_1.isIP)(plain) ? plain : null;
}
//# sourceMappingURL=client-ip.js.map