import { MigrationInterface, QueryRunner } from 'typeorm';
import { importNaturalEarthCountries } from '../../modules/basemaps';

const EPSG_3857 = { projection: 'EPSG:3857' };
const VWORLD_WMTS = 'https://api.vworld.kr/req/wmts/1.0.0/{key:VWORLD}';
const VWORLD_GRID = {
  matrixSet: 'GoogleMapsCompatible',
  requestEncoding: 'REST',
  style: 'default',
  maxZoom: 19,
  attributions: '© VWorld (국토교통부)',
};

/**
 * The configured base maps every install starts with. mapUrl may hold `{key:NAME}` placeholders
 * that the API replaces with the configured key (VWORLD → VWORLD_API_KEY) when it lists them.
 */
const SEEDED_BASE_MAPS: Array<[string, string, string, string, string, Record<string, unknown>]> = [
  [
    'OFFLINE_WORLD',
    '세계지도 (오프라인)',
    '01',
    'V',
    '/api/basemap/offline/tiles/{z}/{x}/{y}.mvt',
    { ...EPSG_3857, sourceLayer: 'countries', maxZoom: 10, attributions: 'Natural Earth' },
  ],
  [
    'OSM_STANDARD',
    'OpenStreetMap',
    '01',
    'Z',
    'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    { ...EPSG_3857, maxZoom: 19, attributions: '© OpenStreetMap contributors' },
  ],
  [
    'VWORLD_BASE',
    '브이월드 기본지도',
    '01',
    'T',
    `${VWORLD_WMTS}/Base/{TileMatrix}/{TileRow}/{TileCol}.png`,
    { ...EPSG_3857, ...VWORLD_GRID, layer: 'Base', format: 'image/png' },
  ],
  [
    'VWORLD_HYBRID',
    '브이월드 하이브리드 (영상 + 지명)',
    '03',
    'H',
    `${VWORLD_WMTS}/Hybrid/{TileMatrix}/{TileRow}/{TileCol}.png`,
    {
      ...EPSG_3857,
      ...VWORLD_GRID,
      layer: 'Hybrid',
      format: 'image/png',
      // The overlay is drawn over this image map.
      background: {
        lyrStleCode: 'T',
        mapUrl: `${VWORLD_WMTS}/Satellite/{TileMatrix}/{TileRow}/{TileCol}.jpeg`,
        layer: 'Satellite',
        format: 'image/jpeg',
      },
    },
  ],
];

/**
 * Base maps (bcrn_map, spec 001 §3 "Base map") with the seeded entries, and the offline base
 * map's data: Natural Earth 1:50m countries from the world-atlas package in
 * basemap.ne_countries (EPSG:3857, GiST-indexed, with simplified copies for low zooms).
 */
export class Basemaps1732150000005 implements MigrationInterface {
  name = 'Basemaps1732150000005';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE bcrn_map (
        bcrn_map_id       varchar(40) PRIMARY KEY,
        bcrn_map_nm       varchar(100) NOT NULL,
        bcrn_map_cl_code  varchar(2) NOT NULL CHECK (bcrn_map_cl_code IN ('01', '02', '03')),
        lyr_stle_code     varchar(2) NOT NULL,
        map_url           varchar(1000) NOT NULL,
        map_url_paramtr   jsonb,
        bcrn_map_use_at   char(1) NOT NULL DEFAULT 'Y' CHECK (bcrn_map_use_at IN ('Y', 'N')),
        image_at          char(1) NOT NULL DEFAULT 'N' CHECK (image_at IN ('Y', 'N')),
        thumbnail         bytea,
        thumbnail_ty      varchar(20),
        register_id       varchar(30),
        regist_dt         timestamptz NOT NULL DEFAULT now(),
        updt_dt           timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX bcrn_map_picker_idx ON bcrn_map (bcrn_map_use_at, image_at, regist_dt DESC)`);
    // The offline map gets the latest registration time so it leads the default (newest first) order.
    let minute = SEEDED_BASE_MAPS.length;
    for (const [id, nm, cl, stle, url, paramtr] of SEEDED_BASE_MAPS) {
      await q.query(
        `INSERT INTO bcrn_map (bcrn_map_id, bcrn_map_nm, bcrn_map_cl_code, lyr_stle_code, map_url, map_url_paramtr, regist_dt, updt_dt)
         VALUES ($1, $2, $3, $4, $5, $6::jsonb, '2024-11-21T00:00:00Z'::timestamptz + make_interval(mins => $7), '2024-11-21T00:00:00Z'::timestamptz + make_interval(mins => $7))
         ON CONFLICT (bcrn_map_id) DO NOTHING`,
        [id, nm, cl, stle, url, JSON.stringify(paramtr), minute--],
      );
    }
    await q.query(`CREATE SCHEMA IF NOT EXISTS basemap`);
    await q.query(`
      CREATE TABLE IF NOT EXISTS basemap.ne_countries (
        gid       serial PRIMARY KEY,
        iso       varchar(3),
        name      varchar(100) NOT NULL,
        geom      geometry(MultiPolygon, 3857) NOT NULL,
        geom_mid  geometry(MultiPolygon, 3857) NOT NULL,
        geom_low  geometry(MultiPolygon, 3857) NOT NULL
      )`);
    await q.query(
      `CREATE INDEX IF NOT EXISTS ne_countries_geom_idx ON basemap.ne_countries USING gist (geom)`,
    );
    await importNaturalEarthCountries(q);
    await q.query(`ANALYZE basemap.ne_countries`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS basemap.ne_countries`);
    await q.query(`DROP SCHEMA IF EXISTS basemap`);
    await q.query(`DROP TABLE IF EXISTS bcrn_map`);
  }
}
