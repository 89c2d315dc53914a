import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../../common/clock/clock.service';
import type { ContentKey } from './content-reactions.service';

const TABLES = {
  MAP: { table: 'user_map', id: 'user_map_id' },
  APP: { table: 'webapp_tmplat', id: 'webapp_tmplat_id' },
} as const;

/**
 * The everyone share (pblonsip scope 0) the gallery adds on approval and removes on rejection or
 * deletion. Interim: written here under the shares module's rules (per-content lock, next order
 * number, publicity summary) until that module exports its ShareStore; then both methods become
 * one-line delegations to ShareStore.shareWithEveryone / unshareEveryone.
 */
@Injectable()
export class GalleryShares {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly clock: Clock,
  ) {}

  /** True when the share was added (false: the content was already shared with everyone). */
  async shareWithEveryone(content: ContentKey & { type: 'MAP' | 'APP' }, by: string): Promise<boolean> {
    const t = TABLES[content.type];
    const now = await this.clock.now();
    return this.db.transaction(async (tx) => {
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext('pblonsip:' || $1::text || ':' || $2::text))`, [
        content.type,
        content.id,
      ]);
      const added: unknown[] = await tx.query(
        `INSERT INTO pblonsip (cntnts_ty_code, cntnts_id, pblonsip_ordr, pblonsip_scope_se_code, pblonsip_refrn_id, edit_posbl_at,
                               owner_id, register_id, regist_dt)
         SELECT $1::varchar, c.${t.id}, coalesce((SELECT max(p.pblonsip_ordr) FROM pblonsip p WHERE p.cntnts_ty_code = $1 AND p.cntnts_id = $2), 0) + 1,
                0, NULL, '0', c.register_id, $3, $4
           FROM ${t.table} c
          WHERE c.${t.id} = $2
            AND NOT EXISTS (SELECT 1 FROM pblonsip p WHERE p.cntnts_ty_code = $1 AND p.cntnts_id = $2 AND p.pblonsip_scope_se_code = 0)
         RETURNING 1 AS ok`,
        [content.type, content.id, by, now],
      );
      await tx.query(summarySql(content.type), [content.id]);
      return added.length > 0;
    });
  }

  /** Removes the content's everyone share (if any). */
  async unshareEveryone(content: ContentKey & { type: 'MAP' | 'APP' }): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext('pblonsip:' || $1::text || ':' || $2::text))`, [
        content.type,
        content.id,
      ]);
      await tx.query(
        `DELETE FROM pblonsip WHERE cntnts_ty_code = $1 AND cntnts_id = $2 AND pblonsip_scope_se_code = 0`,
        [content.type, content.id],
      );
      await tx.query(summarySql(content.type), [content.id]);
    });
  }
}

/** $1 id: the content's publicity summary from its shares (04 everyone … 01 none). */
function summarySql(type: 'MAP' | 'APP'): string {
  const t = TABLES[type];
  return `
    UPDATE ${t.table} c SET use_pblonsip_se_code = (
      SELECT CASE WHEN bool_or(p.pblonsip_scope_se_code = 0) THEN '04' WHEN bool_or(p.pblonsip_scope_se_code = 1) THEN '03'
                  WHEN count(*) > 0 THEN '02' ELSE '01' END
        FROM pblonsip p WHERE p.cntnts_ty_code = '${type}' AND p.cntnts_id = $1)
     WHERE c.${t.id} = $1`;
}
