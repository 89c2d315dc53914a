import { randomBytes } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Institution } from '../../src/modules/institutions/entities/institution.entity';

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

  async setMenuAccess(insttCode: string, menuId: string, accessAt: 'Y' | 'N'): Promise<void> {
    await this.db.query(
      `INSERT INTO menu_access (instt_code, menu_id, access_at) VALUES ($1, $2, $3)
       ON CONFLICT (instt_code, menu_id) DO UPDATE SET access_at = EXCLUDED.access_at`,
      [insttCode, menuId, accessAt],
    );
  }
}
