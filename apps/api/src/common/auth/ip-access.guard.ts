import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { USER_SE_CODES } from '@nuri/domain';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
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

/**
 * IP access restriction: a member of an institution with a non-empty allow-list is refused
 * (403) from any other address. The address is the socket's, or the forwarded one only
 * through the configured trusted proxies (TRUST_PROXY).
 */
@Injectable()
export class IpAccessGuard implements CanActivate {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request & { user?: AuthUser }>();
    const user = req.user;
    if (!user || user.userSeCode === USER_SE_CODES.PROVIDER_ADMIN) return true;
    if (!(await ipAllowed(this.db, user.insttCode, req.ip))) throw new DomainError('FORBIDDEN', 'error.ipRefused');
    return true;
  }
}
