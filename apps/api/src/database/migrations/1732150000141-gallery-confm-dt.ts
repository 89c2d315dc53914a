import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An approved gallery request carries its approval time (DECIDE_SQL always sets it): held by a
 * CHECK, so the public gallery's keyset cursor (issue 25) can compare (confm_dt, serial number)
 * rows without a NULL tail that the comparison would skip.
 */
export class GalleryConfmDt1732150000141 implements MigrationInterface {
  name = 'GalleryConfmDt1732150000141';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE map_gale_reqst SET confm_dt = coalesce(updt_dt, regist_dt) WHERE confm_sttus_code = '02' AND confm_dt IS NULL`);
    await q.query(
      `ALTER TABLE map_gale_reqst ADD CONSTRAINT map_gale_reqst_approved_dt_ck CHECK (confm_sttus_code <> '02' OR confm_dt IS NOT NULL)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE map_gale_reqst DROP CONSTRAINT IF EXISTS map_gale_reqst_approved_dt_ck`);
  }
}
