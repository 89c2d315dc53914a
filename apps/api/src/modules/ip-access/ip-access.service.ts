import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { isProviderAdminCode } from '@nuri/domain';
import { DataSource, Repository } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { normalizeIp } from '../../common/auth/client-ip';
import { ipAllowed } from '../../common/auth/ip-access.guard';
import { DomainError, ValidationFailedError } from '../../common/errors/domain-error';
import { offsetOf, resolveSort, toPaged } from '../../common/paging/paged';
import { Institution } from '../directory';
import {
  IP_ACCESS_SORTS,
  type IpAccessCreateDto,
  type IpAccessListDto,
  type IpAccessListQueryDto,
  type IpAccessRuleDto,
} from './dto/ip-access.dto';
import { IpAccessQueries } from './ip-access.queries';
import { isIpRuleProblem, parseIpRule } from './ip-rule';

/** Institution IP allow-lists (spec 001 §7 'Access restriction'; ARCHITECTURE §5). */
@Injectable()
export class IpAccessService {
  constructor(
    private readonly queries: IpAccessQueries,
    @InjectDataSource() private readonly db: DataSource,
    @InjectRepository(Institution) private readonly institutions: Repository<Institution>,
  ) {}

  /** A page of the list, plus the caller's address and whether the list lets it in. */
  async list(caller: AuthUser, q: IpAccessListQueryDto, rawIp: string | undefined): Promise<IpAccessListDto> {
    const insttCode = await this.targetInstitution(caller, q.insttCode);
    const sort = resolveSort(
      q.sort,
      IP_ACCESS_SORTS,
      'registDt',
    ) as (typeof IP_ACCESS_SORTS)[keyof typeof IP_ACCESS_SORTS];
    const { rows, total } = await this.queries.page(this.db.manager, insttCode, {
      offset: offsetOf(q),
      limit: q.pageSize,
      sort,
      direction: q.direction,
      search: q.searchNm,
    });
    return {
      ...toPaged(rows, total, q),
      callerIp: normalizeIp(rawIp),
      callerAllowed: await ipAllowed(this.db, insttCode, rawIp),
    };
  }

  /** Adds an address or network; warns (409) before an institution admin locks themself out. */
  async add(
    caller: AuthUser,
    requestedInsttCode: string | undefined,
    dto: IpAccessCreateDto,
    rawIp: string | undefined,
  ): Promise<IpAccessRuleDto> {
    const rule = parseIpRule(dto.ipAddr);
    if (isIpRuleProblem(rule))
      throw new ValidationFailedError([{ field: 'ipAddr', message: rule.key, params: rule.params }]);
    const insttCode = await this.targetInstitution(caller, requestedInsttCode);
    return this.db.transaction(async (m) => {
      await this.queries.lock(m, insttCode);
      if (this.mayLockOut(caller) && !dto.confirmSelfLockout) {
        this.assertNotLockedOut(
          await this.queries.allowedAfter(m, insttCode, normalizeIp(rawIp), { add: rule.cidr }),
          rawIp,
        );
      }
      const created = await this.queries.insert(m, insttCode, rule.cidr, dto.ipDc || null, caller.userId);
      if (!created) throw new DomainError('CONFLICT', 'ipAccess.duplicate', { ipAddr: dto.ipAddr });
      return created;
    });
  }

  /** Removes an entry of the institution; warns (409) when the caller would be refused afterwards. */
  async remove(
    caller: AuthUser,
    requestedInsttCode: string | undefined,
    ipSn: number,
    confirmSelfLockout: boolean | undefined,
    rawIp: string | undefined,
  ): Promise<void> {
    const insttCode = await this.targetInstitution(caller, requestedInsttCode);
    await this.db.transaction(async (m) => {
      await this.queries.lock(m, insttCode);
      // Another institution's entry is simply not found: its serial numbers reveal nothing.
      if (!(await this.queries.exists(m, insttCode, ipSn)))
        throw new DomainError('NOT_FOUND', 'error.notFound');
      if (this.mayLockOut(caller) && !confirmSelfLockout) {
        this.assertNotLockedOut(
          await this.queries.allowedAfter(m, insttCode, normalizeIp(rawIp), { removeSn: ipSn }),
          rawIp,
        );
      }
      await this.queries.delete(m, insttCode, ipSn);
    });
  }

  /**
   * The institution a call acts on: an institution admin's own (the scope guard has already
   * refused any other), or the one a provider admin names, which must exist.
   */
  private async targetInstitution(caller: AuthUser, requested: string | undefined): Promise<string> {
    if (!isProviderAdminCode(caller.userSeCode)) return caller.insttCode;
    if (!requested)
      throw new ValidationFailedError([{ field: 'insttCode', message: 'ipAccess.insttCodeRequired' }]);
    if (!(await this.institutions.existsBy({ insttCode: requested, deleteAt: 'N' })))
      throw new DomainError('NOT_FOUND', 'error.notFound');
    return requested;
  }

  /** Provider admins are never restricted, so only institution admins can lock themselves out. */
  private mayLockOut(caller: AuthUser): boolean {
    return !isProviderAdminCode(caller.userSeCode);
  }

  private assertNotLockedOut(allowedAfter: boolean, rawIp: string | undefined): void {
    if (allowedAfter) return;
    const callerIp = normalizeIp(rawIp);
    throw new DomainError(
      'CONFLICT',
      'ipAccess.selfLockout',
      { ip: callerIp ?? '?' },
      { selfLockout: true, callerIp },
    );
  }
}
