import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { RestrictedNameUseDto } from './dto/restricted-names.dto';

/** One confirmed use of a restricted word, as recorded. */
export interface RestrictedNameUse {
  field: string;
  route: string;
  nameValue: string;
  word: string;
  userId: string;
  insttCode: string | null;
}

/** The names module's table restricted_name_use: confirmed uses recorded, and the operators' page of them. */
@Injectable()
export class RestrictedNameStore {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async record(use: RestrictedNameUse): Promise<void> {
    await this.db.query(
      `INSERT INTO restricted_name_use (field, route, name_value, word, user_id, instt_code) VALUES ($1, $2, $3, $4, $5, $6)`,
      [use.field, use.route, use.nameValue, use.word, use.userId, use.insttCode],
    );
  }

  /** One page, newest first, with the count of all rows. */
  async page(limit: number, offset: number): Promise<{ rows: RestrictedNameUseDto[]; total: number }> {
    const rows = await this.db.query<(Omit<RestrictedNameUseDto, 'registDt'> & { registDt: Date })[]>(
      `SELECT use_sn::int AS "useSn", field, route, name_value AS "nameValue", word, user_id AS "userId",
              instt_code AS "insttCode", regist_dt AS "registDt"
         FROM restricted_name_use ORDER BY regist_dt DESC, use_sn DESC LIMIT $1 OFFSET $2`,
      [limit, offset],
    );
    const [{ total }] = await this.db.query<{ total: number }[]>(
      `SELECT count(*)::int AS total FROM restricted_name_use`,
    );
    return { rows: rows.map((r) => ({ ...r, registDt: r.registDt.toISOString() })), total };
  }
}
