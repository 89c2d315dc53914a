import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { API_KEY_PREFIX_LENGTH, API_KEY_SECRET_MARKER, USER_SE_CODES } from '@nuri/domain';
import { DataSource } from 'typeorm';
import { hashApiKeySecret } from '../../common/auth/api-key.authenticator';
import type { AuthUser } from '../../common/auth/auth-user';
import { Clock } from '../../common/clock/clock.service';
import { DomainError, ValidationFailedError } from '../../common/errors/domain-error';
import { offsetOf, toPaged, type Paged } from '../../common/paging/paged';
import { isIpRuleProblem, parseIpRule } from '../ip-access';
import { ApiUsageFlusher } from './api-usage.flusher';
import type {
  ApiKeyCreateDto,
  ApiKeyCreatedDto,
  ApiKeyDto,
  ApiKeyListQueryDto,
  ApiKeyUpdateDto,
  ApiUseDto,
  ApiUseListQueryDto,
} from './dto/apikeys.dto';

interface KeyRow {
  keyId: string;
  insttCode: string;
  keyNm: string;
  keyPrefix: string;
  scopes: string[];
  expireDt: Date | null;
  ipAllowList: string[];
  useAt: 'Y' | 'N';
  registerId: string;
  registDt: Date;
  lastUsedDt: Date | null;
}

const KEY_COLUMNS = `k.key_id AS "keyId", k.instt_code AS "insttCode", k.key_nm AS "keyNm", k.key_prefix AS "keyPrefix",
  k.scopes, k.expire_dt AS "expireDt", k.ip_allow_list AS "ipAllowList", k.use_at AS "useAt",
  k.register_id AS "registerId", k.regist_dt AS "registDt", k.last_used_dt AS "lastUsedDt"`;

const toDto = (r: KeyRow): ApiKeyDto => ({
  keyId: r.keyId,
  insttCode: r.insttCode,
  keyNm: r.keyNm,
  keyPrefix: r.keyPrefix,
  scopes: r.scopes as ApiKeyDto['scopes'],
  expireDt: r.expireDt ? new Date(r.expireDt).toISOString() : null,
  ipAllowList: r.ipAllowList,
  useAt: r.useAt,
  registerId: r.registerId,
  registDt: new Date(r.registDt).toISOString(),
  lastUsedDt: r.lastUsedDt ? new Date(r.lastUsedDt).toISOString() : null,
});

/**
 * Integrator API keys: institution admins manage their institution's keys, provider admins any
 * institution's. The secret (256 random bits) is returned once at creation and stored only as
 * its SHA-256; revocation (use_at N) is final and takes effect at the next request.
 */
@Injectable()
export class ApiKeysService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly clock: Clock,
    private readonly usage: ApiUsageFlusher,
  ) {}

  async list(caller: AuthUser, q: ApiKeyListQueryDto): Promise<Paged<ApiKeyDto>> {
    const insttCode = this.scopeOf(caller, q.insttCode);
    // Last-used times still in Redis are written first, so the list shows them.
    await this.usage.flush();
    const where = `($1::text IS NULL OR k.instt_code = $1) AND ($2::text IS NULL OR k.key_nm ILIKE '%' || $2 || '%')`;
    const params = [insttCode, q.searchNm?.trim() || null];
    const rows: KeyRow[] = await this.db.query(
      `SELECT ${KEY_COLUMNS} FROM api_key k WHERE ${where}
        ORDER BY k.use_at DESC, k.regist_dt ${q.direction === 'ASC' ? 'ASC' : 'DESC'}, k.key_id LIMIT $3 OFFSET $4`,
      [...params, q.pageSize, offsetOf(q)],
    );
    const [{ n }]: Array<{ n: string }> = await this.db.query(`SELECT count(*) AS n FROM api_key k WHERE ${where}`, params);
    return toPaged(rows.map(toDto), Number(n), q);
  }

  async create(caller: AuthUser, dto: ApiKeyCreateDto): Promise<ApiKeyCreatedDto> {
    const insttCode = this.scopeOf(caller, dto.insttCode);
    if (!insttCode) throw new ValidationFailedError([{ field: 'insttCode', message: 'apikey.insttRequired' }]);
    const instt: unknown[] = await this.db.query(`SELECT 1 FROM instt WHERE instt_code = $1 AND delete_at = 'N'`, [insttCode]);
    if (!instt.length) throw new DomainError('NOT_FOUND', 'apikey.insttNotFound');
    const expireDt = dto.expireDt ? await this.futureDate(dto.expireDt) : null;
    const ipAllowList = this.ipList(dto.ipAllowList ?? []);
    const keyId = `ak_${randomBytes(8).toString('hex')}`;
    const secret = `${API_KEY_SECRET_MARKER}${randomBytes(32).toString('base64url')}`;
    const rows: KeyRow[] = await this.db.query(
      `INSERT INTO api_key AS k (key_id, instt_code, key_nm, key_prefix, key_hash, scopes, expire_dt, ip_allow_list, register_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${KEY_COLUMNS}`,
      [keyId, insttCode, dto.keyNm, secret.slice(0, API_KEY_PREFIX_LENGTH), hashApiKeySecret(secret), [...new Set(dto.scopes)], expireDt, ipAllowList, caller.userId],
    );
    return { ...toDto(rows[0]), secret };
  }

  async update(caller: AuthUser, keyId: string, dto: ApiKeyUpdateDto): Promise<ApiKeyDto> {
    const key = await this.find(caller, keyId);
    if (key.useAt === 'N') throw new DomainError('CONFLICT', 'apikey.alreadyRevoked');
    const expireDt = dto.noExpiry ? null : dto.expireDt ? await this.futureDate(dto.expireDt) : key.expireDt;
    const ipAllowList = dto.ipAllowList ? this.ipList(dto.ipAllowList) : key.ipAllowList;
    // UPDATE … RETURNING answers [rows, affected count] through the PostgreSQL driver.
    const [rows]: [KeyRow[], number] = await this.db.query(
      `UPDATE api_key k SET key_nm = $2, scopes = $3, expire_dt = $4, ip_allow_list = $5 WHERE k.key_id = $1 RETURNING ${KEY_COLUMNS}`,
      [keyId, dto.keyNm ?? key.keyNm, dto.scopes ? [...new Set(dto.scopes)] : key.scopes, expireDt, ipAllowList],
    );
    return toDto(rows[0]);
  }

  /** Revokes the key (kept for the usage log); the next request with it is refused. */
  async revoke(caller: AuthUser, keyId: string): Promise<void> {
    await this.find(caller, keyId);
    await this.db.query(`UPDATE api_key SET use_at = 'N' WHERE key_id = $1`, [keyId]);
  }

  /** Requests per key, day and route group (counters still in Redis are written first). */
  async usageList(caller: AuthUser, q: ApiUseListQueryDto): Promise<Paged<ApiUseDto>> {
    const insttCode = this.scopeOf(caller, q.insttCode);
    await this.usage.flush();
    const where = `($1::text IS NULL OR k.instt_code = $1) AND ($2::text IS NULL OR u.key_id = $2)
      AND ($3::date IS NULL OR u.use_de >= $3) AND ($4::date IS NULL OR u.use_de <= $4)`;
    const params = [insttCode, q.keyId ?? null, q.startDt ?? null, q.endDt ?? null];
    const rows: Array<Omit<ApiUseDto, 'reqCnt'> & { reqCnt: string }> = await this.db.query(
      `SELECT u.key_id AS "keyId", k.key_nm AS "keyNm", k.key_prefix AS "keyPrefix", k.instt_code AS "insttCode",
              to_char(u.use_de, 'YYYY-MM-DD') AS "useDe", u.route_group AS "routeGroup", u.req_cnt AS "reqCnt"
         FROM api_use_daily u JOIN api_key k ON k.key_id = u.key_id
        WHERE ${where}
        ORDER BY u.use_de ${q.direction === 'ASC' ? 'ASC' : 'DESC'}, k.key_nm, u.key_id, u.route_group LIMIT $5 OFFSET $6`,
      [...params, q.pageSize, offsetOf(q)],
    );
    const [{ n }]: Array<{ n: string }> = await this.db.query(
      `SELECT count(*) AS n FROM api_use_daily u JOIN api_key k ON k.key_id = u.key_id WHERE ${where}`,
      params,
    );
    return toPaged(
      rows.map((r) => ({ ...r, reqCnt: Number(r.reqCnt) })),
      Number(n),
      q,
    );
  }

  /** The institution a request concerns: provider admins any (null: all), institution admins their own. */
  private scopeOf(caller: AuthUser, requested: string | undefined): string | null {
    if (caller.userSeCode === USER_SE_CODES.PROVIDER_ADMIN) return requested ?? null;
    if (requested && requested !== caller.insttCode) throw new DomainError('FORBIDDEN', 'error.noPermission');
    return caller.insttCode;
  }

  /** A key the caller manages; another institution's is simply not found. */
  private async find(caller: AuthUser, keyId: string): Promise<KeyRow> {
    const rows: KeyRow[] = await this.db.query(`SELECT ${KEY_COLUMNS} FROM api_key k WHERE k.key_id = $1`, [keyId]);
    const key = rows[0];
    if (!key || (caller.userSeCode !== USER_SE_CODES.PROVIDER_ADMIN && key.insttCode !== caller.insttCode)) {
      throw new DomainError('NOT_FOUND', 'apikey.notFound');
    }
    return key;
  }

  private async futureDate(text: string): Promise<Date> {
    const date = new Date(text);
    if (date.getTime() <= (await this.clock.now()).getTime()) {
      throw new ValidationFailedError([{ field: 'expireDt', message: 'apikey.expirePast' }]);
    }
    return date;
  }

  /** Canonical CIDRs of an allow-list, each checked like the institution's list. */
  private ipList(entries: string[]): string[] {
    const out: string[] = [];
    entries.forEach((entry, i) => {
      const rule = parseIpRule(entry);
      if (isIpRuleProblem(rule)) throw new ValidationFailedError([{ field: `ipAllowList.${i}`, message: rule.key, params: rule.params }]);
      out.push(rule.cidr);
    });
    return [...new Set(out)];
  }
}
