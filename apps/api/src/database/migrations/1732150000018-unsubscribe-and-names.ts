import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 19 (server side):
 * - Unsubscribe (docs/billing.md "Unsubscribe"): the subscription's scheduled end (end_de, the
 *   last day of service), who asked and when. sttus becomes CANCELLED the day after end_de.
 * - Restricted words in names (docs/api-guide.md "Names"): each name saved with a restricted
 *   word after the caller's explicit confirmation is recorded for the provider's review.
 */
export class UnsubscribeAndNames1732150000018 implements MigrationInterface {
  name = 'UnsubscribeAndNames1732150000018';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE subscription
        ADD COLUMN end_de date,
        ADD COLUMN cancel_reqst_dt timestamptz,
        ADD COLUMN cancel_reqst_id varchar(30)`);
    await q.query(`CREATE INDEX subscription_end_idx ON subscription (end_de) WHERE end_de IS NOT NULL`);
    await q.query(`
      CREATE TABLE restricted_name_use (
        use_sn      bigserial PRIMARY KEY,
        field       varchar(30) NOT NULL,
        route       varchar(200) NOT NULL,
        name_value  varchar(300) NOT NULL,
        word        varchar(50) NOT NULL,
        user_id     varchar(30) NOT NULL,
        instt_code  varchar(30),
        regist_dt   timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE INDEX restricted_name_use_regist_idx ON restricted_name_use (regist_dt DESC, use_sn DESC)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS restricted_name_use`);
    await q.query(`DROP INDEX IF EXISTS subscription_end_idx`);
    await q.query(
      `ALTER TABLE subscription DROP COLUMN end_de, DROP COLUMN cancel_reqst_dt, DROP COLUMN cancel_reqst_id`,
    );
  }
}
