import { hash } from '@node-rs/argon2';
import { DEFAULT_INSTT_CODE, USER_SE_CODES } from '@nuri/domain';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { User } from '../modules/users';

/** Demo logins printed by `npm start` (never used in production, where the password is required). */
export const DEMO_PROVIDER_ADMIN = { userId: 'operator01', userNm: '플랫폼 운영자', emailaddr: 'operator01@example.com' };
export const DEMO_PASSWORD = 'Nuri!2026demo';

export interface SeedReport {
  created: string[];
}

/** Seeds what a fresh install needs once; running it again changes nothing. */
export async function seed(ds: DataSource, config: AppConfig): Promise<SeedReport> {
  const created: string[] = [];
  const users = ds.getRepository(User);
  if (!(await users.existsBy({ userId: DEMO_PROVIDER_ADMIN.userId }))) {
    const password = config.values.SEED_ADMIN_PASSWORD ?? DEMO_PASSWORD;
    await users.insert({
      ...DEMO_PROVIDER_ADMIN,
      userSeCode: USER_SE_CODES.PROVIDER_ADMIN,
      insttCode: DEFAULT_INSTT_CODE,
      passwordHash: await hash(password),
      userSttus: 'active',
    });
    created.push(`provider admin ${DEMO_PROVIDER_ADMIN.userId}`);
  }
  return { created };
}
