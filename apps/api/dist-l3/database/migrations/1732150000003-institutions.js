"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.Institutions1732150000003 = void 0;
/** Institutions' members, invitations, groups, IP allow-lists and attachments. */
class Institutions1732150000003 {
    name = 'Institutions1732150000003';
    async up(q) {
        await q.query(`ALTER TABLE instt ADD COLUMN master_user_id varchar(30)`);
        await q.query(`ALTER TABLE instt ADD COLUMN mbtlnum_encpt text`);
        await q.query(`UPDATE instt SET master_user_id = creatman_id WHERE creatman_id IS NOT NULL`);
        await q.query(`
      CREATE TABLE instt_user_ntcn (
        instt_user_ntcn_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        instt_code        varchar(30) NOT NULL REFERENCES instt (instt_code) ON DELETE CASCADE,
        emailaddr         varchar(254) NOT NULL,
        user_id           varchar(30) REFERENCES users (user_id) ON DELETE CASCADE,
        user_se_code      smallint NOT NULL CHECK (user_se_code IN (11, 12, 13, 14)),
        openbiz_move_at   char(1) NOT NULL DEFAULT 'N' CHECK (openbiz_move_at IN ('Y', 'N')),
        sttus_code        varchar(10) NOT NULL DEFAULT 'WAITING'
                          CHECK (sttus_code IN ('WAITING', 'AGREED', 'CANCELED')),
        register_id       varchar(30) NOT NULL,
        regist_dt         timestamptz NOT NULL DEFAULT now(),
        expires_dt        timestamptz NOT NULL,
        agre_dt           timestamptz
      )`);
        await q.query(`CREATE INDEX instt_user_ntcn_instt_idx ON instt_user_ntcn (instt_code, sttus_code, regist_dt DESC)`);
        await q.query(`CREATE UNIQUE INDEX instt_user_ntcn_waiting_uq ON instt_user_ntcn (instt_code, lower(emailaddr)) WHERE sttus_code = 'WAITING'`);
        await q.query(`
      CREATE TABLE user_group (
        group_sn     serial PRIMARY KEY,
        instt_code   varchar(30) NOT NULL REFERENCES instt (instt_code) ON DELETE CASCADE,
        owner_id     varchar(30) NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
        group_nm     varchar(100) NOT NULL,
        group_dc     varchar(500),
        regist_dt    timestamptz NOT NULL DEFAULT now(),
        updt_dt      timestamptz NOT NULL DEFAULT now()
      )`);
        await q.query(`CREATE UNIQUE INDEX user_group_owner_nm_uq ON user_group (owner_id, lower(group_nm))`);
        await q.query(`
      CREATE TABLE user_group_member (
        group_sn   integer NOT NULL REFERENCES user_group (group_sn) ON DELETE CASCADE,
        user_id    varchar(30) NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
        regist_dt  timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (group_sn, user_id)
      )`);
        await q.query(`CREATE INDEX user_group_member_user_idx ON user_group_member (user_id)`);
        await q.query(`
      CREATE TABLE ip_access_ctrl (
        ip_sn        serial PRIMARY KEY,
        instt_code   varchar(30) NOT NULL REFERENCES instt (instt_code) ON DELETE CASCADE,
        ip_addr      cidr NOT NULL,
        ip_dc        varchar(200),
        register_id  varchar(30) NOT NULL,
        regist_dt    timestamptz NOT NULL DEFAULT now(),
        UNIQUE (instt_code, ip_addr)
      )`);
        await q.query(`
      CREATE TABLE atchmnfl (
        atchmnfl_id  varchar(40) PRIMARY KEY,
        instt_code   varchar(30) REFERENCES instt (instt_code) ON DELETE CASCADE,
        register_id  varchar(30) NOT NULL,
        regist_dt    timestamptz NOT NULL DEFAULT now()
      )`);
        await q.query(`
      CREATE TABLE atchmnfl_detail (
        atchmnfl_id    varchar(40) NOT NULL REFERENCES atchmnfl (atchmnfl_id) ON DELETE CASCADE,
        file_ordr      integer NOT NULL,
        orignl_file_nm varchar(255) NOT NULL,
        stre_file_path varchar(300) NOT NULL,
        file_size      bigint NOT NULL,
        file_mime      varchar(100) NOT NULL,
        regist_dt      timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (atchmnfl_id, file_ordr)
      )`);
    }
    async down(q) {
        for (const t of ['atchmnfl_detail', 'atchmnfl', 'ip_access_ctrl', 'user_group_member', 'user_group', 'instt_user_ntcn']) {
            await q.query(`DROP TABLE IF EXISTS ${t}`);
        }
        await q.query(`ALTER TABLE instt DROP COLUMN IF EXISTS master_user_id, DROP COLUMN IF EXISTS mbtlnum_encpt`);
    }
}
exports.Institutions1732150000003 = Institutions1732150000003;
//# sourceMappingURL=1732150000003-institutions.js.map