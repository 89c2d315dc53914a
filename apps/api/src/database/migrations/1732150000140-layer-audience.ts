import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The layer search's access predicate from indexes (issue 25, "Searches and lists"): lyr_audience
 * holds, per layer, who the content-access policy lets view it, as audience keys, with the
 * list's sort columns copied beside them so a page is a merge of ordered index walks:
 * - 'E': shared with everyone (a scope-0 share). Such a layer has no other row.
 * - 'N': national spatial data (hold 9) not shared with everyone: every logged-in member.
 * - otherwise 'O:<owner>', 'A:<institution>' (its institution's admins) and one row per share
 *   entry: 'I:<institution>' (scope 1), 'G:<group>' (scope 2), 'U:<user>' (scope 3).
 * The caller's keys (ContentAccessPolicy.layerAudience) are read once per request. The rows are
 * rewritten by statement triggers on lyr and pblonsip in the changing transaction (so they are
 * exactly the policy's rule; no key repeats for a layer); lyr_audience_cnt counts the rows of
 * each key by hold (the open layers' count in the totals).
 */
export class LayerAudience1732150000140 implements MigrationInterface {
  name = 'LayerAudience1732150000140';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE lyr_audience (
        aud_key            varchar(48) NOT NULL,
        lyr_id             varchar(40) NOT NULL,
        hold_data_se_code  char(1) NOT NULL,
        regist_dt          timestamptz NOT NULL,
        PRIMARY KEY (lyr_id, aud_key)
      )`);
    await q.query(`
      CREATE TABLE lyr_audience_cnt (
        aud_key            varchar(48) NOT NULL,
        hold_data_se_code  char(1) NOT NULL,
        cnt                bigint NOT NULL,
        PRIMARY KEY (aud_key, hold_data_se_code)
      )`);
    // The audience rows of the layers in `ids` (their current lyr row and share entries).
    await q.query(`
      CREATE FUNCTION lyr_audience_rows(ids varchar[]) RETURNS TABLE (aud_key varchar, lyr_id varchar, hold_data_se_code char, regist_dt timestamptz)
      LANGUAGE sql STABLE AS $$
        WITH l AS (
          SELECT l.lyr_id, l.hold_data_se_code, l.regist_dt, l.register_id, l.instt_code,
                 EXISTS (SELECT 1 FROM pblonsip p WHERE p.cntnts_ty_code = 'LYR' AND p.cntnts_id = l.lyr_id
                                                    AND p.pblonsip_scope_se_code = 0) AS everyone
            FROM lyr l WHERE l.lyr_id = ANY (ids))
        SELECT 'E'::varchar, lyr_id, hold_data_se_code, regist_dt FROM l WHERE everyone
        UNION ALL
        SELECT 'N', lyr_id, hold_data_se_code, regist_dt FROM l WHERE NOT everyone AND hold_data_se_code = '9'
        UNION ALL
        SELECT 'O:' || register_id, lyr_id, hold_data_se_code, regist_dt FROM l WHERE NOT everyone AND hold_data_se_code <> '9'
        UNION ALL
        SELECT 'A:' || instt_code, lyr_id, hold_data_se_code, regist_dt FROM l WHERE NOT everyone AND hold_data_se_code <> '9'
        UNION ALL
        SELECT (CASE p.pblonsip_scope_se_code WHEN 1 THEN 'I:' WHEN 2 THEN 'G:' ELSE 'U:' END) || p.pblonsip_refrn_id,
               l.lyr_id, l.hold_data_se_code, l.regist_dt
          FROM l JOIN pblonsip p ON p.cntnts_ty_code = 'LYR' AND p.cntnts_id = l.lyr_id
         WHERE NOT l.everyone AND l.hold_data_se_code <> '9' AND p.pblonsip_scope_se_code IN (1, 2, 3)
           AND p.pblonsip_refrn_id IS NOT NULL
      $$`);
    await q.query(`
      CREATE FUNCTION lyr_audience_refresh(ids varchar[]) RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        IF cardinality(ids) = 0 THEN RETURN; END IF;
        DELETE FROM lyr_audience a WHERE a.lyr_id = ANY (ids);
        INSERT INTO lyr_audience (aud_key, lyr_id, hold_data_se_code, regist_dt)
        SELECT r.aud_key, r.lyr_id, r.hold_data_se_code, r.regist_dt FROM lyr_audience_rows(ids) r;
      END $$`);
    // Layers: new ones, those whose owner, institution, hold or registration time changed, removed ones.
    await q.query(`
      CREATE FUNCTION lyr_audience_lyr_trg() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          PERFORM lyr_audience_refresh(ARRAY(SELECT lyr_id FROM n));
        ELSIF TG_OP = 'DELETE' THEN
          DELETE FROM lyr_audience a USING o WHERE a.lyr_id = o.lyr_id;
        ELSE
          DELETE FROM lyr_audience a USING o WHERE a.lyr_id = o.lyr_id AND NOT EXISTS (SELECT 1 FROM n WHERE n.lyr_id = o.lyr_id);
          PERFORM lyr_audience_refresh(ARRAY(
            SELECT n.lyr_id FROM n LEFT JOIN o ON o.lyr_id = n.lyr_id
             WHERE o.lyr_id IS NULL OR (n.register_id, n.instt_code, n.hold_data_se_code, n.regist_dt)
                                       IS DISTINCT FROM (o.register_id, o.instt_code, o.hold_data_se_code, o.regist_dt)));
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER lyr_audience_ins AFTER INSERT ON lyr REFERENCING NEW TABLE AS n
        FOR EACH STATEMENT EXECUTE FUNCTION lyr_audience_lyr_trg()`);
    await q.query(`
      CREATE TRIGGER lyr_audience_del AFTER DELETE ON lyr REFERENCING OLD TABLE AS o
        FOR EACH STATEMENT EXECUTE FUNCTION lyr_audience_lyr_trg()`);
    await q.query(`
      CREATE TRIGGER lyr_audience_upd AFTER UPDATE ON lyr REFERENCING OLD TABLE AS o NEW TABLE AS n
        FOR EACH STATEMENT EXECUTE FUNCTION lyr_audience_lyr_trg()`);
    // Share entries of layers added, changed or removed. The layers' rows are locked first (in id
    // order): two transactions changing shares of one layer then rewrite its audience one after
    // the other, the second (a new snapshot per statement) seeing the first's committed rows.
    await q.query(`
      CREATE FUNCTION lyr_audience_share_trg() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        ids varchar[];
      BEGIN
        IF TG_OP = 'INSERT' THEN
          ids := ARRAY(SELECT DISTINCT cntnts_id FROM n WHERE cntnts_ty_code = 'LYR');
        ELSIF TG_OP = 'DELETE' THEN
          ids := ARRAY(SELECT DISTINCT cntnts_id FROM o WHERE cntnts_ty_code = 'LYR');
        ELSE
          ids := ARRAY(SELECT cntnts_id FROM n WHERE cntnts_ty_code = 'LYR' UNION SELECT cntnts_id FROM o WHERE cntnts_ty_code = 'LYR');
        END IF;
        IF cardinality(ids) = 0 THEN RETURN NULL; END IF;
        PERFORM 1 FROM lyr WHERE lyr_id = ANY (ids) ORDER BY lyr_id FOR NO KEY UPDATE;
        PERFORM lyr_audience_refresh(ids);
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER pblonsip_lyr_audience_ins AFTER INSERT ON pblonsip REFERENCING NEW TABLE AS n
        FOR EACH STATEMENT EXECUTE FUNCTION lyr_audience_share_trg()`);
    await q.query(`
      CREATE TRIGGER pblonsip_lyr_audience_del AFTER DELETE ON pblonsip REFERENCING OLD TABLE AS o
        FOR EACH STATEMENT EXECUTE FUNCTION lyr_audience_share_trg()`);
    await q.query(`
      CREATE TRIGGER pblonsip_lyr_audience_upd AFTER UPDATE ON pblonsip REFERENCING OLD TABLE AS o NEW TABLE AS n
        FOR EACH STATEMENT EXECUTE FUNCTION lyr_audience_share_trg()`);
    // The rows of each key by hold, per statement over the transition tables (one change per key).
    await q.query(`
      CREATE FUNCTION lyr_audience_cnt_trg() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          INSERT INTO lyr_audience_cnt AS c (aud_key, hold_data_se_code, cnt)
          SELECT aud_key, hold_data_se_code, count(*) FROM n GROUP BY 1, 2
          ON CONFLICT (aud_key, hold_data_se_code) DO UPDATE SET cnt = c.cnt + EXCLUDED.cnt;
        ELSE
          INSERT INTO lyr_audience_cnt AS c (aud_key, hold_data_se_code, cnt)
          SELECT aud_key, hold_data_se_code, -count(*) FROM o GROUP BY 1, 2
          ON CONFLICT (aud_key, hold_data_se_code) DO UPDATE SET cnt = c.cnt + EXCLUDED.cnt;
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER lyr_audience_cnt_ins AFTER INSERT ON lyr_audience REFERENCING NEW TABLE AS n
        FOR EACH STATEMENT EXECUTE FUNCTION lyr_audience_cnt_trg()`);
    await q.query(`
      CREATE TRIGGER lyr_audience_cnt_del AFTER DELETE ON lyr_audience REFERENCING OLD TABLE AS o
        FOR EACH STATEMENT EXECUTE FUNCTION lyr_audience_cnt_trg()`);
    // lyr_audience is only ever inserted into and deleted from (refresh), never updated.
    await q.query(`SELECT lyr_audience_refresh(ARRAY(SELECT lyr_id FROM lyr))`);
    await q.query(
      `CREATE INDEX lyr_audience_page_idx ON lyr_audience (aud_key, hold_data_se_code, regist_dt DESC, lyr_id DESC)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    for (const [trigger, table] of [
      ['lyr_audience_ins', 'lyr'],
      ['lyr_audience_del', 'lyr'],
      ['lyr_audience_upd', 'lyr'],
      ['pblonsip_lyr_audience_ins', 'pblonsip'],
      ['pblonsip_lyr_audience_del', 'pblonsip'],
      ['pblonsip_lyr_audience_upd', 'pblonsip'],
    ])
      await q.query(`DROP TRIGGER IF EXISTS ${trigger} ON ${table}`);
    await q.query(`DROP TABLE IF EXISTS lyr_audience`);
    await q.query(`DROP TABLE IF EXISTS lyr_audience_cnt`);
    for (const fn of ['lyr_audience_cnt_trg()', 'lyr_audience_share_trg()', 'lyr_audience_lyr_trg()', 'lyr_audience_refresh(varchar[])', 'lyr_audience_rows(varchar[])'])
      await q.query(`DROP FUNCTION IF EXISTS ${fn}`);
  }
}
