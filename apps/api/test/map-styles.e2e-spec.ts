import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { INestApplication, INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { USER_SE_CODES } from '@nuri/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { WorkerModule } from '../src/worker.module';
import { Factories } from './support/factories';
import { createTestApp } from './support/test-app';

// Own queue prefix and storage: other suites' workers must not take these jobs.
process.env.QUEUE_PREFIX = 'nuri-test-map-styles';
const STORAGE = fs.mkdtempSync(path.join(os.tmpdir(), 'nuri-map-styles-'));
process.env.STORAGE_DIR = STORAGE;

const DATA = path.resolve(__dirname, '../../../../shared/data');
type Actor = Awaited<ReturnType<Factories['actor']>>;

const SYMBOL = { fillColor: '#3388ff66', strokeColor: '#1f5fbf', strokeWidth: 2, pointShape: 'circle', pointRadius: 6 };
const LABEL = { enabled: false, column: null, fontSize: 12, color: '#222222', haloColor: '#ffffff', haloWidth: 2 };
const STYLE = { kind: 'single', column: null, base: SYMBOL, classes: [], label: LABEL };

describe('raster statistics, raster styles and popup formats in web maps, label layers in TileJSON', () => {
  let app: INestApplication;
  let worker: INestApplicationContext;
  let owner: Actor;
  let demLyr: string;
  let polygonLyr: string;
  let pointLyr: string;
  const http = () => request(app.getHttpServer());
  const db = () => app.get(DataSource);

  async function customLayer(lyrNm: string, geometryType: 'point' | 'polygon'): Promise<string> {
    const res = await http()
      .post('/api/layers/upload')
      .set(owner.auth)
      .send({ uploadType: 'custom', lyrNm, geometryType, columns: [{ name: 'gu_nm', type: 'text' }, { name: 'pop', type: 'integer' }] })
      .expect(201);
    return res.body.result.lyrId as string;
  }

  async function importDem(): Promise<string> {
    const res = await http()
      .post('/api/layers/upload')
      .set(owner.auth)
      .field('uploadType', 'geotiff')
      .attach('files', fs.readFileSync(path.join(DATA, 'dem_5186.tif')), 'dem_5186.tif')
      .expect(202);
    const { lyrId, jobId } = res.body.result;
    for (let i = 0; i < 600; i++) {
      const job = (await http().get(`/api/jobs/${jobId}`).set(owner.auth).expect(200)).body.result;
      if (job.state === 'completed') return lyrId as string;
      if (job.state === 'failed') throw new Error(`import failed: ${job.error}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('import did not finish');
  }

  const layer = (lyrId: string, extra: Record<string, unknown> = {}) => ({ lyrGroupSeCode: '02', tocNm: '레이어', visibleAt: 'Y', opacity: 1, lyrId, clusterAt: 'N', ...extra });
  const mapBody = (toc: unknown[]) => ({ userMapSj: '스타일 지도', view: { projection: 'EPSG:5186', center: [198000, 552000], zoom: 12 }, toc });
  const count = async (): Promise<number> => (await db().query(`SELECT count(*)::int AS n FROM user_map_toc`))[0].n as number;

  beforeAll(async () => {
    app = await createTestApp();
    worker = await NestFactory.createApplicationContext(WorkerModule, { logger: false });
    await worker.init();
    const f = new Factories(app);
    const instt = await f.newInstitution();
    owner = await f.actor(instt.insttCode, USER_SE_CODES.MEMBER);
    demLyr = await importDem();
    polygonLyr = await customLayer('구역', 'polygon');
    pointLyr = await customLayer('시설', 'point');
  }, 90000);
  afterAll(async () => {
    await worker?.close();
    await app?.close();
    fs.rmSync(STORAGE, { recursive: true, force: true });
  });

  it('computes a raster band statistics at import and shows them on the layer (vector layers: null)', async () => {
    const detail = (await http().get(`/api/layers/${demLyr}`).set(owner.auth).expect(200)).body.result;
    expect(detail.rasterBands).toEqual([
      { band: 1, type: 'Float32', min: 20, max: expect.closeTo(158.7, 3), mean: expect.closeTo(89.35, 2), stdDev: expect.closeTo(31.09, 2), nodata: -9999 },
    ]);
    const vector = (await http().get(`/api/layers/${polygonLyr}`).set(owner.auth).expect(200)).body.result;
    expect(vector.rasterBands).toBeNull();
    // No statistics file is left beside the stored COG.
    expect(fs.readdirSync(path.join(STORAGE, 'rasters'))).toEqual([`${demLyr}.tif`]);
  });

  it('saves a raster style (ramp, stretch, hillshade) and popup aliases and formats, and reads them back in full', async () => {
    const raster = { ramp: 'terrain', min: 20, max: 158.7, hillshade: true };
    const popup = {
      enabled: true,
      columns: ['gu_nm', 'pop'],
      aliases: { gu_nm: '구 이름', pop: '인구' },
      formats: { pop: { type: 'number', decimals: 0, suffix: '명' } },
    };
    const created = await http()
      .post('/api/webmap')
      .set(owner.auth)
      .send(mapBody([layer(demLyr, { style: { ...STYLE, raster } }), layer(polygonLyr, { style: STYLE, popup })]))
      .expect(201);
    const saved = (await http().get(`/api/webmap/${created.body.result.userMapId}`).set(owner.auth).expect(200)).body.result;
    expect(saved.toc[0].style.raster).toEqual(raster);
    expect(saved.toc[1].popup).toEqual({ ...popup, formats: { pop: { type: 'number', decimals: 0, suffix: '명' } } });
    // The request cleanup drops false, null and 0: absent means exactly those.
    const sparse = await http()
      .post('/api/webmap')
      .set(owner.auth)
      .send(mapBody([layer(demLyr, { style: { ...STYLE, raster: { ramp: 'viridis' } } }), layer(polygonLyr, { popup: { enabled: true, columns: ['pop'], formats: { pop: { type: 'number' } } } })]))
      .expect(201);
    const back = (await http().get(`/api/webmap/${sparse.body.result.userMapId}`).set(owner.auth).expect(200)).body.result;
    expect(back.toc[0].style.raster).toEqual({ ramp: 'viridis', min: null, max: null, hillshade: false });
    expect(back.toc[1].popup.formats).toEqual({ pop: { type: 'number', decimals: 0, suffix: null } });
  });

  it.each([
    [{ style: { ...STYLE, raster: { ramp: 'rainbow' } } }, 'toc[0].style.raster.ramp', '스타일 설정이 올바르지 않습니다. (toc[0].style.raster.ramp must be one of terrain, viridis, spectral, blues, reds, grey or null)'],
    [{ style: { ...STYLE, raster: { min: 100, max: 20 } } }, 'toc[0].style.raster.min', '스타일 설정이 올바르지 않습니다. (toc[0].style.raster.min must be less than toc[0].style.raster.max)'],
    [{ style: { ...STYLE, raster: { min: 'low' } } }, 'toc[0].style.raster.min', null],
    [{ style: { ...STYLE, raster: { hillshade: 'yes' } } }, 'toc[0].style.raster.hillshade', null],
    [{ popup: { enabled: true, columns: [], aliases: { gu_nm: 'x'.repeat(51) } } }, 'toc[0].popup.aliases.gu_nm', '팝업 설정이 올바르지 않습니다. (toc[0].popup.aliases.gu_nm must be text of 1 to 50 characters)'],
    [{ popup: { enabled: true, columns: [], aliases: ['구'] } }, 'toc[0].popup.aliases', null],
    [{ popup: { enabled: true, columns: [], formats: { pop: { type: 'money' } } } }, 'toc[0].popup.formats.pop.type', null],
    [{ popup: { enabled: true, columns: [], formats: { pop: { type: 'number', decimals: 9 } } } }, 'toc[0].popup.formats.pop.decimals', null],
    [{ popup: { enabled: true, columns: [], formats: { d: { type: 'date', style: 'week' } } } }, 'toc[0].popup.formats.d.style', null],
  ])('refuses a bad raster style or popup format (%#) with the field named, saving nothing', async (extra, field, message) => {
    const before = await count();
    const res = await http().post('/api/webmap').set(owner.auth).send(mapBody([layer(demLyr, extra)])).expect(400);
    expect(res.body.code).toBe(400);
    const errors = res.body.result as Array<{ field: string; message: string }>;
    expect(errors.map((e) => e.field)).toContain(field);
    if (message) expect(errors.find((e) => e.field === field)?.message).toBe(message);
    expect(await count()).toBe(before);
  });

  it('answers in English when asked', async () => {
    const res = await http()
      .post('/api/webmap')
      .set({ ...owner.auth, 'Accept-Language': 'en' })
      .send(mapBody([layer(demLyr, { style: { ...STYLE, raster: { ramp: 'rainbow' } } })]))
      .expect(400);
    expect(res.body.result[0].message).toMatch(/^The style is not valid\. \(toc\[0\]\.style\.raster\.ramp must be one of/);
  });

  it('lists the label-point layer of a polygon layer in its TileJSON, with the same fields (points: none)', async () => {
    const polygon = (await http().get(`/api/tiles/${polygonLyr}/tilejson.json`).set(owner.auth).expect(200)).body;
    const fields = { gu_nm: 'String', pop: 'Number' };
    expect(polygon.vector_layers).toEqual([
      { id: polygonLyr, fields, minzoom: 0, maxzoom: 22 },
      { id: `${polygonLyr}:labels`, fields, minzoom: 0, maxzoom: 22 },
    ]);
    const point = (await http().get(`/api/tiles/${pointLyr}/tilejson.json`).set(owner.auth).expect(200)).body;
    expect(point.vector_layers.map((l: { id: string }) => l.id)).toEqual([pointLyr]);
  });
});
