import fs from 'node:fs';
import path from 'node:path';
import { ensureDemoGazetteer } from './support/gazetteer';
import { importsSuite, type Actor } from './support/imports.suite';

const FIXTURE = {
  bytes: fs.readFileSync(path.join(__dirname, 'fixtures/address_rows_geocoding.csv')),
  name: 'address_rows_geocoding.csv',
};

/** The file's line (header = 1) → the road-name address its row is placed at. */
const MATCHED: Record<number, string> = {
  2: '서울특별시 종로구 세종대로 209',
  3: '서울특별시 중구 세종대로 110',
  4: '서울특별시 종로구 자하문로 92',
  5: '서울특별시 종로구 세종대로 5-1',
};

/** Parses the report CSV (UTF-8 with BOM) into rows of cells (quoted cells may hold commas). */
function csvRows(text: string): string[][] {
  expect(text.charCodeAt(0)).toBe(0xfeff);
  return text
    .slice(1)
    .trim()
    .split('\r\n')
    .map((line) => line.split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/).map((c) => c.replace(/^"|"$/g, '').replace(/""/g, '"')));
}

/**
 * The geocoding upload with an address column instead of X/Y (issue 23): the committed address
 * spreadsheet against the demo gazetteer, in the worker; the points, the counts, the report CSV,
 * both choices for unmatched rows, and the refusals.
 */
describe('address spreadsheet uploads', () => {
  const suite = importsSuite();
  const { http, db, upload, imported, refused } = suite;
  let member: Actor;
  let other: Actor;

  beforeAll(async () => {
    ({ member, other } = suite);
    await ensureDemoGazetteer(suite.app);
  }, 120000);

  /** Each matched and ambiguous row's point, against the gazetteer's point of the address it found. */
  async function expectPoints(tableNm: string, lyrId: string) {
    const rows: Array<{ gid: number; name: string; found: string | null; exact: boolean; hasGeom: boolean }> = await db().query(
      `SELECT t.gid, t."시설명" AS name, r.matched_addr AS found, t.geom IS NOT NULL AS "hasGeom",
         coalesce(ST_DWithin(t.geom, (SELECT ST_Transform(a.geom, 5186) FROM geo_address a WHERE a.road_addr = r.matched_addr LIMIT 1), 0.01), false) AS exact
       FROM layers."${tableNm}" t JOIN lyr_geocode_row r ON r.lyr_id = $1 AND r.row_no = t.gid + 1 ORDER BY t.gid`,
      [lyrId],
    );
    for (const [line, address] of Object.entries(MATCHED)) {
      expect(rows.find((r) => r.gid + 1 === Number(line))).toMatchObject({ found: address, exact: true, hasGeom: true });
    }
    for (const r of rows.filter((r) => r.gid + 1 === 6 || r.gid + 1 === 7)) expect(r).toMatchObject({ hasGeom: true, exact: true });
    return rows;
  }

  it('finds 도로명주소 by its Korean name, geocodes in the worker and keeps unmatched rows without a point (default)', async () => {
    const { layer, job } = await imported(member, { uploadType: 'geocoding' }, [FIXTURE]);
    expect(layer).toMatchObject({ lyr_sttus_code: 'READY', feature_cnt: '9', geom_type: 'Point', srid: 5186, lyr_ty_se_code: '1' });
    expect(job.report).toEqual({
      rowsRead: 9,
      importedCnt: 9,
      skippedCnt: 0,
      skippedRows: [],
      geocoding: {
        addressColumn: '도로명주소',
        unmatchedRows: 'keep',
        matchedCnt: 4,
        ambiguousCnt: 2,
        unmatchedCnt: 3,
        keptWithoutGeometryCnt: 3,
      },
    });
    const rows = await expectPoints(layer.table_nm, layer.lyr_id);
    expect(rows.filter((r) => !r.hasGeom).map((r) => r.gid + 1)).toEqual([8, 9, 10]);
    // The layer's extent holds the points only (Seoul).
    const [{ inSeoul }] = await db().query(
      `SELECT ST_Contains(ST_MakeEnvelope(126.8, 37.4, 127.2, 37.7, 4326), bbox_4326) AS "inSeoul" FROM lyr WHERE lyr_id = $1`,
      [layer.lyr_id],
    );
    expect(inSeoul).toBe(true);

    // The report CSV: a line per row with the result and reason, under the layer's view rule.
    const res = await http()
      .get(`/api/layers/${layer.lyr_id}/geocoding-report`)
      .set(member.auth)
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks).toString('utf8')));
      })
      .expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('address_rows_geocoding_주소변환결과.csv'));
    const [header, ...lines] = csvRows(res.body as string);
    expect(header).toEqual(['행', '결과', '사유', '입력 주소', '찾은 주소', '후보 수', '경도', '위도', '레이어 반영']);
    expect(lines.map((l) => [l[0], l[1], l[2], l[3], l[4], l[8]])).toEqual([
      ['2', '일치', '', '서울 종로구 세종대로 209', MATCHED[2], '위치 있음'],
      ['3', '일치', '', '서울시 중구 세종대로110', MATCHED[3], '위치 있음'],
      ['4', '일치', '', '서울특별시 종로구 자하문로 92, 2층', MATCHED[4], '위치 있음'],
      ['5', '일치', '', '종로구 세종대로 5-1 (세종로)', MATCHED[5], '위치 있음'],
      ['6', '복수 후보', '같은 주소가 여러 곳에 있어 첫 후보 위치를 사용함', '동일로 3', expect.stringMatching(/동일로 3$/), '위치 있음'],
      ['7', '복수 후보', '같은 주소가 여러 곳에 있어 첫 후보 위치를 사용함', '세종대로 3', expect.stringMatching(/세종대로 3$/), '위치 있음'],
      ['8', '찾지 못함', '도로(동)는 있으나 해당 번지(건물번호)가 없음', '서울 종로구 세종대로 9999', '', '위치 없이 포함'],
      ['9', '찾지 못함', '주소를 찾을 수 없음', '부산 해운대구 해운대해변로 264', '', '위치 없이 포함'],
      ['10', '찾지 못함', '주소가 비어 있음', '', '', '위치 없이 포함'],
    ]);
    // Ambiguous rows name their candidates; matched rows have a longitude/latitude.
    expect(Number(lines[4][5])).toBeGreaterThan(1);
    const [{ x, y }] = await db().query(`SELECT ST_X(geom) AS x, ST_Y(geom) AS y FROM geo_address WHERE road_addr = $1`, [MATCHED[2]]);
    expect(Number(lines[0][6])).toBeCloseTo(Number(x), 9);
    expect(Number(lines[0][7])).toBeCloseTo(Number(y), 9);
    // English on request.
    const en = await http().get(`/api/layers/${layer.lyr_id}/geocoding-report`).set(member.auth).set('Accept-Language', 'en').buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks).toString('utf8')));
      })
      .expect(200);
    expect(csvRows(en.body as string)[8].slice(1, 3)).toEqual(['Not found', 'The address was not found']);
    // Another member without a share may not read it (the layer's view rule).
    await http().get(`/api/layers/${layer.lyr_id}/geocoding-report`).set(other.auth).expect(403);
    // A layer deleted takes its report rows along.
    await http().delete(`/api/layers/${layer.lyr_id}`).set(member.auth).expect(200);
    expect((await db().query(`SELECT count(*)::int AS n FROM lyr_geocode_row WHERE lyr_id = $1`, [layer.lyr_id]))[0].n).toBe(0);
  }, 120000);

  it('skips unmatched rows when asked, and lists them in the report as skipped', async () => {
    const { layer, job } = await imported(member, { uploadType: 'geocoding', addressColumn: '도로명주소', unmatchedRows: 'skip' }, [FIXTURE]);
    expect(layer).toMatchObject({ lyr_sttus_code: 'READY', feature_cnt: '6' });
    expect(job.report).toEqual({
      rowsRead: 9,
      importedCnt: 6,
      skippedCnt: 3,
      skippedRows: [8, 9, 10].map((row) => ({ row, reason: 'addressUnmatched', x: null, y: null })),
      geocoding: {
        addressColumn: '도로명주소',
        unmatchedRows: 'skip',
        matchedCnt: 4,
        ambiguousCnt: 2,
        unmatchedCnt: 3,
        keptWithoutGeometryCnt: 0,
      },
    });
    const rows = await expectPoints(layer.table_nm, layer.lyr_id);
    expect(rows.every((r) => r.hasGeom)).toBe(true);
    const res = await http().get(`/api/layers/${layer.lyr_id}/geocoding-report`).set(member.auth).buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks).toString('utf8')));
      })
      .expect(200);
    const lines = csvRows(res.body as string).slice(1);
    expect(lines.map((l) => l[8])).toEqual([...Array(6).fill('위치 있음'), '제외', '제외', '제외']);
  }, 120000);

  it('refuses a table with neither an address column nor X/Y, a missing column and both kinds at once: 400, nothing changed', async () => {
    const plain = { bytes: Buffer.from('시설명,비고\n가,나\n'), name: 'plain.csv' };
    await refused({ uploadType: 'geocoding' }, [plain], 400, '좌표 컬럼이나 주소 컬럼을 찾을 수 없습니다. X/Y(X좌표/Y좌표)·경도/위도 컬럼 또는 주소(도로명주소·지번주소·소재지) 컬럼을 넣거나 위치 컬럼을 선택해 주세요. (컬럼: 시설명, 비고)');
    await refused({ uploadType: 'geocoding', addressColumn: '주소' }, [FIXTURE], 400, "'주소' 컬럼이 파일에 없습니다.");
    await refused({ uploadType: 'geocoding', addressColumn: '도로명주소', xColumn: 'X', yColumn: 'Y' }, [FIXTURE], 400, '주소 컬럼과 좌표(X/Y) 컬럼 중 하나만 선택해 주세요.');
    await refused({ uploadType: 'geocoding', unmatchedRows: 'drop' }, [FIXTURE], 400, '입력값을 확인해 주세요.');
  }, 60000);

  it('an address table whose every address is unmatched and skipped fails with the reason, leaving nothing', async () => {
    const none = { bytes: Buffer.from('이름,주소\n가,부산 해운대구 없는로 1\n'), name: 'none.csv' };
    const res = await upload(member, { uploadType: 'geocoding', unmatchedRows: 'skip' }, [none]).expect(202);
    const job = await suite.finish(member, res.body.result.jobId);
    expect(job).toMatchObject({ state: 'failed', error: "'주소' 컬럼의 주소를 하나도 찾지 못해 레이어에 넣을 행이 없습니다. 주소를 확인하거나, 찾지 못한 행을 위치 없이 유지하도록 선택해 주세요." });
    expect((await db().query(`SELECT count(*)::int AS n FROM lyr WHERE lyr_id = $1`, [res.body.result.lyrId]))[0].n).toBe(0);
  }, 60000);
});
