import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { USER_SE_CODES } from '@nuri/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { fromBufferPromise } from 'yauzl';
import { AppConfig } from '../src/config/app-config';
import { Factories } from './support/factories';
import { createTestApp } from './support/test-app';

type Actor = Awaited<ReturnType<Factories['actor']>>;
type Feature = { type: 'Feature'; id: number; properties: Record<string, unknown>; geometry: { type: string; coordinates: number[][][][] } | null };

const binary = (res: request.Response, done: (err: Error | null, body: Buffer) => void): void => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

async function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  const zip = await fromBufferPromise(bytes, { lazyEntries: true });
  const out = new Map<string, Buffer>();
  for await (const entry of zip.eachEntry()) {
    const chunks: Buffer[] = [];
    for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
    out.set(entry.fileName, Buffer.concat(chunks));
  }
  return out;
}

describe('layer data: columns, attribute queries, bbox, downloads, features', () => {
  let app: INestApplication;
  let f: Factories;
  let owner: Actor;
  let colleague: Actor;
  let lyrId: string;
  let tableNm: string;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'layer-data-'));
  const http = () => request(app.getHttpServer());
  const db = () => app.get(DataSource);
  const LYR_NM = '서울 자치구/경계';
  const stranger = async () => f.actor((await f.newInstitution()).insttCode, USER_SE_CODES.MEMBER);

  /** A layer record over a table of the layers schema (the importer's shape: gid, geom in 5186, attributes). */
  async function layerOver(table: string, geomType: string, lyrTySeCode: string, count: number): Promise<string> {
    const id = `lyr-${randomBytes(8).toString('hex')}`;
    await db().query(
      `INSERT INTO lyr (lyr_id, lyr_nm, lyr_ty_se_code, upload_ty, instt_code, register_id, table_nm, geom_column, geom_type, srid, feature_cnt)
       VALUES ($1, $2, $3, 'custom', $4, $5, $6, 'geom', $7, 5186, $8)`,
      [id, LYR_NM, lyrTySeCode, owner.user.insttCode, owner.user.userId, table, geomType, count],
    );
    return id;
  }

  const attributes = (body: Record<string, unknown>, who: Actor = owner) =>
    http().post(`/api/layers/${lyrId}/attributes`).set(who.auth).send(body);
  const names = async (attributeFilter: string): Promise<string[]> => {
    const res = await attributes({ attributeFilter, excludeGeometry: true, pageSize: 100 }).expect(200);
    return (res.body.result.content as Feature[]).map((x) => String(x.properties.name));
  };

  beforeAll(async () => {
    app = await createTestApp();
    f = new Factories(app);
    const instt = (await f.newInstitution()).insttCode;
    owner = await f.actor(instt, USER_SE_CODES.MEMBER);
    colleague = await f.actor(instt, USER_SE_CODES.MEMBER);
    tableNm = `t_${randomBytes(6).toString('hex')}`;
    await db().query(
      `CREATE TABLE layers."${tableNm}" (gid serial PRIMARY KEY, geom geometry(MultiPolygon, 5186), "name" text, pop int,
         code varchar(10), created date, "open" boolean, "시설 구분" text)`,
    );
    await db().query(
      `INSERT INTO layers."${tableNm}" (geom, "name", pop, code, created, "open", "시설 구분") VALUES
         (ST_Multi(ST_MakeEnvelope(197000, 552000, 199000, 554000, 5186)), '종로구', 150000, '11', '2024-01-01', true, '공원'),
         (ST_Multi(ST_MakeEnvelope(199000, 550000, 201000, 552000, 5186)), '중구', 120000, '12', '2024-02-01', false, '도서관'),
         (ST_Multi(ST_MakeEnvelope(198000, 548000, 200000, 550000, 5186)), '용산구', 230000, '13', NULL, true, NULL),
         (ST_Multi(ST_MakeEnvelope(201000, 548000, 203000, 550000, 5186)), '강남구', 540000, '23', '2024-03-05', NULL, '공원'),
         (ST_Multi(ST_MakeEnvelope(199000, 552000, 201000, 554000, 5186)), 'it''s 구', NULL, '99', '2023-12-31', false, '기타')`,
    );
    lyrId = await layerOver(tableNm, 'MultiPolygon', '3', 5);
  });
  afterAll(async () => {
    fs.rmSync(work, { recursive: true, force: true });
    await app.close();
  });

  it('lists the columns from the catalog with the key and geometry flagged', async () => {
    const columns = (await http().get(`/api/layers/${lyrId}/columns`).set(owner.auth).expect(200)).body.result;
    expect(columns.map((c: { name: string }) => c.name)).toEqual(['gid', 'geom', 'name', 'pop', 'code', 'created', 'open', '시설 구분']);
    expect(columns[0]).toMatchObject({ isKey: true, isGeometry: false, kind: 'numeric', type: 'integer' });
    expect(columns[1]).toMatchObject({ isGeometry: true, kind: 'geometry', geometryType: 'MultiPolygon', srid: 5186 });
    expect(columns[4]).toMatchObject({ type: 'character varying(10)', kind: 'text', isGeometry: false });
    await http().get(`/api/layers/${lyrId}/columns`).set((await stranger()).auth).expect(403);
  });

  it('pages features as GeoJSON in EPSG:4326, sorted by the key unless told otherwise', async () => {
    const res = await attributes({}).expect(200);
    expect(res.body.result).toMatchObject({ totalElements: 5, pageIndex: 1, pageSize: 10, last: true });
    const [first] = res.body.result.content as Feature[];
    expect(first).toMatchObject({ type: 'Feature', id: 1, properties: { name: '종로구', pop: 150000, code: '11', created: '2024-01-01', open: true, '시설 구분': '공원' } });
    expect(Object.keys(first.properties)).not.toContain('gid');
    expect(Object.keys(first.properties)).not.toContain('geom');
    const [lon, lat] = first.geometry!.coordinates[0][0][0];
    expect(lon).toBeCloseTo(126.97, 1);
    expect(lat).toBeCloseTo(37.6, 1);
    expect((await attributes({ excludeGeometry: true }).expect(200)).body.result.content[0].geometry).toBeNull();
    const page2 = (await attributes({ pageIndex: 2, pageSize: 2, sortColumnName: 'pop', sortBy: 'DESC', excludeGeometry: true }).expect(200)).body.result;
    expect(page2).toMatchObject({ totalElements: 5, last: false });
    expect(page2.content.map((x: Feature) => x.properties.name)).toEqual(['종로구', '중구']);
    const last = (await attributes({ pageIndex: 3, pageSize: 2, sortColumnName: 'POP', sortBy: 'DESC' }).expect(200)).body.result;
    expect(last.content.map((x: Feature) => x.properties.name)).toEqual(["it's 구"]);
    await attributes({ sortColumnName: 'geom' }).expect(400);
    await attributes({ sortColumnName: 'nope' }).expect(400);
    await attributes({ sortBy: 'SIDEWAYS' }).expect(400);
    await attributes({ pageSize: 1001 }).expect(400);
  });

  it('filters with every operator, Korean text and quoted names', async () => {
    expect(await names("name = '종로구'")).toEqual(['종로구']);
    expect(await names("name != '종로구' AND name <> '중구' AND pop IS NOT NULL")).toEqual(['용산구', '강남구']);
    expect(await names('pop > 150000')).toEqual(['용산구', '강남구']);
    expect(await names('pop >= 150000 AND pop < 540000')).toEqual(['종로구', '용산구']);
    expect(await names('pop <= 120000')).toEqual(['중구']);
    expect(await names('code IN (11, 13) OR code in (\'23\')')).toEqual(['종로구', '용산구', '강남구']);
    expect(await names("code NOT IN ('11', '12', '13')")).toEqual(['강남구', "it's 구"]);
    expect(await names("name LIKE '%구' AND name NOT LIKE '종%'")).toEqual(['중구', '용산구', '강남구', "it's 구"]);
    expect(await names("name ILIKE 'IT''S%'")).toEqual(["it's 구"]);
    expect(await names('pop BETWEEN 120000 AND 150000')).toEqual(['종로구', '중구']);
    expect(await names('pop NOT BETWEEN 120000 AND 150000')).toEqual(['용산구', '강남구']);
    expect(await names('pop IS NULL OR created IS NULL')).toEqual(['용산구', "it's 구"]);
    expect(await names("open = TRUE AND NOT (name = '용산구')")).toEqual(['종로구']);
    expect(await names("created >= '2024-02-01'")).toEqual(['중구', '강남구']);
    expect(await names(`"시설 구분" = '공원' and (pop > 500000 or code = '11')`)).toEqual(['종로구', '강남구']);
    expect(await names("name = '중구' OR name = '종로구' AND pop > 200000")).toEqual(['중구']);
    expect(await names("(name = '중구' OR name = '종로구') AND pop > 200000")).toEqual([]);
    expect(await names('   ')).toHaveLength(5);
  });

  it('refuses SQL, unknown columns and misfit values with a 400 naming the position', async () => {
    const refused = async (attributeFilter: string) => {
      const res = await attributes({ attributeFilter }).expect(400);
      expect(res.body.result[0].field).toBe('attributeFilter');
      return res.body.message as string;
    };
    expect(await refused("name = 'x' OR 1=1 --")).toBe("속성 조건의 19번째 글자 '-'는 쓸 수 없는 문자입니다.");
    expect(await refused("name = 'x' OR 1=1")).toBe("속성 조건의 15번째 글자 '1'을(를) 해석할 수 없습니다.");
    expect(await refused('name; DROP TABLE lyr')).toBe("속성 조건의 5번째 글자 ';'는 쓸 수 없는 문자입니다.");
    expect(await refused("name = '1'; DELETE FROM lyr")).toContain('11번째');
    expect(await refused("name = 'x' UNION SELECT 1")).toContain("'UNION'");
    expect(await refused("nmae = '종로구'")).toBe("속성 조건의 1번째 글자: 'nmae' 컬럼이 레이어에 없습니다.");
    expect(await refused('geom IS NULL')).toContain('공간 컬럼');
    expect(await refused("pop = 'many'")).toContain("'pop' 컬럼(integer)");
    expect(await refused("created = 'not a date'")).toBe('속성 조건의 값이 컬럼 형식에 맞지 않습니다.');
    expect(await refused("name = 'unterminated")).toContain('따옴표');
    expect(await refused("pg_sleep(10) = 'x'")).toContain("'('");
    const en = await http().post(`/api/layers/${lyrId}/attributes`).set(owner.auth).set('Accept-Language', 'en').send({ attributeFilter: 'name;' }).expect(400);
    expect(en.body.message).toBe("Attribute filter, character 5: ';' is not allowed.");
    const [{ reg }] = await db().query(`SELECT to_regclass($1) AS reg`, [`layers.${tableNm}`]);
    expect(reg).not.toBeNull();
    expect((await attributes({}).expect(200)).body.result.totalElements).toBe(5);
  });

  it('answers the extent in EPSG:4326 and natively, for a filter too', async () => {
    const all = (await http().get(`/api/layers/${lyrId}/bbox`).set(owner.auth).expect(200)).body.result;
    expect(all).toMatchObject({ nativeBbox: [197000, 548000, 203000, 554000], srid: 5186, featureCnt: 5 });
    const [minx, miny, maxx, maxy] = all.bbox as number[];
    expect(minx).toBeGreaterThan(126.9);
    expect(maxx).toBeLessThan(127.1);
    expect(miny).toBeGreaterThan(37.4);
    expect(maxy).toBeLessThan(37.7);
    const one = (await http().get(`/api/layers/${lyrId}/bbox`).query({ attributeFilter: "name = '종로구'" }).set(owner.auth).expect(200)).body.result;
    expect(one).toMatchObject({ nativeBbox: [197000, 552000, 199000, 554000], featureCnt: 1 });
    const none = (await http().get(`/api/layers/${lyrId}/bbox`).query({ attributeFilter: 'pop > 9999999' }).set(owner.auth).expect(200)).body.result;
    expect(none).toEqual({ bbox: null, nativeBbox: null, srid: 5186, featureCnt: 0 });
    await http().get(`/api/layers/${lyrId}/bbox`).query({ attributeFilter: 'pop >' }).set(owner.auth).expect(400);
  });

  describe('downloads', () => {
    const download = (body: Record<string, unknown>, who: Actor = owner) =>
      http().post(`/api/layers/${lyrId}/download`).set(who.auth).send(body).buffer(true).parse(binary);
    const featureCount = (file: string): number => {
      const out = execFileSync('ogrinfo', ['-ro', '-so', '-al', file], { encoding: 'utf8' });
      return Number(/Feature Count: (\d+)/.exec(out)?.[1]);
    };
    const save = (name: string, bytes: Buffer): string => {
      const file = path.join(work, name);
      fs.writeFileSync(file, bytes);
      return file;
    };
    const leftovers = () => {
      const tmp = path.join(app.get(AppConfig).storageDir, 'tmp');
      return fs.existsSync(tmp) ? fs.readdirSync(tmp).filter((d) => d.startsWith('layer-')) : [];
    };

    it.each([
      ['geojson', 'application/geo+json', 'geojson'],
      ['csv', 'text/csv', 'csv'],
      ['gpkg', 'application/geopackage+sqlite3', 'gpkg'],
      ['kml', 'application/vnd.google-earth.kml+xml', 'kml'],
    ])('writes %s with ogr2ogr, named after the layer', async (outputFormat, type, extension) => {
      const res = await download({ outputFormat }).expect(200);
      expect(res.headers['content-type']).toContain(type);
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="__ ______.${extension}"; filename*=UTF-8''${encodeURIComponent(`서울 자치구_경계.${extension}`)}`,
      );
      const file = save(`out.${extension}`, res.body as Buffer);
      expect(featureCount(file)).toBe(5);
      if (outputFormat === 'geojson') {
        const json = JSON.parse(fs.readFileSync(file, 'utf8'));
        expect(json.features.map((x: Feature) => x.properties.name)).toContain('종로구');
        expect((json.features[0].geometry.coordinates as number[][][]).flat(3)[0]).toBeCloseTo(126.97, 1);
      }
      if (outputFormat === 'csv') expect(fs.readFileSync(file, 'utf8')).toMatch(/^\uFEFFWKT,/);
    });

    it('zips a shapefile with its .cpg, in UTF-8 or CP949, whose names decode', async () => {
      for (const encoding of ['UTF-8', 'CP949']) {
        const res = await download({ outputFormat: 'shp', encoding }).expect(200);
        expect(res.headers['content-type']).toBe('application/zip');
        expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('서울 자치구_경계.zip')}`);
        const entries = await unzip(res.body as Buffer);
        expect([...entries.keys()].sort()).toEqual(['.cpg', '.dbf', '.prj', '.shp', '.shx'].map((e) => `서울 자치구_경계${e}`));
        expect(entries.get('서울 자치구_경계.cpg')!.toString().trim()).toBe(encoding);
        const dbf = entries.get('서울 자치구_경계.dbf')!;
        expect(new TextDecoder(encoding === 'CP949' ? 'euc-kr' : 'utf-8').decode(dbf)).toContain('종로구');
        const dir = fs.mkdtempSync(path.join(work, 'shp-'));
        for (const [name, bytes] of entries) fs.writeFileSync(path.join(dir, name.replace('서울 자치구_경계', 'layer')), bytes);
        expect(featureCount(path.join(dir, 'layer.shp'))).toBe(5);
        const dump = execFileSync('ogrinfo', ['-ro', '-al', '-geom=NO', path.join(dir, 'layer.shp')], { encoding: 'utf8' });
        expect(dump).toContain('name (String) = 종로구');
        expect(fs.readFileSync(path.join(dir, 'layer.prj'), 'utf8')).toContain('Korea_2000_Korea_Central_Belt_2010');
      }
    });

    it('refuses unknown formats, other institutions and non-vector layers, and leaves no temporary files', async () => {
      await download({ outputFormat: 'dwg' }).expect(400);
      await download({ outputFormat: 'shp', encoding: 'EUC-JP' }).expect(400);
      await download({ outputFormat: 'geojson' }, await stranger()).expect(403);
      const raster = `lyr-${randomBytes(8).toString('hex')}`;
      await db().query(
        `INSERT INTO lyr (lyr_id, lyr_nm, lyr_ty_se_code, upload_ty, instt_code, register_id) VALUES ($1, 'dem', '0', 'geotiff', $2, $3)`,
        [raster, owner.user.insttCode, owner.user.userId],
      );
      await http().post(`/api/layers/${raster}/download`).set(owner.auth).send({ outputFormat: 'geojson' }).expect(409);
      await http().post(`/api/layers/${raster}/attributes`).set(owner.auth).send({}).expect(409);
      await new Promise((r) => setTimeout(r, 200));
      expect(leftovers()).toEqual([]);
    });
  });

  describe('features', () => {
    const square = (x: number, y: number, d = 0.001) => [[[x, y], [x + d, y], [x + d, y + d], [x, y + d], [x, y]]];
    const feature = (geometry: Record<string, unknown> | undefined, properties: Record<string, unknown> = {}) => ({ type: 'Feature', geometry, properties });
    const stored = async (gid: number) =>
      (await db().query(`SELECT ST_SRID(geom) AS srid, GeometryType(geom) AS type, ST_X(ST_Centroid(geom)) AS x, "name", pop FROM layers."${tableNm}" WHERE gid = $1`, [gid]))[0];
    const layerRow = async () => (await db().query(`SELECT data_version, feature_cnt FROM lyr WHERE lyr_id = $1`, [lyrId]))[0];

    it('adds, changes and deletes features in the layer srid, bumping the data version each time', async () => {
      const before = await layerRow();
      const created = await http()
        .post(`/api/layers/${lyrId}/features`)
        .set(owner.auth)
        .send(feature({ type: 'Polygon', coordinates: square(127.0, 37.55) }, { name: '새 구역', pop: 10 }))
        .expect(201);
      const { id } = created.body.result;
      expect(created.body.result).toEqual({ id, version: expect.stringMatching(/^[1-9]\d*$/), versionNo: 2, dataVersion: before.data_version + 1, featureCnt: Number(before.feature_cnt) + 1 });
      const row = await stored(id);
      expect(row).toMatchObject({ srid: 5186, type: 'MULTIPOLYGON', name: '새 구역', pop: 10 });
      expect(row.x).toBeGreaterThan(199000);
      expect(row.x).toBeLessThan(201000);

      const changed = await http().put(`/api/layers/${lyrId}/features/${id}`).set(owner.auth).send(feature(undefined, { pop: 20, name: null })).expect(200);
      expect(changed.body.result.dataVersion).toBe(before.data_version + 2);
      expect(await stored(id)).toMatchObject({ name: null, pop: 20 });
      await http()
        .put(`/api/layers/${lyrId}/features/${id}`)
        .set(owner.auth)
        .send(feature({ type: 'MultiPolygon', coordinates: [square(127.01, 37.56)] }))
        .expect(200);
      expect((await stored(id)).x).toBeGreaterThan(200000);

      const removed = await http().delete(`/api/layers/${lyrId}/features/${id}`).set(owner.auth).expect(200);
      expect(removed.body.result).toEqual({ id, version: null, versionNo: 5, dataVersion: before.data_version + 4, featureCnt: Number(before.feature_cnt) });
      await http().delete(`/api/layers/${lyrId}/features/${id}`).set(owner.auth).expect(404);
      await http().put(`/api/layers/${lyrId}/features/${id}`).set(owner.auth).send(feature(undefined, { pop: 1 })).expect(404);
      await http().put(`/api/layers/${lyrId}/features/abc`).set(owner.auth).send(feature(undefined, { pop: 1 })).expect(404);
    });

    it('checks geometry type, coordinates and properties', async () => {
      const post = (body: Record<string, unknown>) => http().post(`/api/layers/${lyrId}/features`).set(owner.auth).send(body);
      const mismatch = await post(feature({ type: 'Point', coordinates: [127, 37.5] })).expect(400);
      expect(mismatch.body.message).toBe('레이어의 공간 유형(MultiPolygon)과 다른 유형(Point)의 객체는 저장할 수 없습니다.');
      await post(feature({ type: 'Polygon', coordinates: square(500, 37.5) })).expect(400);
      await post(feature({ type: 'Polygon', coordinates: [[[127, 37], [127.1, 37], [127, 37.1]]] })).expect(400);
      await post(feature({ type: 'Polygon', coordinates: 'POLYGON((0 0))' })).expect(400);
      await post(feature({ type: 'GeometryCollection', geometries: [] })).expect(400);
      await post(feature(undefined, { name: 'x' })).expect(400);
      await post(feature({ type: 'Polygon', coordinates: square(127, 37.5) }, { nope: 1 })).expect(400);
      await post(feature({ type: 'Polygon', coordinates: square(127, 37.5) }, { gid: 99 })).expect(400);
      await post(feature({ type: 'Polygon', coordinates: square(127, 37.5) }, { pop: 'many' })).expect(400);
      await post(feature({ type: 'Polygon', coordinates: square(127, 37.5) }, { pop: { a: 1 } })).expect(400);
      await post({ type: 'FeatureCollection', features: [] }).expect(400);
      expect(Number((await layerRow()).feature_cnt)).toBe(5);
    });

    it('lets editors per the policy edit: an editing share yes, a viewing share no', async () => {
      const body = feature({ type: 'Polygon', coordinates: square(127, 37.5) }, { name: '공동' });
      await http().post(`/api/layers/${lyrId}/features`).set(colleague.auth).send(body).expect(403);
      await db().query(
        `INSERT INTO pblonsip (cntnts_ty_code, cntnts_id, pblonsip_ordr, pblonsip_scope_se_code, pblonsip_refrn_id, edit_posbl_at, owner_id, register_id)
         VALUES ('LYR', $1, 1, 3, $2, '1', $3, $3)`,
        [lyrId, colleague.user.userId, owner.user.userId],
      );
      const { id } = (await http().post(`/api/layers/${lyrId}/features`).set(colleague.auth).send(body).expect(201)).body.result;
      await http().delete(`/api/layers/${lyrId}/features/${id}`).set(colleague.auth).expect(200);
    });

    it('grows the stored extent of a custom point layer as features are added', async () => {
      const points = `t_${randomBytes(6).toString('hex')}`;
      await db().query(`CREATE TABLE layers."${points}" (gid serial PRIMARY KEY, geom geometry(Point, 5186), "시설명" text)`);
      const pointLayer = await layerOver(points, 'Point', '1', 0);
      const add = (lon: number, lat: number) =>
        http().post(`/api/layers/${pointLayer}/features`).set(owner.auth).send(feature({ type: 'Point', coordinates: [lon, lat] }, { 시설명: '도서관' }));
      await add(127.0, 37.5).expect(201);
      await add(127.1, 37.6).expect(201);
      await http().post(`/api/layers/${pointLayer}/features`).set(owner.auth).send(feature({ type: 'MultiPoint', coordinates: [[127, 37.5]] })).expect(400);
      const [row] = await db().query(
        `SELECT feature_cnt, ST_XMin(bbox_4326) AS x0, ST_YMax(bbox_4326) AS y1 FROM lyr WHERE lyr_id = $1`,
        [pointLayer],
      );
      expect(Number(row.feature_cnt)).toBe(2);
      expect(row.x0).toBeCloseTo(127.0, 5);
      expect(row.y1).toBeCloseTo(37.6, 5);
      const listed = (await http().post(`/api/layers/${pointLayer}/attributes`).set(owner.auth).send({ attributeFilter: "시설명 = '도서관'" }).expect(200)).body.result;
      expect(listed.content[1].geometry.coordinates[0]).toBeCloseTo(127.1, 6);
    });
  });
});
