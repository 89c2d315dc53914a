import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DEFAULT_INSTT_CODE, USER_SE_CODES } from '@nuri/domain';
import { DataSource, In, Not, Repository } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { seal } from '../../common/crypto/secret-box';
import { DomainError } from '../../common/errors/domain-error';
import { RateLimiter } from '../../common/rate-limit/rate-limiter';
import { AppConfig } from '../../config/app-config';
import { PasswordCipher } from '../auth/password-cipher.service';
import { TokenService } from '../auth/token.service';
import { User } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';
import { VerificationService } from '../verification/verification.service';
import type {
  MasterDto,
  MasterPhoneDto,
  MasterPhoneResultDto,
  TransferMasterDto,
  WithdrawnInsttDto,
} from './dto/institution-master.dto';
import { Institution } from './entities/institution.entity';
import { InstitutionWithdrawalHooks } from './institution-withdrawal-hooks';
import { maskMobileNumber } from './institution-view';
import { InstitutionsService } from './institutions.service';

/** What only the master account may do: withdraw the institution, hand the master role over, change its phone. */
@Injectable()
export class InstitutionMasterService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @InjectRepository(Institution) private readonly institutions: Repository<Institution>,
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly reader: InstitutionsService,
    private readonly usersService: UsersService,
    private readonly cipher: PasswordCipher,
    private readonly tokens: TokenService,
    private readonly verification: VerificationService,
    private readonly hooks: InstitutionWithdrawalHooks,
    private readonly limiter: RateLimiter,
    private readonly config: AppConfig,
  ) {}

  /**
   * Withdrawal (master, with the password): the institution is marked deleted and every member
   * not withdrawn moves to openBiz as a member (12), keeping their own contents; their logins end.
   */
  async withdraw(caller: AuthUser, insttCode: string, encryptedPassword: string): Promise<WithdrawnInsttDto> {
    if (insttCode === DEFAULT_INSTT_CODE) throw new DomainError('RULE_VIOLATION', 'instt.defaultNotAllowed');
    this.requireMaster(caller, await this.reader.requireActive(insttCode));
    await this.checkPassword(caller.userId, encryptedPassword);
    const userIds = await this.db.transaction(async (tx) => {
      // Locked and read again: a concurrent withdrawal or master change waits, then sees it.
      this.requireMaster(caller, await this.reader.requireActive(insttCode, tx));
      const users = tx.getRepository(User);
      const members = await users.find({
        select: { userId: true },
        where: { insttCode, userSttus: Not('withdrawn') },
      });
      const ids = members.map((m) => m.userId);
      if (ids.length)
        await users.update(
          { userId: In(ids) },
          { insttCode: DEFAULT_INSTT_CODE, userSeCode: USER_SE_CODES.MEMBER },
        );
      await tx.getRepository(Institution).update({ insttCode }, { deleteAt: 'Y' });
      await this.hooks.run(tx, { insttCode, toInsttCode: DEFAULT_INSTT_CODE, userIds: ids });
      return ids;
    });
    for (const userId of userIds) await this.tokens.revokeAll(userId);
    return { insttCode, movedToInsttCode: DEFAULT_INSTT_CODE, movedMemberCnt: userIds.length };
  }

  /**
   * Hands the master role to another active admin (14) of the same institution, after the current
   * master's password. The previous master stays an admin; the institution's master phone is
   * cleared (the new master's own verified number shows until they set one).
   */
  async transferMaster(caller: AuthUser, insttCode: string, dto: TransferMasterDto): Promise<MasterDto> {
    this.requireMaster(caller, await this.reader.requireActive(insttCode));
    await this.checkPassword(caller.userId, dto.userPassword);
    if (dto.userId === caller.userId) {
      throw new DomainError('RULE_VIOLATION', 'instt.masterSelf', {}, [
        { field: 'userId', message: 'instt.masterSelf' },
      ]);
    }
    const target = await this.users.findOneBy({ userId: dto.userId });
    if (
      !target ||
      target.insttCode !== insttCode ||
      target.userSttus !== 'active' ||
      target.userSeCode !== USER_SE_CODES.INSTT_ADMIN
    ) {
      throw new DomainError('RULE_VIOLATION', 'instt.masterTargetInvalid', {}, [
        { field: 'userId', message: 'instt.masterTargetInvalid' },
      ]);
    }
    // Only if the caller is still the master (a concurrent transfer wins once).
    const result = await this.institutions.update(
      { insttCode, masterUserId: caller.userId },
      { masterUserId: target.userId, mbtlnumEncpt: null },
    );
    if (!result.affected) throw new DomainError('CONFLICT', 'instt.changedConcurrently');
    return { insttCode, masterUserId: target.userId };
  }

  /** Stores a new master phone after its SMS code (sent with POST /instt/sms/crtfc/send for the master's id). */
  async changeMasterPhone(
    caller: AuthUser,
    insttCode: string,
    dto: MasterPhoneDto,
    ip: string,
  ): Promise<MasterPhoneResultDto> {
    this.requireMaster(caller, await this.reader.requireActive(insttCode));
    const target = {
      type: 'signUp' as const,
      channel: 'sms' as const,
      target: dto.newMbltlphon,
      params: { userId: caller.userId },
    };
    const { verificationToken } = await this.verification.confirm(target, dto.smsCrtfcKey, ip);
    // Spent at once: the proof serves this change only.
    await this.verification.redeem(verificationToken, target);
    await this.institutions.update(
      { insttCode },
      { mbtlnumEncpt: seal(dto.newMbltlphon, this.config.encryptionKey) },
    );
    return { masterMbtlnum: maskMobileNumber(dto.newMbltlphon) };
  }

  private requireMaster(caller: AuthUser, instt: Institution): void {
    if (!instt.masterUserId || instt.masterUserId !== caller.userId)
      throw new DomainError('FORBIDDEN', 'instt.masterOnly');
  }

  private async checkPassword(userId: string, encrypted: string): Promise<void> {
    await this.limiter.hit({ key: `instt-master-pw:${userId}`, limit: this.config.values.PASSWORD_CHECK_RATE_LIMIT_PER_ACCOUNT, windowSeconds: 600 });
    const password = this.cipher.decrypt(encrypted, 'userPassword');
    if (!(await this.usersService.checkPassword(userId, password)))
      throw new DomainError('RULE_VIOLATION', 'auth.passwordWrong');
  }
}
