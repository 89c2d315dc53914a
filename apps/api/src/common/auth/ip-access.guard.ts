import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { USER_SE_CODES } from '@nuri/domain';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import { preparedQuery } from '../db/prepared-query';
import { DomainError } from '../errors/domain-error';
import type { AuthUser } from './auth-user';
import { normalizeIp } from './client-ip';

/** Whether an address may act for an institution (an empty allow-list allows every address). */
export async function ipAllowed(db: DataSource, insttCode: string, ip: string | undefined): Promise<boolean> {
  const address = normalizeIp(ip);
  // An unreadable address matches no rule: allowed only when the list is empty.
  const rows: Array<{ n: string; ok: boolean | null }> = await db.query(
    `SELECT count(*) AS n, bool_or($2::inet IS NOT NULL AND $2::inet <<= ip_addr) AS ok FROM ip_access_ctrl WHERE instt_code = $1`,
    [insttCode, address],
  );
  return rows[0].n === '0' || rows[0].ok === true;
}

/** $1 institution, $2 caller's address: deleted flag, allow-list size and whether the address is on it. */
const INSTT_ACCESS_SQL = `SELECT i.delete_at, count(r.ip_sn) AS n, bool_or($2::inet IS NOT NULL AND $2::inet <<= r.ip_addr) AS ok
   FROM instt i LEFT JOIN ip_access_ctrl r ON r.instt_code = i.instt_code
  WHERE i.instt_code = $1 GROUP BY i.delete_at`;

/**
 * For every authenticated member (provider admins aside), in one query: the institution must
 * still exist (a deleted one ends the session: 401), and when it keeps an IP allow-list the
 * request must come from an address on it (403). The address is the socket's, or the
 * forwarded one only through the configured trusted proxies (TRUST_PROXY).
 */
@Injectable()
export class IpAccessGuard implements CanActivate {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request & { user?: AuthUser }>();
    const user = req.user;
    if (!user || user.userSeCode === USER_SE_CODES.PROVIDER_ADMIN) return true;
    const rows = await preparedQuery<{ delete_at: string; n: string; ok: boolean | null }>(this.db, INSTT_ACCESS_SQL, [
      user.insttCode,
      normalizeIp(req.ip),
    ]);
    const row = rows[0];
    if (!row || row.delete_at === 'Y') throw new DomainError('UNAUTHENTICATED', 'auth.insttDeleted');
    if (row.n !== '0' && row.ok !== true) throw new DomainError('FORBIDDEN', 'error.ipRefused');
    return true;
  }
}
