import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Search-as-you-type over one key (issue 23, suggestions p95 ≤ 50 ms at concurrency 8): each typed
 * word used to be `road_key LIKE … OR jibun_key LIKE … OR buld_nm LIKE …`, three trigram index
 * scans per word and a costly plan. `search_key` joins the three (kept by PostgreSQL, `|` between
 * them so a word never spans two) with one trigram index: one scan per word.
 */
export class AddressSearchKey1732150000260 implements MigrationInterface {
  name = 'AddressSearchKey1732150000260';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE geo_address ADD COLUMN search_key text GENERATED ALWAYS AS (road_key || '|' || jibun_key || '|' || coalesce(buld_nm, '')) STORED`,
    );
    await q.query(`CREATE INDEX geo_address_search_key_trgm ON geo_address USING gin (search_key gin_trgm_ops)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS geo_address_search_key_trgm`);
    await q.query(`ALTER TABLE geo_address DROP COLUMN IF EXISTS search_key`);
  }
}
