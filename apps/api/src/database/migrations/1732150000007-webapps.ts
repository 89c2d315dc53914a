import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Themed map apps (issue: themed apps, sharing, gallery): web app templates (webapp_tmplat). Ids
 * are UUIDs like web map ids. Content type 'APP' in the share table (pblonsip) and the policy.
 *
 * - webapp_tmplat_ty_code: see libs/domain/src/webapps.ts (JOR, SES: section tabs; TAB: plain
 *   tabs; SIMPLE: one map).
 * - detail_setting: the tabs and their maps (JSON, validated by type in the service); the maps
 *   used by an app are also kept in webapp_tmplat_map so a map deletion can find them (a map
 *   used by an app cannot be deleted: 409 naming the apps; see docs/api-guide.md).
 * - use_pblonsip_se_code / use_sttus_se_code: the same codes as user_map.
 * - simple_tmplat_at: 'Y' for apps made by the simple map app flow (one map).
 * - Deleting an app deletes its map links (cascade); the service removes the thumbnail file and
 *   the share entries.
 */
export class Webapps1732150000007 implements MigrationInterface {
  name = 'Webapps1732150000007';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE webapp_tmplat (
        webapp_tmplat_id       varchar(40) PRIMARY KEY,
        webapp_tmplat_sj       varchar(100) NOT NULL,
        webapp_tmplat_cn       text,
        webapp_tmplat_ty_code  varchar(10) NOT NULL,
        use_sttus_se_code      char(2) NOT NULL DEFAULT '01' CHECK (use_sttus_se_code IN ('01', '02')),
        use_pblonsip_se_code   char(2) NOT NULL DEFAULT '01' CHECK (use_pblonsip_se_code IN ('01', '02', '03', '04')),
        instt_code             varchar(30) NOT NULL REFERENCES instt (instt_code),
        register_id            varchar(30) NOT NULL REFERENCES users (user_id),
        webapp_tmplat_info     jsonb,
        detail_setting         jsonb NOT NULL,
        simple_tmplat_at       char(1) NOT NULL DEFAULT 'N' CHECK (simple_tmplat_at IN ('Y', 'N')),
        thumbnail_path         varchar(300),
        thumbnail_updt_dt      timestamptz,
        regist_dt              timestamptz NOT NULL DEFAULT now(),
        updt_dt                timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX webapp_tmplat_owner_idx ON webapp_tmplat (register_id, updt_dt DESC)`);
    await q.query(`CREATE INDEX webapp_tmplat_instt_idx ON webapp_tmplat (instt_code, updt_dt DESC)`);
    await q.query(`CREATE INDEX webapp_tmplat_updt_idx ON webapp_tmplat (updt_dt DESC)`);
    await q.query(`
      CREATE TABLE webapp_tmplat_map (
        webapp_tmplat_id  varchar(40) NOT NULL REFERENCES webapp_tmplat (webapp_tmplat_id) ON DELETE CASCADE,
        user_map_id       varchar(40) NOT NULL REFERENCES user_map (user_map_id),
        PRIMARY KEY (webapp_tmplat_id, user_map_id)
      )`);
    await q.query(`CREATE INDEX webapp_tmplat_map_map_idx ON webapp_tmplat_map (user_map_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS webapp_tmplat_map`);
    await q.query(`DROP TABLE IF EXISTS webapp_tmplat`);
  }
}
