import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Indexes of the long lists (issue 11, "Lists … at 1M rows"): each list's ORDER BY, tie-breaker
 * included and with the same NULLS placement as the query, so a page is an ordered index walk
 * that stops after OFFSET + LIMIT keys (the services then join the page's rows alone).
 * - Public gallery: ORDER BY <col> DESC NULLS LAST, map_gale_reqst_sn DESC. The indexes of
 *   migration 8 were `<col> DESC` (NULLS FIRST), which that ORDER BY cannot walk.
 * - Layer search: ORDER BY regist_dt DESC NULLS LAST, lyr_id DESC within hold_data_se_code.
 * - My contents: ORDER BY updt_dt DESC, cntnts_id DESC per owner over maps, apps and members'
 *   layers (a merge of three index walks); these replace the owner indexes of migrations 6 and 7,
 *   which are their prefixes.
 * - Public gallery's condition: listed_at = 'Y' on a request whose content is in use and shared
 *   with everyone (what PUBLISHED_CONDITION joined three tables for on every row), kept by
 *   triggers on the request, the web map, the themed app and the share entries; the gallery
 *   indexes hold only approved, listed requests, and gallery_cnt their number by gallery,
 *   institution and kind (the totals without a search text).
 * - My contents' total: cntnts_owner_cnt holds the number of web maps, themed apps and members'
 *   layers (hold_data_se_code 1) of each owner, kept by triggers in the same transaction as the
 *   change (so it is as exact as a count), instead of counting up to a million index entries.
 */
export class ListIndexes1732150000017 implements MigrationInterface {
  name = 'ListIndexes1732150000017';

  async up(q: QueryRunner): Promise<void> {
    const orders = [
      ['recent', 'confm_dt'],
      ['views', 'view_cnt'],
      ['recommends', 'recomend_cnt'],
    ];
    // The old gallery indexes go first (fewer indexes to update while listed_at is filled).
    for (const [name] of orders) {
      await q.query(`DROP INDEX IF EXISTS map_gale_reqst_pub_${name}_idx`);
      await q.query(`DROP INDEX IF EXISTS map_gale_reqst_pub_all_${name}_idx`);
    }
    await this.galleryListed(q);
    for (const [name, col] of orders) {
      await q.query(
        `CREATE INDEX map_gale_reqst_pub_${name}_idx
           ON map_gale_reqst (gallery_ty, instt_code, ${col} DESC NULLS LAST, map_gale_reqst_sn DESC)
           WHERE confm_sttus_code = '02' AND listed_at = 'Y'`,
      );
      await q.query(
        `CREATE INDEX map_gale_reqst_pub_all_${name}_idx
           ON map_gale_reqst (gallery_ty, ${col} DESC NULLS LAST, map_gale_reqst_sn DESC)
           WHERE confm_sttus_code = '02' AND listed_at = 'Y'`,
      );
    }
    await q.query(
      `CREATE INDEX lyr_hold_page_idx ON lyr (hold_data_se_code, regist_dt DESC NULLS LAST, lyr_id DESC)`,
    );
    await q.query(
      `CREATE INDEX lyr_owner_page_idx ON lyr (register_id, updt_dt DESC, lyr_id DESC) WHERE hold_data_se_code = '1'`,
    );
    await q.query(`
      CREATE TABLE cntnts_owner_cnt (
        register_id     varchar(30) NOT NULL,
        cntnts_ty_code  varchar(4) NOT NULL CHECK (cntnts_ty_code IN ('MAP', 'APP', 'LYR')),
        cnt             bigint NOT NULL,
        PRIMARY KEY (register_id, cntnts_ty_code)
      )`);
    // Statement triggers over the transition tables: one change per owner and statement (a bulk
    // insert of a million rows of one owner updates its counter once, not a million times).
    // TG_ARGV[0]: the type. Layers: members' layers only (national layers, 9, are nobody's).
    for (const [fn, where] of [
      ['cntnts_owner_cnt_trg', 'TRUE'],
      ['cntnts_owner_cnt_lyr_trg', `hold_data_se_code = '1'`],
    ]) {
      await q.query(`
        CREATE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF TG_OP = 'INSERT' THEN
            INSERT INTO cntnts_owner_cnt AS c (register_id, cntnts_ty_code, cnt)
            SELECT register_id, TG_ARGV[0], count(*) FROM n WHERE ${where} GROUP BY register_id
            ON CONFLICT (register_id, cntnts_ty_code) DO UPDATE SET cnt = c.cnt + EXCLUDED.cnt;
          ELSIF TG_OP = 'DELETE' THEN
            INSERT INTO cntnts_owner_cnt AS c (register_id, cntnts_ty_code, cnt)
            SELECT register_id, TG_ARGV[0], -count(*) FROM o WHERE ${where} GROUP BY register_id
            ON CONFLICT (register_id, cntnts_ty_code) DO UPDATE SET cnt = c.cnt + EXCLUDED.cnt;
          ELSE
            INSERT INTO cntnts_owner_cnt AS c (register_id, cntnts_ty_code, cnt)
            SELECT register_id, TG_ARGV[0], sum(d) FROM (
                     SELECT register_id, 1 AS d FROM n WHERE ${where}
                     UNION ALL SELECT register_id, -1 FROM o WHERE ${where}) x
             GROUP BY register_id HAVING sum(d) <> 0
            ON CONFLICT (register_id, cntnts_ty_code) DO UPDATE SET cnt = c.cnt + EXCLUDED.cnt;
          END IF;
          RETURN NULL;
        END $$`);
    }
    for (const [table, fn, ty] of [
      ['user_map', 'cntnts_owner_cnt_trg', 'MAP'],
      ['webapp_tmplat', 'cntnts_owner_cnt_trg', 'APP'],
      ['lyr', 'cntnts_owner_cnt_lyr_trg', 'LYR'],
    ]) {
      await q.query(`
        CREATE TRIGGER ${table}_owner_cnt_ins AFTER INSERT ON ${table} REFERENCING NEW TABLE AS n
          FOR EACH STATEMENT EXECUTE FUNCTION ${fn}('${ty}')`);
      await q.query(`
        CREATE TRIGGER ${table}_owner_cnt_del AFTER DELETE ON ${table} REFERENCING OLD TABLE AS o
          FOR EACH STATEMENT EXECUTE FUNCTION ${fn}('${ty}')`);
      await q.query(`
        CREATE TRIGGER ${table}_owner_cnt_upd AFTER UPDATE ON ${table} REFERENCING OLD TABLE AS o NEW TABLE AS n
          FOR EACH STATEMENT EXECUTE FUNCTION ${fn}('${ty}')`);
    }
    await q.query(`
      INSERT INTO cntnts_owner_cnt (register_id, cntnts_ty_code, cnt)
      SELECT register_id, 'MAP', count(*) FROM user_map GROUP BY register_id
      UNION ALL SELECT register_id, 'APP', count(*) FROM webapp_tmplat GROUP BY register_id
      UNION ALL SELECT register_id, 'LYR', count(*) FROM lyr WHERE hold_data_se_code = '1' GROUP BY register_id`);

    await q.query(`DROP INDEX IF EXISTS user_map_owner_idx`);
    await q.query(
      `CREATE INDEX user_map_owner_idx ON user_map (register_id, updt_dt DESC, user_map_id DESC)`,
    );
    await q.query(`DROP INDEX IF EXISTS webapp_tmplat_owner_idx`);
    await q.query(
      `CREATE INDEX webapp_tmplat_owner_idx ON webapp_tmplat (register_id, updt_dt DESC, webapp_tmplat_id DESC)`,
    );
  }

  /** listed_at, its triggers, gallery_cnt and its triggers, filled from the rows there are. */
  private async galleryListed(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE map_gale_reqst ADD COLUMN listed_at char(1) NOT NULL DEFAULT 'N' CHECK (listed_at IN ('Y', 'N'))`,
    );
    // Whether the content of a request is in use and shared with everyone.
    await q.query(`
      CREATE FUNCTION map_gale_reqst_listed(knd char, map_id varchar, app_id varchar) RETURNS char LANGUAGE sql STABLE AS $$
        SELECT CASE WHEN coalesce(
                 (SELECT m.use_sttus_se_code FROM user_map m WHERE knd = '01' AND m.user_map_id = map_id),
                 (SELECT a.use_sttus_se_code FROM webapp_tmplat a WHERE knd <> '01' AND a.webapp_tmplat_id = app_id)) = '01'
               AND EXISTS (SELECT 1 FROM pblonsip p
                            WHERE p.cntnts_ty_code = (CASE knd WHEN '01' THEN 'MAP' ELSE 'APP' END)
                              AND p.cntnts_id = coalesce(map_id, app_id) AND p.pblonsip_scope_se_code = 0)
               THEN 'Y' ELSE 'N' END
      $$`);
    await q.query(`
      CREATE FUNCTION map_gale_reqst_listed_trg() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.listed_at := map_gale_reqst_listed(NEW.map_gale_knd_se_code, NEW.user_map_id, NEW.webapp_tmplat_id);
        RETURN NEW;
      END $$`);
    await q.query(`
      CREATE TRIGGER map_gale_reqst_listed BEFORE INSERT OR UPDATE OF map_gale_knd_se_code, user_map_id, webapp_tmplat_id
        ON map_gale_reqst FOR EACH ROW EXECUTE FUNCTION map_gale_reqst_listed_trg()`);
    // A content's change (in use, everyone share) reaches its requests: those of the given maps
    // (ty MAP) or apps (APP) whose listed_at is no longer right. Nothing to do, no statement.
    await q.query(`
      CREATE FUNCTION map_gale_reqst_relist(ty varchar, ids varchar[]) RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        IF cardinality(ids) = 0 THEN RETURN; END IF;
        IF ty = 'MAP' THEN
          UPDATE map_gale_reqst r SET listed_at = map_gale_reqst_listed(r.map_gale_knd_se_code, r.user_map_id, r.webapp_tmplat_id)
           WHERE r.user_map_id = ANY (ids)
             AND r.listed_at <> map_gale_reqst_listed(r.map_gale_knd_se_code, r.user_map_id, r.webapp_tmplat_id);
        ELSE
          UPDATE map_gale_reqst r SET listed_at = map_gale_reqst_listed(r.map_gale_knd_se_code, r.user_map_id, r.webapp_tmplat_id)
           WHERE r.webapp_tmplat_id = ANY (ids)
             AND r.listed_at <> map_gale_reqst_listed(r.map_gale_knd_se_code, r.user_map_id, r.webapp_tmplat_id);
        END IF;
      END $$`);
    // TG_ARGV[0]: MAP or APP.
    await q.query(`
      CREATE FUNCTION map_gale_reqst_content_trg() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_ARGV[0] = 'MAP' THEN PERFORM map_gale_reqst_relist('MAP', ARRAY[NEW.user_map_id]);
        ELSE PERFORM map_gale_reqst_relist('APP', ARRAY[NEW.webapp_tmplat_id]); END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER user_map_gallery_listed AFTER UPDATE OF use_sttus_se_code ON user_map FOR EACH ROW
        WHEN (OLD.use_sttus_se_code IS DISTINCT FROM NEW.use_sttus_se_code) EXECUTE FUNCTION map_gale_reqst_content_trg('MAP')`);
    await q.query(`
      CREATE TRIGGER webapp_tmplat_gallery_listed AFTER UPDATE OF use_sttus_se_code ON webapp_tmplat FOR EACH ROW
        WHEN (OLD.use_sttus_se_code IS DISTINCT FROM NEW.use_sttus_se_code) EXECUTE FUNCTION map_gale_reqst_content_trg('APP')`);
    // Everyone share entries added, changed or removed (per statement, over the transition tables).
    await q.query(`
      CREATE FUNCTION map_gale_reqst_share_trg() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP IN ('INSERT', 'UPDATE') THEN
          PERFORM map_gale_reqst_relist(t, ARRAY(SELECT DISTINCT cntnts_id FROM n WHERE cntnts_ty_code = t AND pblonsip_scope_se_code = 0))
             FROM unnest(ARRAY['MAP', 'APP']::varchar[]) t;
        END IF;
        IF TG_OP IN ('DELETE', 'UPDATE') THEN
          PERFORM map_gale_reqst_relist(t, ARRAY(SELECT DISTINCT cntnts_id FROM o WHERE cntnts_ty_code = t AND pblonsip_scope_se_code = 0))
             FROM unnest(ARRAY['MAP', 'APP']::varchar[]) t;
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER pblonsip_gallery_listed_ins AFTER INSERT ON pblonsip REFERENCING NEW TABLE AS n
        FOR EACH STATEMENT EXECUTE FUNCTION map_gale_reqst_share_trg()`);
    await q.query(`
      CREATE TRIGGER pblonsip_gallery_listed_del AFTER DELETE ON pblonsip REFERENCING OLD TABLE AS o
        FOR EACH STATEMENT EXECUTE FUNCTION map_gale_reqst_share_trg()`);
    await q.query(`
      CREATE TRIGGER pblonsip_gallery_listed_upd AFTER UPDATE ON pblonsip REFERENCING OLD TABLE AS o NEW TABLE AS n
        FOR EACH STATEMENT EXECUTE FUNCTION map_gale_reqst_share_trg()`);
    await q.query(`
      UPDATE map_gale_reqst r SET listed_at = 'Y'
        FROM (SELECT r2.map_gale_reqst_sn FROM map_gale_reqst r2
                LEFT JOIN user_map m ON m.user_map_id = r2.user_map_id
                LEFT JOIN webapp_tmplat a ON a.webapp_tmplat_id = r2.webapp_tmplat_id
               WHERE coalesce(m.use_sttus_se_code, a.use_sttus_se_code) = '01'
                 AND EXISTS (SELECT 1 FROM pblonsip p
                              WHERE p.cntnts_ty_code = (CASE r2.map_gale_knd_se_code WHEN '01' THEN 'MAP' ELSE 'APP' END)
                                AND p.cntnts_id = coalesce(r2.user_map_id, r2.webapp_tmplat_id) AND p.pblonsip_scope_se_code = 0)) o
       WHERE r.map_gale_reqst_sn = o.map_gale_reqst_sn`);

    // Totals of the public gallery: approved, listed requests by gallery, institution and kind.
    await q.query(`
      CREATE TABLE gallery_cnt (
        gallery_ty            varchar(10) NOT NULL,
        instt_code            varchar(30) NOT NULL,
        map_gale_knd_se_code  char(2) NOT NULL,
        cnt                   bigint NOT NULL,
        PRIMARY KEY (gallery_ty, instt_code, map_gale_knd_se_code)
      )`);
    // Statement triggers over the transition tables, as for cntnts_owner_cnt.
    await q.query(`
      CREATE FUNCTION gallery_cnt_trg() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          INSERT INTO gallery_cnt AS c (gallery_ty, instt_code, map_gale_knd_se_code, cnt)
          SELECT gallery_ty, instt_code, map_gale_knd_se_code, count(*) FROM n
           WHERE confm_sttus_code = '02' AND listed_at = 'Y' GROUP BY 1, 2, 3
          ON CONFLICT (gallery_ty, instt_code, map_gale_knd_se_code) DO UPDATE SET cnt = c.cnt + EXCLUDED.cnt;
        ELSIF TG_OP = 'DELETE' THEN
          INSERT INTO gallery_cnt AS c (gallery_ty, instt_code, map_gale_knd_se_code, cnt)
          SELECT gallery_ty, instt_code, map_gale_knd_se_code, -count(*) FROM o
           WHERE confm_sttus_code = '02' AND listed_at = 'Y' GROUP BY 1, 2, 3
          ON CONFLICT (gallery_ty, instt_code, map_gale_knd_se_code) DO UPDATE SET cnt = c.cnt + EXCLUDED.cnt;
        ELSE
          INSERT INTO gallery_cnt AS c (gallery_ty, instt_code, map_gale_knd_se_code, cnt)
          SELECT gallery_ty, instt_code, map_gale_knd_se_code, sum(d) FROM (
                   SELECT gallery_ty, instt_code, map_gale_knd_se_code, 1 AS d FROM n WHERE confm_sttus_code = '02' AND listed_at = 'Y'
                   UNION ALL
                   SELECT gallery_ty, instt_code, map_gale_knd_se_code, -1 FROM o WHERE confm_sttus_code = '02' AND listed_at = 'Y') x
           GROUP BY 1, 2, 3 HAVING sum(d) <> 0
          ON CONFLICT (gallery_ty, instt_code, map_gale_knd_se_code) DO UPDATE SET cnt = c.cnt + EXCLUDED.cnt;
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER map_gale_reqst_cnt_ins AFTER INSERT ON map_gale_reqst REFERENCING NEW TABLE AS n
        FOR EACH STATEMENT EXECUTE FUNCTION gallery_cnt_trg()`);
    await q.query(`
      CREATE TRIGGER map_gale_reqst_cnt_del AFTER DELETE ON map_gale_reqst REFERENCING OLD TABLE AS o
        FOR EACH STATEMENT EXECUTE FUNCTION gallery_cnt_trg()`);
    await q.query(`
      CREATE TRIGGER map_gale_reqst_cnt_upd AFTER UPDATE ON map_gale_reqst REFERENCING OLD TABLE AS o NEW TABLE AS n
        FOR EACH STATEMENT EXECUTE FUNCTION gallery_cnt_trg()`);
    await q.query(`
      INSERT INTO gallery_cnt (gallery_ty, instt_code, map_gale_knd_se_code, cnt)
      SELECT gallery_ty, instt_code, map_gale_knd_se_code, count(*) FROM map_gale_reqst
       WHERE confm_sttus_code = '02' AND listed_at = 'Y' GROUP BY 1, 2, 3`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['user_map', 'webapp_tmplat', 'lyr'])
      for (const op of ['ins', 'del', 'upd'])
        await q.query(`DROP TRIGGER IF EXISTS ${table}_owner_cnt_${op} ON ${table}`);
    await q.query(`DROP FUNCTION IF EXISTS cntnts_owner_cnt_trg()`);
    await q.query(`DROP FUNCTION IF EXISTS cntnts_owner_cnt_lyr_trg()`);
    await q.query(`DROP TABLE IF EXISTS cntnts_owner_cnt`);
    await q.query(`DROP INDEX IF EXISTS webapp_tmplat_owner_idx`);
    await q.query(`CREATE INDEX webapp_tmplat_owner_idx ON webapp_tmplat (register_id, updt_dt DESC)`);
    await q.query(`DROP INDEX IF EXISTS user_map_owner_idx`);
    await q.query(`CREATE INDEX user_map_owner_idx ON user_map (register_id, updt_dt DESC)`);
    await q.query(`DROP INDEX IF EXISTS lyr_owner_page_idx`);
    await q.query(`DROP INDEX IF EXISTS lyr_hold_page_idx`);
    for (const [name, col] of [
      ['recent', 'confm_dt'],
      ['views', 'view_cnt'],
      ['recommends', 'recomend_cnt'],
    ]) {
      await q.query(`DROP INDEX IF EXISTS map_gale_reqst_pub_${name}_idx`);
      await q.query(`DROP INDEX IF EXISTS map_gale_reqst_pub_all_${name}_idx`);
      await q.query(
        `CREATE INDEX map_gale_reqst_pub_${name}_idx ON map_gale_reqst (gallery_ty, instt_code, ${col} DESC, map_gale_reqst_sn DESC)
           WHERE confm_sttus_code = '02'`,
      );
      await q.query(
        `CREATE INDEX map_gale_reqst_pub_all_${name}_idx ON map_gale_reqst (gallery_ty, ${col} DESC, map_gale_reqst_sn DESC)
           WHERE confm_sttus_code = '02'`,
      );
    }
    for (const op of ['ins', 'del', 'upd'])
      await q.query(`DROP TRIGGER IF EXISTS map_gale_reqst_cnt_${op} ON map_gale_reqst`);
    await q.query(`DROP FUNCTION IF EXISTS gallery_cnt_trg()`);
    await q.query(`DROP TABLE IF EXISTS gallery_cnt`);
    for (const op of ['ins', 'del', 'upd'])
      await q.query(`DROP TRIGGER IF EXISTS pblonsip_gallery_listed_${op} ON pblonsip`);
    await q.query(`DROP TRIGGER IF EXISTS webapp_tmplat_gallery_listed ON webapp_tmplat`);
    await q.query(`DROP TRIGGER IF EXISTS user_map_gallery_listed ON user_map`);
    await q.query(`DROP TRIGGER IF EXISTS map_gale_reqst_listed ON map_gale_reqst`);
    await q.query(`DROP FUNCTION IF EXISTS map_gale_reqst_share_trg()`);
    await q.query(`DROP FUNCTION IF EXISTS map_gale_reqst_content_trg()`);
    await q.query(`DROP FUNCTION IF EXISTS map_gale_reqst_relist(varchar, varchar[])`);
    await q.query(`DROP FUNCTION IF EXISTS map_gale_reqst_listed_trg()`);
    await q.query(`DROP FUNCTION IF EXISTS map_gale_reqst_listed(char, varchar, varchar)`);
    await q.query(`ALTER TABLE map_gale_reqst DROP COLUMN IF EXISTS listed_at`);
  }
}
