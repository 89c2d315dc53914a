import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Web map revisions and history retention per plan (issue 22, docs/architecture.md "Feature
 * history").
 *
 * - user_map_revision: every save of a web map keeps the saved definition (fields, view, base
 *   map, TOC as the save request carried them) with who and when. Restoring a revision saves the
 *   map again from it (kind RESTORE, restored_from): nothing is destroyed. Maps saved before this
 *   migration get their first revision at their next save.
 * - price_plan.history_keep_days: how many days layer versions (with their feature changes) and
 *   web map revisions are kept for the plan's institutions (7–3650, default 365). The worker's
 *   daily history:prune job deletes older ones, never a layer's or a map's latest.
 */
export class RevisionsRetention1732150000120 implements MigrationInterface {
  name = 'RevisionsRetention1732150000120';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE user_map_revision (
        user_map_id    varchar(40) NOT NULL REFERENCES user_map (user_map_id) ON DELETE CASCADE,
        revision_no    integer NOT NULL CHECK (revision_no > 0),
        revision_kind  varchar(10) NOT NULL CHECK (revision_kind IN ('SAVE', 'RESTORE')),
        restored_from  integer,
        definition     jsonb NOT NULL,
        saved_by       varchar(30),
        saved_dt       timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_map_id, revision_no)
      )`);
    await q.query(`CREATE INDEX user_map_revision_dt_idx ON user_map_revision (saved_dt)`);
    await q.query(`CREATE INDEX lyr_version_dt_idx ON lyr_version (creat_dt)`);
    await q.query(`
      ALTER TABLE price_plan ADD COLUMN history_keep_days integer NOT NULL DEFAULT 365
        CHECK (history_keep_days BETWEEN 7 AND 3650)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE price_plan DROP COLUMN IF EXISTS history_keep_days`);
    await q.query(`DROP INDEX IF EXISTS lyr_version_dt_idx`);
    await q.query(`DROP TABLE IF EXISTS user_map_revision`);
  }
}
