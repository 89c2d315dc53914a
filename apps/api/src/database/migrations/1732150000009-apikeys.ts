import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * API keys and the API usage log (issue: integrator access). A key's secret is a 256-bit random
 * value, so its SHA-256 (key_hash) is stored, not a slow password hash: nothing to brute-force,
 * and every request can look the key up by its hash. key_prefix is the secret's start, shown to
 * tell keys apart.
 */
export class ApiKeys1732150000009 implements MigrationInterface {
  name = 'ApiKeys1732150000009';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE api_key (
        key_id         varchar(40) PRIMARY KEY,
        instt_code     varchar(30) NOT NULL REFERENCES instt (instt_code) ON DELETE CASCADE,
        key_nm         varchar(100) NOT NULL,
        key_prefix     varchar(16) NOT NULL,
        key_hash       char(64) NOT NULL UNIQUE,
        scopes         text[] NOT NULL CHECK (cardinality(scopes) > 0),
        expire_dt      timestamptz,
        ip_allow_list  text[] NOT NULL DEFAULT '{}',
        use_at         char(1) NOT NULL DEFAULT 'Y' CHECK (use_at IN ('Y', 'N')),
        register_id    varchar(30) NOT NULL,
        regist_dt      timestamptz NOT NULL DEFAULT now(),
        last_used_dt   timestamptz
      )`);
    await q.query(`CREATE INDEX api_key_instt_idx ON api_key (instt_code, regist_dt DESC)`);
    await q.query(`
      CREATE TABLE api_use_daily (
        key_id       varchar(40) NOT NULL REFERENCES api_key (key_id) ON DELETE CASCADE,
        use_de       date NOT NULL,
        route_group  varchar(60) NOT NULL,
        req_cnt      bigint NOT NULL DEFAULT 0,
        PRIMARY KEY (key_id, use_de, route_group)
      )`);
    await q.query(`CREATE INDEX api_use_daily_de_idx ON api_use_daily (use_de)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS api_use_daily`);
    await q.query(`DROP TABLE IF EXISTS api_key`);
  }
}
