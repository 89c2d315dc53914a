import { randomBytes } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { USER_SE_CODES } from '@nuri/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { Factories } from './support/factories';
import { createTestApp } from './support/test-app';

// Clearing an optional field (docs/api-guide.md "Clearing an optional field"): the web apps send
// null for a field the user emptied. Partial updates (layers, layer groups, groups): absent keeps
// the stored text, null or empty text clears the column, anything else is checked as before.
// Full replacements (web maps, themed apps): null, empty or absent all clear it.
type Actor = Awaited<ReturnType<Factories['actor']>>;

describe('clearing optional fields', () => {
  let app: INestApplication;
  let f: Factories;
  let owner: Actor;
  const tag = `C${randomBytes(3).toString('hex')}`;
  const http = () => request(app.getHttpServer());
  const db = () => app.get(DataSource);
  const column = async (sql: string, id: string | number): Promise<unknown> => (await db().query(sql, [id]))[0]?.v;

  async function layer(lyrNm: string, lyrDc: string): Promise<string> {
    const lyrId = `lyr-${randomBytes(8).toString('hex')}`;
    await db().query(
      `INSERT INTO lyr (lyr_id, lyr_nm, lyr_dc, lyr_ty_se_code, hold_data_se_code, upload_ty, instt_code, register_id)
       VALUES ($1, $2, $3, '1', '1', 'custom', $4, $5)`,
      [lyrId, `${tag} ${lyrNm}`, lyrDc, owner.user.insttCode, owner.user.userId],
    );
    return lyrId;
  }
  const layerDc = (lyrId: string) => column(`SELECT lyr_dc AS v FROM lyr WHERE lyr_id = $1`, lyrId);

  const mapBody = (over: Record<string, unknown> = {}) => ({
    userMapSj: `${tag} 공원 지도`,
    userMapCn: '서울의 공원',
    userMapNcm: '공원',
    view: { projection: 'EPSG:5186', center: [198000, 552000], zoom: 15 },
    toc: [],
    ...over,
  });

  beforeAll(async () => {
    app = await createTestApp();
    f = new Factories(app);
    owner = await f.actor((await f.newInstitution()).insttCode, USER_SE_CODES.MEMBER);
  });
  afterAll(() => app.close());

  it('a layer: null and empty text clear the description, absent keeps it, bad values change nothing', async () => {
    const lyrId = await layer('하천', '하천 시설');
    const put = (body: Record<string, unknown>) => http().put(`/api/layers/${lyrId}`).set(owner.auth).send(body);

    // Absent keeps it (a rename alone).
    expect((await put({ lyrNm: `${tag} 하천 2` }).expect(200)).body.result.lyrDc).toBe('하천 시설');
    expect(await layerDc(lyrId)).toBe('하천 시설');

    const cleared = await put({ lyrNm: `${tag} 하천 2`, lyrDc: null }).expect(200);
    expect(cleared.body.result).toMatchObject({ lyrNm: `${tag} 하천 2`, lyrDc: null });
    expect(await layerDc(lyrId)).toBeNull();
    expect((await http().get(`/api/layers/${lyrId}`).set(owner.auth).expect(200)).body.result.lyrDc).toBeNull();

    await put({ lyrDc: '  새 설명  ' }).expect(200);
    expect(await layerDc(lyrId)).toBe('새 설명');
    await put({ lyrDc: '   ' }).expect(200);
    expect(await layerDc(lyrId)).toBeNull();

    // Not text, or too long: 400 with the field, nothing stored.
    await put({ lyrDc: '남는 설명' }).expect(200);
    const wrongType = await put({ lyrDc: 7 }).expect(400);
    expect(JSON.stringify(wrongType.body.result)).toContain('lyrDc');
    await put({ lyrDc: 'x'.repeat(4001) }).expect(400);
    expect(await layerDc(lyrId)).toBe('남는 설명');
  });

  it('a layer group: null clears its description, absent keeps it', async () => {
    const member = await layer('도로', '');
    const created = await http()
      .post('/api/lyrgrp')
      .set(owner.auth)
      .send({ lyrNm: `${tag} 묶음`, lyrDc: '도로 묶음', lyrIdList: [member] })
      .expect(201);
    const groupId = created.body.result.lyrId as string;
    await http().put(`/api/lyrgrp/${groupId}`).set(owner.auth).send({ lyrNm: `${tag} 묶음 2` }).expect(200);
    expect(await layerDc(groupId)).toBe('도로 묶음');
    const cleared = await http().put(`/api/lyrgrp/${groupId}`).set(owner.auth).send({ lyrDc: null }).expect(200);
    expect(cleared.body.result.lyrDc).toBeNull();
    expect(await layerDc(groupId)).toBeNull();
  });

  it('a group: null clears its description, absent keeps it', async () => {
    const created = await http()
      .post('/api/groups')
      .set(owner.auth)
      .send({ groupNm: `${tag} 답사팀`, groupDc: '주말 답사' })
      .expect(201);
    const groupSn = created.body.result.groupSn as number;
    const groupDc = () => column(`SELECT group_dc AS v FROM user_group WHERE group_sn = $1`, groupSn);
    await http().put(`/api/groups/${groupSn}`).set(owner.auth).send({ groupNm: `${tag} 답사팀 2` }).expect(200);
    expect(await groupDc()).toBe('주말 답사');
    const cleared = await http().put(`/api/groups/${groupSn}`).set(owner.auth).send({ groupDc: null }).expect(200);
    expect(cleared.body.result.groupDc).toBeNull();
    expect(await groupDc()).toBeNull();
  });

  it('a web map: PUT replaces it, so null, empty and absent descriptions all clear it', async () => {
    const userMapId = (await http().post('/api/webmap').set(owner.auth).send(mapBody()).expect(201)).body.result
      .userMapId as string;
    const cn = () => column(`SELECT user_map_cn AS v FROM user_map WHERE user_map_id = $1`, userMapId);
    const put = (over: Record<string, unknown>) =>
      http().put(`/api/webmap/${userMapId}`).set(owner.auth).send(mapBody(over)).expect(200);

    expect((await put({ userMapCn: null })).body.result.userMapCn).toBeNull();
    expect(await cn()).toBeNull();
    await put({ userMapCn: '다시 설명' });
    expect(await cn()).toBe('다시 설명');
    await put({ userMapCn: '' });
    expect(await cn()).toBeNull();
    await put({ userMapCn: '다시 설명' });
    const { userMapCn: _dropped, ...withoutCn } = mapBody();
    await http().put(`/api/webmap/${userMapId}`).set(owner.auth).send(withoutCn).expect(200);
    expect(await cn()).toBeNull();
  });

  it('a themed app: PUT replaces it, so a null description clears it; so does the simple app update', async () => {
    const userMapId = (await http().post('/api/webmap').set(owner.auth).send(mapBody()).expect(201)).body.result
      .userMapId as string;
    const appBody = (over: Record<string, unknown> = {}) => ({
      webappTmplatSj: `${tag} 탭 앱`,
      webappTmplatCn: '공원 앱',
      webappTmplatTyCode: 'TAB',
      detailSetting: { mainTab: [{ tabName: '공원', webmap: { userMapId } }] },
      ...over,
    });
    const id = (await http().post('/api/webapp/tmplat').set(owner.auth).send(appBody()).expect(201)).body.result
      .webappTmplatId as string;
    const cn = (appId: string) => column(`SELECT webapp_tmplat_cn AS v FROM webapp_tmplat WHERE webapp_tmplat_id = $1`, appId);
    const cleared = await http()
      .put(`/api/webapp/tmplat/${id}`)
      .set(owner.auth)
      .send(appBody({ webappTmplatCn: null }))
      .expect(200);
    expect(cleared.body.result.webappTmplatCn).toBeNull();
    expect(await cn(id)).toBeNull();

    const simple = (
      await http()
        .post('/api/webapp/tmplat')
        .set(owner.auth)
        .send(
          appBody({
            webappTmplatSj: `${tag} 간편 앱`,
            webappTmplatTyCode: 'SIMPLE',
            detailSetting: { mainTab: [{ tabName: `${tag} 간편 앱`, webmap: { userMapId } }] },
          }),
        )
        .expect(201)
    ).body.result.webappTmplatId as string;
    expect(await cn(simple)).toBe('공원 앱');
    await http()
      .put(`/api/webapp/tmplat/${simple}/simple`)
      .set(owner.auth)
      .send({ webappTmplatSj: `${tag} 간편 앱`, webappTmplatCn: null, userMapId })
      .expect(200);
    expect(await cn(simple)).toBeNull();
  });
});
