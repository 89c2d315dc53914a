import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { apiKeyUserId, apiRouteGroup, formatDate, USER_SE_CODES, type ApiKeyScope } from '@nuri/domain';
import type { Request } from 'express';
import type Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { REDIS } from '../../redis/redis.module';
import { Clock } from '../clock/clock.service';
import { DomainError } from '../errors/domain-error';
import type { AuthUser } from './auth-user';
import { normalizeIp } from './client-ip';

/** Redis hash of usage counts not yet written to api_use_daily: field `keyId|YYYY-MM-DD|routeGroup` → count. */
export const API_USAGE_PENDING_KEY = 'nuri:apiuse:pending';
/** Redis hash keyId → ISO time of the key's last accepted request (written to api_key.last_used_dt by the flush). */
export const API_LAST_USED_PENDING_KEY = 'nuri:apiuse:last-used';
const RATE_PREFIX = 'nuri:rl:apikey:';
const RATE_WINDOW_SECONDS = 60;

/** SHA-256 of a secret (hex): secrets are 256-bit random values, so a fast hash is the right one. */
export function hashApiKeySecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/**
 * The key a request presents: the X-API-Key header, else the crtfckey query parameter. undefined
 * when neither is there; '' for a malformed value (repeated parameter), which no key matches.
 */
export function presentedApiKey(req: Request): string | undefined {
  const header = req.headers['x-api-key'];
  const query = takeQueryKey(req);
  const value = header ?? query;
  if (value === undefined) return undefined;
  return typeof value === 'string' ? value : '';
}

/**
 * Reads and removes crtfckey from the request's query, so that routes validating their query
 * (unknown parameters refused) never see it. Express 5 parses req.query on every read, hence the
 * parsed copy fixed on the request.
 */
function takeQueryKey(req: Request): unknown {
  const query = req.query as Record<string, unknown> | undefined;
  if (!query || !Object.prototype.hasOwnProperty.call(query, 'crtfckey')) return undefined;
  const { crtfckey, ...rest } = query;
  Object.defineProperty(req, 'query', { value: rest, writable: true, configurable: true, enumerable: true });
  return crtfckey;
}

interface KeyRow {
  key_id: string;
  instt_code: string;
  key_nm: string;
  scopes: string[];
  use_at: string;
  register_id: string;
  expired: boolean;
  ip_ok: boolean;
  instt_deleted: boolean;
  creator_active: boolean;
}

/**
 * Authenticates integrator API keys (checked on every request: revocation and expiry take effect
 * at once). The key acts as a service identity of its institution, limited by the route's scope:
 * - contents:read: user id `apikey:<keyId>`, a member's role (12) of the key's institution, so the
 *   content-access policy shows it what is shared with everyone or with that institution;
 * - layers:write: the account that created the key (uploads need a real owner), a member's role
 *   (12), in the key's institution: it edits what that account may edit, never as an admin;
 * - members:manage: the account that created the key with the institution admin's role (14),
 *   on the key's institution only (that scope is the member-management power itself).
 * The institution's IP restriction then applies as to its members (IpAccessGuard), as do the
 * institution scope and menu access guards.
 */
@Injectable()
export class ApiKeyAuthenticator {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  async authenticate(req: Request, secret: string, scope: ApiKeyScope | undefined): Promise<AuthUser> {
    const now = await this.clock.now();
    const rows: KeyRow[] = secret
      ? await this.db.query(
          `SELECT k.key_id, k.instt_code, k.key_nm, k.scopes, k.use_at, k.register_id,
                  (k.expire_dt IS NOT NULL AND k.expire_dt <= $2) AS expired,
                  (cardinality(k.ip_allow_list) = 0
                    OR ($3::inet IS NOT NULL AND EXISTS (SELECT 1 FROM unnest(k.ip_allow_list) a WHERE $3::inet <<= a::cidr))) AS ip_ok,
                  (i.delete_at = 'Y') AS instt_deleted,
                  EXISTS (SELECT 1 FROM users u WHERE u.user_id = k.register_id AND u.user_sttus = 'active') AS creator_active
             FROM api_key k JOIN instt i ON i.instt_code = k.instt_code
            WHERE k.key_hash = $1`,
          [hashApiKeySecret(secret), now, normalizeIp(req.ip)],
        )
      : [];
    const key = rows[0];
    if (!key || key.instt_deleted) throw new DomainError('UNAUTHENTICATED', 'apikey.invalid');
    if (key.use_at !== 'Y') throw new DomainError('UNAUTHENTICATED', 'apikey.revoked');
    if (key.expired) throw new DomainError('UNAUTHENTICATED', 'apikey.expired');
    if (!scope || !key.scopes.includes(scope)) {
      throw new DomainError('FORBIDDEN', 'apikey.scopeMissing', { scope: scope ?? '-' });
    }
    if (!key.ip_ok) throw new DomainError('FORBIDDEN', 'apikey.ipRefused');
    // Write scopes record the key's creator as the actor: that account must still be in use.
    if (scope !== 'contents:read' && !key.creator_active) throw new DomainError('FORBIDDEN', 'apikey.creatorInactive');
    await this.rateLimit(key.key_id);
    await this.count(key.key_id, req, now);
    const base = { userNm: key.key_nm, insttCode: key.instt_code, jti: '', exp: 0, apiKey: { keyId: key.key_id, scopes: key.scopes } };
    if (scope === 'contents:read') return { ...base, userId: apiKeyUserId(key.key_id), userSeCode: USER_SE_CODES.MEMBER };
    if (scope === 'layers:write') return { ...base, userId: key.register_id, userSeCode: USER_SE_CODES.MEMBER };
    return { ...base, userId: key.register_id, userSeCode: USER_SE_CODES.INSTT_ADMIN };
  }

  /** Fixed one-minute window per key (API_KEY_RATE_LIMIT), shared by every API process. */
  private async rateLimit(keyId: string): Promise<void> {
    const name = `${RATE_PREFIX}${keyId}`;
    const [[, count], , [, ttl]] = (await this.redis.multi().incr(name).expire(name, RATE_WINDOW_SECONDS, 'NX').ttl(name).exec()) as [
      [null, number],
      [null, number],
      [null, number],
    ];
    if (count > this.config.values.API_KEY_RATE_LIMIT) {
      throw new DomainError('RATE_LIMITED', 'apikey.rateLimited', { seconds: Math.max(ttl, 1) });
    }
  }

  /** One request of the key, counted per route group and (server-local) day; written out by the flush job. */
  private async count(keyId: string, req: Request, now: Date): Promise<void> {
    const field = `${keyId}|${formatDate(now)}|${apiRouteGroup(req.path)}`;
    await this.redis.multi().hincrby(API_USAGE_PENDING_KEY, field, 1).hset(API_LAST_USED_PENDING_KEY, keyId, now.toISOString()).exec();
  }
}
