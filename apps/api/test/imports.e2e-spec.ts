import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { importsSuite, STORAGE, file, type Actor, zipOf, filesUnder } from './support/imports.suite';

describe('layer uploads and imports', () => {
  const suite = importsSuite();
  const { http, db, upload, finish, imported, leftovers, column } = suite;
  let member: Actor;
  let other: Actor;
  beforeAll(() => {
    ({ member, other } = suite);
  });

  it.each([
    ['seoul_districts_5186_cp949.zip', 'shp', 25, 'MultiPolygon', '3', 'gu_nm', '종로구'],
    ['facilities_5186_cp949.zip', 'shp', 300, 'Point', '1', 'fclty_nm', '주민센터 1호'],
    ['roads_5186_utf8.zip', 'shp', 40, 'MultiLineString', '2', 'road_nm', '테스트로 1길'],
    ['facilities_xy_5186.csv', 'geocoding', 300, 'Point', '1', '시설명', '주민센터 1호'],
    ['facilities_lonlat.csv', 'geocoding', 300, 'Point', '1', '시설명', '주민센터 1호'],
    ['facilities_lonlat.txt', 'geocoding', 50, 'Point', '1', '시설명', '주민센터 1호'],
    ['facilities_xy_5186.xlsx', 'geocoding', 300, 'Point', '1', '시설명', '주민센터 1호'],
    ['roads_5186.dxf', 'dxf', 40, 'MultiLineString', '2', 'entityhandle', '20000'],
  ])(
    'imports %s (%s): features, geometry type, SRID 5186, Korean text',
    async (name, uploadType, count, type, code, attr, text) => {
      const { layer, job } = await imported(member, { uploadType }, [file(name)]);
      const stem = name.replace(/\.\w+$/, '');
      expect(layer).toMatchObject({
        lyr_sttus_code: 'READY',
        feature_cnt: String(count),
        geom_type: type,
        srid: 5186,
      });
      expect(layer).toMatchObject({
        lyr_ty_se_code: code,
        geom_column: 'geom',
        upload_ty: uploadType,
        lyr_nm: stem,
      });
      const [facts] = await db().query(
        `SELECT count(*)::int AS count, Find_SRID('layers', $1, 'geom') AS "declared", min(ST_SRID(geom)) AS "srid",
         ST_XMin(ST_Extent(geom)) > 180000 AND ST_XMax(ST_Extent(geom)) < 215000 AS "inSeoul",
         bool_or("${attr}"::text = $2) AS "text",
         (SELECT string_agg(indexdef, ' ') FROM pg_indexes WHERE schemaname = 'layers' AND tablename = $1) AS "indexes",
         (SELECT ST_Contains(ST_MakeEnvelope(126, 37, 128, 38, 4326), bbox_4326) FROM lyr WHERE lyr_id = $3) AS "bbox"
       FROM layers."${layer.table_nm}"`,
        [layer.table_nm, text, layer.lyr_id],
      );
      expect(facts).toEqual({
        count,
        declared: 5186,
        srid: 5186,
        inSeoul: true,
        text: true,
        indexes: expect.stringMatching(/USING gist \(geom\)/),
        bbox: true,
      });
      expect(fs.readFileSync(path.join(STORAGE, layer.thumbnail_path)).subarray(1, 4).toString()).toBe('PNG');
      expect(job.progress.at(-1)).toBe(100);
      expect(job.progress.every((p, i) => i === 0 || p >= job.progress[i - 1])).toBe(true);
      expect(filesUnder(path.join(STORAGE, 'imports'))).toEqual([]);
    },
    60000,
  );

  it('turns a GeoTIFF into a Cloud-Optimized GeoTIFF raster layer (lyrTySeCode 0)', async () => {
    const { layer } = await imported(member, { uploadType: 'geotiff' }, [file('dem_5186.tif')]);
    expect(layer).toMatchObject({
      lyr_ty_se_code: '0',
      srid: 5186,
      lyr_sttus_code: 'READY',
      raster_path: `rasters/${layer.lyr_id}.tif`,
    });
    const info = execFileSync('gdalinfo', [path.join(STORAGE, layer.raster_path)]).toString();
    expect(info).toContain('LAYOUT=COG');
    expect(info).toMatch(/Size is 200, 200/);
    expect(fs.existsSync(path.join(STORAGE, layer.thumbnail_path))).toBe(true);
  }, 60000);

  it('places an image by its world file', async () => {
    const { layer } = await imported(member, { uploadType: 'image' }, [
      file('dem_5186.png'),
      file('dem_5186.wld'),
    ]);
    expect(layer).toMatchObject({ lyr_ty_se_code: '0', srid: 5186, upload_ty: 'image' });
    const info = execFileSync('gdalinfo', [path.join(STORAGE, layer.raster_path)]).toString();
    expect(info).toContain('LAYOUT=COG');
    expect(info).toMatch(/Origin = \(185000\.0+,565000\.0+\)/);
    expect(info).toContain('Korea 2000 / Central Belt 2010');
  }, 60000);

  it('places an image by an extent the user gives', async () => {
    const { layer } = await imported(member, { uploadType: 'image', extent: '190000,540000,200000,550000' }, [
      file('thumb_ok.png'),
    ]);
    const info = execFileSync('gdalinfo', [path.join(STORAGE, layer.raster_path)]).toString();
    expect(info).toMatch(/Origin = \(190000\.0+,550000\.0+\)/);
  }, 60000);

  // Plain coordinate columns: GDAL builds the points; with a WKT column: SQL builds them from text.
  it.each([
    ['points built by GDAL', '', ''],
    ['points built in SQL', ',wkt', ',-'],
  ])(
    'reports rows with bad coordinates with their line and reason, and skips them (%s)',
    async (_, head, cell) => {
      const rows = [
        '가,190000,550000',
        '나,,550001',
        '다,abc,550002',
        '라,191000,550003',
        '마,1e30,550004',
        '바,192000,550005',
      ];
      const csv = [`이름,X,Y${head}`, ...rows.map((r) => r + cell)].join('\n');
      const { layer } = await imported(member, { uploadType: 'geocoding' }, [
        { bytes: Buffer.from(csv), name: 'mixed.csv' },
      ]);
      expect(layer.feature_cnt).toBe('3');
      const report = { skippedCnt: 3, sourceSrid: 5186, targetSrid: 5186, xColumn: 'X', yColumn: 'Y' };
      expect(layer.import_report).toMatchObject(report);
      expect(layer.import_report.skippedRows).toEqual([
        { row: 3, reason: 'empty', x: '', y: '550001' },
        { row: 4, reason: 'notNumeric', x: 'abc', y: '550002' },
        { row: 6, reason: 'outOfRange', x: '1e30', y: '550004' },
      ]);
      expect(await column(layer.table_nm, `string_agg("이름", ',' ORDER BY gid)`)).toBe('가,라,바');
      // New features get ids after the imported rows.
      const [{ gid }] = await db().query(
        `INSERT INTO layers."${layer.table_nm}" ("이름") VALUES ('새') RETURNING gid`,
      );
      expect(gid).toBe(7);
    },
    60000,
  );

  it('answers the import report in the job result and the layer detail: rows read, imported, skipped with reasons', async () => {
    const csv = ['이름,X,Y', '가,190000,550000', '나,,550001', '다,abc,550002', '라,191000,550003', '마,1e30,550004'].join('\n');
    const { layer, job } = await imported(member, { uploadType: 'geocoding' }, [{ bytes: Buffer.from(csv), name: 'report.csv' }]);
    const report = {
      rowsRead: 5,
      importedCnt: 2,
      skippedCnt: 3,
      skippedRows: [
        { row: 3, reason: 'empty', x: '', y: '550001' },
        { row: 4, reason: 'notNumeric', x: 'abc', y: '550002' },
        { row: 6, reason: 'outOfRange', x: '1e30', y: '550004' },
      ],
    };
    expect(job.report).toEqual(report);
    // Stored with the layer: the detail answers it as long as the layer lives.
    expect(layer.import_report).toMatchObject(report);
    const detail = await http().get(`/api/layers/${layer.lyr_id}`).set(member.auth).expect(200);
    expect(detail.body.result).toMatchObject({ featureCnt: 2, status: 'READY', importReport: report });
    // Another member of the institution without a share cannot read the job.
    await http().get(`/api/jobs/import-${layer.lyr_id}`).set(other.auth).expect(403);
  }, 60000);

  it('counts every skipped row and lists the first 1,000', async () => {
    const rows = ['name,X,Y', 'a,190000,550000'];
    for (let i = 0; i < 1200; i++) rows.push(`b${i},,55${i}`);
    rows.push('c,191000,550001');
    const { layer, job } = await imported(member, { uploadType: 'geocoding' }, [
      { bytes: Buffer.from(rows.join('\n')), name: 'many-bad.csv' },
    ]);
    const report = job.report;
    expect(report).toMatchObject({ rowsRead: 1202, importedCnt: 2, skippedCnt: 1200 });
    expect(report?.skippedRows).toHaveLength(1000);
    expect(report?.skippedRows[0]).toEqual({ row: 3, reason: 'empty', x: '', y: '550' });
    expect(report?.skippedRows[999].row).toBe(1002);
    const detail = await http().get(`/api/layers/${layer.lyr_id}`).set(member.auth).expect(200);
    expect(detail.body.result.importReport).toEqual(report);
  }, 60000);

  it('leaves out shapefile features without a geometry and reports them', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nuri-null-shp-'));
    const point = (x: number, y: number) => ({ type: 'Point', coordinates: [x, y] });
    const features = [point(190000, 550000), null, point(191000, 551000), null, point(192000, 552000)].map((geometry, i) => ({
      type: 'Feature',
      properties: { name: `f${i + 1}` },
      geometry,
    }));
    fs.writeFileSync(path.join(dir, 'src.geojson'), JSON.stringify({ type: 'FeatureCollection', features }));
    execFileSync('ogr2ogr', ['-f', 'ESRI Shapefile', '-a_srs', 'EPSG:5186', '-nlt', 'POINT', path.join(dir, 'nulls.shp'), path.join(dir, 'src.geojson')]);
    const zip = await zipOf(
      ['shp', 'shx', 'dbf', 'prj'].map((ext) => ({ name: `nulls.${ext}`, bytes: fs.readFileSync(path.join(dir, `nulls.${ext}`)) })),
    );
    fs.rmSync(dir, { recursive: true, force: true });
    const { layer, job } = await imported(member, { uploadType: 'shp' }, [{ bytes: zip, name: 'nulls.zip' }]);
    const report = {
      rowsRead: 5,
      importedCnt: 3,
      skippedCnt: 2,
      skippedRows: [
        { row: 2, reason: 'emptyGeometry', x: null, y: null },
        { row: 4, reason: 'emptyGeometry', x: null, y: null },
      ],
    };
    expect(job.report).toEqual(report);
    expect(layer.feature_cnt).toBe('3');
    expect(await column(layer.table_nm, `string_agg(name, ',' ORDER BY gid)`)).toBe('f1,f3,f5');
    const detail = await http().get(`/api/layers/${layer.lyr_id}`).set(member.auth).expect(200);
    expect(detail.body.result.importReport).toEqual(report);
  }, 60000);

  it('reprojects longitude/latitude rows to 5186, leaving out those out of range', async () => {
    const csv = ['name,경도,위도', 'a,126.98,37.57', 'b,500,37.5', 'c,127.0,37.5'].join('\n');
    const { layer } = await imported(member, { uploadType: 'geocoding' }, [
      { bytes: Buffer.from(csv), name: 'lonlat.csv' },
    ]);
    expect(layer).toMatchObject({ feature_cnt: '2', srid: 5186 });
    expect(layer.import_report).toMatchObject({
      sourceSrid: 4326,
      skippedCnt: 1,
      skippedRows: [{ row: 3, reason: 'outOfRange', x: '500', y: '37.5' }],
    });
    expect(await column(layer.table_nm, `Find_SRID('layers', '${layer.table_nm}', 'geom')`)).toBe(5186);
    expect(await column(layer.table_nm, 'round(min(ST_X(ST_Transform(geom, 4326)))::numeric, 2)::text')).toBe(
      '126.98',
    );
  }, 60000);

  it('uses the coordinate columns and source SRID the user names', async () => {
    const csv = ['name,a,b', 'p,126.98,37.57', 'q,127.0,37.5'].join('\n');
    const { layer } = await imported(
      member,
      { uploadType: 'geocoding', xColumn: 'a', yColumn: 'b', srid: '4326' },
      [{ bytes: Buffer.from(csv), name: 'named.csv' }],
    );
    expect(layer).toMatchObject({ feature_cnt: '2', srid: 5186 });
    expect(await column(layer.table_nm, 'round(ST_X(ST_Transform(geom, 4326))::numeric, 2)::text')).toBe(
      '126.98',
    );
  }, 60000);

  it('fails a job whose rows all lack coordinates, keeping the error and leaving nothing', async () => {
    const before = await leftovers();
    const csv = ['x,y', ',', 'a,b'].join('\n');
    const res = await upload(member, { uploadType: 'geocoding' }, [
      { bytes: Buffer.from(csv), name: 'nothing.csv' },
    ]).expect(202);
    const job = await finish(member, res.body.result.jobId);
    expect(job.state).toBe('failed');
    expect(job.error).toMatch(/좌표가 올바른 행이 없습니다/);
    expect(await leftovers()).toEqual(before);
    const en = await http().get(`/api/jobs/${res.body.result.jobId}?lang=en`).set(member.auth).expect(200);
    expect(en.body.result.error).toMatch(/No row has valid coordinates/);
  }, 60000);
});
