"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.Accounts1732150000002 = void 0;
/** Accounts: profile and security columns, refresh-token families, the RSA key, the dev outbox. */
class Accounts1732150000002 {
    name = 'Accounts1732150000002';
    async up(q) {
        await q.query(`
      ALTER TABLE users
        ADD COLUMN mbtlnum_encpt      text,
        ADD COLUMN user_image_path    varchar(200),
        ADD COLUMN password_change_dt timestamptz NOT NULL DEFAULT now(),
        ADD COLUMN login_fail_cnt     smallint NOT NULL DEFAULT 0,
        ADD COLUMN lock_until_dt      timestamptz,
        ADD COLUMN last_login_dt      timestamptz,
        ADD COLUMN terms_agre_dt      timestamptz,
        ADD COLUMN privacy_agre_dt    timestamptz,
        ADD COLUMN marketing_agre_at  char(1) NOT NULL DEFAULT 'N' CHECK (marketing_agre_at IN ('Y', 'N')),
        ADD COLUMN whdwl_resn         varchar(500),
        ADD COLUMN whdwl_resn_code    varchar(10),
        ADD COLUMN whdwl_dt           timestamptz`);
        await q.query(`ALTER TABLE instt ADD COLUMN plan_code varchar(6) NOT NULL DEFAULT '000001'`);
        await q.query(`
      CREATE TABLE refresh_token (
        token_hash   char(64) PRIMARY KEY,
        family_id    uuid NOT NULL,
        user_id      varchar(30) NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
        issued_dt    timestamptz NOT NULL,
        expires_dt   timestamptz NOT NULL,
        used_dt      timestamptz,
        revoked_dt   timestamptz
      )`);
        await q.query(`CREATE INDEX refresh_token_family_idx ON refresh_token (family_id)`);
        await q.query(`CREATE INDEX refresh_token_user_idx ON refresh_token (user_id)`);
        await q.query(`
      CREATE TABLE crypto_key (
        key_id       varchar(40) PRIMARY KEY,
        purpose      varchar(20) NOT NULL UNIQUE,
        public_pem   text NOT NULL,
        private_pem  text NOT NULL,
        creat_dt     timestamptz NOT NULL DEFAULT now()
      )`);
        await q.query(`
      CREATE TABLE dev_outbox (
        outbox_sn  bigserial PRIMARY KEY,
        channel    varchar(10) NOT NULL CHECK (channel IN ('mail', 'sms')),
        to_addr    varchar(254) NOT NULL,
        subject    varchar(300),
        text       text NOT NULL,
        creat_dt   timestamptz NOT NULL DEFAULT now()
      )`);
        await q.query(`CREATE INDEX dev_outbox_to_idx ON dev_outbox (to_addr, outbox_sn DESC)`);
    }
    async down(q) {
        await q.query(`DROP TABLE IF EXISTS dev_outbox`);
        await q.query(`DROP TABLE IF EXISTS crypto_key`);
        await q.query(`DROP TABLE IF EXISTS refresh_token`);
        await q.query(`ALTER TABLE instt DROP COLUMN IF EXISTS plan_code`);
        await q.query(`
      ALTER TABLE users DROP COLUMN mbtlnum_encpt, DROP COLUMN user_image_path, DROP COLUMN password_change_dt,
        DROP COLUMN login_fail_cnt, DROP COLUMN lock_until_dt, DROP COLUMN last_login_dt, DROP COLUMN terms_agre_dt,
        DROP COLUMN privacy_agre_dt, DROP COLUMN marketing_agre_at, DROP COLUMN whdwl_resn, DROP COLUMN whdwl_resn_code,
        DROP COLUMN whdwl_dt`);
    }
}
exports.Accounts1732150000002 = Accounts1732150000002;
//# sourceMappingURL=1732150000002-accounts.js.map