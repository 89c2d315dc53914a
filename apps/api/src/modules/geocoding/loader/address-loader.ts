import type { DataSource } from 'typeorm';
import { compactKey, jibunAddressText, roadAddressText } from '../address-normalizer';
import { readCp949Lines } from './cp949';
import { buildingKey, ENTRANCE_SRID, MOVE_REASON_ABOLISHED, parseMoisLine, type RoadAddressRecord } from './mois-layouts';

export interface AddressLoadReport {
  files: number;
  addresses: number;
  withPoint: number;
  deleted: number;
}

const BATCH = 5000;

/**
 * Loads the road-name address DB into geo_address: the entrance files (위치정보요약DB) first,
 * their points kept by building key; then every address line (도로명주소 한글) upserted by its
 * 도로명주소관리번호 with the point of its main entrance, transformed from EPSG:5179 to 4326.
 * Change files (이동사유코드 63) delete. Idempotent: loading the same files twice changes nothing.
 */
export async function loadAddressFiles(db: DataSource, files: string[]): Promise<AddressLoadReport> {
  const points = new Map<string, [number, number]>();
  const addressFiles: string[] = [];
  for (const file of files) {
    let kind: 'address' | 'entrance' | null = null;
    for await (const line of readCp949Lines(file)) {
      const rec = parseMoisLine(line);
      if (!rec) continue;
      kind ??= rec.kind;
      if (rec.kind !== kind) throw new Error(`${file}: mixes address and entrance lines`);
      if (rec.kind === 'entrance') {
        const key = buildingKey(rec.row);
        const x = Number(rec.row.x);
        const y = Number(rec.row.y);
        // The first entrance listed (출입구일련번호 order) is the main one; unpublished ones have no X/Y.
        if (!points.has(key) && Number.isFinite(x) && Number.isFinite(y) && rec.row.x !== '') points.set(key, [x, y]);
      }
    }
    if (kind === 'address') addressFiles.push(file);
  }
  const report: AddressLoadReport = { files: files.length, addresses: 0, withPoint: 0, deleted: 0 };
  for (const file of addressFiles) {
    let batch: RoadAddressRecord[] = [];
    const flush = async () => {
      if (!batch.length) return;
      const abolished = batch.filter((r) => r.mvmnResnCode === MOVE_REASON_ABOLISHED).map((r) => r.adrMngNo);
      const live = batch.filter((r) => r.mvmnResnCode !== MOVE_REASON_ABOLISHED);
      if (abolished.length) {
        await db.query(`DELETE FROM geo_address WHERE adr_mng_no = ANY($1::varchar[])`, [abolished]);
        report.deleted += abolished.length;
      }
      if (live.length) {
        const written = await upsert(db, live, points);
        report.addresses += live.length;
        report.withPoint += written;
      }
      batch = [];
    };
    for await (const line of readCp949Lines(file)) {
      const rec = parseMoisLine(line);
      if (rec?.kind !== 'address') continue;
      batch.push(rec.row);
      if (batch.length >= BATCH) await flush();
    }
    await flush();
  }
  // Rows written in bulk wait in the trigram indexes' pending lists, which every search would
  // then read through (a few hundred pages after a national load: most of a suggestion's time).
  // Merged into the indexes once here.
  await db.query(
    `SELECT gin_clean_pending_list(i.indexrelid) FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am a ON a.oid = c.relam
      WHERE i.indrelid = 'geo_address'::regclass AND a.amname = 'gin'`,
  );
  await db.query(`ANALYZE geo_address`);
  return report;
}

async function upsert(db: DataSource, rows: RoadAddressRecord[], points: Map<string, [number, number]>): Promise<number> {
  const cols: Record<string, unknown[]> = {
    id: [], bjd: [], sido: [], sgg: [], emd: [], li: [], san: [], bun: [], ho: [], rncd: [], rn: [], udrt: [], mn: [],
    sl: [], admcd: [], admnm: [], zip: [], bnm: [], road: [], jibun: [], rkey: [], jkey: [], x: [], y: [],
  };
  let withPoint = 0;
  for (const r of rows) {
    const san = r.mntnYn === '1';
    const udrt = r.udrtYn === '1';
    const main = Number(r.buldMnnm);
    const sub = Number(r.buldSlno || 0);
    const road = roadAddressText({ sido: r.sidoNm, sigungu: r.sggNm, road: r.rn, underground: udrt, main, sub });
    const jibun = jibunAddressText({
      sido: r.sidoNm, sigungu: r.sggNm, dong: r.emdNm, ri: r.liNm || null, san, main: Number(r.lnbrMnnm), sub: Number(r.lnbrSlno || 0),
    });
    const pt = points.get(buildingKey(r));
    if (pt) withPoint++;
    const push = (k: string, v: unknown) => cols[k].push(v);
    push('id', r.adrMngNo); push('bjd', r.bjdCd); push('sido', r.sidoNm); push('sgg', r.sggNm); push('emd', r.emdNm);
    push('li', r.liNm || null); push('san', san); push('bun', Number(r.lnbrMnnm)); push('ho', Number(r.lnbrSlno || 0));
    push('rncd', r.rnCd); push('rn', r.rn); push('udrt', udrt); push('mn', main); push('sl', sub);
    push('admcd', r.admCd || null); push('admnm', r.admNm || null); push('zip', r.zip || null);
    push('bnm', r.buldNmSgg || r.buldNmReg || null); push('road', road); push('jibun', jibun);
    push('rkey', compactKey(road)); push('jkey', compactKey(jibun));
    push('x', pt ? pt[0] : null); push('y', pt ? pt[1] : null);
  }
  await db.query(
    `INSERT INTO geo_address (adr_mng_no, bjd_cd, sido_nm, sgg_nm, emd_nm, li_nm, mntn_yn, lnbr_mnnm, lnbr_slno, rn_cd, rn,
       udrt_yn, buld_mnnm, buld_slno, adm_cd, adm_nm, zip, buld_nm, road_addr, jibun_addr, road_key, jibun_key, geom)
     SELECT t.id, t.bjd, t.sido, t.sgg, t.emd, t.li, t.san, t.bun, t.ho, t.rncd, t.rn, t.udrt, t.mn, t.sl, t.admcd, t.admnm,
       t.zip, t.bnm, t.road, t.jibun, t.rkey, t.jkey,
       CASE WHEN t.x IS NULL THEN NULL ELSE ST_Transform(ST_SetSRID(ST_MakePoint(t.x, t.y), ${ENTRANCE_SRID}), 4326) END
     FROM unnest($1::varchar[], $2::varchar[], $3::varchar[], $4::varchar[], $5::varchar[], $6::varchar[], $7::boolean[],
       $8::int[], $9::int[], $10::varchar[], $11::varchar[], $12::boolean[], $13::int[], $14::int[], $15::varchar[],
       $16::varchar[], $17::varchar[], $18::varchar[], $19::varchar[], $20::varchar[], $21::varchar[], $22::varchar[],
       $23::float8[], $24::float8[])
       AS t(id, bjd, sido, sgg, emd, li, san, bun, ho, rncd, rn, udrt, mn, sl, admcd, admnm, zip, bnm, road, jibun, rkey, jkey, x, y)
     ON CONFLICT (adr_mng_no) DO UPDATE SET bjd_cd = EXCLUDED.bjd_cd, sido_nm = EXCLUDED.sido_nm, sgg_nm = EXCLUDED.sgg_nm,
       emd_nm = EXCLUDED.emd_nm, li_nm = EXCLUDED.li_nm, mntn_yn = EXCLUDED.mntn_yn, lnbr_mnnm = EXCLUDED.lnbr_mnnm,
       lnbr_slno = EXCLUDED.lnbr_slno, rn_cd = EXCLUDED.rn_cd, rn = EXCLUDED.rn, udrt_yn = EXCLUDED.udrt_yn,
       buld_mnnm = EXCLUDED.buld_mnnm, buld_slno = EXCLUDED.buld_slno, adm_cd = EXCLUDED.adm_cd, adm_nm = EXCLUDED.adm_nm,
       zip = EXCLUDED.zip, buld_nm = EXCLUDED.buld_nm, road_addr = EXCLUDED.road_addr, jibun_addr = EXCLUDED.jibun_addr,
       road_key = EXCLUDED.road_key, jibun_key = EXCLUDED.jibun_key, geom = COALESCE(EXCLUDED.geom, geo_address.geom)`,
    Object.values(cols),
  );
  return withPoint;
}
