import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Map gallery and contents reactions (issue: themed apps, sharing, gallery).
 *
 * map_gale_reqst: one application of a web map (kind 01, user_map_id) or a themed app (kind 02,
 * webapp_tmplat_id) to a gallery (gallery_ty 'instt': the gallery of instt_code, the content's
 * institution; 'product': the provider's gallery). confm_sttus_code 01 requested, 02 approved,
 * 03 rejected (confm_reject_cn). At most one open (01 or 02) request per content and gallery
 * (unique partial index). pblonsip_added_at = 'Y' when the approval added the content's
 * everyone share (pblonsip scope 0), so only that share is removed again on rejection or
 * deletion. view_cnt, recomend_cnt and bkmk_cnt copy the content's counters (cntnts_stats) so the
 * public gallery sorts on indexed columns of one table. Deleting the map or app deletes its
 * requests (cascade).
 *
 * Reactions are per content (cntnts_ty_code MAP | APP | LYR, cntnts_id), whether given in the
 * gallery or through /contents: cntnts_bkmk (bookmarks), cntnts_recomend (one per user),
 * cntnts_view_log (one row per viewer per day: a user id or a hash of the visitor's address),
 * cntnts_stats (the counters). Triggers drop a content's reactions when the map, app or layer is
 * deleted (the features deleting them need not know about reactions).
 */
export class Gallery1732150000008 implements MigrationInterface {
  name = 'Gallery1732150000008';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE map_gale_reqst (
        map_gale_reqst_sn     bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        map_gale_sj           varchar(100) NOT NULL,
        map_gale_cn           text,
        map_gale_knd_se_code  char(2) NOT NULL CHECK (map_gale_knd_se_code IN ('01', '02')),
        user_map_id           varchar(40) REFERENCES user_map (user_map_id) ON DELETE CASCADE,
        webapp_tmplat_id      varchar(40) REFERENCES webapp_tmplat (webapp_tmplat_id) ON DELETE CASCADE,
        gallery_ty            varchar(10) NOT NULL DEFAULT 'instt' CHECK (gallery_ty IN ('instt', 'product')),
        instt_code            varchar(30) NOT NULL REFERENCES instt (instt_code),
        confm_sttus_code      char(2) NOT NULL DEFAULT '01' CHECK (confm_sttus_code IN ('01', '02', '03')),
        confm_reject_cn       varchar(1000),
        confm_dt              timestamptz,
        confmer_id            varchar(30),
        pblonsip_added_at     char(1) NOT NULL DEFAULT 'N' CHECK (pblonsip_added_at IN ('Y', 'N')),
        view_cnt              integer NOT NULL DEFAULT 0,
        recomend_cnt          integer NOT NULL DEFAULT 0,
        bkmk_cnt              integer NOT NULL DEFAULT 0,
        register_id           varchar(30) NOT NULL REFERENCES users (user_id),
        regist_dt             timestamptz NOT NULL DEFAULT now(),
        updt_dt               timestamptz NOT NULL DEFAULT now(),
        CHECK ((map_gale_knd_se_code = '01') = (user_map_id IS NOT NULL)),
        CHECK ((map_gale_knd_se_code = '02') = (webapp_tmplat_id IS NOT NULL)),
        CHECK (confm_sttus_code <> '03' OR confm_reject_cn IS NOT NULL)
      )`);
    // One open request per content and gallery (the 409 of a second application).
    await q.query(`
      CREATE UNIQUE INDEX map_gale_reqst_open_uq
        ON map_gale_reqst (gallery_ty, instt_code, map_gale_knd_se_code, coalesce(user_map_id, webapp_tmplat_id))
        WHERE confm_sttus_code IN ('01', '02')`);
    // Public gallery: approved items by gallery (and institution), in each sort order.
    for (const [name, col] of [
      ['recent', 'confm_dt'],
      ['views', 'view_cnt'],
      ['recommends', 'recomend_cnt'],
    ]) {
      await q.query(
        `CREATE INDEX map_gale_reqst_pub_${name}_idx ON map_gale_reqst (gallery_ty, instt_code, ${col} DESC, map_gale_reqst_sn DESC)
           WHERE confm_sttus_code = '02'`,
      );
      await q.query(
        `CREATE INDEX map_gale_reqst_pub_all_${name}_idx ON map_gale_reqst (gallery_ty, ${col} DESC, map_gale_reqst_sn DESC)
           WHERE confm_sttus_code = '02'`,
      );
    }
    // Admin lists: by gallery and institution, status, newest request first; the applicant's own.
    await q.query(
      `CREATE INDEX map_gale_reqst_admin_idx ON map_gale_reqst (gallery_ty, instt_code, confm_sttus_code, regist_dt DESC)`,
    );
    await q.query(
      `CREATE INDEX map_gale_reqst_admin_all_idx ON map_gale_reqst (gallery_ty, confm_sttus_code, regist_dt DESC)`,
    );
    await q.query(`CREATE INDEX map_gale_reqst_register_idx ON map_gale_reqst (register_id, regist_dt DESC)`);
    await q.query(
      `CREATE INDEX map_gale_reqst_map_idx ON map_gale_reqst (user_map_id) WHERE user_map_id IS NOT NULL`,
    );
    await q.query(
      `CREATE INDEX map_gale_reqst_app_idx ON map_gale_reqst (webapp_tmplat_id) WHERE webapp_tmplat_id IS NOT NULL`,
    );

    await q.query(`
      CREATE TABLE cntnts_stats (
        cntnts_ty_code  varchar(4) NOT NULL CHECK (cntnts_ty_code IN ('MAP', 'APP', 'LYR')),
        cntnts_id       varchar(40) NOT NULL,
        view_cnt        integer NOT NULL DEFAULT 0,
        recomend_cnt    integer NOT NULL DEFAULT 0,
        bkmk_cnt        integer NOT NULL DEFAULT 0,
        PRIMARY KEY (cntnts_ty_code, cntnts_id)
      )`);
    await q.query(`
      CREATE TABLE cntnts_bkmk (
        cntnts_ty_code  varchar(4) NOT NULL CHECK (cntnts_ty_code IN ('MAP', 'APP', 'LYR')),
        cntnts_id       varchar(40) NOT NULL,
        user_id         varchar(30) NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
        regist_dt       timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (cntnts_ty_code, cntnts_id, user_id)
      )`);
    await q.query(`CREATE INDEX cntnts_bkmk_user_idx ON cntnts_bkmk (user_id, regist_dt DESC)`);
    await q.query(`
      CREATE TABLE cntnts_recomend (
        cntnts_ty_code  varchar(4) NOT NULL CHECK (cntnts_ty_code IN ('MAP', 'APP', 'LYR')),
        cntnts_id       varchar(40) NOT NULL,
        user_id         varchar(30) NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
        regist_dt       timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (cntnts_ty_code, cntnts_id, user_id)
      )`);
    await q.query(`CREATE INDEX cntnts_recomend_user_idx ON cntnts_recomend (user_id)`);
    await q.query(`
      CREATE TABLE cntnts_view_log (
        cntnts_ty_code  varchar(4) NOT NULL CHECK (cntnts_ty_code IN ('MAP', 'APP', 'LYR')),
        cntnts_id       varchar(40) NOT NULL,
        viewer_key      varchar(80) NOT NULL,
        view_de         date NOT NULL,
        regist_dt       timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (cntnts_ty_code, cntnts_id, viewer_key, view_de)
      )`);
    await q.query(`CREATE INDEX cntnts_view_log_de_idx ON cntnts_view_log (view_de)`);

    await q.query(`
      CREATE FUNCTION cntnts_reactions_cleanup() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        content_id varchar(40) := to_jsonb(OLD) ->> TG_ARGV[1];
      BEGIN
        DELETE FROM cntnts_bkmk WHERE cntnts_ty_code = TG_ARGV[0] AND cntnts_id = content_id;
        DELETE FROM cntnts_recomend WHERE cntnts_ty_code = TG_ARGV[0] AND cntnts_id = content_id;
        DELETE FROM cntnts_view_log WHERE cntnts_ty_code = TG_ARGV[0] AND cntnts_id = content_id;
        DELETE FROM cntnts_stats WHERE cntnts_ty_code = TG_ARGV[0] AND cntnts_id = content_id;
        RETURN OLD;
      END $$`);
    await q.query(
      `CREATE TRIGGER user_map_reactions_cleanup AFTER DELETE ON user_map FOR EACH ROW EXECUTE FUNCTION cntnts_reactions_cleanup('MAP', 'user_map_id')`,
    );
    await q.query(
      `CREATE TRIGGER webapp_tmplat_reactions_cleanup AFTER DELETE ON webapp_tmplat FOR EACH ROW EXECUTE FUNCTION cntnts_reactions_cleanup('APP', 'webapp_tmplat_id')`,
    );
    await q.query(
      `CREATE TRIGGER lyr_reactions_cleanup AFTER DELETE ON lyr FOR EACH ROW EXECUTE FUNCTION cntnts_reactions_cleanup('LYR', 'lyr_id')`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER IF EXISTS lyr_reactions_cleanup ON lyr`);
    await q.query(`DROP TRIGGER IF EXISTS webapp_tmplat_reactions_cleanup ON webapp_tmplat`);
    await q.query(`DROP TRIGGER IF EXISTS user_map_reactions_cleanup ON user_map`);
    await q.query(`DROP FUNCTION IF EXISTS cntnts_reactions_cleanup()`);
    await q.query(`DROP TABLE IF EXISTS cntnts_view_log`);
    await q.query(`DROP TABLE IF EXISTS cntnts_recomend`);
    await q.query(`DROP TABLE IF EXISTS cntnts_bkmk`);
    await q.query(`DROP TABLE IF EXISTS cntnts_stats`);
    await q.query(`DROP TABLE IF EXISTS map_gale_reqst`);
  }
}
