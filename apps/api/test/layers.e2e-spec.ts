import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { USER_SE_CODES } from '@nuri/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AppConfig } from '../src/config/app-config';
import { Factories } from './support/factories';
import { createTestApp } from './support/test-app';

const DATA = path.resolve(__dirname, '../../../../shared/data');
type Actor = Awaited<ReturnType<Factories['actor']>>;

const SLD = `<?xml version="1.0" encoding="UTF-8"?>
<sld:StyledLayerDescriptor version="1.0.0" xmlns:sld="http://www.opengis.net/sld">
  <sld:NamedLayer><sld:Name>구역</sld:Name></sld:NamedLayer>
</sld:StyledLayerDescriptor>`;

describe('layers: records, thumbnails, publish and styles', () => {
  let app: INestApplication;
  let f: Factories;
  let a: string;
  let owner: Actor;
  let sameInstt: Actor;
  let insttAdmin: Actor;
  let other: Actor;
  let provider: Actor;
  const tag = `L${randomBytes(3).toString('hex')}`;
  const http = () => request(app.getHttpServer());
  const db = () => app.get(DataSource);
  const storage = () => app.get(AppConfig).storageDir;

  /** A polygon layer table (EPSG:5186) with two districts, and its layer record. */
  async function vectorLayer(by: Actor, lyrNm: string, extra: Record<string, string> = {}): Promise<{ lyrId: string; tableNm: string }> {
    const tableNm = `t_${randomBytes(6).toString('hex')}`;
    await db().query(`CREATE TABLE layers."${tableNm}" (gid serial PRIMARY KEY, geom geometry(MultiPolygon, 5186), "name" text, pop int)`);
    await db().query(
      `INSERT INTO layers."${tableNm}" (geom, "name", pop) VALUES
         (ST_Multi(ST_MakeEnvelope(197000, 552000, 199000, 554000, 5186)), '종로구', 150000),
         (ST_Multi(ST_MakeEnvelope(199000, 550000, 201000, 552000, 5186)), '중구', 120000)`,
    );
    const lyrId = await layerRecord(by, lyrNm, { lyr_ty_se_code: '3', upload_ty: 'shp', table_nm: tableNm, geom_column: 'geom', geom_type: 'MultiPolygon', srid: '5186', feature_cnt: '2', ...extra });
    return { lyrId, tableNm };
  }

  async function layerRecord(by: Actor, lyrNm: string, columns: Record<string, string>): Promise<string> {
    const lyrId = `lyr-${randomBytes(8).toString('hex')}`;
    const all: Record<string, string> = { lyr_id: lyrId, lyr_nm: lyrNm, instt_code: by.user.insttCode, register_id: by.user.userId, ...columns };
    const names = Object.keys(all);
    await db().query(
      `INSERT INTO lyr (${names.join(', ')}) VALUES (${names.map((_, i) => `$${i + 1}`).join(', ')})`,
      Object.values(all),
    );
    return lyrId;
  }

  async function share(lyrId: string, ownerId: string, scope: number, refrnId: string | null, edit = '0'): Promise<void> {
    await db().query(
      `INSERT INTO pblonsip (cntnts_ty_code, cntnts_id, pblonsip_ordr, pblonsip_scope_se_code, pblonsip_refrn_id, edit_posbl_at, owner_id, register_id)
       VALUES ('LYR', $1::varchar, (SELECT coalesce(max(pblonsip_ordr), 0) + 1 FROM pblonsip WHERE cntnts_id = $1::varchar), $2, $3, $4, $5, $5)`,
      [lyrId, scope, refrnId, edit, ownerId],
    );
  }

  const list = (who: Actor, query: Record<string, string | number>) =>
    http().get('/api/layers').set(who.auth).query({ searchTxt: tag, ...query });

  beforeAll(async () => {
    app = await createTestApp();
    f = new Factories(app);
    a = (await f.newInstitution()).insttCode;
    const b = (await f.newInstitution()).insttCode;
    owner = await f.actor(a, USER_SE_CODES.MEMBER);
    sameInstt = await f.actor(a, USER_SE_CODES.MEMBER);
    insttAdmin = await f.actor(a, USER_SE_CODES.INSTT_ADMIN);
    other = await f.actor(b, USER_SE_CODES.MEMBER);
    provider = await f.actor(a, USER_SE_CODES.PROVIDER_ADMIN);
  });
  afterAll(() => app.close());

  describe('search and detail', () => {
    let mine: string;
    let shared: string;
    let national: string;

    beforeAll(async () => {
      mine = (await vectorLayer(owner, `${tag} 행정구역`)).lyrId;
      shared = (await vectorLayer(owner, `${tag} 공유 구역`)).lyrId;
      await share(shared, owner.user.userId, 1, a);
      national = (await vectorLayer(provider, `${tag} 국가 도로`, { hold_data_se_code: '9', lyr_ty_se_code: '3' })).lyrId;
      await layerRecord(owner, `${tag} 점 레이어`, { lyr_ty_se_code: '1', upload_ty: 'custom' });
      for (let i = 0; i < 22; i++) await layerRecord(owner, `${tag} 페이지 ${i}`, { lyr_ty_se_code: '0', upload_ty: 'geotiff' });
    });

    it('pages by 20 from page 1 and shows the spec fields', async () => {
      const res = await list(owner, {}).expect(200);
      expect(res.body.result).toMatchObject({ pageIndex: 1, pageSize: 20, totalElements: 26, last: false });
      expect(res.body.result.content).toHaveLength(20);
      const page2 = (await list(owner, { pageIndex: 2 }).expect(200)).body.result;
      expect(page2).toMatchObject({ pageIndex: 2, last: true });
      expect(page2.content).toHaveLength(6);
      const row = (await list(owner, { searchTxt: `${tag} 행정` }).expect(200)).body.result.content[0];
      expect(row).toMatchObject({
        lyrId: mine,
        lyrNm: `${tag} 행정구역`,
        lyrTySeCode: '3',
        holdDataSeCode: '1',
        insttCode: a,
        registerId: owner.user.userId,
        registerNm: owner.user.userNm,
        publishAt: 'N',
        featureCnt: 2,
        geomType: 'MultiPolygon',
        srid: 5186,
        status: 'READY',
        thumbnailUrl: null,
        uploadTy: 'shp',
        dataVersion: 1,
      });
      expect(Date.parse(row.registDt)).not.toBeNaN();
    });

    it('filters by type, data holder and scope, and sorts by whitelisted names only', async () => {
      const types = async (lyrTySeCode: string) => (await list(owner, { lyrTySeCode }).expect(200)).body.result.totalElements;
      expect(await types('3')).toBe(3);
      expect(await types('1')).toBe(1);
      expect(await types('0')).toBe(22);
      expect(await types('5')).toBe(0);
      const nationalOnly = (await list(owner, { holdDataSeCode: '9' }).expect(200)).body.result.content;
      expect(nationalOnly.map((l: { lyrId: string }) => l.lyrId)).toEqual([national]);
      expect((await list(owner, { scope: 'mine' }).expect(200)).body.result.totalElements).toBe(25);
      const sharedWithMe = (await list(sameInstt, { scope: 'shared' }).expect(200)).body.result.content;
      expect(sharedWithMe.map((l: { lyrId: string }) => l.lyrId)).toEqual([shared]);
      const byName = (await list(owner, { lyrTySeCode: '3', sort: 'lyrNm', direction: 'ASC' }).expect(200)).body.result.content;
      expect(byName.map((l: { lyrNm: string }) => l.lyrNm)).toEqual([`${tag} 공유 구역`, `${tag} 국가 도로`, `${tag} 행정구역`]);
      await list(owner, { sort: 'lyr_nm; DROP TABLE lyr' }).expect(400);
      await list(owner, { lyrTySeCode: '4' }).expect(400);
      await list(owner, { holdDataSeCode: '2' }).expect(400);
      await list(owner, { searchTxt: 'x'.repeat(101) }).expect(400);
    });

    it('shows each member only what the policy lets them view; national layers to everyone', async () => {
      const ids = async (who: Actor) =>
        ((await list(who, { pageSize: 100 }).expect(200)).body.result.content as Array<{ lyrId: string }>).map((l) => l.lyrId);
      expect(await ids(other)).toEqual([national]);
      expect(await ids(sameInstt)).toEqual(expect.arrayContaining([shared, national]));
      expect(await ids(sameInstt)).toHaveLength(2);
      expect(await ids(insttAdmin)).toHaveLength(26);
      await http().get(`/api/layers/${mine}`).set(other.auth).expect(403);
      await http().get(`/api/layers/${national}`).set(other.auth).expect(200);
      await http().get(`/api/layers/${shared}`).set(sameInstt.auth).expect(200);
      await http().get(`/api/layers/${mine}`).expect(401);
      await http().get('/api/layers/nope').set(owner.auth).expect(404);
      const detail = (await http().get(`/api/layers/${mine}`).set(owner.auth).expect(200)).body.result;
      expect(detail).toMatchObject({ lyrId: mine, mayEdit: true, sldAt: 'N', importError: null });
      expect((await http().get(`/api/layers/${shared}`).set(sameInstt.auth).expect(200)).body.result.mayEdit).toBe(false);
    });
  });

  describe('update and delete', () => {
    it('lets editors rename (an editing share too) and refuses viewers', async () => {
      const { lyrId } = await vectorLayer(owner, `${tag} 이름 전`);
      await http().put(`/api/layers/${lyrId}`).set(owner.auth).send({ lyrNm: `  ${tag} 이름 후 `, lyrDc: '설명' }).expect(200);
      const detail = (await http().get(`/api/layers/${lyrId}`).set(owner.auth).expect(200)).body.result;
      expect(detail).toMatchObject({ lyrNm: `${tag} 이름 후`, lyrDc: '설명' });
      await share(lyrId, owner.user.userId, 3, sameInstt.user.userId, '0');
      await http().put(`/api/layers/${lyrId}`).set(sameInstt.auth).send({ lyrNm: 'x' }).expect(403);
      await share(lyrId, owner.user.userId, 3, other.user.userId, '1');
      await http().put(`/api/layers/${lyrId}`).set(other.auth).send({ lyrNm: `${tag} 공동 편집` }).expect(200);
      await http().put(`/api/layers/${lyrId}`).set(owner.auth).send({ lyrNm: '' }).expect(400);
      await http().put(`/api/layers/${lyrId}`).set(owner.auth).send({ registerId: other.user.userId }).expect(400);
      // A shared editor may edit but never delete.
      await http().delete(`/api/layers/${lyrId}`).set(other.auth).expect(403);
    });

    it('drops the table, files, shares and group memberships', async () => {
      const { lyrId, tableNm } = await vectorLayer(owner, `${tag} 지울 레이어`);
      await http().post(`/api/layers/${lyrId}/thumbnail`).set(owner.auth).attach('file', path.join(DATA, 'thumb_ok.png')).expect(200);
      const [{ thumbnail_path: thumb }] = await db().query(`SELECT thumbnail_path FROM lyr WHERE lyr_id = $1`, [lyrId]);
      fs.mkdirSync(path.join(storage(), 'layers/rasters'), { recursive: true });
      const raster = `layers/rasters/${lyrId}.tif`;
      fs.writeFileSync(path.join(storage(), raster), 'raster');
      await db().query(`UPDATE lyr SET raster_path = $2 WHERE lyr_id = $1`, [lyrId, raster]);
      await share(lyrId, owner.user.userId, 1, a);
      const group = (await http().post('/api/lyrgrp').set(owner.auth).send({ lyrNm: `${tag} 그룹`, lyrIdList: [lyrId] }).expect(201)).body.result;

      await http().delete(`/api/layers/${lyrId}`).set(sameInstt.auth).expect(403);
      await http().delete(`/api/layers/${lyrId}`).set(owner.auth).expect(200);

      const [{ reg }] = await db().query(`SELECT to_regclass($1) AS reg`, [`layers.${tableNm}`]);
      expect(reg).toBeNull();
      expect(fs.existsSync(path.join(storage(), thumb))).toBe(false);
      expect(fs.existsSync(path.join(storage(), raster))).toBe(false);
      expect(await db().query(`SELECT 1 FROM pblonsip WHERE cntnts_id = $1`, [lyrId])).toHaveLength(0);
      expect(await db().query(`SELECT 1 FROM lyr_grp_item WHERE lyr_id = $1`, [lyrId])).toHaveLength(0);
      await http().get(`/api/layers/${lyrId}`).set(owner.auth).expect(404);
      expect((await http().get(`/api/lyrgrp/${group.lyrId}`).set(owner.auth).expect(200)).body.result.layers).toEqual([]);
    });

    it('lets the institution admin delete a member layer', async () => {
      const { lyrId } = await vectorLayer(owner, `${tag} 관리자 삭제`);
      await http().delete(`/api/layers/${lyrId}`).set(insttAdmin.auth).expect(200);
    });
  });

  describe('thumbnails', () => {
    let lyrId: string;
    beforeAll(async () => {
      lyrId = (await vectorLayer(owner, `${tag} 썸네일`)).lyrId;
    });

    it('accepts a png, serves it to viewers, replaces and deletes it', async () => {
      await http().get(`/api/layers/${lyrId}/thumbnail`).set(owner.auth).expect(404);
      const res = await http().post(`/api/layers/${lyrId}/thumbnail`).set(owner.auth).attach('file', path.join(DATA, 'thumb_ok.png')).expect(200);
      expect(res.body.result).toMatch(new RegExp(`^/api/layers/${lyrId}/thumbnail\\?exp=\\d+&sig=[\\w-]+$`));
      const image = await http().get(`/api/layers/${lyrId}/thumbnail`).set(owner.auth).expect(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(Buffer.compare(image.body as Buffer, fs.readFileSync(path.join(DATA, 'thumb_ok.png')))).toBe(0);
      await http().get(`/api/layers/${lyrId}/thumbnail`).set(other.auth).expect(403);
      const [{ thumbnail_path: first }] = await db().query(`SELECT thumbnail_path FROM lyr WHERE lyr_id = $1`, [lyrId]);
      await http().put(`/api/layers/${lyrId}/thumbnail`).set(owner.auth).attach('file', path.join(DATA, 'thumb_ok.png'), 'again.PNG').expect(200);
      expect(fs.existsSync(path.join(storage(), first))).toBe(false);
      const row = (await list(owner, { searchTxt: `${tag} 썸네일` }).expect(200)).body.result.content[0];
      expect(row.thumbnailUrl).toMatch(new RegExp(`^/api/layers/${lyrId}/thumbnail\\?exp=\\d+&sig=[\\w-]+$`));
      // The signed address loads without the bearer token (an <img src>); anonymous callers
      // without it, with a tampered signature or on another layer's path are refused.
      const signed = await http().get(row.thumbnailUrl).expect(200);
      expect(signed.headers['content-type']).toBe('image/png');
      await http().get(`/api/layers/${lyrId}/thumbnail`).expect(403);
      await http().get(`${row.thumbnailUrl}x`).expect(403);
      const other2 = (await vectorLayer(other, `${tag} 남의 썸네일`)).lyrId;
      await http().post(`/api/layers/${other2}/thumbnail`).set(other.auth).attach('file', path.join(DATA, 'thumb_ok.png')).expect(200);
      await http().get(`/api/layers/${other2}/thumbnail${row.thumbnailUrl.slice(row.thumbnailUrl.indexOf('?'))}`).expect(403);
      await http().delete(`/api/layers/${lyrId}/thumbnail`).set(owner.auth).expect(200);
      await http().get(`/api/layers/${lyrId}/thumbnail`).set(owner.auth).expect(404);
    });

    it('refuses other files with the spec messages', async () => {
      const bad = await http().post(`/api/layers/${lyrId}/thumbnail`).set(owner.auth).attach('file', path.join(DATA, 'bad_dxf_named.png')).expect(415);
      expect(bad.body.message).toBe('png, jpg, jpeg 파일을 선택해 주세요.');
      await http().post(`/api/layers/${lyrId}/thumbnail`).set(owner.auth).attach('file', Buffer.from('GIF89a'), 'a.gif').expect(415);
      const big = Buffer.concat([fs.readFileSync(path.join(DATA, 'thumb_ok.png')), Buffer.alloc(1048576)]);
      const large = await http().post(`/api/layers/${lyrId}/thumbnail`).set(owner.auth).attach('file', big, 'big.png').expect(413);
      expect(large.body.message).toBe('썸네일 용량은 1MB로 제한됩니다. (현재 용량: 1.01MB)');
      await http().post(`/api/layers/${lyrId}/thumbnail`).set(sameInstt.auth).attach('file', path.join(DATA, 'thumb_ok.png')).expect(403);
      await http().post(`/api/layers/${lyrId}/thumbnail`).set(owner.auth).expect(400);
    });
  });

  describe('publish, styles and the national flag', () => {
    it('publishes once, then republishes with a new data version', async () => {
      const { lyrId } = await vectorLayer(owner, `${tag} 발행`);
      await http().post(`/api/layers/${lyrId}/republish`).set(owner.auth).expect(409);
      await http().post(`/api/layers/${lyrId}/publish`).set(sameInstt.auth).expect(403);
      const published = (await http().post(`/api/layers/${lyrId}/publish`).set(owner.auth).expect(200)).body.result;
      expect(published).toMatchObject({ publishAt: 'Y', dataVersion: 1 });
      expect(published.publishDt).toEqual(expect.any(String));
      await http().post(`/api/layers/${lyrId}/publish`).set(owner.auth).expect(409);
      const again = (await http().post(`/api/layers/${lyrId}/republish`).set(insttAdmin.auth).expect(200)).body.result;
      expect(again).toMatchObject({ publishAt: 'Y', dataVersion: 2 });
      const importing = await layerRecord(owner, `${tag} 가져오는 중`, { lyr_ty_se_code: '3', upload_ty: 'shp', lyr_sttus_code: 'IMPORTING' });
      await http().post(`/api/layers/${importing}/publish`).set(owner.auth).expect(409);
    });

    it('takes an SLD only when published and only as valid StyledLayerDescriptor XML', async () => {
      const { lyrId } = await vectorLayer(owner, `${tag} 스타일`);
      const notYet = await http().put(`/api/layers/${lyrId}/style/sld`).set(owner.auth).set('Content-Type', 'application/xml').send(SLD).expect(409);
      expect(notYet.body.message).toBe('레이어를 발행한 뒤에 스타일 파일(SLD)을 올릴 수 있습니다.');
      await http().post(`/api/layers/${lyrId}/publish`).set(owner.auth).expect(200);
      const put = (body: string | Buffer, name = 'style.sld') =>
        http().put(`/api/layers/${lyrId}/style/sld`).set(owner.auth).attach('file', Buffer.from(body), name);
      const broken = await put('<sld:StyledLayerDescriptor><a></sld:StyledLayerDescriptor>').expect(400);
      expect(broken.body.message).toContain('올바른 XML이 아닙니다');
      await put('<?xml version="1.0"?><html><body/></html>').expect(400);
      await put('<!DOCTYPE x [<!ENTITY a "b">]><StyledLayerDescriptor/>').expect(400);
      await put(SLD, 'style.txt').expect(415);
      await put(`<StyledLayerDescriptor><!--${'x'.repeat(1048576)}--></StyledLayerDescriptor>`).expect(413);
      await http().put(`/api/layers/${lyrId}/style/sld`).set(owner.auth).expect(400);
      const saved = (await put(SLD).expect(200)).body.result;
      expect(saved).toMatchObject({ sldAt: 'Y', sld: SLD, publishAt: 'Y' });
      const viaBody = await http().put(`/api/layers/${lyrId}/style/sld`).set(owner.auth).set('Content-Type', 'text/xml').send(SLD).expect(200);
      expect(viaBody.body.result.dataVersion).toBe(saved.dataVersion + 1);
      const raw = await http().get(`/api/layers/${lyrId}/style/sld`).set(owner.auth).expect(200);
      expect(raw.headers['content-type']).toContain('application/vnd.ogc.sld+xml');
      expect(raw.text).toBe(SLD);
      await http().put(`/api/layers/${lyrId}/style/sld`).set(sameInstt.auth).attach('file', Buffer.from(SLD), 'a.sld').expect(403);
      await http().delete(`/api/layers/${lyrId}/style/sld`).set(owner.auth).expect(200);
      await http().get(`/api/layers/${lyrId}/style/sld`).set(owner.auth).expect(404);
    });

    it('saves the JSON style for editors and bumps the data version', async () => {
      const { lyrId } = await vectorLayer(owner, `${tag} JSON 스타일`);
      const styleJson = { fill: { color: '#ff000080' }, stroke: { color: '#333', width: 1 }, label: { field: 'name' } };
      const saved = (await http().put(`/api/layers/${lyrId}/style`).set(owner.auth).send({ styleJson }).expect(200)).body.result;
      expect(saved).toMatchObject({ styleJson, sldAt: 'N', dataVersion: 2 });
      expect((await http().get(`/api/layers/${lyrId}/style`).set(owner.auth).expect(200)).body.result.styleJson).toEqual(styleJson);
      await http().put(`/api/layers/${lyrId}/style`).set(owner.auth).send({ styleJson: 'red' }).expect(400);
      await http().put(`/api/layers/${lyrId}/style`).set(other.auth).send({ styleJson }).expect(403);
    });

    it('lets only provider admins mark national layers, which every member then sees', async () => {
      const { lyrId } = await vectorLayer(owner, `${tag} 국가 지정`);
      await http().put(`/api/layers/${lyrId}/hold-data`).set(owner.auth).send({ holdDataSeCode: '9' }).expect(403);
      await http().put(`/api/layers/${lyrId}/hold-data`).set(insttAdmin.auth).send({ holdDataSeCode: '9' }).expect(403);
      await http().get(`/api/layers/${lyrId}`).set(other.auth).expect(403);
      const res = await http().put(`/api/layers/${lyrId}/hold-data`).set(provider.auth).send({ holdDataSeCode: '9' }).expect(200);
      expect(res.body.result.holdDataSeCode).toBe('9');
      await http().get(`/api/layers/${lyrId}`).set(other.auth).expect(200);
      await http().post(`/api/layers/${lyrId}/attributes`).set(other.auth).send({}).expect(200);
      await http().put(`/api/layers/${lyrId}`).set(other.auth).send({ lyrNm: 'x' }).expect(403);
      await http().put(`/api/layers/${lyrId}/hold-data`).set(provider.auth).send({ holdDataSeCode: '3' }).expect(400);
      await http().put(`/api/layers/${lyrId}/hold-data`).set(provider.auth).send({ holdDataSeCode: '1' }).expect(200);
      await http().get(`/api/layers/${lyrId}`).set(other.auth).expect(403);
    });
  });
});
