import type { INestApplication } from '@nestjs/common';
import { USER_SE_CODES } from '@nuri/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { Factories } from './support/factories';
import { createTestApp } from './support/test-app';

type Actor = Awaited<ReturnType<Factories['actor']>>;

const sym = (fill: string) => ({ fillColor: fill, strokeColor: '#1f5fbf', strokeWidth: 2, pointShape: 'circle', pointRadius: 6 });
const LABEL = { enabled: true, column: 'name', fontSize: 12, color: '#222222', haloColor: '#ffffff', haloWidth: 2 };
const RULES = [
  { filter: "pop >= 1000 AND name LIKE '%구'", label: '큰 구', symbol: sym('#ff0000') },
  { filter: 'pop BETWEEN 10 AND 999 OR name IS NULL', label: '', symbol: sym('#00ff00') },
];
const SIZE = { column: 'pop', minValue: 0, maxValue: 5000, minRadius: 4, maxRadius: 24 };
const STYLE = { kind: 'rules', column: null, base: sym('#99999966'), classes: RULES, label: { ...LABEL, priority: 8, placement: 'line' }, size: SIZE };

// Issue 24: rule-based classes (the attribute filter language), proportional symbols and label
// options are saved with the web map's TOC and read back; bad ones are refused with the field
// named and nothing saved; the style exports carry the rules.
describe('rule-based styles, proportional symbols and label options in web maps', () => {
  let app: INestApplication;
  let owner: Actor;
  let pointLyr: string;
  const http = () => request(app.getHttpServer());
  const db = () => app.get(DataSource);
  const layer = (style: unknown) => ({ lyrGroupSeCode: '02', tocNm: '시설', visibleAt: 'Y', opacity: 1, lyrId: pointLyr, style });
  const mapBody = (toc: unknown[]) => ({ userMapSj: '규칙 스타일', view: { projection: 'EPSG:5186', center: [198000, 552000], zoom: 12 }, toc });
  const count = async (): Promise<number> => (await db().query(`SELECT count(*)::int AS n FROM user_map_toc`))[0].n as number;

  beforeAll(async () => {
    app = await createTestApp();
    const f = new Factories(app);
    owner = await f.actor((await f.newInstitution()).insttCode, USER_SE_CODES.MEMBER);
    pointLyr = (
      await http()
        .post('/api/layers/upload')
        .set(owner.auth)
        .send({ uploadType: 'custom', lyrNm: '시설', geometryType: 'point', columns: [{ name: 'name', type: 'text' }, { name: 'pop', type: 'integer' }] })
        .expect(201)
    ).body.result.lyrId as string;
  });
  afterAll(async () => {
    await app.close();
  });

  it('saves rules, sizes and label options and reads them back as sent', async () => {
    const saved = (await http().post('/api/webmap').set(owner.auth).send(mapBody([layer(STYLE)])).expect(201)).body.result;
    const back = (await http().get(`/api/webmap/${saved.userMapId}`).set(owner.auth).expect(200)).body.result;
    expect(back.toc[0].style).toMatchObject({ kind: 'rules', classes: RULES, size: SIZE, label: { priority: 8, placement: 'line' } });
    const [row] = await db().query(`SELECT style_json AS style FROM user_map_toc WHERE user_map_id = $1`, [saved.userMapId]);
    expect(row.style).toMatchObject({ kind: 'rules', classes: RULES, size: SIZE });
    // Without a size, the style reads back without one.
    const plain = (await http().put(`/api/webmap/${saved.userMapId}`).set(owner.auth).send(mapBody([layer({ ...STYLE, size: null })])).expect(200)).body.result;
    expect(plain.toc[0].style.size).toBeUndefined();
  });

  it.each([
    [{ classes: [{ ...RULES[0], filter: 'pop >' }] }, 'toc[0].style.classes[0].filter is not a usable attribute filter: The attribute filter ends at character 6; complete the condition.'],
    [{ classes: [{ ...RULES[0], filter: "name = 'x" }] }, 'toc[0].style.classes[0].filter is not a usable attribute filter: Attribute filter, character 8: the quote opened here is not closed.'],
    [{ classes: [{ label: '', symbol: sym('#ff0000') }] }, "toc[0].style.classes[0].filter is not a usable attribute filter: Enter the rule's condition."],
    [{ size: { ...SIZE, maxRadius: 61 } }, 'toc[0].style.size.maxRadius must be a number from 1 to 60'],
    [{ size: { ...SIZE, minValue: 10, maxValue: 1 } }, 'toc[0].style.size needs numbers minValue ≤ maxValue'],
    [{ label: { ...LABEL, priority: 11 } }, 'toc[0].style.label.priority must be a number from 0 to 10'],
    [{ label: { ...LABEL, placement: 'curved' } }, 'toc[0].style.label.placement must be one of point, line'],
  ])('refuses a bad rule, size or label option (%#) with the field named, saving nothing', async (extra, detail) => {
    const before = await count();
    const res = await http().post('/api/webmap').set(owner.auth).send(mapBody([layer({ ...STYLE, ...extra })])).expect(400);
    const errors = res.body.result as Array<{ field: string; message: string }>;
    expect(errors.map((e) => e.message)).toContain(`스타일 설정이 올바르지 않습니다. (${detail})`);
    expect(errors.map((e) => e.field)).toContain(detail.split(' ')[0]);
    expect(await count()).toBe(before);
  });

  it('exports the style on screen as SLD with first-match rule filters, and as MapLibre case expressions', async () => {
    const sld = await http().post(`/api/layers/${pointLyr}/style/export/sld`).set(owner.auth).send({ styleJson: STYLE }).expect(200);
    expect(sld.headers['content-type']).toMatch(/^application\/vnd\.ogc\.sld\+xml/);
    expect(sld.headers['content-disposition']).toContain("filename*=UTF-8''");
    expect(sld.text).toContain('<se:Title>큰 구</se:Title>');
    expect(sld.text).toContain(
      '<ogc:Filter><ogc:And><ogc:PropertyIsGreaterThanOrEqualTo><ogc:PropertyName>pop</ogc:PropertyName><ogc:Literal>1000</ogc:Literal></ogc:PropertyIsGreaterThanOrEqualTo><ogc:PropertyIsLike wildCard="%" singleChar="_" escapeChar="\\" matchCase="true"><ogc:PropertyName>name</ogc:PropertyName><ogc:Literal>%구</ogc:Literal></ogc:PropertyIsLike></ogc:And></ogc:Filter>',
    );
    // The second rule excludes what the first one draws (SLD draws every matching rule).
    expect(sld.text).toMatch(/<ogc:Filter><ogc:And><ogc:Or><ogc:PropertyIsBetween>.*<\/ogc:Or><ogc:Not><ogc:And><ogc:PropertyIsGreaterThanOrEqualTo>/);
    expect(sld.text).toContain('<ogc:Function name="sqrt">');
    expect(sld.text).toContain('<se:ElseFilter/>');

    const ml = (await http().post(`/api/layers/${pointLyr}/style/export/maplibre`).set(owner.auth).send({ styleJson: STYLE }).expect(200)).body;
    const paint = ml.layers[0].paint;
    expect(paint['circle-color'][0]).toBe('case');
    expect(paint['circle-color'].slice(-3)).toEqual([expect.any(Array), '#00ff00', '#999999']);
    expect(paint['circle-radius']).toEqual(['+', 4, ['*', 20, ['sqrt', ['max', 0, ['min', 1, ['/', ['-', ['to-number', ['get', 'pop'], 0], 0], 5000]]]]]]);
  });

  it('refuses to export a style that is not valid, naming the field', async () => {
    const res = await http()
      .post(`/api/layers/${pointLyr}/style/export/sld`)
      .set(owner.auth)
      .send({ styleJson: { ...STYLE, classes: [{ ...RULES[0], filter: 'pop >' }] } })
      .expect(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body.message).toBe(
      '스타일 설정이 올바르지 않습니다. (styleJson.classes[0].filter is not a usable attribute filter: The attribute filter ends at character 6; complete the condition.)',
    );
    expect((res.body.result as Array<{ field: string }>)[0].field).toBe('styleJson.classes[0].filter');
  });
});
