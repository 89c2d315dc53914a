import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { addDays, DEFAULT_INSTT_CODE, USER_SE_CODES, type Locale } from '@nuri/domain';
import { Brackets, DataSource, In, QueryFailedError, Repository } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { AppConfig } from '../../config/app-config';
import { Clock } from '../../common/clock/clock.service';
import { DomainError } from '../../common/errors/domain-error';
import { offsetOf, resolveSort, toPaged, type Paged } from '../../common/paging/paged';
import type { PageQueryDto } from '../../common/paging/page-query.dto';
import { Institution } from '../directory';
import { NotificationsService } from '../notifications';
import { User } from '../users';
import type { MemberSeCode } from './dto/constituents.dto';
import type { InvitationAgreedDto, InvitationCheckDto, InvitationDto, InviteDto, OpenBizInviteDto } from './dto/invitations.dto';
import { InsttUserNtcn } from './entities/instt-user-ntcn.entity';
import { INVITATION_TTL_DAYS, invitationMail, maskEmail } from './invitation-notice';
import { levelName, MembershipService } from './membership.service';
import { containsPattern } from '../../common/db/search-text';

const INVITATION_SORTS = { registDt: 'n.registDt', expiresDt: 'n.expiresDt', emailaddr: 'n.emailaddr' };

interface NewInvitation {
  emailaddr: string;
  userId: string | null;
  userSeCode: MemberSeCode;
  openbizMoveAt: 'Y' | 'N';
}

const isUniqueViolation = (e: unknown): boolean =>
  e instanceof QueryFailedError && (e.driverError as { code?: string } | undefined)?.code === '23505';

/**
 * Invitations to join an institution: sent by its admins, accepted by the invitee while logged
 * in with the invited account. Accepting moves the account out of openBiz into the institution
 * with the invited level. Only openBiz accounts (or people without an account yet) can be
 * invited: a member of another institution must be removed from it first.
 */
@Injectable()
export class InvitationsService {
  constructor(
    private readonly membership: MembershipService,
    private readonly notifications: NotificationsService,
    private readonly clock: Clock,
    @InjectRepository(InsttUserNtcn) private readonly invitations: Repository<InsttUserNtcn>,
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectDataSource() private readonly db: DataSource,
    private readonly config: AppConfig,
  ) {}

  /** Invites by e-mail address or by user id (one of the two). */
  async invite(caller: AuthUser, insttCode: string, dto: InviteDto, locale: Locale): Promise<InvitationDto> {
    const { instt, actor } = await this.membership.authorize(caller, insttCode, { adminOnly: true });
    this.assertTakesInvitations(instt);
    if (Boolean(dto.emailaddr) === Boolean(dto.userId)) {
      const fields = ['emailaddr', 'userId'].map((field) => ({ field, message: 'constituent.inviteTargetRequired' }));
      throw new DomainError('VALIDATION_FAILED', 'constituent.inviteTargetRequired', {}, fields);
    }
    const target = dto.userId ? await this.requireUser(dto.userId) : await this.activeUserByEmail(dto.emailaddr ?? '');
    if (target) this.assertMayJoin(target, insttCode);
    const emailaddr = target?.emailaddr ?? dto.emailaddr ?? '';
    const fields: NewInvitation = {
      emailaddr,
      userId: target?.userId ?? null,
      userSeCode: dto.userSeCode,
      openbizMoveAt: target ? 'Y' : 'N',
    };
    return this.create(instt, actor, fields, locale);
  }

  /** Invites an existing openBiz member, who moves into the institution on acceptance. */
  async inviteOpenBiz(caller: AuthUser, insttCode: string, dto: OpenBizInviteDto, locale: Locale): Promise<InvitationDto> {
    const { instt, actor } = await this.membership.authorize(caller, insttCode, { adminOnly: true });
    this.assertTakesInvitations(instt);
    const target = await this.requireUser(dto.userId);
    if (target.insttCode === insttCode) throw new DomainError('CONFLICT', 'constituent.alreadyMember');
    if (target.insttCode !== DEFAULT_INSTT_CODE) throw new DomainError('CONFLICT', 'constituent.notOpenBizMember');
    this.assertMayJoin(target, insttCode);
    return this.create(
      instt,
      actor,
      { emailaddr: target.emailaddr, userId: target.userId, userSeCode: dto.userSeCode, openbizMoveAt: 'Y' },
      locale,
    );
  }

  /** The join-confirmation waiting list: WAITING invitations (expired ones flagged expiredAt Y). */
  async waiting(caller: AuthUser, insttCode: string, q: PageQueryDto, locale: Locale): Promise<Paged<InvitationDto>> {
    await this.membership.authorize(caller, insttCode, { adminOnly: true });
    const column = resolveSort(q.sort, INVITATION_SORTS, 'registDt');
    const qb = this.invitations
      .createQueryBuilder('n')
      .leftJoin(User, 'u', 'u.userId = n.userId')
      .where('n.insttCode = :insttCode', { insttCode })
      .andWhere('n.sttusCode = :waiting', { waiting: 'WAITING' });
    if (q.searchNm) {
      const pattern = containsPattern(q.searchNm);
      qb.andWhere(new Brackets((w) => w.where('n.emailaddr ILIKE :pattern', { pattern }).orWhere('u.userNm ILIKE :pattern')));
    }
    const [rows, total] = await qb
      .orderBy(column, q.direction)
      .addOrderBy('n.insttUserNtcnId', q.direction)
      .offset(offsetOf(q))
      .limit(q.pageSize)
      .getManyAndCount();
    const ids = rows.map((r) => r.userId).filter((id): id is string => id !== null);
    const names = new Map((ids.length ? await this.users.findBy({ userId: In(ids) }) : []).map((u) => [u.userId, u.userNm]));
    const now = await this.clock.now();
    return toPaged(
      rows.map((r) => this.toDto(r, names.get(r.userId ?? '') ?? null, now, locale)),
      total,
      q,
    );
  }

  /** Cancels a waiting invitation of the institution. */
  async cancel(caller: AuthUser, insttCode: string, insttUserNtcnId: string): Promise<void> {
    await this.membership.authorize(caller, insttCode, { adminOnly: true });
    await this.db.transaction(async (tx) => {
      const invitation = await tx
        .getRepository(InsttUserNtcn)
        .findOne({ where: { insttUserNtcnId, insttCode }, lock: { mode: 'pessimistic_write' } });
      if (!invitation) throw new DomainError('NOT_FOUND', 'constituent.inviteNotFound');
      this.assertWaiting(invitation);
      await tx.getRepository(InsttUserNtcn).update({ insttUserNtcnId }, { sttusCode: 'CANCELED' });
    });
  }

  /** What the invitation link shows (public): the institution, level, state and expiry. */
  async check(caller: AuthUser | undefined, insttUserNtcnId: string, locale: Locale): Promise<InvitationCheckDto> {
    const invitation = await this.invitations.findOneBy({ insttUserNtcnId });
    if (!invitation) throw new DomainError('NOT_FOUND', 'constituent.inviteNotFound');
    const instt = await this.membership.requireInstitution(invitation.insttCode);
    const me = caller ? await this.users.findOneBy({ userId: caller.userId, userSttus: 'active' }) : null;
    const isInvitee = me !== null && this.isInvitee(me, invitation);
    const userSeCode = invitation.userSeCode as MemberSeCode;
    return {
      insttUserNtcnId,
      insttCode: instt.insttCode,
      insttNm: instt.insttNm,
      userSeCode,
      userSeCodeNm: levelName(userSeCode, locale),
      sttusCode: invitation.sttusCode,
      expiresDt: invitation.expiresDt.toISOString(),
      expiredAt: invitation.expiresDt <= (await this.clock.now()) ? 'Y' : 'N',
      emailaddr: isInvitee ? invitation.emailaddr : maskEmail(invitation.emailaddr),
      isInvitee,
    };
  }

  /**
   * The invitee accepts: the account joins the institution with the invited level (leaving
   * openBiz). The caller's access token still names the old institution: refresh it.
   */
  async agree(caller: AuthUser, insttUserNtcnId: string, locale: Locale): Promise<InvitationAgreedDto> {
    return this.db.transaction(async (tx) => {
      const invitations = tx.getRepository(InsttUserNtcn);
      const invitation = await invitations.findOne({ where: { insttUserNtcnId }, lock: { mode: 'pessimistic_write' } });
      if (!invitation) throw new DomainError('NOT_FOUND', 'constituent.inviteNotFound');
      this.assertWaiting(invitation);
      const now = await this.clock.now();
      if (invitation.expiresDt <= now) throw new DomainError('GONE', 'constituent.inviteExpired');
      const user = await tx
        .getRepository(User)
        .findOne({ where: { userId: caller.userId, userSttus: 'active' }, lock: { mode: 'pessimistic_write' } });
      if (!user) throw new DomainError('UNAUTHENTICATED', 'error.sessionEnded');
      if (!this.isInvitee(user, invitation)) throw new DomainError('FORBIDDEN', 'constituent.notInvitee');
      const instt = await this.membership.requireInstitution(invitation.insttCode, tx);
      this.assertMayJoin(user, instt.insttCode);
      const userSeCode = invitation.userSeCode as MemberSeCode;
      await tx.getRepository(User).update({ userId: user.userId }, { insttCode: instt.insttCode, userSeCode });
      await invitations.update({ insttUserNtcnId }, { sttusCode: 'AGREED', agreDt: now, userId: user.userId });
      const openbizMoveAt = user.insttCode === DEFAULT_INSTT_CODE ? 'Y' : 'N';
      return { insttCode: instt.insttCode, insttNm: instt.insttNm, userSeCode, userSeCodeNm: levelName(userSeCode, locale), openbizMoveAt };
    });
  }

  private async create(instt: Institution, actor: User, fields: NewInvitation, locale: Locale): Promise<InvitationDto> {
    const now = await this.clock.now();
    const expiresDt = addDays(now, INVITATION_TTL_DAYS);
    try {
      const saved = await this.db.transaction(async (tx) => {
        const repo = tx.getRepository(InsttUserNtcn);
        const previous = await repo
          .createQueryBuilder('n')
          .setLock('pessimistic_write')
          .where('n.insttCode = :insttCode', { insttCode: instt.insttCode })
          .andWhere('lower(n.emailaddr) = lower(:emailaddr)', { emailaddr: fields.emailaddr })
          .andWhere("n.sttusCode = 'WAITING'")
          .getOne();
        if (previous && previous.expiresDt > now) throw new DomainError('CONFLICT', 'constituent.inviteWaiting');
        // An expired invitation makes way for the new one.
        if (previous) await repo.update({ insttUserNtcnId: previous.insttUserNtcnId }, { sttusCode: 'CANCELED' });
        const row = await repo.save(
          repo.create({
            ...fields,
            insttCode: instt.insttCode,
            sttusCode: 'WAITING',
            registerId: actor.userId,
            registDt: now,
            expiresDt,
            agreDt: null,
          }),
        );
        // Inside the transaction: a notice that cannot be sent leaves no invitation behind.
        await this.notifications.sendMail(
          invitationMail({
            to: row.emailaddr,
            insttNm: instt.insttNm,
            userSeCode: fields.userSeCode,
            insttUserNtcnId: row.insttUserNtcnId,
            expiresDt,
            publicBaseUrl: this.config.values.PUBLIC_BASE_URL,
          }),
        );
        return row;
      });
      const userNm = saved.userId ? ((await this.users.findOneBy({ userId: saved.userId }))?.userNm ?? null) : null;
      return this.toDto(saved, userNm, now, locale);
    } catch (e) {
      if (isUniqueViolation(e)) throw new DomainError('CONFLICT', 'constituent.inviteWaiting');
      throw e;
    }
  }

  private assertTakesInvitations(instt: Institution): void {
    if (instt.insttCode === DEFAULT_INSTT_CODE) throw new DomainError('RULE_VIOLATION', 'constituent.openBizNotManaged');
  }

  /** Only openBiz accounts can join; members of this or another institution cannot. */
  private assertMayJoin(user: User, insttCode: string): void {
    if (user.userSeCode === USER_SE_CODES.PROVIDER_ADMIN) throw new DomainError('RULE_VIOLATION', 'constituent.providerAdminNotInvitable');
    if (user.insttCode === insttCode) throw new DomainError('CONFLICT', 'constituent.alreadyMember');
    if (user.insttCode !== DEFAULT_INSTT_CODE) throw new DomainError('CONFLICT', 'constituent.memberOfOtherInstt');
  }

  private assertWaiting(invitation: InsttUserNtcn): void {
    if (invitation.sttusCode === 'CANCELED') throw new DomainError('CONFLICT', 'constituent.inviteCanceled');
    if (invitation.sttusCode === 'AGREED') throw new DomainError('CONFLICT', 'constituent.inviteAgreed');
  }

  private isInvitee(user: User, invitation: InsttUserNtcn): boolean {
    if (invitation.userId) return invitation.userId === user.userId;
    return invitation.emailaddr.toLowerCase() === user.emailaddr.toLowerCase();
  }

  private async requireUser(userId: string): Promise<User> {
    const user = await this.users.findOneBy({ userId, userSttus: 'active' });
    if (!user) throw new DomainError('NOT_FOUND', 'constituent.userNotFound');
    return user;
  }

  private activeUserByEmail(emailaddr: string): Promise<User | null> {
    return this.users
      .createQueryBuilder('u')
      .where('lower(u.emailaddr) = lower(:emailaddr)', { emailaddr })
      .andWhere("u.userSttus = 'active'")
      .getOne();
  }

  private toDto(r: InsttUserNtcn, userNm: string | null, now: Date, locale: Locale): InvitationDto {
    const userSeCode = r.userSeCode as MemberSeCode;
    return {
      insttUserNtcnId: r.insttUserNtcnId,
      insttCode: r.insttCode,
      emailaddr: r.emailaddr,
      userId: r.userId,
      userNm,
      userSeCode,
      userSeCodeNm: levelName(userSeCode, locale),
      openbizMoveAt: r.openbizMoveAt,
      sttusCode: r.sttusCode,
      registerId: r.registerId,
      registDt: r.registDt.toISOString(),
      expiresDt: r.expiresDt.toISOString(),
      expiredAt: r.sttusCode === 'WAITING' && r.expiresDt <= now ? 'Y' : 'N',
    };
  }
}
