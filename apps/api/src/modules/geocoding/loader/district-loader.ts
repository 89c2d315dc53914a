import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { DataSource } from 'typeorm';

const run = promisify(execFile);

export type DistrictLevel = 'sido' | 'sigungu' | 'eupmyeondong';

/** Official boundary files' attribute names per level (국가공간정보포털 / 통계청 행정구역 경계). */
const OFFICIAL_FIELDS: Record<DistrictLevel, { code: string; name: string }> = {
  sido: { code: 'CTPRVN_CD', name: 'CTP_KOR_NM' },
  sigungu: { code: 'SIG_CD', name: 'SIG_KOR_NM' },
  eupmyeondong: { code: 'EMD_CD', name: 'EMD_KOR_NM' },
};

/** Province names by the first two digits of an administrative code (old and new codes). */
export const SIDO_BY_CODE: Readonly<Record<string, string>> = {
  '11': '서울특별시', '26': '부산광역시', '27': '대구광역시', '28': '인천광역시', '29': '광주광역시', '30': '대전광역시',
  '31': '울산광역시', '36': '세종특별자치시', '41': '경기도', '42': '강원특별자치도', '51': '강원특별자치도',
  '43': '충청북도', '44': '충청남도', '45': '전북특별자치도', '52': '전북특별자치도', '46': '전라남도', '47': '경상북도',
  '48': '경상남도', '50': '제주특별자치도',
};

export interface DistrictLoadOptions {
  /** Level of the file; found from the official attribute names when not given. */
  level?: DistrictLevel;
  codeField?: string;
  nameField?: string;
  /** Source EPSG code when the file has no .prj (official files: 5179 or 5186). */
  srid?: number;
  /** Attribute encoding (official files: CP949). */
  encoding?: string;
}

interface OgrFeature {
  properties: Record<string, unknown>;
  geometry: unknown;
}

/**
 * Loads one boundary shapefile (.shp or a .zip holding one) into geo_district as a national
 * layer, through ogr2ogr (CP949 attributes, reprojected to EPSG:4326). Upserts by code.
 */
export async function loadDistrictFile(db: DataSource, file: string, opts: DistrictLoadOptions = {}): Promise<number> {
  const source = file.toLowerCase().endsWith('.zip') ? `/vsizip/${path.resolve(file)}` : path.resolve(file);
  const args = ['-f', 'GeoJSON', '/vsistdout/', source, '-t_srs', 'EPSG:4326', '-lco', 'COORDINATE_PRECISION=7'];
  if (opts.srid) args.push('-s_srs', `EPSG:${opts.srid}`);
  const { stdout } = await run('ogr2ogr', ['--config', 'SHAPE_ENCODING', opts.encoding ?? 'CP949', ...args], {
    maxBuffer: 1024 * 1024 * 1024,
  });
  const features = (JSON.parse(stdout) as { features: OgrFeature[] }).features;
  if (!features.length) return 0;
  const keys = Object.keys(features[0].properties);
  const level =
    opts.level ?? (Object.keys(OFFICIAL_FIELDS) as DistrictLevel[]).find((l) => keys.includes(OFFICIAL_FIELDS[l].code));
  if (!level) throw new Error(`${file}: name the level (sido, sigungu, eupmyeondong); fields are ${keys.join(', ')}`);
  const codeField = opts.codeField ?? OFFICIAL_FIELDS[level].code;
  const nameField = opts.nameField ?? OFFICIAL_FIELDS[level].name;
  for (const f of [codeField, nameField]) {
    if (!keys.includes(f)) throw new Error(`${file}: no field ${f} (fields: ${keys.join(', ')})`);
  }
  const parents = new Map<string, string>(
    ((await db.query(`SELECT adm_code, full_name FROM geo_district WHERE level <> 'eupmyeondong'`)) as {
      adm_code: string;
      full_name: string;
    }[]).map((r) => [r.adm_code, r.full_name]),
  );
  const rows = features.map((f) => {
    const code = String(f.properties[codeField]).trim();
    const name = String(f.properties[nameField]).trim();
    const sido = SIDO_BY_CODE[code.slice(0, 2)] ?? '';
    const parent = level === 'eupmyeondong' ? parents.get(code.slice(0, 5)) ?? sido : level === 'sigungu' ? sido : '';
    return { code, name, full: `${parent} ${name}`.trim(), geometry: JSON.stringify(f.geometry) };
  });
  await db.query(
    `INSERT INTO geo_district (adm_code, level, name, full_name, source, geom)
     SELECT t.code, $1, t.name, t.fullnm, $2, ST_Multi(ST_CollectionExtract(ST_MakeValid(ST_SetSRID(ST_GeomFromGeoJSON(t.geom), 4326)), 3))
     FROM unnest($3::varchar[], $4::varchar[], $5::varchar[], $6::text[]) AS t(code, name, fullnm, geom)
     ON CONFLICT (adm_code) DO UPDATE SET level = EXCLUDED.level, name = EXCLUDED.name, full_name = EXCLUDED.full_name,
       source = EXCLUDED.source, geom = EXCLUDED.geom`,
    [level, path.basename(file), rows.map((r) => r.code), rows.map((r) => r.name), rows.map((r) => r.full), rows.map((r) => r.geometry)],
  );
  await db.query(`ANALYZE geo_district`);
  return rows.length;
}
