import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { INSTT_STATUS_CODES, seoulDate, USER_SE_CODES } from '@nuri/domain';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import { Clock } from '../clock/clock.service';
import { DomainError } from '../errors/domain-error';
import type { AuthUser } from './auth-user';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const READ_AS_POST_SUFFIXES = [
  '/view-count',
  '/attributes',
  '/download',
  '/checkPassword',
  '/upload/capabilities',
];

/**
 * What a member of a PAUSED institution may still change: signing in and out, tokens and
 * verification codes, the password (and the password re-check it may need), the subscription
 * (so the admin can read it and apply a coupon), and the reads that are sent as POST.
 */
export function pausedWriteAllowed(path: string): boolean {
  const p = path.replace(/\/+$/, '');
  return (
    p.startsWith('/api/auth/') ||
    p === '/api/auth' ||
    p.startsWith('/api/emailAuthentication/') ||
    p === '/api/subscribes' ||
    p.startsWith('/api/subscribes/') ||
    p === '/api/coupons/apply' ||
    p === '/api/users/password' ||
    p === '/api/users/validation' ||
    p.startsWith('/api/dev/') ||
    // Reads that travel as POST: view counters, attribute queries, downloads, password checks.
    READ_AS_POST_SUFFIXES.some((suffix) => p.endsWith(suffix))
  );
}

/**
 * Read-only mode of an institution paused for an unpaid subscription (docs/billing.md): every
 * non-GET request by one of its members (or its API keys) is refused 403 'unpaid.title', apart
 * from pausedWriteAllowed(). Provider admins are never held back.
 */
@Injectable()
export class PausedInstitutionGuard implements CanActivate {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly clock: Clock,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request & { user?: AuthUser }>();
    const user = req.user;
    if (!user || user.userSeCode === USER_SE_CODES.PROVIDER_ADMIN || READ_METHODS.has(req.method))
      return true;
    if (pausedWriteAllowed(req.path)) return true;
    // An ended subscription (unsubscribe, docs/billing.md): read only too, until its data is deleted.
    const rows = await this.db.query<{ sttus: string; ended: boolean }[]>(
      `SELECT i.instt_sttus_code AS sttus, coalesce(s.end_de < $2::date, false) AS ended
         FROM instt i LEFT JOIN subscription s ON s.instt_code = i.instt_code WHERE i.instt_code = $1`,
      [user.insttCode, seoulDate(await this.clock.now())],
    );
    if (rows[0]?.sttus === INSTT_STATUS_CODES.PAUSED) throw new DomainError('FORBIDDEN', 'unpaid.title');
    // The unsubscribe route itself answers an ended subscription with its dates.
    if (rows[0]?.ended && !/\/unsubscribe\/?$/.test(req.path))
      throw new DomainError('FORBIDDEN', 'unsubscribe.endedReadOnly');
    return true;
  }
}
