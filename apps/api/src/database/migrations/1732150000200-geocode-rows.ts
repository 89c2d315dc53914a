import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The import report of an address spreadsheet (issue 23): one row per file row with what its
 * address came to (matched, ambiguous, unmatched and why, the address found and its point in
 * EPSG:4326). Written by the import worker, read by the report download; it goes with its layer.
 */
export class GeocodeRows1732150000200 implements MigrationInterface {
  name = 'GeocodeRows1732150000200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE IF NOT EXISTS lyr_geocode_row (
        lyr_id        varchar(40) NOT NULL REFERENCES lyr (lyr_id) ON DELETE CASCADE,
        row_no        integer NOT NULL,
        status        varchar(10) NOT NULL CHECK (status IN ('matched', 'ambiguous', 'unmatched')),
        reason        varchar(20),
        address       text,
        matched_addr  text,
        candidate_cnt integer NOT NULL DEFAULT 0,
        provider      varchar(20),
        quality       varchar(10),
        x             double precision,
        y             double precision,
        kept          boolean NOT NULL,
        PRIMARY KEY (lyr_id, row_no)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS lyr_geocode_row`);
  }
}
