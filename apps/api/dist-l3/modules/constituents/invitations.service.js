"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
var __param = (this && this.__param) || function (paramIndex, decorator) {
    return function (target, key) { decorator(target, key, paramIndex); }
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.InvitationsService = void 0;
const common_1 = require("@nestjs/common");
const typeorm_1 = require("@nestjs/typeorm");
const domain_1 = require("@nuri/domain");
const typeorm_2 = require("typeorm");
const app_config_1 = require("../../config/app-config");
const clock_service_1 = require("../../common/clock/clock.service");
const domain_error_1 = require("../../common/errors/domain-error");
const paged_1 = require("../../common/paging/paged");
const notifications_service_1 = require("../notifications/notifications.service");
const user_entity_1 = require("../users/entities/user.entity");
const instt_user_ntcn_entity_1 = require("./entities/instt-user-ntcn.entity");
const invitation_notice_1 = require("./invitation-notice");
const membership_service_1 = require("./membership.service");
const search_text_1 = require("./search-text");
const INVITATION_SORTS = { registDt: 'n.registDt', expiresDt: 'n.expiresDt', emailaddr: 'n.emailaddr' };
const isUniqueViolation = (e) => e instanceof typeorm_2.QueryFailedError && e.driverError?.code === '23505';
/**
 * Invitations to join an institution: sent by its admins, accepted by the invitee while logged
 * in with the invited account. Accepting moves the account out of openBiz into the institution
 * with the invited level. Only openBiz accounts (or people without an account yet) can be
 * invited: a member of another institution must be removed from it first.
 */
let InvitationsService = class InvitationsService {
    membership;
    notifications;
    clock;
    invitations;
    users;
    db;
    config;
    constructor(membership, notifications, clock, invitations, users, db, config) {
        this.membership = membership;
        this.notifications = notifications;
        this.clock = clock;
        this.invitations = invitations;
        this.users = users;
        this.db = db;
        this.config = config;
    }
    /** Invites by e-mail address or by user id (one of the two). */
    async invite(caller, insttCode, dto, locale) {
        const { instt, actor } = await this.membership.authorize(caller, insttCode, { adminOnly: true });
        this.assertTakesInvitations(instt);
        if (Boolean(dto.emailaddr) === Boolean(dto.userId)) {
            const fields = ['emailaddr', 'userId'].map((field) => ({ field, message: 'constituent.inviteTargetRequired' }));
            throw new domain_error_1.DomainError('VALIDATION_FAILED', 'constituent.inviteTargetRequired', {}, fields);
        }
        const target = dto.userId ? await this.requireUser(dto.userId) : await this.activeUserByEmail(dto.emailaddr ?? '');
        if (target)
            this.assertMayJoin(target, insttCode);
        const emailaddr = target?.emailaddr ?? dto.emailaddr ?? '';
        const fields = {
            emailaddr,
            userId: target?.userId ?? null,
            userSeCode: dto.userSeCode,
            openbizMoveAt: target ? 'Y' : 'N',
        };
        return this.create(instt, actor, fields, locale);
    }
    /** Invites an existing openBiz member, who moves into the institution on acceptance. */
    async inviteOpenBiz(caller, insttCode, dto, locale) {
        const { instt, actor } = await this.membership.authorize(caller, insttCode, { adminOnly: true });
        this.assertTakesInvitations(instt);
        const target = await this.requireUser(dto.userId);
        if (target.insttCode === insttCode)
            throw new domain_error_1.DomainError('CONFLICT', 'constituent.alreadyMember');
        if (target.insttCode !== domain_1.DEFAULT_INSTT_CODE)
            throw new domain_error_1.DomainError('CONFLICT', 'constituent.notOpenBizMember');
        this.assertMayJoin(target, insttCode);
        return this.create(instt, actor, { emailaddr: target.emailaddr, userId: target.userId, userSeCode: dto.userSeCode, openbizMoveAt: 'Y' }, locale);
    }
    /** The join-confirmation waiting list: WAITING invitations (expired ones flagged expiredAt Y). */
    async waiting(caller, insttCode, q, locale) {
        await this.membership.authorize(caller, insttCode, { adminOnly: true });
        const column = (0, paged_1.resolveSort)(q.sort, INVITATION_SORTS, 'registDt');
        const qb = this.invitations
            .createQueryBuilder('n')
            .leftJoin(user_entity_1.User, 'u', 'u.userId = n.userId')
            .where('n.insttCode = :insttCode', { insttCode })
            .andWhere('n.sttusCode = :waiting', { waiting: 'WAITING' });
        if (q.searchNm) {
            const pattern = (0, search_text_1.containsPattern)(q.searchNm);
            qb.andWhere(new typeorm_2.Brackets((w) => w.where('n.emailaddr ILIKE :pattern', { pattern }).orWhere('u.userNm ILIKE :pattern')));
        }
        const [rows, total] = await qb
            .orderBy(column, q.direction)
            .addOrderBy('n.insttUserNtcnId', q.direction)
            .offset((0, paged_1.offsetOf)(q))
            .limit(q.pageSize)
            .getManyAndCount();
        const ids = rows.map((r) => r.userId).filter((id) => id !== null);
        const names = new Map((ids.length ? await this.users.findBy({ userId: (0, typeorm_2.In)(ids) }) : []).map((u) => [u.userId, u.userNm]));
        const now = await this.clock.now();
        return (0, paged_1.toPaged)(rows.map((r) => this.toDto(r, names.get(r.userId ?? '') ?? null, now, locale)), total, q);
    }
    /** Cancels a waiting invitation of the institution. */
    async cancel(caller, insttCode, insttUserNtcnId) {
        await this.membership.authorize(caller, insttCode, { adminOnly: true });
        await this.db.transaction(async (tx) => {
            const invitation = await tx
                .getRepository(instt_user_ntcn_entity_1.InsttUserNtcn)
                .findOne({ where: { insttUserNtcnId, insttCode }, lock: { mode: 'pessimistic_write' } });
            if (!invitation)
                throw new domain_error_1.DomainError('NOT_FOUND', 'constituent.inviteNotFound');
            this.assertWaiting(invitation);
            await tx.getRepository(instt_user_ntcn_entity_1.InsttUserNtcn).update({ insttUserNtcnId }, { sttusCode: 'CANCELED' });
        });
    }
    /** What the invitation link shows (public): the institution, level, state and expiry. */
    async check(caller, insttUserNtcnId, locale) {
        const invitation = await this.invitations.findOneBy({ insttUserNtcnId });
        if (!invitation)
            throw new domain_error_1.DomainError('NOT_FOUND', 'constituent.inviteNotFound');
        const instt = await this.membership.requireInstitution(invitation.insttCode);
        const me = caller ? await this.users.findOneBy({ userId: caller.userId, userSttus: 'active' }) : null;
        const isInvitee = me !== null && this.isInvitee(me, invitation);
        const userSeCode = invitation.userSeCode;
        return {
            insttUserNtcnId,
            insttCode: instt.insttCode,
            insttNm: instt.insttNm,
            userSeCode,
            userSeCodeNm: (0, membership_service_1.levelName)(userSeCode, locale),
            sttusCode: invitation.sttusCode,
            expiresDt: invitation.expiresDt.toISOString(),
            expiredAt: invitation.expiresDt <= (await this.clock.now()) ? 'Y' : 'N',
            emailaddr: isInvitee ? invitation.emailaddr : (0, invitation_notice_1.maskEmail)(invitation.emailaddr),
            isInvitee,
        };
    }
    /**
     * The invitee accepts: the account joins the institution with the invited level (leaving
     * openBiz). The caller's access token still names the old institution: refresh it.
     */
    async agree(caller, insttUserNtcnId, locale) {
        return this.db.transaction(async (tx) => {
            const invitations = tx.getRepository(instt_user_ntcn_entity_1.InsttUserNtcn);
            const invitation = await invitations.findOne({ where: { insttUserNtcnId }, lock: { mode: 'pessimistic_write' } });
            if (!invitation)
                throw new domain_error_1.DomainError('NOT_FOUND', 'constituent.inviteNotFound');
            this.assertWaiting(invitation);
            const now = await this.clock.now();
            if (invitation.expiresDt <= now)
                throw new domain_error_1.DomainError('GONE', 'constituent.inviteExpired');
            const user = await tx
                .getRepository(user_entity_1.User)
                .findOne({ where: { userId: caller.userId, userSttus: 'active' }, lock: { mode: 'pessimistic_write' } });
            if (!user)
                throw new domain_error_1.DomainError('UNAUTHENTICATED', 'error.sessionEnded');
            if (!this.isInvitee(user, invitation))
                throw new domain_error_1.DomainError('FORBIDDEN', 'constituent.notInvitee');
            const instt = await this.membership.requireInstitution(invitation.insttCode, tx);
            this.assertMayJoin(user, instt.insttCode);
            const userSeCode = invitation.userSeCode;
            await tx.getRepository(user_entity_1.User).update({ userId: user.userId }, { insttCode: instt.insttCode, userSeCode });
            await invitations.update({ insttUserNtcnId }, { sttusCode: 'AGREED', agreDt: now, userId: user.userId });
            const openbizMoveAt = user.insttCode === domain_1.DEFAULT_INSTT_CODE ? 'Y' : 'N';
            return { insttCode: instt.insttCode, insttNm: instt.insttNm, userSeCode, userSeCodeNm: (0, membership_service_1.levelName)(userSeCode, locale), openbizMoveAt };
        });
    }
    async create(instt, actor, fields, locale) {
        const now = await this.clock.now();
        const expiresDt = (0, domain_1.addDays)(now, invitation_notice_1.INVITATION_TTL_DAYS);
        try {
            const saved = await this.db.transaction(async (tx) => {
                const repo = tx.getRepository(instt_user_ntcn_entity_1.InsttUserNtcn);
                const previous = await repo
                    .createQueryBuilder('n')
                    .setLock('pessimistic_write')
                    .where('n.insttCode = :insttCode', { insttCode: instt.insttCode })
                    .andWhere('lower(n.emailaddr) = lower(:emailaddr)', { emailaddr: fields.emailaddr })
                    .andWhere("n.sttusCode = 'WAITING'")
                    .getOne();
                if (previous && previous.expiresDt > now)
                    throw new domain_error_1.DomainError('CONFLICT', 'constituent.inviteWaiting');
                // An expired invitation makes way for the new one.
                if (previous)
                    await repo.update({ insttUserNtcnId: previous.insttUserNtcnId }, { sttusCode: 'CANCELED' });
                const row = await repo.save(repo.create({
                    ...fields,
                    insttCode: instt.insttCode,
                    sttusCode: 'WAITING',
                    registerId: actor.userId,
                    registDt: now,
                    expiresDt,
                    agreDt: null,
                }));
                // Inside the transaction: a notice that cannot be sent leaves no invitation behind.
                await this.notifications.sendMail((0, invitation_notice_1.invitationMail)({
                    to: row.emailaddr,
                    insttNm: instt.insttNm,
                    userSeCode: fields.userSeCode,
                    insttUserNtcnId: row.insttUserNtcnId,
                    expiresDt,
                    publicBaseUrl: this.config.values.PUBLIC_BASE_URL,
                }));
                return row;
            });
            const userNm = saved.userId ? ((await this.users.findOneBy({ userId: saved.userId }))?.userNm ?? null) : null;
            return this.toDto(saved, userNm, now, locale);
        }
        catch (e) {
            if (isUniqueViolation(e))
                throw new domain_error_1.DomainError('CONFLICT', 'constituent.inviteWaiting');
            throw e;
        }
    }
    assertTakesInvitations(instt) {
        if (instt.insttCode === domain_1.DEFAULT_INSTT_CODE)
            throw new domain_error_1.DomainError('RULE_VIOLATION', 'constituent.openBizNotManaged');
    }
    /** Only openBiz accounts can join; members of this or another institution cannot. */
    assertMayJoin(user, insttCode) {
        if (user.userSeCode === domain_1.USER_SE_CODES.PROVIDER_ADMIN)
            throw new domain_error_1.DomainError('RULE_VIOLATION', 'constituent.providerAdminNotInvitable');
        if (user.insttCode === insttCode)
            throw new domain_error_1.DomainError('CONFLICT', 'constituent.alreadyMember');
        if (user.insttCode !== domain_1.DEFAULT_INSTT_CODE)
            throw new domain_error_1.DomainError('CONFLICT', 'constituent.memberOfOtherInstt');
    }
    assertWaiting(invitation) {
        if (invitation.sttusCode === 'CANCELED')
            throw new domain_error_1.DomainError('CONFLICT', 'constituent.inviteCanceled');
        if (invitation.sttusCode === 'AGREED')
            throw new domain_error_1.DomainError('CONFLICT', 'constituent.inviteAgreed');
    }
    isInvitee(user, invitation) {
        if (invitation.userId)
            return invitation.userId === user.userId;
        return invitation.emailaddr.toLowerCase() === user.emailaddr.toLowerCase();
    }
    async requireUser(userId) {
        const user = await this.users.findOneBy({ userId, userSttus: 'active' });
        if (!user)
            throw new domain_error_1.DomainError('NOT_FOUND', 'constituent.userNotFound');
        return user;
    }
    activeUserByEmail(emailaddr) {
        return this.users
            .createQueryBuilder('u')
            .where('lower(u.emailaddr) = lower(:emailaddr)', { emailaddr })
            .andWhere("u.userSttus = 'active'")
            .getOne();
    }
    toDto(r, userNm, now, locale) {
        const userSeCode = r.userSeCode;
        return {
            insttUserNtcnId: r.insttUserNtcnId,
            insttCode: r.insttCode,
            emailaddr: r.emailaddr,
            userId: r.userId,
            userNm,
            userSeCode,
            userSeCodeNm: (0, membership_service_1.levelName)(userSeCode, locale),
            openbizMoveAt: r.openbizMoveAt,
            sttusCode: r.sttusCode,
            registerId: r.registerId,
            registDt: r.registDt.toISOString(),
            expiresDt: r.expiresDt.toISOString(),
            expiredAt: r.sttusCode === 'WAITING' && r.expiresDt <= now ? 'Y' : 'N',
        };
    }
};
exports.InvitationsService = InvitationsService;
exports.InvitationsService = InvitationsService = __decorate([
    (0, common_1.Injectable)(),
    __param(3, (0, typeorm_1.InjectRepository)(instt_user_ntcn_entity_1.InsttUserNtcn)),
    __param(4, (0, typeorm_1.InjectRepository)(user_entity_1.User)),
    __param(5, (0, typeorm_1.InjectDataSource)()),
    __metadata("design:paramtypes", [membership_service_1.MembershipService,
        notifications_service_1.NotificationsService,
        clock_service_1.Clock,
        typeorm_2.Repository,
        typeorm_2.Repository,
        typeorm_2.DataSource,
        app_config_1.AppConfig])
], InvitationsService);
//# sourceMappingURL=invitations.service.js.map