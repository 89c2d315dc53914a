import fs from 'node:fs';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { loadAddressFiles } from './address-loader';
import { loadDistrictFile } from './district-loader';
import { SEOUL_SAMPLE } from './sample-data';
import type { DistrictExtent } from './sample-generator';

/** The demo area's boundary file (the shared test data's Seoul districts, CP949, EPSG:5186). */
export const DEMO_DISTRICT_FILE = 'seoul_districts_5186_cp949.zip';
/** The committed sample of the road-name address DB (official layouts, made for this project). */
export const DEMO_ADDRESS_FILES = ['rnaddrkor_seoul.txt', 'entrc_seoul.txt'];

/** Loads Seoul's 25 districts (sigungu) from the boundary file and adds 서울특별시 (sido) as their union. */
export async function loadSeoulDistricts(db: DataSource, file: string): Promise<number> {
  const n = await loadDistrictFile(db, file, { level: 'sigungu', codeField: 'gu_code', nameField: 'gu_nm' });
  await db.query(
    `INSERT INTO geo_district (adm_code, level, name, full_name, source, geom)
     SELECT '11', 'sido', '서울특별시', '서울특별시', $1, ST_Multi(ST_CollectionExtract(ST_MakeValid(ST_Union(geom)), 3))
     FROM geo_district WHERE level = 'sigungu' AND adm_code LIKE '11%'
     ON CONFLICT (adm_code) DO UPDATE SET geom = EXCLUDED.geom, source = EXCLUDED.source`,
    [path.basename(file)],
  );
  return n + 1;
}

/**
 * The sample's districts with their extents in EPSG:5179 (the entrance file's coordinates),
 * matched by name: the codes written are those of the loaded boundary file, so addresses and
 * districts agree.
 */
export async function seoulSampleExtents(db: DataSource): Promise<DistrictExtent[]> {
  const rows = (await db.query(
    `SELECT adm_code, name, ARRAY[ST_XMin(b), ST_YMin(b), ST_XMax(b), ST_YMax(b)] AS e
     FROM (SELECT adm_code, name, ST_Transform(geom, 5179)::box2d AS b FROM geo_district
           WHERE level = 'sigungu' AND adm_code LIKE '11%' AND name = ANY($1::varchar[])) t`,
    [SEOUL_SAMPLE.map((d) => d.name)],
  )) as { adm_code: string; name: string; e: number[] }[];
  const byName = new Map(rows.map((r) => [r.name, r]));
  return SEOUL_SAMPLE.filter((d) => byName.has(d.name)).map((d) => {
    const r = byName.get(d.name)!;
    return { ...d, code: r.adm_code, extent: r.e.map(Number) as [number, number, number, number] };
  });
}

/**
 * The demo seed's gazetteer: Seoul's districts and the committed address sample from the seed
 * data folder (`address/`), each loaded only while its table is empty. Returns what it loaded.
 */
export async function loadDemoGazetteer(db: DataSource, dataDir: string): Promise<string[]> {
  const dir = path.join(dataDir, 'address');
  const done: string[] = [];
  const [{ n: districts }] = (await db.query(`SELECT count(*)::int AS n FROM geo_district`)) as { n: number }[];
  if (!districts && fs.existsSync(path.join(dir, DEMO_DISTRICT_FILE))) {
    done.push(`${await loadSeoulDistricts(db, path.join(dir, DEMO_DISTRICT_FILE))} districts`);
  }
  const [{ n: addresses }] = (await db.query(`SELECT count(*)::int AS n FROM geo_address`)) as { n: number }[];
  const files = DEMO_ADDRESS_FILES.map((f) => path.join(dir, f));
  if (!addresses && files.every((f) => fs.existsSync(f))) {
    const report = await loadAddressFiles(db, files);
    done.push(`${report.addresses} sample addresses`);
  }
  return done;
}
