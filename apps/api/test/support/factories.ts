import { randomBytes } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import type { UserSeCode } from '@nuri/domain';
import { JwtService } from '@nestjs/jwt';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../src/config/app-config';
import { TokenService } from '../../src/modules/auth/token.service';
import { Institution } from '../../src/modules/institutions/entities/institution.entity';
import { User } from '../../src/modules/users/entities/user.entity';
import { hashPassword } from '../../src/modules/users/password-hasher';

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

  /**
   * An access token for a user, issued directly (tests of other features need not log in): the
   * login's own token, re-signed to last ten years from the server clock's now, so that suites
   * that move the clock (billing months, notice windows) keep acting as their members. The
   * 15-minute lifetime against the clock is held by security/abuse-tokens.e2e-spec.ts.
   */
  async tokenFor(user: Pick<User, 'userId' | 'userNm' | 'userSeCode' | 'insttCode'>): Promise<string> {
    const jwt = this.app.get(JwtService);
    const issued = (await this.app.get(TokenService).issue(user)).accessToken;
    const { exp: _exp, ...payload } = jwt.decode<Record<string, unknown>>(issued);
    return jwt.signAsync(payload, { privateKey: this.app.get(AppConfig).jwtKey, algorithm: 'HS256', expiresIn: '3650d' });
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
