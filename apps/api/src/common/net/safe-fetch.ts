import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { addressPolicy, type AddressPolicy } from './address-policy';
import { OutboundRequestError } from './outbound-error';

export interface SafeFetchOptions {
  /** Reach private, loopback and link-local addresses too: all (true) or the listed ranges (configuration ALLOW_PRIVATE_URLS). */
  allowPrivate: boolean | readonly string[];
  /** Replaces the address rule (tests); default from allowPrivate. */
  policy?: AddressPolicy;
  /** For the whole exchange, redirects included. */
  timeoutMs?: number;
  /** Largest body accepted. */
  maxBytes?: number;
  maxRedirects?: number;
  headers?: Record<string, string>;
}

export interface SafeResponse {
  /** The address finally answered (after redirects). */
  url: string;
  status: number;
  contentType: string | null;
  body: Buffer;
}

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_MAX_BYTES = 5 * 1024 * 1024;
const DEFAULT_MAX_REDIRECTS = 3;
const REDIRECTS: ReadonlySet<number> = new Set([301, 302, 303, 307, 308]);

/** Checks the form of an outbound address: http or https, no user name or password in it. */
export function parseOutboundUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new OutboundRequestError('protocol', raw.slice(0, 200));
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new OutboundRequestError('protocol', url.protocol);
  if (url.username || url.password) throw new OutboundRequestError('credentials', url.host);
  return url;
}

/** Resolves the host and refuses it unless every address it resolves to is allowed. */
export async function assertOutboundHost(
  url: URL,
  options: Pick<SafeFetchOptions, 'allowPrivate' | 'policy'>,
): Promise<void> {
  const policy = options.policy ?? addressPolicy(options.allowPrivate);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = net.isIP(host) ? [host] : await resolveAll(host);
  const bad = addresses.find((a) => !policy(a));
  if (bad) throw new OutboundRequestError('refusedAddress', `${host} (${bad})`);
}

/**
 * GET over http/https to public addresses only: the host is resolved and checked on every
 * connection (the checked address is the one connected to, so DNS cannot change its answer in
 * between), each redirect is checked again, and time and size are limited.
 */
export async function safeFetch(raw: string, options: SafeFetchOptions): Promise<SafeResponse> {
  const deadline = Date.now() + (options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  let url = parseOutboundUrl(raw);
  for (let hop = 0; ; hop++) {
    const answer = await requestOnce(url, options, deadline);
    if (!('location' in answer)) return answer;
    if (hop >= maxRedirects) throw new OutboundRequestError('redirects', String(maxRedirects));
    url = parseOutboundUrl(new URL(answer.location, url).toString());
  }
}

function requestOnce(
  url: URL,
  options: SafeFetchOptions,
  deadline: number,
): Promise<SafeResponse | { location: string }> {
  const policy = options.policy ?? addressPolicy(options.allowPrivate);
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // Node connects to IP literals without a lookup: check them here.
  if (net.isIP(host) && !policy(host))
    return Promise.reject(new OutboundRequestError('refusedAddress', host));
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.get(
      url,
      {
        agent: false,
        lookup: guardedLookup(policy),
        headers: { 'accept-encoding': 'identity', 'user-agent': 'NuriMap/1.0', ...options.headers },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        const location = res.headers.location;
        if (REDIRECTS.has(status) && location) {
          res.resume();
          resolve({ location });
          return;
        }
        const declared = Number(res.headers['content-length'] ?? 0);
        if (declared > maxBytes) {
          req.destroy(new OutboundRequestError('tooLarge', String(maxBytes)));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) req.destroy(new OutboundRequestError('tooLarge', String(maxBytes)));
          else chunks.push(chunk);
        });
        res.on('end', () =>
          resolve({
            url: url.toString(),
            status,
            contentType: res.headers['content-type'] ?? null,
            body: Buffer.concat(chunks),
          }),
        );
        res.on('error', reject);
      },
    );
    const timer = setTimeout(
      () => req.destroy(new OutboundRequestError('timeout', url.host)),
      Math.max(0, deadline - Date.now()),
    );
    req.on('error', (e: Error) =>
      reject(e instanceof OutboundRequestError ? e : new OutboundRequestError('network', e.message)),
    );
    req.on('close', () => clearTimeout(timer));
  });
}

/** A DNS lookup for the HTTP client that refuses hosts resolving to a refused address. */
function guardedLookup(policy: AddressPolicy): net.LookupFunction {
  return (hostname, options, callback) => {
    resolveAll(hostname).then(
      (addresses) => {
        const bad = addresses.find((a) => !policy(a));
        if (bad) {
          callback(new OutboundRequestError('refusedAddress', `${hostname} (${bad})`), '', 4);
          return;
        }
        const wanted = addresses
          .map((address) => ({ address, family: net.isIP(address) }))
          .filter((a) => !options.family || a.family === options.family);
        if (!wanted.length) callback(new OutboundRequestError('dns', hostname), '', 4);
        else if (options.all) callback(null, wanted);
        else callback(null, wanted[0].address, wanted[0].family);
      },
      (e: unknown) =>
        callback(e instanceof OutboundRequestError ? e : new OutboundRequestError('dns', hostname), '', 4),
    );
  };
}

async function resolveAll(host: string): Promise<string[]> {
  try {
    const found = await dns.promises.lookup(host, { all: true, verbatim: true });
    if (!found.length) throw new Error('no address');
    return found.map((a) => a.address);
  } catch {
    throw new OutboundRequestError('dns', host);
  }
}
