import { randomBytes } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import type { UserSeCode } from '@nuri/domain';
import { DataSource } from 'typeorm';
import { TokenService } from '../../src/modules/auth/token.service';
import { Institution } from '../../src/modules/directory/institution.entity';
import { User } from '../../src/modules/users/entities/user.entity';
import { hashPassword } from '../../src/common/crypto/password-hasher';

export const FACTORY_PASSWORD = 'Factory!2026pw';
let userSeq = 0;

/** Test data builders over the real database (STYLE.md 11). */
export class Factories {
  constructor(private readonly app: INestApplication) {}

  get db(): DataSource {
    return this.app.get(DataSource);
  }

  /** A new active institution with a unique code (or the one given, replacing nothing). */
  async newInstitution(partial: Partial<Institution> = {}): Promise<Institution> {
    const insttCode = partial.insttCode ?? `t-${randomBytes(4).toString('hex')}`;
    const repo = this.db.getRepository(Institution);
    await repo.upsert({ insttNm: `기관 ${insttCode}`, deleteAt: 'N', ...partial, insttCode }, ['insttCode']);
    return repo.findOneByOrFail({ insttCode });
  }

  /** A new active member of an institution (argon2 hash of FACTORY_PASSWORD). */
  async newUser(partial: Partial<User> & { insttCode: string; userSeCode: UserSeCode }): Promise<User> {
    userSeq += 1;
    const tag = `${Date.now().toString(36).slice(-5)}${userSeq}`;
    const userId = partial.userId ?? `u${tag}`;
    await this.db.getRepository(User).insert({
      userNm: `구성원${userSeq}`,
      emailaddr: `${userId}@example.com`,
      passwordHash: await hashPassword(FACTORY_PASSWORD),
      passwordChangeDt: new Date(),
      userSttus: 'active',
      ...partial,
      userId,
    });
    return this.db.getRepository(User).findOneByOrFail({ userId });
  }

  /** An access token for a user, issued directly (tests of other features need not log in). */
  async tokenFor(user: Pick<User, 'userId' | 'userNm' | 'userSeCode' | 'insttCode'>): Promise<string> {
    return (await this.app.get(TokenService).issue(user)).accessToken;
  }

  /** A member plus the Authorization header to act as them. */
  async actor(
    insttCode: string,
    userSeCode: UserSeCode,
    partial: Partial<User> = {},
  ): Promise<{ user: User; auth: { Authorization: string } }> {
    const user = await this.newUser({ ...partial, insttCode, userSeCode });
    return { user, auth: { Authorization: `Bearer ${await this.tokenFor(user)}` } };
  }

  async setMenuAccess(insttCode: string, menuId: string, accessAt: 'Y' | 'N'): Promise<void> {
    await this.db.query(
      `INSERT INTO menu_access (instt_code, menu_id, access_at) VALUES ($1, $2, $3)
       ON CONFLICT (instt_code, menu_id) DO UPDATE SET access_at = EXCLUDED.access_at`,
      [insttCode, menuId, accessAt],
    );
  }
}
