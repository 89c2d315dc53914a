import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DEFAULT_INSTT_CODE, USER_SE_CODES, validateInsttCode, type Locale } from '@nuri/domain';
import { DataSource, Repository } from 'typeorm';
import { Clock } from '../../common/clock/clock.service';
import { seal } from '../../common/crypto/secret-box';
import { DomainError } from '../../common/errors/domain-error';
import { RateLimiter } from '../../common/rate-limit/rate-limiter';
import { AppConfig } from '../../config/app-config';
import { Institution } from '../institutions/entities/institution.entity';
import type { FindIdConfirmDto, FindIdSendDto, FindPasswordConfirmDto, FindPasswordSendDto, FoundIdDto } from '../verification/dto/verification.dto';
import { VerificationService } from '../verification/verification.service';
import type { InsttSignUpDto, SignedUpDto, SignUpDto } from '../users/dto/signup.dto';
import { User } from '../users/entities/user.entity';
import { assertNameAllowed } from '../users/name-policy';
import { hashPassword, verifyPassword } from '../users/password-hasher';
import { assertPasswordAllowed } from '../users/password-policy';
import { UsersService } from '../users/users.service';
import { PasswordCipher } from './password-cipher.service';
import { TokenService } from './token.service';

/** Sign-up (individual and institution), finding the id and resetting the password. */
@Injectable()
export class AccountService {
  constructor(
    private readonly cipher: PasswordCipher,
    private readonly verification: VerificationService,
    private readonly usersService: UsersService,
    private readonly tokens: TokenService,
    private readonly limiter: RateLimiter,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  /** An individual joins the openBiz institution as a member (12). */
  async signUp(dto: SignUpDto, ip: string): Promise<SignedUpDto> {
    const user = await this.prepareUser(dto, ip);
    await this.users.insert({ ...user, insttCode: DEFAULT_INSTT_CODE, userSeCode: USER_SE_CODES.MEMBER });
    return { userId: dto.userId, insttCode: DEFAULT_INSTT_CODE };
  }

  /** An institution and its master admin (14) with the chosen plan, in one transaction. */
  async signUpInstitution(dto: InsttSignUpDto, ip: string): Promise<SignedUpDto> {
    const code = validateInsttCode(dto.insttCode);
    if (!code.ok) throw new DomainError('VALIDATION_FAILED', 'error.validation', {}, [{ field: 'insttCode', message: code.messageKey }]);
    assertNameAllowed(dto.insttNm, 'insttNm');
    const user = await this.prepareUser(dto, ip);
    await this.db.transaction(async (tx) => {
      const institutions = tx.getRepository(Institution);
      if (await institutions.existsBy({ insttCode: dto.insttCode })) throw new DomainError('CONFLICT', 'auth.insttCodeInUse');
      const sameName = await institutions
        .createQueryBuilder('i')
        .where('lower(i.insttNm) = lower(:nm)', { nm: dto.insttNm })
        .andWhere("i.deleteAt = 'N'")
        .getExists();
      if (sameName) throw new DomainError('CONFLICT', 'auth.insttNmInUse');
      const key = this.config.encryptionKey;
      await institutions.insert({
        insttCode: dto.insttCode,
        insttNm: dto.insttNm,
        planCode: dto.planCode,
        insttUrl: `/${dto.insttCode}`,
        insttTelEncpt: dto.insttTel ? seal(dto.insttTel, key) : null,
        insttAddrEncpt: dto.insttAddr ? seal(dto.insttAddr, key) : null,
        creatmanId: dto.userId,
        masterUserId: dto.userId,
      });
      await tx.getRepository(User).insert({ ...user, insttCode: dto.insttCode, userSeCode: USER_SE_CODES.INSTT_ADMIN });
    });
    return { userId: dto.userId, insttCode: dto.insttCode };
  }

  async sendFindIdCode(dto: FindIdSendDto, ip: string, locale: Locale): Promise<{ expireDt: string }> {
    const target = { type: 'idFind' as const, channel: 'email' as const, target: dto.emailaddr, params: { userNm: dto.userNm } };
    if (dto.userNm) await this.requireMember({ emailaddr: dto.emailaddr, userNm: dto.userNm });
    return this.verification.send(target, ip, locale);
  }

  async confirmFindId(dto: FindIdConfirmDto, ip: string): Promise<FoundIdDto> {
    const target = { type: 'idFind' as const, channel: 'email' as const, target: dto.emailaddr, params: { userNm: dto.userNm } };
    const { verificationToken } = await this.verification.confirm(target, dto.emailCrtfcKey, ip);
    const user = await this.requireMember({ emailaddr: dto.emailaddr, userNm: dto.userNm ?? '' });
    // The token also answers GET /auth/users/find-id once.
    return { userId: user.userId, registDt: user.registDt.toISOString(), verificationToken };
  }

  async findId(verificationToken: string): Promise<{ userId: string; registDt: string }> {
    const claim = await this.verification.redeem(verificationToken, { type: 'idFind', channel: 'email' });
    const user = await this.requireMember({ emailaddr: claim.target, userNm: claim.params.userNm ?? '' });
    return { userId: user.userId, registDt: user.registDt.toISOString() };
  }

  async sendFindPasswordCode(dto: FindPasswordSendDto, ip: string, locale: Locale): Promise<{ expireDt: string }> {
    const params = { userId: dto.userId, userNm: dto.userNm };
    const target = { type: 'pwFind' as const, channel: 'email' as const, target: dto.emailaddr, params };
    if (dto.userId && dto.userNm) await this.requireMember({ emailaddr: dto.emailaddr, userNm: dto.userNm, userId: dto.userId });
    return this.verification.send(target, ip, locale);
  }

  confirmFindPassword(dto: FindPasswordConfirmDto, ip: string): Promise<{ verificationToken: string }> {
    const params = { userId: dto.userId, userNm: dto.userNm };
    return this.verification.confirm({ type: 'pwFind', channel: 'email', target: dto.emailaddr, params }, dto.emailCrtfcKey, ip);
  }

  /** Sets a new password after a pwFind verification; every login of the account ends. */
  async resetPassword(verificationToken: string, encryptedPassword: string): Promise<void> {
    const claim = await this.verification.redeem(verificationToken, { type: 'pwFind', channel: 'email' });
    const user = await this.requireMember({ emailaddr: claim.target, userNm: claim.params.userNm ?? '', userId: claim.params.userId });
    const password = this.cipher.decrypt(encryptedPassword, 'newPassword');
    assertPasswordAllowed(password, user.userNm);
    const withSecret = await this.usersService.findWithSecret(user.userId);
    if (withSecret && (await verifyPassword(withSecret.passwordHash, password))) {
      throw new DomainError('RULE_VIOLATION', 'auth.passwordSameAsOld');
    }
    await this.usersService.setPassword(user.userId, password);
    await this.tokens.revokeAll(user.userId);
  }

  /** Password change from my page: the old password, or a fresh revalidation, is required. */
  async changePassword(userId: string, dto: { oldPassword?: string; newPassword: string; revalidationToken?: string }): Promise<void> {
    const user = await this.usersService.requireActive(userId);
    if (dto.revalidationToken) {
      if (!(await this.usersService.redeemRevalidation(userId, dto.revalidationToken))) {
        throw new DomainError('BAD_REQUEST', 'auth.verificationTokenInvalid');
      }
    } else {
      if (!dto.oldPassword) {
        throw new DomainError('VALIDATION_FAILED', 'password.oldRequired', {}, [{ field: 'oldPassword', message: 'password.oldRequired' }]);
      }
      const old = this.cipher.decrypt(dto.oldPassword, 'oldPassword');
      if (!(await this.usersService.checkPassword(userId, old))) throw new DomainError('RULE_VIOLATION', 'auth.oldPasswordWrong');
    }
    const password = this.cipher.decrypt(dto.newPassword, 'newPassword');
    assertPasswordAllowed(password, user.userNm);
    if (await this.usersService.checkPassword(userId, password)) throw new DomainError('RULE_VIOLATION', 'auth.passwordSameAsOld');
    await this.usersService.setPassword(userId, password);
  }

  /** Re-checks the password (before sensitive changes); returns a short-lived proof. */
  async revalidate(userId: string, encryptedPassword: string, ip: string): Promise<string> {
    await this.limiter.hit(
      { key: `reval:${userId}`, limit: this.config.values.PASSWORD_CHECK_RATE_LIMIT_PER_ACCOUNT, windowSeconds: 600 },
      { key: `reval-ip:${ip}`, limit: this.config.values.PASSWORD_CHECK_RATE_LIMIT_PER_ADDRESS, windowSeconds: 600 },
    );
    const password = this.cipher.decrypt(encryptedPassword);
    if (!(await this.usersService.checkPassword(userId, password))) throw new DomainError('RULE_VIOLATION', 'auth.passwordWrong');
    return this.usersService.issueRevalidation(userId);
  }

  /** Withdrawal with the password and a reason; every login of the account ends. */
  async withdraw(userId: string, dto: { userPassword: string; whdwlResn?: string; whdwlResnCode: string }): Promise<void> {
    await this.usersService.requireActive(userId);
    const password = this.cipher.decrypt(dto.userPassword, 'userPassword');
    if (!(await this.usersService.checkPassword(userId, password))) throw new DomainError('RULE_VIOLATION', 'auth.passwordWrong');
    await this.usersService.withdraw(userId, dto);
    await this.tokens.revokeAll(userId);
  }

  /** Changes the e-mail after its verification (verify-email for this account). */
  async updateMe(userId: string, dto: { userNm?: string; emailaddr?: string; emailVerificationToken?: string; marketingAgreeAt?: 'Y' | 'N' }): Promise<void> {
    if (dto.emailaddr) {
      const current = await this.usersService.requireActive(userId);
      if (current.emailaddr.toLowerCase() !== dto.emailaddr.toLowerCase()) {
        await this.verification.redeem(dto.emailVerificationToken, {
          type: 'signUp',
          channel: 'email',
          target: dto.emailaddr,
          params: { userId },
        });
      }
    }
    const { emailVerificationToken: _ignored, ...patch } = dto;
    await this.usersService.updateMe(userId, patch);
  }

  /** Shared checks of both sign-ups; returns the user row to insert. */
  private async prepareUser(dto: SignUpDto, ip: string): Promise<Partial<User>> {
    await this.limiter.hit({ key: `signup-ip:${ip}`, limit: this.config.values.SIGNUP_RATE_LIMIT_PER_ADDRESS, windowSeconds: 3600 });
    assertNameAllowed(dto.userId, 'userId');
    assertNameAllowed(dto.userNm, 'userNm');
    if (await this.usersService.idExists(dto.userId)) {
      throw new DomainError('CONFLICT', 'common.alreadyInUse', {}, [{ field: 'userId', message: 'common.alreadyInUse' }]);
    }
    if (await this.usersService.emailExists(dto.emailaddr)) {
      throw new DomainError('CONFLICT', 'auth.emailInUse', {}, [{ field: 'emailaddr', message: 'auth.emailInUse' }]);
    }
    const password = this.cipher.decrypt(dto.userPassword, 'userPassword');
    assertPasswordAllowed(password, dto.userNm, 'userPassword');
    await this.verification.redeem(dto.emailVerificationToken, {
      type: 'signUp',
      channel: 'email',
      target: dto.emailaddr,
      params: { userId: dto.userId },
    });
    let mbtlnumEncpt: string | null = null;
    if (dto.phoneNumber) {
      await this.verification.redeem(dto.phoneVerificationToken, {
        type: 'signUp',
        channel: 'sms',
        target: dto.phoneNumber,
        params: { userId: dto.userId },
      });
      mbtlnumEncpt = seal(dto.phoneNumber, this.config.encryptionKey);
    }
    const now = await this.clock.now();
    return {
      userId: dto.userId,
      userNm: dto.userNm,
      emailaddr: dto.emailaddr,
      passwordHash: await hashPassword(password),
      passwordChangeDt: now,
      mbtlnumEncpt,
      termsAgreDt: now,
      privacyAgreDt: now,
      marketingAgreAt: dto.marketingAgreeAt ?? 'N',
      userSttus: 'active',
    };
  }

  private async requireMember(q: { emailaddr: string; userNm: string; userId?: string }): Promise<User> {
    const qb = this.users
      .createQueryBuilder('u')
      .where('lower(u.emailaddr) = lower(:e)', { e: q.emailaddr })
      .andWhere('u.userNm = :n', { n: q.userNm })
      .andWhere("u.userSttus = 'active'");
    if (q.userId) qb.andWhere('u.userId = :id', { id: q.userId });
    const user = await qb.getOne();
    if (!user) throw new DomainError('NOT_FOUND', 'auth.userNotFound');
    return user;
  }
}
