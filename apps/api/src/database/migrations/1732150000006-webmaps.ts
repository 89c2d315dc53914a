import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Web maps (issue: base maps, web maps and the map builder): the map record with its saved view
 * (user_map_scope_value), base map and thumbnail, and its TOC (user_map_toc: groups '01' holding
 * layers '02', one level deep). Ids are UUIDs like layer ids.
 *
 * - bcrn_map_id is a plain column: the base map may be deleted later, the map then opens on the
 *   default base map.
 * - user_map_ncm: the map's short name (nickname, optional), shown where the title does not fit
 *   (themed-app tabs, gallery cards).
 * - use_pblonsip_se_code / use_sttus_se_code: see libs/domain/src/webmaps.ts.
 * - A deleted layer leaves every map's TOC (ON DELETE CASCADE on lyr_id): the map keeps its other
 *   layers and groups and still opens; no entry points at a missing layer.
 * - Deleting a map deletes its TOC (cascade); the service removes the thumbnail file and the
 *   share entries.
 */
export class Webmaps1732150000006 implements MigrationInterface {
  name = 'Webmaps1732150000006';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE user_map (
        user_map_id           varchar(40) PRIMARY KEY,
        user_map_sj           varchar(100) NOT NULL,
        user_map_cn           text,
        user_map_scope_value  jsonb NOT NULL,
        user_map_ncm          varchar(50),
        bcrn_map_id           varchar(40),
        use_pblonsip_se_code  char(2) NOT NULL DEFAULT '01' CHECK (use_pblonsip_se_code IN ('01', '02', '03', '04')),
        use_sttus_se_code     char(2) NOT NULL DEFAULT '01' CHECK (use_sttus_se_code IN ('01', '02')),
        instt_code            varchar(30) NOT NULL REFERENCES instt (instt_code),
        register_id           varchar(30) NOT NULL REFERENCES users (user_id),
        thumbnail_path        varchar(300),
        thumbnail_updt_dt     timestamptz,
        regist_dt             timestamptz NOT NULL DEFAULT now(),
        updt_dt               timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX user_map_owner_idx ON user_map (register_id, updt_dt DESC)`);
    await q.query(`CREATE INDEX user_map_instt_idx ON user_map (instt_code, updt_dt DESC)`);
    await q.query(`CREATE INDEX user_map_updt_idx ON user_map (updt_dt DESC)`);
    await q.query(`
      CREATE TABLE user_map_toc (
        toc_sn             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        user_map_id        varchar(40) NOT NULL REFERENCES user_map (user_map_id) ON DELETE CASCADE,
        parent_toc_sn      bigint REFERENCES user_map_toc (toc_sn) ON DELETE CASCADE,
        lyr_group_se_code  char(2) NOT NULL CHECK (lyr_group_se_code IN ('01', '02')),
        toc_nm             varchar(200) NOT NULL,
        toc_ordr           integer NOT NULL,
        visible_at         char(1) NOT NULL DEFAULT 'Y' CHECK (visible_at IN ('Y', 'N')),
        opacity            double precision NOT NULL DEFAULT 1 CHECK (opacity >= 0 AND opacity <= 1),
        cluster_at         char(1) NOT NULL DEFAULT 'N' CHECK (cluster_at IN ('Y', 'N')),
        lyr_id             varchar(40) REFERENCES lyr (lyr_id) ON DELETE CASCADE,
        style_json         jsonb,
        popup_json         jsonb,
        CHECK ((lyr_group_se_code = '02') = (lyr_id IS NOT NULL)),
        CHECK (lyr_group_se_code = '02' OR (parent_toc_sn IS NULL AND style_json IS NULL AND popup_json IS NULL AND cluster_at = 'N'))
      )`);
    await q.query(`CREATE INDEX user_map_toc_map_idx ON user_map_toc (user_map_id, parent_toc_sn, toc_ordr)`);
    await q.query(`CREATE INDEX user_map_toc_lyr_idx ON user_map_toc (lyr_id)`);
    await q.query(`CREATE INDEX user_map_toc_parent_idx ON user_map_toc (parent_toc_sn)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS user_map_toc`);
    await q.query(`DROP TABLE IF EXISTS user_map`);
  }
}
