import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { INestApplication } from '@nestjs/common';
import { USER_SE_CODES } from '@nuri/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { Factories } from './support/factories';
import { createTestApp } from './support/test-app';

const WMS = `<?xml version="1.0" encoding="UTF-8"?>
<WMS_Capabilities version="1.3.0" xmlns="http://www.opengis.net/wms" xmlns:xlink="http://www.w3.org/1999/xlink">
  <Service><Name>WMS</Name><Title>서울 지도</Title></Service>
  <Capability>
    <Layer><Title>전체</Title><CRS>EPSG:5186</CRS>
      <Layer queryable="1"><Name>roads</Name><Title>도로</Title></Layer>
      <Layer><Title>건물 묶음</Title>
        <Layer queryable="1"><Name>buildings</Name><Title>건물</Title></Layer>
      </Layer>
    </Layer>
  </Capability>
</WMS_Capabilities>`;
const WFS = `<?xml version="1.0"?>
<wfs:WFS_Capabilities version="2.0.0" xmlns:wfs="http://www.opengis.net/wfs/2.0" xmlns:ows="http://www.opengis.net/ows/1.1">
  <ows:ServiceIdentification><ows:Title>행정구역 WFS</ows:Title></ows:ServiceIdentification>
  <wfs:FeatureTypeList>
    <wfs:FeatureType><wfs:Name>ns:districts</wfs:Name><wfs:Title>자치구</wfs:Title></wfs:FeatureType>
  </wfs:FeatureTypeList>
</wfs:WFS_Capabilities>`;
const WMTS = `<?xml version="1.0"?>
<Capabilities version="1.0.0" xmlns="http://www.opengis.net/wmts/1.0" xmlns:ows="http://www.opengis.net/ows/1.1">
  <ows:ServiceIdentification><ows:Title>배경지도</ows:Title></ows:ServiceIdentification>
  <Contents>
    <Layer><ows:Title>기본</ows:Title><ows:Identifier>base</ows:Identifier></Layer>
    <Layer><ows:Title>위성</ows:Title><ows:Identifier>satellite</ows:Identifier></Layer>
  </Contents>
</Capabilities>`;

describe('layers ready at once: web (WMS, WFS, WMTS, XYZ) and custom', () => {
  let server: http.Server;
  let base: string;
  const requests: string[] = [];
  let open: INestApplication;
  let closed: INestApplication;
  let f: Factories;
  let member: { auth: { Authorization: string }; user: { userId: string } };

  const upload = (app: INestApplication, body: Record<string, unknown>) =>
    request(app.getHttpServer()).post('/api/layers/upload').set(member.auth).send(body);
  const layer = async (lyrId: string) =>
    (await open.get(DataSource).query(`SELECT * FROM lyr WHERE lyr_id = $1`, [lyrId]))[0];
  const count = async () =>
    (
      await open
        .get(DataSource)
        .query(`SELECT count(*)::int AS n FROM lyr WHERE register_id = $1`, [member.user.userId])
    )[0].n as number;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      requests.push(req.url ?? '');
      const url = new URL(req.url ?? '/', 'http://x');
      const service = url.searchParams.get('SERVICE');
      if (url.pathname === '/wms' && service === 'WMS')
        res.writeHead(200, { 'content-type': 'text/xml' }).end(WMS);
      else if (url.pathname === '/wfs' && service === 'WFS') res.end(WFS);
      else if (url.pathname === '/wmts/1.0.0/WMTSCapabilities.xml') res.end(WMTS);
      else if (url.pathname === '/moved') res.writeHead(302, { location: `/wms${url.search}` }).end();
      else if (url.pathname === '/text') res.end('not a capabilities document');
      else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // One app allowed to reach this local server, one with the default (public addresses only).
    process.env.ALLOW_PRIVATE_URLS = 'true';
    open = await createTestApp();
    process.env.ALLOW_PRIVATE_URLS = 'false';
    closed = await createTestApp();
    f = new Factories(open);
    const instt = await f.newInstitution();
    member = await f.actor(instt.insttCode, USER_SE_CODES.MEMBER);
  });
  afterAll(async () => {
    delete process.env.ALLOW_PRIVATE_URLS;
    await open?.close();
    await closed?.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('lists the sub-layers of a WMS from its capabilities, storing nothing', async () => {
    const before = await count();
    const res = await request(open.getHttpServer())
      .post('/api/layers/upload/capabilities')
      .set(member.auth)
      .send({ url: `${base}/wms?key=abc` })
      .expect(200);
    expect(res.body.result).toEqual({
      serviceType: 'wms',
      lyrStleCode: 'W',
      version: '1.3.0',
      title: '서울 지도',
      subLayers: [
        { name: 'roads', title: '도로' },
        { name: 'buildings', title: '건물' },
      ],
    });
    expect(requests.at(-1)).toBe('/wms?key=abc&SERVICE=WMS&REQUEST=GetCapabilities');
    expect(await count()).toBe(before);
  });

  it('registers a WMS layer, ready at once (201), with its address and chosen sub-layers', async () => {
    const res = await upload(open, {
      uploadType: 'web',
      url: `${base}/moved?SERVICE=WMS&REQUEST=GetMap&key=abc`,
      layerNames: 'buildings',
    }).expect(201);
    expect(res.body).toMatchObject({ code: 201, result: { jobId: null, lyrSttusCode: 'READY' } });
    expect(res.body.result.subLayers).toHaveLength(2);
    const row = await layer(res.body.result.lyrId);
    expect(row).toMatchObject({
      upload_ty: 'web',
      lyr_stle_code: 'W',
      lyr_ty_se_code: '0',
      lyr_sttus_code: 'READY',
      lyr_nm: '서울 지도',
    });
    expect(row.map_url).toBe(`${base}/moved?key=abc`);
    expect(row.map_url_paramtr).toMatchObject({ serviceType: 'wms', version: '1.3.0', layers: 'buildings' });
    await upload(open, { uploadType: 'web', url: `${base}/wms`, layerNames: 'nothing' }).expect(400);
  });

  it('registers WFS (with its geometry type), WMTS and XYZ layers with their style codes', async () => {
    const noType = await upload(open, { uploadType: 'web', url: `${base}/wfs?SERVICE=WFS` }).expect(400);
    expect(noType.body.message).toBe('도형 유형(점, 선, 면)을 선택해 주세요.');
    const wfs = await upload(open, {
      uploadType: 'web',
      url: `${base}/wfs?SERVICE=WFS`,
      geometryType: 'polygon',
    }).expect(201);
    expect(await layer(wfs.body.result.lyrId)).toMatchObject({
      lyr_stle_code: 'F',
      lyr_ty_se_code: '3',
      map_url_paramtr: expect.objectContaining({ layers: 'ns:districts' }),
    });
    const wmts = await upload(open, {
      uploadType: 'web',
      url: `${base}/wmts/1.0.0/WMTSCapabilities.xml`,
      lyrNm: '배경',
    }).expect(201);
    expect(await layer(wmts.body.result.lyrId)).toMatchObject({
      lyr_stle_code: 'T',
      lyr_nm: '배경',
      map_url_paramtr: expect.objectContaining({ layers: 'base' }),
    });
    const xyz = await upload(open, {
      uploadType: 'web',
      url: `${base}/tiles/{z}/{x}/{y}.png`,
      lyrNm: '타일',
    }).expect(201);
    expect(await layer(xyz.body.result.lyrId)).toMatchObject({
      lyr_stle_code: 'Z',
      map_url: `${base}/tiles/{z}/{x}/{y}.png`,
    });
  });

  it('refuses addresses that are not http(s), not capabilities, or not a tile template', async () => {
    const before = await count();
    const ftp = await upload(open, { uploadType: 'web', url: 'ftp://example.com/wms' }).expect(400);
    expect(ftp.body.message).toBe('URL은 http 또는 https 주소로 입력해 주세요.');
    const text = await upload(open, { uploadType: 'web', url: `${base}/text` }).expect(400);
    expect(text.body.message).toBe('WMS 서비스 정보(GetCapabilities)를 읽을 수 없습니다.');
    const missing = await upload(open, { uploadType: 'web', url: `${base}/missing` }).expect(400);
    expect(missing.body.message).toBe('웹 서비스에 연결하지 못했습니다. (HTTP 404)');
    await upload(open, { uploadType: 'web', url: `${base}/tiles/{z}/{x}.png`, serviceType: 'xyz' }).expect(
      400,
    );
    await upload(open, { uploadType: 'web' }).expect(400);
    expect(await count()).toBe(before);
  });

  it('refuses loopback, private and link-local targets when private addresses are not allowed', async () => {
    const before = { layers: await count(), requests: requests.length };
    const port = (server.address() as AddressInfo).port;
    for (const url of [
      `${base}/wms`,
      `http://localhost:${port}/wms`,
      'http://10.0.0.1/wms',
      'http://169.254.169.254/latest',
      `http://[::1]:${port}/wms`,
    ]) {
      const res = await upload(closed, { uploadType: 'web', url }).expect(400);
      expect(res.body.message).toMatch(/^내부망이나 로컬 주소는 웹 레이어로 사용할 수 없습니다/);
    }
    await upload(closed, { uploadType: 'web', url: `http://localhost:${port}/{z}/{x}/{y}.png` }).expect(400);
    await request(closed.getHttpServer())
      .post('/api/layers/upload/capabilities')
      .set(member.auth)
      .send({ url: `${base}/wms` })
      .expect(400);
    expect(await count()).toBe(before.layers);
    expect(requests.length).toBe(before.requests);
  });

  it('creates a custom layer: an empty table of the chosen geometry with typed columns', async () => {
    const db = open.get(DataSource);
    const columns = [
      { name: '이름', type: 'text' },
      { name: 'height', type: 'double' },
      { name: 'built', type: 'date' },
    ];
    const res = await upload(open, {
      uploadType: 'custom',
      lyrNm: '건물',
      geometryType: 'polygon',
      columns,
    }).expect(201);
    expect(res.body.result).toMatchObject({ jobId: null, lyrSttusCode: 'READY' });
    const row = await layer(res.body.result.lyrId);
    expect(row).toMatchObject({
      upload_ty: 'custom',
      lyr_ty_se_code: '3',
      srid: 5186,
      feature_cnt: '0',
      geom_type: 'Polygon',
    });
    const cols = await db.query(
      `SELECT column_name AS name, data_type AS type FROM information_schema.columns
        WHERE table_schema = 'layers' AND table_name = $1 ORDER BY ordinal_position`,
      [row.table_nm],
    );
    expect(cols.map((c: { name: string; type: string }) => `${c.name} ${c.type}`)).toEqual([
      'gid integer',
      '이름 text',
      'height double precision',
      'built date',
      'geom USER-DEFINED',
    ]);
    const [{ gid }] = await db.query(
      `INSERT INTO layers."${row.table_nm}" ("이름", geom) VALUES ('가', ST_GeomFromText('POLYGON((0 0,1 0,1 1,0 0))', 5186)) RETURNING gid`,
    );
    expect(gid).toBe(1);
    // Tables of the layers schema named from a layer id whose layer row does not exist.
    const orphans = async () =>
      (
        await db.query(`SELECT count(*)::int AS n FROM pg_tables t WHERE schemaname = 'layers' AND tablename ~ '^[ls]_[0-9a-f]{32}$'
          AND NOT EXISTS (SELECT 1 FROM lyr WHERE replace(lyr_id, '-', '') = substr(t.tablename, 3))`)
      )[0].n;
    const before = await count();
    for (const bad of [
      [{ name: 'Drop Table', type: 'text' }],
      [{ name: 'geom', type: 'text' }],
      [
        { name: 'a', type: 'text' },
        { name: 'a', type: 'date' },
      ],
    ]) {
      const refused = await upload(open, {
        uploadType: 'custom',
        lyrNm: 'x',
        geometryType: 'point',
        columns: bad,
      }).expect(400);
      expect(refused.body.message).toMatch(/^컬럼 이름 '(Drop Table|geom|a)'/);
    }
    await upload(open, { uploadType: 'custom', lyrNm: 'x', columns: [] }).expect(400);
    expect(await count()).toBe(before);
    expect(await orphans()).toBe(0);
  });
});
