import type { INestApplication } from '@nestjs/common';
import { USER_SE_CODES } from '@nuri/domain';
import request from 'supertest';
import { Factories } from './support/factories';
import { createTestApp } from './support/test-app';

type Actor = Awaited<ReturnType<Factories['actor']>>;

const LABEL = { enabled: false, column: null, fontSize: 12, color: '#222222', haloColor: '#ffffff', haloWidth: 2 };
const sym = (fill: string, stroke = '#1f5fbf', width = 1.5) => ({ fillColor: fill, strokeColor: stroke, strokeWidth: width, pointShape: 'circle', pointRadius: 6 });

// Issue 24: a layer's style exported as SLD 1.1 and imported onto another layer gives the same
// style back; the MapLibre export draws the same classes; bad SLDs are refused.
describe('style interchange: SLD 1.1 export and import, MapLibre style export', () => {
  let app: INestApplication;
  let owner: Actor;
  let stranger: Actor;
  const http = () => request(app.getHttpServer());
  const newLayer = async (geometryType: 'point' | 'polygon') =>
    (
      await http()
        .post('/api/layers/upload')
        .set(owner.auth)
        .send({ uploadType: 'custom', lyrNm: '구역 <경계>', geometryType, columns: [{ name: '구분', type: 'text' }, { name: 'pop', type: 'integer' }] })
        .expect(201)
    ).body.result.lyrId as string;
  const setStyle = (lyrId: string, styleJson: unknown) => http().put(`/api/layers/${lyrId}/style`).set(owner.auth).send({ styleJson }).expect(200);
  const importSld = (lyrId: string, xml: string) => http().put(`/api/layers/${lyrId}/style/import/sld`).set(owner.auth).set('Content-Type', 'application/vnd.ogc.sld+xml').send(xml);

  beforeAll(async () => {
    app = await createTestApp();
    const f = new Factories(app);
    owner = await f.actor((await f.newInstitution()).insttCode, USER_SE_CODES.MEMBER);
    stranger = await f.actor((await f.newInstitution()).insttCode, USER_SE_CODES.MEMBER);
  });
  afterAll(async () => {
    await app.close();
  });

  it('round-trips a categorised polygon style through SLD 1.1', async () => {
    const from = await newLayer('polygon');
    const to = await newLayer('polygon');
    const style = {
      kind: 'categorized',
      column: '구분',
      base: sym('#99999966'),
      classes: [
        { value: '공원 & 녹지', label: '공원', symbol: sym('#4daf4a80', '#1b5e20', 2) },
        { value: '학교', label: '학교 "A"', symbol: sym('#377eb8') },
      ],
      label: { ...LABEL, enabled: true, column: '구분' },
    };
    await setStyle(from, style);
    const res = await http().get(`/api/layers/${from}/style/export/sld`).set(owner.auth).expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/vnd\.ogc\.sld\+xml/);
    expect(res.headers['content-disposition']).toContain("filename*=UTF-8''");
    const xml = res.text;
    expect(xml).toContain('<StyledLayerDescriptor version="1.1.0"');
    expect(xml).toContain('<ogc:Literal>공원 &amp; 녹지</ogc:Literal>');
    expect(xml).toContain('<se:ElseFilter/>');

    const imported = (await importSld(to, xml).expect(200)).body.result.styleJson;
    expect(imported).toMatchObject({ kind: 'categorized', column: '구분', base: style.base, classes: style.classes });
    // The target's own labels stay (off by default).
    expect(imported.label.enabled).toBe(false);
  });

  it('round-trips a graduated point style, and a single symbol', async () => {
    const from = await newLayer('point');
    const to = await newLayer('point');
    const point = (fill: string) => ({ ...sym(fill), pointShape: 'star', pointRadius: 9 });
    const style = {
      kind: 'graduated',
      column: 'pop',
      base: point('#cccccc'),
      classes: [
        { min: 0, max: 100.5, label: '0 – 100.5', symbol: point('#deebf7') },
        { min: 100.5, max: 1000, label: '100.5 – 1,000', symbol: point('#08306b') },
      ],
      label: LABEL,
    };
    await setStyle(from, style);
    const xml = (await http().get(`/api/layers/${from}/style/export/sld`).set(owner.auth).expect(200)).text;
    expect(xml).toContain('<ogc:PropertyIsLessThanOrEqualTo><ogc:PropertyName>pop</ogc:PropertyName><ogc:Literal>1000</ogc:Literal>');
    const imported = (await importSld(to, xml).expect(200)).body.result.styleJson;
    expect(imported).toMatchObject({ kind: 'graduated', column: 'pop', base: style.base, classes: style.classes });

    const single = { kind: 'single', column: null, base: sym('#ff000080'), classes: [], label: LABEL };
    await setStyle(from, single);
    const singleXml = (await http().get(`/api/layers/${from}/style/export/sld`).set(owner.auth).expect(200)).text;
    const back = (await importSld(to, singleXml).expect(200)).body.result.styleJson;
    expect(back).toMatchObject({ kind: 'single', base: { ...single.base, pointShape: 'circle', pointRadius: 6 } });
  });

  it('exports a MapLibre style whose expressions give each class its colour', async () => {
    const lyr = await newLayer('polygon');
    await setStyle(lyr, {
      kind: 'categorized',
      column: '구분',
      base: sym('#99999966'),
      classes: [{ value: '공원', label: '공원', symbol: sym('#4daf4a80') }],
      label: LABEL,
      minZoom: 8,
    });
    const style = (await http().get(`/api/layers/${lyr}/style/export/maplibre`).set(owner.auth).expect(200)).body;
    expect(style).toMatchObject({ version: 8, name: '구역 <경계>', sources: { nuri: { type: 'vector' } } });
    expect(style.sources.nuri.url).toMatch(new RegExp(`/api/tiles/${lyr}/tilejson\\.json$`));
    expect(style.layers.map((l: { type: string }) => l.type)).toEqual(['fill', 'line']);
    expect(style.layers[0]).toMatchObject({ 'source-layer': lyr, minzoom: 8 });
    expect(style.layers[0].paint['fill-color']).toEqual(['match', ['to-string', ['get', '구분']], '공원', '#4daf4a', '#999999']);
    expect(style.layers[0].paint['fill-opacity']).toEqual(['match', ['to-string', ['get', '구분']], '공원', 0.5, 0.4]);
  });

  it('refuses SLDs it cannot read, other files and other people, changing nothing', async () => {
    const lyr = await newLayer('polygon');
    const before = (await http().get(`/api/layers/${lyr}/style`).set(owner.auth).expect(200)).body.result.styleJson;
    const like = (filter: string) =>
      `<StyledLayerDescriptor version="1.1.0" xmlns="http://www.opengis.net/sld" xmlns:se="http://www.opengis.net/se" xmlns:ogc="http://www.opengis.net/ogc"><NamedLayer><UserStyle><se:FeatureTypeStyle><se:Rule>${filter}<se:PolygonSymbolizer/></se:Rule></se:FeatureTypeStyle></UserStyle></NamedLayer></StyledLayerDescriptor>`;
    const bad = await importSld(lyr, like('<ogc:Filter><ogc:PropertyIsLike><ogc:PropertyName>a</ogc:PropertyName><ogc:Literal>x*</ogc:Literal></ogc:PropertyIsLike></ogc:Filter>')).expect(400);
    expect(bad.body.message).toBe('SLD를 스타일로 읽을 수 없습니다 (a filter other than PropertyIsEqualTo or a GreaterThanOrEqualTo/LessThan range).');
    const empty = await importSld(lyr, '<StyledLayerDescriptor version="1.1.0"><NamedLayer/></StyledLayerDescriptor>').expect(400);
    expect(empty.body.message).toBe('SLD를 스타일로 읽을 수 없습니다 (no NamedLayer/UserStyle/FeatureTypeStyle/Rule).');
    await importSld(lyr, '<not-closed>').expect(400);
    await importSld(lyr, '<!DOCTYPE x><StyledLayerDescriptor/>').expect(400);
    await http().put(`/api/layers/${lyr}/style/import/sld`).set(owner.auth).attach('file', Buffer.from(like('')), 'style.png').expect(415);
    await http().put(`/api/layers/${lyr}/style/import/sld`).set(stranger.auth).set('Content-Type', 'application/xml').send(like('')).expect(403);
    await http().get(`/api/layers/${lyr}/style/export/sld`).set(stranger.auth).expect(403);
    await http().get(`/api/layers/${lyr}/style/export/maplibre`).expect(401);
    expect((await http().get(`/api/layers/${lyr}/style`).set(owner.auth).expect(200)).body.result.styleJson).toEqual(before);
  });
});
