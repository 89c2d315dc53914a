import { type INestApplicationContext } from '@nestjs/common';
import { DEFAULT_INSTT_CODE, USER_SE_CODES, type UserSeCode } from '@nuri/domain';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { DEMO_PROVIDER_ADMIN } from '../seed';
import { DEMO_INSTT, DEMO_MEMBERS, type DemoMember } from './demo-data';

function actor(m: Pick<DemoMember, 'userId' | 'userNm' | 'userSeCode'>, insttCode: string): AuthUser {
  return {
    userId: m.userId,
    userNm: m.userNm,
    userSeCode: m.userSeCode as UserSeCode,
    insttCode,
    jti: 'demo-seed',
    exp: Math.floor(Date.now() / 1000) + 3600,
  };
}


/**
 * What every step of the demo seed works with: the application's services, the database, the
 * actors the steps act as, the folder of the sample data and the report of what was created.
 */
export class DemoContext {
  readonly created: string[] = [];
  readonly db: DataSource;
  readonly provider = actor({ ...DEMO_PROVIDER_ADMIN, userSeCode: USER_SE_CODES.PROVIDER_ADMIN }, DEFAULT_INSTT_CODE);
  readonly admin = actor(DEMO_MEMBERS.admin, DEMO_INSTT.insttCode);
  readonly editor = actor(DEMO_MEMBERS.editor, DEMO_INSTT.insttCode);

  constructor(
    private readonly app: INestApplicationContext,
    readonly dataDir: string,
  ) {
    this.db = app.get(DataSource);
  }

  get<T>(type: new (...args: never[]) => T): T {
    return this.app.get(type, { strict: false });
  }

  async findOne<T = unknown>(sql: string, params: unknown[]): Promise<T | undefined> {
    const rows: T[] = await this.db.query(sql, params);
    return rows[0];
  }
}
