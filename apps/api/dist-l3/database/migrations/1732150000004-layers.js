"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.Layers1732150000004 = void 0;
/**
 * Layers (records; their data lives in one table per layer in the `layers` schema, or in a
 * raster file), layer group items, import jobs' bookkeeping, and share entries (pblonsip) that
 * the one content-access policy reads for maps, themed apps and layers.
 */
class Layers1732150000004 {
    name = 'Layers1732150000004';
    async up(q) {
        await q.query(`
      CREATE TABLE lyr (
        lyr_id             varchar(40) PRIMARY KEY,
        lyr_nm             varchar(200) NOT NULL,
        lyr_dc             text,
        lyr_ty_se_code     char(1) NOT NULL CHECK (lyr_ty_se_code IN ('0', '1', '2', '3', '5')),
        hold_data_se_code  char(1) NOT NULL DEFAULT '1' CHECK (hold_data_se_code IN ('1', '9')),
        upload_ty          varchar(12) NOT NULL
                           CHECK (upload_ty IN ('shp', 'geocoding', 'dxf', 'geotiff', 'image', 'web', 'custom', 'group')),
        lyr_stle_code      varchar(2),
        map_url            varchar(1000),
        map_url_paramtr    jsonb,
        instt_code         varchar(30) NOT NULL REFERENCES instt (instt_code),
        register_id        varchar(30) NOT NULL REFERENCES users (user_id),
        table_nm           varchar(63),
        geom_column        varchar(63),
        geom_type          varchar(30),
        srid               integer,
        feature_cnt        bigint NOT NULL DEFAULT 0,
        bbox_4326          geometry(Polygon, 4326),
        raster_path        varchar(300),
        thumbnail_path     varchar(300),
        publish_at         char(1) NOT NULL DEFAULT 'N' CHECK (publish_at IN ('Y', 'N')),
        publish_dt         timestamptz,
        style_json         jsonb,
        sld_cn             text,
        lyr_sttus_code     varchar(10) NOT NULL DEFAULT 'READY' CHECK (lyr_sttus_code IN ('IMPORTING', 'READY', 'FAILED')),
        import_job_id      varchar(80),
        import_error       text,
        import_report      jsonb,
        data_version       integer NOT NULL DEFAULT 1,
        regist_dt          timestamptz NOT NULL DEFAULT now(),
        updt_dt            timestamptz NOT NULL DEFAULT now()
      )`);
        await q.query(`CREATE INDEX lyr_owner_idx ON lyr (register_id, regist_dt DESC)`);
        await q.query(`CREATE INDEX lyr_instt_idx ON lyr (instt_code, regist_dt DESC)`);
        await q.query(`CREATE INDEX lyr_hold_ty_idx ON lyr (hold_data_se_code, lyr_ty_se_code, regist_dt DESC)`);
        await q.query(`CREATE INDEX lyr_nm_trgm_idx ON lyr (lower(lyr_nm) text_pattern_ops)`);
        await q.query(`
      CREATE TABLE lyr_grp_item (
        grp_lyr_id  varchar(40) NOT NULL REFERENCES lyr (lyr_id) ON DELETE CASCADE,
        lyr_id      varchar(40) NOT NULL REFERENCES lyr (lyr_id) ON DELETE CASCADE,
        sort_ordr   integer NOT NULL,
        PRIMARY KEY (grp_lyr_id, lyr_id)
      )`);
        await q.query(`
      CREATE TABLE pblonsip (
        cntnts_ty_code        varchar(4) NOT NULL CHECK (cntnts_ty_code IN ('MAP', 'APP', 'LYR')),
        cntnts_id             varchar(40) NOT NULL,
        pblonsip_ordr         integer NOT NULL,
        pblonsip_scope_se_code smallint NOT NULL CHECK (pblonsip_scope_se_code IN (0, 1, 2, 3)),
        pblonsip_refrn_id     varchar(40),
        edit_posbl_at         char(1) NOT NULL DEFAULT '0' CHECK (edit_posbl_at IN ('0', '1')),
        owner_id              varchar(30) NOT NULL,
        register_id           varchar(30) NOT NULL,
        regist_dt             timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (cntnts_ty_code, cntnts_id, pblonsip_ordr)
      )`);
        await q.query(`CREATE INDEX pblonsip_target_idx ON pblonsip (pblonsip_scope_se_code, pblonsip_refrn_id, cntnts_ty_code)`);
        await q.query(`CREATE UNIQUE INDEX pblonsip_once_uq ON pblonsip (cntnts_ty_code, cntnts_id, pblonsip_scope_se_code, coalesce(pblonsip_refrn_id, ''))`);
    }
    async down(q) {
        await q.query(`DROP TABLE IF EXISTS pblonsip`);
        await q.query(`DROP TABLE IF EXISTS lyr_grp_item`);
        await q.query(`DROP TABLE IF EXISTS lyr`);
    }
}
exports.Layers1732150000004 = Layers1732150000004;
//# sourceMappingURL=1732150000004-layers.js.map