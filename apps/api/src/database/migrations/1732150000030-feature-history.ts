import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Feature history and layer versions (issue 22, docs/architecture.md "Feature history").
 *
 * - lyr_version: one row per version of a vector layer's data. Version 1 is the data as imported
 *   (written lazily, on the first edit, for layers imported before this table); every save batch
 *   (EDIT) and every restore (RESTORE, restored_from = the version it returned to) adds one.
 * - lyr_feature_change: every change of one feature (I insert, U update, D delete) with the row
 *   before and after it: attributes (key included) as jsonb, the geometry in the layer's own
 *   coordinate system. A feature's version is the id of its latest change (0: never edited), so a
 *   save naming an older version is a conflict. A restore to version N writes the rows as they
 *   were at N back (the `before` of each feature's first change after N) as a new version: nothing
 *   is destroyed.
 */
export class FeatureHistory1732150000030 implements MigrationInterface {
  name = 'FeatureHistory1732150000030';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE lyr_version (
        lyr_id        varchar(40) NOT NULL REFERENCES lyr (lyr_id) ON DELETE CASCADE,
        version_no    integer NOT NULL CHECK (version_no > 0),
        version_kind  varchar(10) NOT NULL CHECK (version_kind IN ('IMPORT', 'EDIT', 'RESTORE', 'REIMPORT')),
        restored_from integer,
        change_cnt    integer NOT NULL DEFAULT 0,
        feature_cnt   bigint NOT NULL DEFAULT 0,
        creat_id      varchar(30),
        creat_dt      timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (lyr_id, version_no)
      )`);
    await q.query(`
      CREATE TABLE lyr_feature_change (
        change_id    bigserial PRIMARY KEY,
        lyr_id       varchar(40) NOT NULL,
        version_no   integer NOT NULL,
        fid          text NOT NULL,
        change_op    char(1) NOT NULL CHECK (change_op IN ('I', 'U', 'D')),
        before_attrs jsonb,
        before_geom  geometry,
        after_attrs  jsonb,
        after_geom   geometry,
        changed_by   varchar(30),
        changed_dt   timestamptz NOT NULL DEFAULT now(),
        FOREIGN KEY (lyr_id, version_no) REFERENCES lyr_version (lyr_id, version_no) ON DELETE CASCADE
      )`);
    // A feature's latest change (its version, its history) and a version's changes (restore).
    await q.query(`CREATE INDEX lyr_feature_change_fid_idx ON lyr_feature_change (lyr_id, fid, change_id DESC)`);
    await q.query(`CREATE INDEX lyr_feature_change_version_idx ON lyr_feature_change (lyr_id, version_no, change_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE lyr_feature_change`);
    await q.query(`DROP TABLE lyr_version`);
  }
}
