import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Layer versions for column changes and re-imports (issue 22, docs/architecture.md "Feature history").
 *
 * - version_kind also takes COLUMNS: a column of a custom layer added, renamed or removed.
 * - change_detail: what a version did beyond its feature changes, as JSON: the column change
 *   ({ op, name, newName?, type? }) or the re-import's summary ({ mode, keyColumn, inserted,
 *   updated, deleted, unchanged, fileName }). Null for imports, edits and restores.
 */
export class LayerVersionDetail1732150000110 implements MigrationInterface {
  name = 'LayerVersionDetail1732150000110';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE lyr_version DROP CONSTRAINT IF EXISTS lyr_version_version_kind_check`);
    await q.query(
      `ALTER TABLE lyr_version ADD CONSTRAINT lyr_version_version_kind_check CHECK (version_kind IN ('IMPORT', 'EDIT', 'RESTORE', 'REIMPORT', 'COLUMNS'))`,
    );
    await q.query(`ALTER TABLE lyr_version ADD COLUMN change_detail jsonb`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE lyr_version DROP COLUMN change_detail`);
    await q.query(`DELETE FROM lyr_version WHERE version_kind = 'COLUMNS'`);
    await q.query(`ALTER TABLE lyr_version DROP CONSTRAINT lyr_version_version_kind_check`);
    await q.query(
      `ALTER TABLE lyr_version ADD CONSTRAINT lyr_version_version_kind_check CHECK (version_kind IN ('IMPORT', 'EDIT', 'RESTORE', 'REIMPORT'))`,
    );
  }
}
