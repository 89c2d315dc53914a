import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { FILES_SQL, LAYER_TABLES_SQL } from './billing.queries';

export interface MeasuredUsage {
  /** Active members (user_sttus active). */
  userCnt: number;
  /** Layer tables + raster/upload files of its layers + attachment files of the institution. */
  volumeBytes: number;
}

/**
 * Measures an institution's billable usage now: active members and the bytes it occupies
 * (pg_total_relation_size of each layer table, plus the files in storage that belong to its
 * layers and attachments, stat'ed one by one).
 */
@Injectable()
export class UsageMeter {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly config: AppConfig,
  ) {}

  async measure(insttCode: string, manager: EntityManager = this.db.manager): Promise<MeasuredUsage> {
    const [users] = await manager.query<{ cnt: number }[]>(
      `SELECT count(*)::int AS cnt FROM users WHERE instt_code = $1 AND user_sttus = 'active'`,
      [insttCode],
    );
    const [tables] = await manager.query<{ bytes: number }[]>(LAYER_TABLES_SQL, [insttCode]);
    const files = await manager.query<{ filePath: string }[]>(FILES_SQL, [insttCode]);
    let fileBytes = 0;
    const root = path.resolve(this.config.storageDir);
    for (const f of files) {
      const absolute = path.resolve(root, f.filePath);
      if (!absolute.startsWith(root + path.sep)) continue;
      const info = await stat(absolute).catch(() => null);
      if (info?.isFile()) fileBytes += info.size;
      else if (info?.isDirectory()) fileBytes += await dirSize(absolute);
    }
    return { userCnt: users.cnt, volumeBytes: Math.round(Number(tables.bytes)) + fileBytes };
  }
}

async function dirSize(dir: string): Promise<number> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  let total = 0;
  for (const e of entries) {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) total += await dirSize(full);
    else if (e.isFile()) total += (await stat(full).catch(() => null))?.size ?? 0;
  }
  return total;
}
