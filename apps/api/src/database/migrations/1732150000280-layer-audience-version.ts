import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A version stamp per layer audience counter (issue 25): every statement that adds or removes
 * lyr_audience rows of a key and hold gives its lyr_audience_cnt row a new `ver` from one
 * sequence, even when the count nets to zero. The layer search keeps the distinct count of a
 * caller's own keys (layer-search-totals.ts) under the versions of those keys: equal versions
 * mean the same layers under every key, so the kept count is exact. The sequence is not owned by
 * the column, so a TRUNCATE … RESTART IDENTITY never hands out a version twice.
 */
export class LayerAudienceVersion1732150000280 implements MigrationInterface {
  name = 'LayerAudienceVersion1732150000280';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SEQUENCE IF NOT EXISTS lyr_audience_cnt_ver_seq`);
    await q.query(
      `ALTER TABLE lyr_audience_cnt ADD COLUMN IF NOT EXISTS ver bigint NOT NULL DEFAULT nextval('lyr_audience_cnt_ver_seq')`,
    );
    await q.query(`COMMENT ON COLUMN lyr_audience_cnt.ver IS '변경 버전 (행이 추가·삭제될 때마다 새 값)'`);
    await q.query(`
      CREATE OR REPLACE FUNCTION lyr_audience_cnt_trg() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          INSERT INTO lyr_audience_cnt AS c (aud_key, hold_data_se_code, cnt, ver)
          SELECT aud_key, hold_data_se_code, count(*), nextval('lyr_audience_cnt_ver_seq') FROM n GROUP BY 1, 2
          ON CONFLICT (aud_key, hold_data_se_code) DO UPDATE SET cnt = c.cnt + EXCLUDED.cnt, ver = EXCLUDED.ver;
        ELSE
          INSERT INTO lyr_audience_cnt AS c (aud_key, hold_data_se_code, cnt, ver)
          SELECT aud_key, hold_data_se_code, -count(*), nextval('lyr_audience_cnt_ver_seq') FROM o GROUP BY 1, 2
          ON CONFLICT (aud_key, hold_data_se_code) DO UPDATE SET cnt = c.cnt + EXCLUDED.cnt, ver = EXCLUDED.ver;
        END IF;
        RETURN NULL;
      END $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE OR REPLACE FUNCTION lyr_audience_cnt_trg() RETURNS trigger LANGUAGE plpgsql AS $$
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
    await q.query(`ALTER TABLE lyr_audience_cnt DROP COLUMN IF EXISTS ver`);
    await q.query(`DROP SEQUENCE IF EXISTS lyr_audience_cnt_ver_seq`);
  }
}
