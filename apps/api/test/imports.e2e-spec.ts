import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import type { INestApplication, INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { USER_SE_CODES } from '@nuri/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { fromBufferPromise } from 'yauzl';
import { ZipFile } from 'yazl';
import { LayerThumbnailQueue } from '../src/modules/imports/layer-thumbnail.queue';
import type { ImportReportDto } from '../src/modules/layers/dto/import-report.dto';
import { WorkerModule } from '../src/worker.module';
import { Factories } from './support/factories';
import { createTestApp } from './support/test-app';
import { bufferOf, zeros } from './support/streams';

// Own queue prefix and storage: other suites' workers must not take these jobs.
process.env.QUEUE_PREFIX = 'nuri-test-imports';
const STORAGE = fs.mkdtempSync(path.join(os.tmpdir(), 'nuri-imports-'));
process.env.STORAGE_DIR = STORAGE;

const DATA = path.resolve(__dirname, '../../../../shared/data');
const file = (name: string) => ({ bytes: fs.readFileSync(path.join(DATA, name)), name });
type Upload = { bytes: Buffer; name: string };
type Actor = Awaited<ReturnType<Factories['actor']>>;
type Fields = Record<string, string>;

function zipOf(entries: Array<{ name: string; bytes?: Buffer; stream?: Readable }>): Promise<Buffer> {
  const zip = new ZipFile();
  for (const e of entries) {
    if (e.stream) zip.addReadStream(e.stream, e.name);
    else zip.addBuffer(e.bytes ?? Buffer.alloc(0), e.name);
  }
  zip.end();
  return bufferOf(zip.outputStream);
}

/** A stream of zeros, unpacking to far more than it packs to. */

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name);
}

describe('layer uploads and imports', () => {
  let app: INestApplication;
  let worker: INestApplicationContext;
  let f: Factories;
  let member: Actor;
  let other: Actor;
  const http = () => request(app.getHttpServer());
  const db = () => app.get(DataSource);

  const upload = (who: Actor, fields: Fields, files: Upload[]) => {
    let req = http().post('/api/layers/upload').set(who.auth);
    for (const [k, v] of Object.entries(fields)) req = req.field(k, v);
    for (const u of files) req = req.attach('files', u.bytes, u.name);
    return req;
  };

  /** Polls the job until it ends; returns its last answer and every progress value seen. */
  async function finish(
    who: Actor,
    jobId: string,
  ): Promise<{ state: string; error: string | null; progress: number[]; report: ImportReportDto | null }> {
    const seen: number[] = [];
    for (let i = 0; i < 600; i++) {
      const res = await http().get(`/api/jobs/${jobId}`).set(who.auth).expect(200);
      seen.push(res.body.result.progress);
      if (res.body.result.state === 'completed' || res.body.result.state === 'failed')
        return { ...res.body.result, progress: seen };
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`job ${jobId} did not finish`);
  }

  async function imported(who: Actor, fields: Fields, files: Upload[]) {
    const res = await upload(who, fields, files).expect(202);
    expect(res.body.code).toBe(202);
    const { lyrId, jobId } = res.body.result;
    expect(jobId).toBe(`import-${lyrId}`);
    const job = await finish(who, jobId);
    expect(job).toMatchObject({ state: 'completed', error: null });
    const [layer] = await db().query(`SELECT * FROM lyr WHERE lyr_id = $1`, [lyrId]);
    return { layer, job };
  }

  /**
   * What an upload could leave behind: the member's layer rows, layer tables without their layer
   * (named from layer ids: l_/s_<hex>; other suites may add tables meanwhile), stored files.
   */
  async function leftovers() {
    const [row] = await db().query(
      `SELECT (SELECT count(*)::int FROM lyr WHERE register_id = $1) AS layers,
         (SELECT count(*)::int FROM pg_tables t WHERE schemaname = 'layers' AND tablename ~ '^[ls]_[0-9a-f]{32}$'
            AND NOT EXISTS (SELECT 1 FROM lyr WHERE replace(lyr_id, '-', '') = substr(t.tablename, 3))) AS orphans`,
      [member.user.userId],
    );
    const files = {
      tmp: filesUnder(path.join(STORAGE, 'tmp')),
      imports: filesUnder(path.join(STORAGE, 'imports')),
    };
    return { ...row, ...files };
  }

  async function refused(fields: Fields, files: Upload[], status: number, message: RegExp | string) {
    const before = await leftovers();
    const res = await upload(member, fields, files).expect(status);
    expect(res.body.code).toBe(status);
    expect(res.body.message).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
    expect(await leftovers()).toEqual(before);
    expect(before).toMatchObject({ orphans: 0, tmp: [], imports: [] });
  }

  const column = async (table: string, sql: string) =>
    (await db().query(`SELECT ${sql} AS v FROM layers."${table}"`))[0].v;

  beforeAll(async () => {
    app = await createTestApp();
    worker = await NestFactory.createApplicationContext(WorkerModule, { logger: false });
    await worker.init();
    f = new Factories(app);
    const instt = await f.newInstitution();
    member = await f.actor(instt.insttCode, USER_SE_CODES.MEMBER);
    other = await f.actor(instt.insttCode, USER_SE_CODES.MEMBER);
  }, 60000);
  afterAll(async () => {
    await worker?.close();
    await app?.close();
    fs.rmSync(STORAGE, { recursive: true, force: true });
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

  it('refuses bad files with a clear error and leaves nothing behind', async () => {
    await refused(
      { uploadType: 'shp' },
      [file('bad_no_shp.zip')],
      400,
      /SHP 파일\(\.shp\)을 찾을 수 없습니다/,
    );
    await refused(
      { uploadType: 'shp' },
      [file('bad_missing_dbf.zip')],
      400,
      'SHP 파일에 필요한 .dbf 파일이 없습니다.',
    );
    await refused(
      { uploadType: 'image' },
      [file('bad_dxf_named.png')],
      415,
      /'bad_dxf_named.png' 파일의 내용이 PNG\/JPEG 형식이 아닙니다/,
    );
    await refused(
      { uploadType: 'geocoding' },
      [file('bad_csv_no_coords.csv')],
      400,
      /X\/Y\(X좌표\/Y좌표\) 또는 경도\/위도 컬럼/,
    );
    await refused(
      { uploadType: 'shp' },
      [{ bytes: Buffer.from('hello'), name: 'notes.txt' }],
      415,
      'zip, shp, shx, dbf, prj, cpg 파일만 업로드할 수 있습니다.',
    );
    await refused(
      { uploadType: 'geotiff' },
      [{ bytes: Buffer.alloc(0), name: 'empty.tif' }],
      400,
      "'empty.tif' 파일이 비어 있습니다.",
    );
    await refused(
      { uploadType: 'geotiff' },
      [{ ...file('dem_5186.png'), name: 'named.tif' }],
      415,
      /'named.tif' 파일의 내용이 GeoTIFF 형식이 아닙니다/,
    );
    await refused(
      { uploadType: 'dxf' },
      [{ ...file('dem_5186.png'), name: 'named.dxf' }],
      415,
      /DXF 형식이 아닙니다/,
    );
    await refused(
      { uploadType: 'geocoding' },
      [{ ...file('dem_5186.png'), name: 'named.xlsx' }],
      415,
      /XLSX 형식이 아닙니다/,
    );
    await refused({ uploadType: 'image' }, [file('thumb_ok.png')], 400, /월드 파일/);
    await refused({ uploadType: 'geocoding' }, [], 400, '업로드할 파일을 선택해 주세요.');
  });

  it('refuses uploads over the size limits: geoTiff 50 MB, image 3 MB', async () => {
    const tif = file('dem_5186.tif').bytes;
    await refused(
      { uploadType: 'geotiff' },
      [{ bytes: Buffer.concat([tif, Buffer.alloc(50 * 1024 * 1024)]), name: 'big.tif' }],
      413,
      /업로드 용량은 50MB로 제한됩니다/,
    );
    const png = file('dem_5186.png').bytes;
    await refused(
      { uploadType: 'image' },
      [{ bytes: Buffer.concat([png, Buffer.alloc(3 * 1024 * 1024)]), name: 'big.png' }],
      413,
      /업로드 용량은 3MB로 제한됩니다/,
    );
  }, 60000);

  it('refuses rasters declaring more pixels than the limits (decompression bombs), leaving nothing', async () => {
    // A valid 1-bit PNG of 20000 × 20000 pixels (400 M, over the 100 M image limit): zero rows
    // deflate to a few tens of KB, far under the 3 MB file limit.
    const side = 20000;
    const chunk = (type: string, data: Buffer) => {
      const head = Buffer.alloc(8);
      head.writeUInt32BE(data.length, 0);
      head.write(type, 4, 'latin1');
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(zlib.crc32(Buffer.concat([Buffer.from(type, 'latin1'), data])), 0);
      return Buffer.concat([head, data, crc]);
    };
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(side, 0);
    ihdr.writeUInt32BE(side, 4);
    ihdr.set([1, 0, 0, 0, 0], 8);
    const rows = Buffer.alloc(side * (1 + side / 8));
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
      chunk('IEND', Buffer.alloc(0)),
    ]);
    expect(png.length).toBeLessThan(3 * 1024 * 1024);
    await refused(
      { uploadType: 'image', extent: '190000,540000,200000,550000' },
      [{ bytes: png, name: 'bomb.png' }],
      413,
      "'bomb.png'의 크기(20000×20000 픽셀)가 너무 큽니다. 최대 100M 픽셀까지 올릴 수 있습니다.",
    );
  }, 60000);

  it('refuses zip slip and zip bombs before unpacking them', async () => {
    const shp = file('facilities_5186_cp949.zip').bytes;
    const slip = await zipOf([
      { name: 'XX/evil.shp', bytes: shp },
      { name: 'ok.shx', bytes: shp },
      { name: 'ok.dbf', bytes: shp },
    ]);
    // yazl refuses to write '..' itself: the name is patched in place (local header and directory).
    const patched = Buffer.from(slip.toString('latin1').split('XX/evil.shp').join('../evil.shp'), 'latin1');
    await refused(
      { uploadType: 'shp' },
      [{ bytes: patched, name: 'slip.zip' }],
      400,
      /압축 파일에 허용되지 않는 경로가 있습니다. \(\.\.\/evil\.shp\)/,
    );
    const many = await zipOf(
      Array.from({ length: 101 }, (_, i) => ({ name: `f${i}.txt`, bytes: Buffer.from('x') })),
    );
    await refused(
      { uploadType: 'shp' },
      [{ bytes: many, name: 'many.zip' }],
      413,
      '압축 파일에는 항목이 100개까지만 허용됩니다.',
    );
    const bomb = await zipOf([
      { name: 'a.shp', bytes: Buffer.alloc(100) },
      { name: 'a.shx', bytes: Buffer.alloc(100) },
      { name: 'a.dbf', stream: zeros(1024 * 1024 * 1024 + 1) },
    ]);
    expect(bomb.length).toBeLessThan(3 * 1024 * 1024);
    await refused(
      { uploadType: 'shp' },
      [{ bytes: bomb, name: 'bomb.zip' }],
      413,
      '압축을 푼 용량은 1GB로 제한됩니다.',
    );
  }, 120000);

  it('keeps national layers to provider admins and layers away from viewers', async () => {
    await refused(
      { uploadType: 'dxf', holdDataSeCode: '9' },
      [file('roads_5186.dxf')],
      403,
      '국가공간정보 레이어는 플랫폼 관리자만 등록할 수 있습니다.',
    );
    const viewer = await f.actor(member.user.insttCode, USER_SE_CODES.VIEWER);
    await upload(viewer, { uploadType: 'dxf' }, [file('roads_5186.dxf')]).expect(403);
    const admin = await f.actor(member.user.insttCode, USER_SE_CODES.PROVIDER_ADMIN);
    const { layer } = await imported(admin, { uploadType: 'dxf', holdDataSeCode: '9', lyrNm: '도로(국가)' }, [
      file('roads_5186.dxf'),
    ]);
    expect(layer).toMatchObject({ hold_data_se_code: '9', lyr_nm: '도로(국가)' });
  }, 60000);

  it('shows a job to its owner and admins only', async () => {
    const res = await upload(member, { uploadType: 'dxf' }, [file('roads_5186.dxf')]).expect(202);
    await http().get(`/api/jobs/${res.body.result.jobId}`).set(other.auth).expect(403);
    const admin = await f.actor(member.user.insttCode, USER_SE_CODES.INSTT_ADMIN);
    await http().get(`/api/jobs/${res.body.result.jobId}`).set(admin.auth).expect(200);
    await finish(member, res.body.result.jobId);
    await http().get('/api/jobs/import-00000000-0000-4000-8000-000000000000').set(member.auth).expect(404);
  }, 60000);

  it('takes a shapefile as its part files too, naming a missing part', async () => {
    const zip = await fromBufferPromise(file('roads_5186_utf8.zip').bytes, { lazyEntries: true });
    const parts: Upload[] = [];
    for await (const entry of zip.eachEntry()) {
      const chunks: Buffer[] = [];
      for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
      parts.push({ bytes: Buffer.concat(chunks), name: entry.fileName });
    }
    const withoutShx = parts.filter((p) => !p.name.endsWith('.shx'));
    await refused({ uploadType: 'shp' }, withoutShx, 400, 'SHP 파일에 필요한 .shx 파일이 없습니다.');
    const { layer } = await imported(member, { uploadType: 'shp' }, parts);
    expect(layer).toMatchObject({
      feature_cnt: '40',
      geom_type: 'MultiLineString',
      lyr_nm: 'roads_5186_utf8',
    });
  }, 60000);

  it('draws a thumbnail again on request (the thumbnail job)', async () => {
    const { layer } = await imported(member, { uploadType: 'dxf' }, [file('roads_5186.dxf')]);
    const thumbnail = path.join(STORAGE, layer.thumbnail_path);
    fs.rmSync(thumbnail);
    await app.get(LayerThumbnailQueue).redraw(layer.lyr_id, layer.data_version);
    for (let i = 0; i < 100 && !fs.existsSync(thumbnail); i++) await new Promise((r) => setTimeout(r, 100));
    expect(fs.readFileSync(thumbnail).subarray(1, 4).toString()).toBe('PNG');
  }, 60000);
});
