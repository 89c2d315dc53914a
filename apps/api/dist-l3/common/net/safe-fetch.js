"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.parseOutboundUrl = parseOutboundUrl;
exports.assertOutboundHost = assertOutboundHost;
exports.safeFetch = safeFetch;
const node_dns_1 = __importDefault(require("node:dns"));
const node_http_1 = __importDefault(require("node:http"));
const node_https_1 = __importDefault(require("node:https"));
const node_net_1 = __importDefault(require("node:net"));
const address_policy_1 = require("./address-policy");
const outbound_error_1 = require("./outbound-error");
const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_MAX_BYTES = 5 * 1024 * 1024;
const DEFAULT_MAX_REDIRECTS = 3;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
/** Checks the form of an outbound address: http or https, no user name or password in it. */
function parseOutboundUrl(raw) {
    let url;
    try {
        url = new URL(raw);
    }
    catch {
        throw new outbound_error_1.OutboundRequestError('protocol', raw.slice(0, 200));
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
        throw new outbound_error_1.OutboundRequestError('protocol', url.protocol);
    if (url.username || url.password)
        throw new outbound_error_1.OutboundRequestError('credentials', url.host);
    return url;
}
/** Resolves the host and refuses it unless every address it resolves to is allowed. */
async function assertOutboundHost(url, options) {
    const policy = options.policy ?? (0, address_policy_1.addressPolicy)(options.allowPrivate);
    const host = url.hostname.replace(/^\[|\]$/g, '');
    const addresses = node_net_1.default.isIP(host) ? [host] : await resolveAll(host);
    const bad = addresses.find((a) => !policy(a));
    if (bad)
        throw new outbound_error_1.OutboundRequestError('refusedAddress', `${host} (${bad})`);
}
/**
 * GET over http/https to public addresses only: the host is resolved and checked on every
 * connection (the checked address is the one connected to, so DNS cannot change its answer in
 * between), each redirect is checked again, and time and size are limited.
 */
async function safeFetch(raw, options) {
    const deadline = Date.now() + (options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
    let url = parseOutboundUrl(raw);
    for (let hop = 0;; hop++) {
        const answer = await requestOnce(url, options, deadline);
        if (!('location' in answer))
            return answer;
        if (hop >= maxRedirects)
            throw new outbound_error_1.OutboundRequestError('redirects', String(maxRedirects));
        url = parseOutboundUrl(new URL(answer.location, url).toString());
    }
}
function requestOnce(url, options, deadline) {
    const policy = options.policy ?? (0, address_policy_1.addressPolicy)(options.allowPrivate);
    const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
    const host = url.hostname.replace(/^\[|\]$/g, '');
    // Node connects to IP literals without a lookup: check them here.
    if (node_net_1.default.isIP(host) && !policy(host))
        return Promise.reject(new outbound_error_1.OutboundRequestError('refusedAddress', host));
    const client = url.protocol === 'https:' ? node_https_1.default : node_http_1.default;
    return new Promise((resolve, reject) => {
        const req = client.get(url, {
            agent: false,
            lookup: guardedLookup(policy),
            headers: { 'accept-encoding': 'identity', 'user-agent': 'NuriMap/1.0', ...options.headers },
        }, (res) => {
            const status = res.statusCode ?? 0;
            const location = res.headers.location;
            if (REDIRECTS.has(status) && location) {
                res.resume();
                resolve({ location });
                return;
            }
            const declared = Number(res.headers['content-length'] ?? 0);
            if (declared > maxBytes) {
                req.destroy(new outbound_error_1.OutboundRequestError('tooLarge', String(maxBytes)));
                return;
            }
            const chunks = [];
            let size = 0;
            res.on('data', (chunk) => {
                size += chunk.length;
                if (size > maxBytes)
                    req.destroy(new outbound_error_1.OutboundRequestError('tooLarge', String(maxBytes)));
                else
                    chunks.push(chunk);
            });
            res.on('end', () => resolve({
                url: url.toString(),
                status,
                contentType: res.headers['content-type'] ?? null,
                body: Buffer.concat(chunks),
            }));
            res.on('error', reject);
        });
        const timer = setTimeout(() => req.destroy(new outbound_error_1.OutboundRequestError('timeout', url.host)), Math.max(0, deadline - Date.now()));
        req.on('error', (e) => reject(e instanceof outbound_error_1.OutboundRequestError ? e : new outbound_error_1.OutboundRequestError('network', e.message)));
        req.on('close', () => clearTimeout(timer));
    });
}
/** A DNS lookup for the HTTP client that refuses hosts resolving to a refused address. */
function guardedLookup(policy) {
    return (hostname, options, callback) => {
        resolveAll(hostname).then((addresses) => {
            const bad = addresses.find((a) => !policy(a));
            if (bad) {
                callback(new outbound_error_1.OutboundRequestError('refusedAddress', `${hostname} (${bad})`), '', 4);
                return;
            }
            const wanted = addresses
                .map((address) => ({ address, family: node_net_1.default.isIP(address) }))
                .filter((a) => !options.family || a.family === options.family);
            if (!wanted.length)
                callback(new outbound_error_1.OutboundRequestError('dns', hostname), '', 4);
            else if (options.all)
                callback(null, wanted);
            else
                callback(null, wanted[0].address, wanted[0].family);
        }, (e) => callback(e instanceof outbound_error_1.OutboundRequestError ? e : new outbound_error_1.OutboundRequestError('dns', hostname), '', 4));
    };
}
async function resolveAll(host) {
    try {
        const found = await node_dns_1.default.promises.lookup(host, { all: true, verbatim: true });
        if (!found.length)
            throw new Error('no address');
        return found.map((a) => a.address);
    }
    catch {
        throw new outbound_error_1.OutboundRequestError('dns', host);
    }
}
//# sourceMappingURL=safe-fetch.js.map