import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { checkThumbnail, MESSAGES, PASSWORD_MAX_AGE_DAYS, ROLE_MESSAGE_KEYS, type Locale } from '@nuri/domain';
import type Redis from 'ioredis';
import { Repository } from 'typeorm';
import { Clock } from '../../common/clock/clock.service';
import { open, seal } from '../../common/crypto/secret-box';
import { DomainError } from '../../common/errors/domain-error';
import { AppConfig } from '../../config/app-config';
import { ObjectStorage } from '../../common/storage';
import { REDIS } from '../../redis/redis.module';
import { Institution } from '../directory';
import type { MyInfoDto, SessionUserDto, UpdateMyInfoDto } from './dto/users.dto';
import { User } from './entities/user.entity';
import { sniffImage } from '../../common/files/image-sniff';
import { assertNameAllowed } from './name-policy';
import { hashPassword, verifyPassword } from '../../common/crypto/password-hasher';

const REVALIDATION_TTL_SECONDS = 600;

@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectRepository(Institution) private readonly institutions: Repository<Institution>,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    private readonly storage: ObjectStorage,
  ) {}

  /** A user with the password hash (for authentication), or null. */
  findWithSecret(userId: string): Promise<User | null> {
    return this.users.createQueryBuilder('u').addSelect('u.passwordHash').where('u.userId = :userId', { userId }).getOne();
  }

  async requireActive(userId: string): Promise<User> {
    const user = await this.users.findOneBy({ userId });
    if (!user || user.userSttus === 'withdrawn') throw new DomainError('UNAUTHENTICATED', 'error.sessionEnded');
    if (user.userSttus === 'disabled') throw new DomainError('FORBIDDEN', 'auth.accountDisabled');
    return user;
  }

  async session(userId: string): Promise<SessionUserDto> {
    const user = await this.requireActive(userId);
    const instt = await this.institutions.findOneByOrFail({ insttCode: user.insttCode });
    return this.sessionOf(user, instt, await this.clock.now());
  }

  /** The session a sign-in answers with, from the user's and institution's rows. */
  sessionOf(user: User, instt: Institution, now: Date): SessionUserDto {
    return {
      userId: user.userId,
      userNm: user.userNm,
      userSeCode: user.userSeCode,
      insttCode: user.insttCode,
      insttNm: instt.insttNm,
      insttSttusCode: instt.insttSttusCode,
      passwordChangeRequired: now.getTime() - user.passwordChangeDt.getTime() > PASSWORD_MAX_AGE_DAYS * 86_400_000,
    };
  }

  /** Ids stay taken after withdrawal (they are never reused). */
  idExists(userId: string): Promise<boolean> {
    return this.users.existsBy({ userId });
  }

  async emailExists(emailaddr: string): Promise<boolean> {
    return this.users
      .createQueryBuilder('u')
      .where('lower(u.emailaddr) = lower(:emailaddr)', { emailaddr })
      .andWhere("u.userSttus <> 'withdrawn'")
      .getExists();
  }

  async me(userId: string, locale: Locale): Promise<MyInfoDto> {
    const user = await this.users
      .createQueryBuilder('u')
      .addSelect('u.mbtlnumEncpt')
      .where('u.userId = :userId', { userId })
      .getOneOrFail();
    const instt = await this.institutions.findOneByOrFail({ insttCode: user.insttCode });
    return {
      userId: user.userId,
      userNm: user.userNm,
      emailaddr: user.emailaddr,
      userSeCode: user.userSeCode,
      userSeCodeNm: MESSAGES[locale][ROLE_MESSAGE_KEYS[user.userSeCode]],
      insttCode: user.insttCode,
      insttNm: instt.insttNm,
      insttSttusCode: instt.insttSttusCode,
      phoneNumber: user.mbtlnumEncpt ? open(user.mbtlnumEncpt, this.config.encryptionKey) : null,
      marketingAgreeAt: user.marketingAgreAt,
      userImage: user.userImagePath ? `/api/users/${encodeURIComponent(user.userId)}/image` : null,
      registDt: user.registDt.toISOString(),
      passwordChangeDt: user.passwordChangeDt.toISOString(),
    };
  }

  /** Updates name, marketing consent and (with its verification already redeemed) the e-mail. */
  async updateMe(userId: string, dto: Omit<UpdateMyInfoDto, 'emailVerificationToken'>): Promise<void> {
    const patch: Partial<User> = {};
    if (dto.userNm !== undefined) {
      assertNameAllowed(dto.userNm, 'userNm');
      patch.userNm = dto.userNm;
    }
    if (dto.emailaddr !== undefined) {
      const current = await this.users.findOneByOrFail({ userId });
      if (current.emailaddr.toLowerCase() !== dto.emailaddr.toLowerCase() && (await this.emailExists(dto.emailaddr))) {
        throw new DomainError('CONFLICT', 'auth.emailInUse');
      }
      patch.emailaddr = dto.emailaddr;
    }
    if (dto.marketingAgreeAt !== undefined) patch.marketingAgreAt = dto.marketingAgreeAt;
    if (Object.keys(patch).length) await this.users.update({ userId }, patch);
  }

  sealPhone(phone: string): string {
    return seal(phone, this.config.encryptionKey);
  }

  async checkPassword(userId: string, plain: string): Promise<boolean> {
    const user = await this.findWithSecret(userId);
    return Boolean(user && (await verifyPassword(user.passwordHash, plain)));
  }

  async setPassword(userId: string, plain: string): Promise<void> {
    await this.users.update(
      { userId },
      { passwordHash: await hashPassword(plain), passwordChangeDt: await this.clock.now(), loginFailCnt: 0, lockUntilDt: null },
    );
  }

  async issueRevalidation(userId: string): Promise<string> {
    const token = randomBytes(24).toString('base64url');
    await this.redis.set(`nuri:reval:${token}`, userId, 'EX', REVALIDATION_TTL_SECONDS);
    return token;
  }

  async redeemRevalidation(userId: string, token: string): Promise<boolean> {
    return (await this.redis.getdel(`nuri:reval:${token}`)) === userId;
  }

  /** Stores a profile image after the thumbnail rules and a content check (not the name). */
  async setImage(userId: string, file: { originalname: string; size: number; buffer: Buffer }): Promise<string> {
    const check = checkThumbnail({ fileName: file.originalname, size: file.size });
    if (!check.ok) {
      const code = check.problem === 'EXTENSION' ? 'UNSUPPORTED_MEDIA_TYPE' : 'PAYLOAD_TOO_LARGE';
      throw new DomainError(code, check.messageKey, check.params);
    }
    const kind = sniffImage(file.buffer);
    if (!kind) throw new DomainError('UNSUPPORTED_MEDIA_TYPE', 'thumbnail.extensionInvalid');
    const name = `${randomBytes(16).toString('hex')}.${kind}`;
    await this.storage.put(`users/${name}`, file.buffer, { contentType: kind === 'png' ? 'image/png' : 'image/jpeg' });
    const previous = (await this.users.findOneByOrFail({ userId })).userImagePath;
    await this.users.update({ userId }, { userImagePath: `users/${name}` });
    if (previous) await this.storage.delete(previous);
    return `/api/users/${encodeURIComponent(userId)}/image`;
  }

  async deleteImage(userId: string): Promise<void> {
    const previous = (await this.users.findOneByOrFail({ userId })).userImagePath;
    await this.users.update({ userId }, { userImagePath: null });
    if (previous) await this.storage.delete(previous);
  }

  /** The storage key of a member's profile image (404 when there is none). */
  async imageFile(userId: string): Promise<string> {
    const user = await this.users.findOneBy({ userId });
    if (!user?.userImagePath || user.userSttus === 'withdrawn') throw new DomainError('NOT_FOUND', 'error.notFound');
    return user.userImagePath;
  }

  /** Withdrawal: the account is closed, personal data cleared, the id kept so it is never reused. */
  async withdraw(userId: string, reason: { whdwlResn?: string; whdwlResnCode: string }): Promise<void> {
    await this.deleteImage(userId);
    await this.users.update(
      { userId },
      {
        userSttus: 'withdrawn',
        whdwlResn: reason.whdwlResn ?? null,
        whdwlResnCode: reason.whdwlResnCode,
        whdwlDt: await this.clock.now(),
        mbtlnumEncpt: null,
        marketingAgreAt: 'N',
      },
    );
  }
}
