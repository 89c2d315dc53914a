"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.Init1732150000000 = void 0;
/**
 * First migration: PostGIS, the layers schema, institutions (with the openBiz institution,
 * which must always exist) and users.
 */
class Init1732150000000 {
    name = 'Init1732150000000';
    async up(q) {
        await q.query(`CREATE EXTENSION IF NOT EXISTS postgis`);
        await q.query(`CREATE EXTENSION IF NOT EXISTS pgcrypto`);
        // Uploaded layers get one table each in their own schema, apart from the application's.
        await q.query(`CREATE SCHEMA IF NOT EXISTS layers`);
        await q.query(`
      CREATE TABLE instt (
        instt_code        varchar(30) PRIMARY KEY,
        instt_nm          varchar(100) NOT NULL,
        instt_url         varchar(300),
        instt_tel_encpt   text,
        instt_addr_encpt  text,
        image_atchmnfl_id varchar(40),
        instt_sttus_code  varchar(20) NOT NULL DEFAULT 'NORMAL'
                          CHECK (instt_sttus_code IN ('NORMAL', 'BILLING', 'PAUSED')),
        delete_at         char(1) NOT NULL DEFAULT 'N' CHECK (delete_at IN ('Y', 'N')),
        creatman_id       varchar(30),
        creat_dt          timestamptz NOT NULL DEFAULT now(),
        updt_dt           timestamptz NOT NULL DEFAULT now()
      )`);
        await q.query(`CREATE UNIQUE INDEX instt_nm_uq ON instt (lower(instt_nm)) WHERE delete_at = 'N'`);
        await q.query(`
      CREATE TABLE users (
        user_id        varchar(30) PRIMARY KEY,
        user_nm        varchar(50) NOT NULL,
        emailaddr      varchar(254) NOT NULL,
        user_se_code   smallint NOT NULL CHECK (user_se_code IN (4, 11, 12, 13, 14)),
        instt_code     varchar(30) NOT NULL REFERENCES instt (instt_code),
        password_hash  text NOT NULL,
        user_sttus     varchar(20) NOT NULL DEFAULT 'active'
                       CHECK (user_sttus IN ('active', 'disabled', 'withdrawn')),
        regist_dt      timestamptz NOT NULL DEFAULT now(),
        updt_dt        timestamptz NOT NULL DEFAULT now()
      )`);
        await q.query(`CREATE UNIQUE INDEX users_emailaddr_uq ON users (lower(emailaddr)) WHERE user_sttus <> 'withdrawn'`);
        await q.query(`CREATE INDEX users_instt_code_idx ON users (instt_code)`);
        await q.query(`INSERT INTO instt (instt_code, instt_nm, instt_url) VALUES ('openbiz', '오픈비즈', '/')
       ON CONFLICT (instt_code) DO NOTHING`);
    }
    async down(q) {
        await q.query(`DROP TABLE IF EXISTS users`);
        await q.query(`DROP TABLE IF EXISTS instt`);
        await q.query(`DROP SCHEMA IF EXISTS layers CASCADE`);
    }
}
exports.Init1732150000000 = Init1732150000000;
//# sourceMappingURL=1732150000000-init.js.map