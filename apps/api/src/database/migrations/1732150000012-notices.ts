import { MigrationInterface, QueryRunner } from 'typeorm';

/** Notices of the provider and of institutions (issue: dashboards, boards, my page, legal, service lab). */
export class Notices1732150000012 implements MigrationInterface {
  name = 'Notices1732150000012';

  async up(q: QueryRunner): Promise<void> {
    // instt_code NULL: a provider notice; else the notice of that institution.
    await q.query(`
      CREATE TABLE notice (
        ntt_id          integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        instt_code      varchar(30) REFERENCES instt (instt_code) ON DELETE CASCADE,
        ntt_sj          varchar(200) NOT NULL,
        ntt_cn          text NOT NULL DEFAULT '',
        popup_at        char(1) NOT NULL DEFAULT 'N' CHECK (popup_at IN ('Y', 'N')),
        popup_begin_dt  timestamptz,
        popup_end_dt    timestamptz,
        rdcnt           integer NOT NULL DEFAULT 0,
        register_id     varchar(100) NOT NULL,
        regist_dt       timestamptz NOT NULL DEFAULT now(),
        updt_dt         timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX notice_instt_idx ON notice (instt_code, regist_dt DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS notice`);
  }
}
