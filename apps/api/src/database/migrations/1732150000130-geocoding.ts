import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The built-in gazetteer (issue 23): road-name addresses loaded from the Ministry of the
 * Interior's address files (geo_address, one row per 도로명주소관리번호 with its entrance point)
 * and administrative districts loaded from the official boundary files (geo_district). pg_trgm
 * indexes the compact search keys for search-as-you-type and fuzzy matching.
 */
export class Geocoding1732150000130 implements MigrationInterface {
  name = 'Geocoding1732150000130';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(`
      CREATE TABLE IF NOT EXISTS geo_address (
        adr_mng_no  varchar(26) PRIMARY KEY,
        bjd_cd      varchar(10) NOT NULL,
        sido_nm     varchar(40) NOT NULL,
        sgg_nm      varchar(40) NOT NULL,
        emd_nm      varchar(40) NOT NULL,
        li_nm       varchar(40),
        mntn_yn     boolean NOT NULL DEFAULT false,
        lnbr_mnnm   integer NOT NULL,
        lnbr_slno   integer NOT NULL DEFAULT 0,
        rn_cd       varchar(12) NOT NULL,
        rn          varchar(80) NOT NULL,
        udrt_yn     boolean NOT NULL DEFAULT false,
        buld_mnnm   integer NOT NULL,
        buld_slno   integer NOT NULL DEFAULT 0,
        adm_cd      varchar(10),
        adm_nm      varchar(40),
        zip         varchar(5),
        buld_nm     varchar(100),
        road_addr   varchar(300) NOT NULL,
        jibun_addr  varchar(300) NOT NULL,
        road_key    varchar(300) NOT NULL,
        jibun_key   varchar(300) NOT NULL,
        geom        geometry(Point, 4326)
      )`);
    await q.query(`CREATE INDEX IF NOT EXISTS geo_address_road_idx ON geo_address (rn, buld_mnnm, buld_slno)`);
    await q.query(`CREATE INDEX IF NOT EXISTS geo_address_lot_idx ON geo_address (emd_nm, lnbr_mnnm, lnbr_slno)`);
    await q.query(`CREATE INDEX IF NOT EXISTS geo_address_li_idx ON geo_address (li_nm, lnbr_mnnm, lnbr_slno) WHERE li_nm IS NOT NULL`);
    await q.query(`CREATE INDEX IF NOT EXISTS geo_address_road_key_trgm ON geo_address USING gin (road_key gin_trgm_ops)`);
    await q.query(`CREATE INDEX IF NOT EXISTS geo_address_jibun_key_trgm ON geo_address USING gin (jibun_key gin_trgm_ops)`);
    await q.query(`CREATE INDEX IF NOT EXISTS geo_address_buld_nm_trgm ON geo_address USING gin (buld_nm gin_trgm_ops)`);
    await q.query(`CREATE INDEX IF NOT EXISTS geo_address_geom_idx ON geo_address USING gist (geom)`);
    await q.query(`
      CREATE TABLE IF NOT EXISTS geo_district (
        adm_code    varchar(10) PRIMARY KEY,
        level       varchar(12) NOT NULL CHECK (level IN ('sido', 'sigungu', 'eupmyeondong')),
        name        varchar(80) NOT NULL,
        full_name   varchar(200) NOT NULL,
        source      varchar(200),
        geom        geometry(MultiPolygon, 4326) NOT NULL
      )`);
    await q.query(`CREATE INDEX IF NOT EXISTS geo_district_name_trgm ON geo_district USING gin (full_name gin_trgm_ops)`);
    await q.query(`CREATE INDEX IF NOT EXISTS geo_district_geom_idx ON geo_district USING gist (geom)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS geo_district`);
    await q.query(`DROP TABLE IF EXISTS geo_address`);
  }
}
