import type { INestApplication } from '@nestjs/common';
import { USER_SE_CODES } from '@nuri/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { Factories } from './support/factories';
import { createTestApp } from './support/test-app';

type Actor = Awaited<ReturnType<Factories['actor']>>;

const SYMBOL = { fillColor: '#3388ff66', strokeColor: '#1f5fbf', strokeWidth: 2, pointShape: 'circle', pointRadius: 6 };
const LABEL = { enabled: false, column: null, fontSize: 12, color: '#222222', haloColor: '#ffffff', haloWidth: 2 };
const STYLE = { kind: 'single', column: null, base: SYMBOL, classes: [], label: LABEL };

// Issue 24: a point layer's heatmap and a layer's visible zooms are saved with the web map's
// TOC and read back in full; bad values are refused with the field named and nothing saved.
describe('heatmap and visible zooms in web map styles', () => {
  let app: INestApplication;
  let owner: Actor;
  let pointLyr: string;
  const http = () => request(app.getHttpServer());
  const db = () => app.get(DataSource);
  const layer = (extra: Record<string, unknown>) => ({ lyrGroupSeCode: '02', tocNm: '시설', visibleAt: 'Y', opacity: 1, lyrId: pointLyr, ...extra });
  const mapBody = (toc: unknown[]) => ({ userMapSj: '열지도', view: { projection: 'EPSG:5186', center: [198000, 552000], zoom: 12 }, toc });
  const count = async (): Promise<number> => (await db().query(`SELECT count(*)::int AS n FROM user_map_toc`))[0].n as number;

  beforeAll(async () => {
    app = await createTestApp();
    const f = new Factories(app);
    owner = await f.actor((await f.newInstitution()).insttCode, USER_SE_CODES.MEMBER);
    pointLyr = (
      await http()
        .post('/api/layers/upload')
        .set(owner.auth)
        .send({ uploadType: 'custom', lyrNm: '시설', geometryType: 'point', columns: [{ name: 'pop', type: 'integer' }] })
        .expect(201)
    ).body.result.lyrId as string;
  });
  afterAll(async () => {
    await app.close();
  });

  it('saves a heatmap and zoom limits and reads them back; a style without them stays without', async () => {
    const heatmap = { enabled: true, weightColumn: 'pop', radius: 20, blur: 10 };
    const saved = (await http().post('/api/webmap').set(owner.auth).send(mapBody([layer({ style: { ...STYLE, heatmap, minZoom: 8, maxZoom: 16 } })])).expect(201)).body.result;
    expect(saved.toc[0].style).toMatchObject({ heatmap, minZoom: 8, maxZoom: 16 });
    const back = (await http().get(`/api/webmap/${saved.userMapId}`).set(owner.auth).expect(200)).body.result;
    expect(back.toc[0].style).toMatchObject({ heatmap, minZoom: 8, maxZoom: 16 });
    // Off, without a weight (the request cleanup drops false and null): read back in full.
    const off = (await http().put(`/api/webmap/${saved.userMapId}`).set(owner.auth).send(mapBody([layer({ style: { ...STYLE, heatmap: { radius: 15, blur: 15 } } })])).expect(200)).body.result;
    expect(off.toc[0].style.heatmap).toEqual({ enabled: false, weightColumn: null, radius: 15, blur: 15 });
    expect(off.toc[0].style.minZoom).toBeUndefined();
    const plain = (await http().put(`/api/webmap/${saved.userMapId}`).set(owner.auth).send(mapBody([layer({ style: STYLE })])).expect(200)).body.result;
    expect(plain.toc[0].style.heatmap).toBeUndefined();
  });

  it.each([
    [{ heatmap: { enabled: true, radius: 0, blur: 10 } }, '스타일 설정이 올바르지 않습니다. (toc[0].style.heatmap.radius must be a number from 1 to 50)'],
    [{ heatmap: { enabled: true, radius: 10, blur: 51 } }, '스타일 설정이 올바르지 않습니다. (toc[0].style.heatmap.blur must be a number from 1 to 50)'],
    [{ heatmap: { enabled: 'yes', radius: 10, blur: 10 } }, '스타일 설정이 올바르지 않습니다. (toc[0].style.heatmap.enabled must be true or false)'],
    [{ minZoom: 29 }, '스타일 설정이 올바르지 않습니다. (toc[0].style.minZoom must be a number from 0 to 28 or null)'],
    [{ minZoom: 12, maxZoom: 10 }, '스타일 설정이 올바르지 않습니다. (toc[0].style.minZoom must be less than toc[0].style.maxZoom)'],
  ])('refuses a bad heatmap or zoom range (%#) with the field named, saving nothing', async (extra, message) => {
    const before = await count();
    const res = await http().post('/api/webmap').set(owner.auth).send(mapBody([layer({ style: { ...STYLE, ...extra } })])).expect(400);
    expect((res.body.result as Array<{ message: string }>).map((e) => e.message)).toContain(message);
    expect(await count()).toBe(before);
  });
});
