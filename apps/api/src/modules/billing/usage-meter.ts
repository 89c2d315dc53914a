import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { checkedKey, ObjectStorage } from '../../common/storage';
import { FILES_SQL, LAYER_TABLES_SQL } from './billing.queries';

export interface MeasuredUsage {
  /** Active members (user_sttus active). */
  userCnt: number;
  /** Layer tables + raster/upload files of its layers + attachment files of the institution. */
  volumeBytes: number;
}

/**
 * Measures an institution's billable usage now: active members and the bytes it occupies
 * (pg_total_relation_size of each layer table, plus the files in the object storage that belong
 * to its layers and attachments, asked one by one: a head per object, a listing for a folder).
 */
@Injectable()
export class UsageMeter {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly storage: ObjectStorage,
  ) {}

  async measure(insttCode: string, manager: EntityManager = this.db.manager): Promise<MeasuredUsage> {
    const [users] = await manager.query<{ cnt: number }[]>(
      `SELECT count(*)::int AS cnt FROM users WHERE instt_code = $1 AND user_sttus = 'active'`,
      [insttCode],
    );
    const [tables] = await manager.query<{ bytes: number }[]>(LAYER_TABLES_SQL, [insttCode]);
    const files = await manager.query<{ filePath: string }[]>(FILES_SQL, [insttCode]);
    let fileBytes = 0;
    for (const f of files) {
      if (!isKey(f.filePath)) continue;
      fileBytes += await this.storage.sizeOf(f.filePath);
    }
    return { userCnt: users.cnt, volumeBytes: Math.round(Number(tables.bytes)) + fileBytes };
  }
}

function isKey(stored: string): boolean {
  try {
    checkedKey(stored);
    return true;
  } catch {
    return false;
  }
}
