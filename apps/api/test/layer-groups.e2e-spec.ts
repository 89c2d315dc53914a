import { randomBytes } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { USER_SE_CODES } from '@nuri/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { Factories } from './support/factories';
import { createTestApp } from './support/test-app';

type Actor = Awaited<ReturnType<Factories['actor']>>;

describe('layer groups (/lyrgrp)', () => {
  let app: INestApplication;
  let f: Factories;
  let a: string;
  let owner: Actor;
  let colleague: Actor;
  let viewer: Actor;
  let stranger: Actor;
  let provider: Actor;
  let roads: string;
  let parks: string;
  let wells: string;
  let secret: string;
  let national: string;
  const tag = `G${randomBytes(3).toString('hex')}`;
  const http = () => request(app.getHttpServer());
  const db = () => app.get(DataSource);

  /** A layer record (groups only need records; data tables are not read here). */
  async function layer(by: Actor, lyrNm: string, lyrTySeCode = '2', holdDataSeCode = '1'): Promise<string> {
    const lyrId = `lyr-${randomBytes(8).toString('hex')}`;
    await db().query(
      `INSERT INTO lyr (lyr_id, lyr_nm, lyr_ty_se_code, hold_data_se_code, upload_ty, instt_code, register_id)
       VALUES ($1, $2, $3, $4, 'shp', $5, $6)`,
      [lyrId, `${tag} ${lyrNm}`, lyrTySeCode, holdDataSeCode, by.user.insttCode, by.user.userId],
    );
    return lyrId;
  }

  const layerIds = (group: { layers: Array<{ lyrId: string }> }) => group.layers.map((l) => l.lyrId);
  const create = (who: Actor, body: Record<string, unknown>) => http().post('/api/lyrgrp').set(who.auth).send(body);

  beforeAll(async () => {
    app = await createTestApp();
    f = new Factories(app);
    a = (await f.newInstitution()).insttCode;
    owner = await f.actor(a, USER_SE_CODES.MEMBER);
    colleague = await f.actor(a, USER_SE_CODES.EDITOR);
    viewer = await f.actor(a, USER_SE_CODES.VIEWER);
    stranger = await f.actor((await f.newInstitution()).insttCode, USER_SE_CODES.MEMBER);
    provider = await f.actor(a, USER_SE_CODES.PROVIDER_ADMIN);
    roads = await layer(owner, '도로', '2');
    parks = await layer(owner, '공원', '3');
    wells = await layer(owner, '우물', '1');
    secret = await layer(stranger, '비공개', '3');
    national = await layer(provider, '국가 하천', '2', '9');
  });
  afterAll(() => app.close());

  it('creates a group (lyrTySeCode 5) with its layers in the given order', async () => {
    const res = await create(owner, { lyrNm: `${tag} 기본 지도`, lyrDc: '도로와 공원', lyrIdList: [parks, roads, national] }).expect(201);
    const group = res.body.result;
    expect(group).toMatchObject({ lyrNm: `${tag} 기본 지도`, lyrDc: '도로와 공원', lyrTySeCode: '5', uploadTy: 'group', holdDataSeCode: '1', registerId: owner.user.userId, status: 'READY', mayEdit: true });
    expect(layerIds(group)).toEqual([parks, roads, national]);
    expect(group.layers[0]).toMatchObject({ lyrNm: `${tag} 공원`, lyrTySeCode: '3' });
    expect((await http().get(`/api/lyrgrp/${group.lyrId}`).set(owner.auth).expect(200)).body.result.layers).toHaveLength(3);
    const listed = (await http().get('/api/layers').set(owner.auth).query({ searchTxt: tag, lyrTySeCode: '5' }).expect(200)).body.result;
    expect(listed.content.map((l: { lyrId: string }) => l.lyrId)).toContain(group.lyrId);
    const [{ n }] = await db().query(`SELECT count(*)::int AS n FROM lyr_grp_item WHERE grp_lyr_id = $1`, [group.lyrId]);
    expect(n).toBe(3);
  });

  it('refuses layers the caller may not view, groups in groups, repeats and viewers', async () => {
    const refused = await create(owner, { lyrNm: `${tag} 남의 것`, lyrIdList: [roads, secret] }).expect(403);
    expect(refused.body.message).toContain(secret);
    await create(owner, { lyrNm: `${tag} 없는 것`, lyrIdList: ['lyr-missing'] }).expect(403);
    const inner = (await create(owner, { lyrNm: `${tag} 안쪽`, lyrIdList: [roads] }).expect(201)).body.result.lyrId;
    await create(owner, { lyrNm: `${tag} 바깥`, lyrIdList: [inner] }).expect(422);
    await create(owner, { lyrNm: `${tag} 두 번`, lyrIdList: [roads, roads] }).expect(400);
    await create(owner, { lyrNm: `${tag} 빈 그룹`, lyrIdList: [] }).expect(400);
    await create(owner, { lyrNm: '', lyrIdList: [roads] }).expect(400);
    await create(viewer, { lyrNm: `${tag} 열람자`, lyrIdList: [national] }).expect(403);
    const before = (await db().query(`SELECT count(*)::int AS n FROM lyr WHERE lyr_nm LIKE $1`, [`${tag} %`]))[0].n;
    expect(before).toBe(7);
  });

  it('renames and reorders for editors; layers added must be viewable by the one adding them', async () => {
    const group = (await create(owner, { lyrNm: `${tag} 순서`, lyrIdList: [roads, parks] }).expect(201)).body.result;
    const reordered = (await http().put(`/api/lyrgrp/${group.lyrId}`).set(owner.auth).send({ lyrNm: `${tag} 순서 변경`, lyrIdList: [wells, parks, roads] }).expect(200)).body.result;
    expect(reordered.lyrNm).toBe(`${tag} 순서 변경`);
    expect(layerIds(reordered)).toEqual([wells, parks, roads]);
    await http().put(`/api/lyrgrp/${group.lyrId}`).set(colleague.auth).send({ lyrIdList: [roads] }).expect(403);

    // An editing share: the colleague may reorder what is there but not add a layer they cannot view.
    await db().query(
      `INSERT INTO pblonsip (cntnts_ty_code, cntnts_id, pblonsip_ordr, pblonsip_scope_se_code, pblonsip_refrn_id, edit_posbl_at, owner_id, register_id)
       VALUES ('LYR', $1, 1, 3, $2, '1', $3, $3)`,
      [group.lyrId, colleague.user.userId, owner.user.userId],
    );
    const byColleague = await http().put(`/api/lyrgrp/${group.lyrId}`).set(colleague.auth).send({ lyrIdList: [roads, wells, parks] }).expect(200);
    expect(layerIds(byColleague.body.result)).toEqual([]);
    expect(layerIds((await http().get(`/api/lyrgrp/${group.lyrId}`).set(owner.auth).expect(200)).body.result)).toEqual([roads, wells, parks]);
    await http().put(`/api/lyrgrp/${group.lyrId}`).set(colleague.auth).send({ lyrIdList: [roads, national] }).expect(200);
    await http().put(`/api/lyrgrp/${group.lyrId}`).set(owner.auth).send({ lyrIdList: [roads, secret] }).expect(403);
    await http().delete(`/api/lyrgrp/${group.lyrId}`).set(colleague.auth).expect(403);
  });

  it('shows each caller only the member layers they may view', async () => {
    const group = (await create(provider, { lyrNm: `${tag} 혼합`, lyrIdList: [secret, roads, national] }).expect(201)).body.result;
    await http().get(`/api/lyrgrp/${group.lyrId}`).set(owner.auth).expect(403);
    await db().query(
      `INSERT INTO pblonsip (cntnts_ty_code, cntnts_id, pblonsip_ordr, pblonsip_scope_se_code, pblonsip_refrn_id, owner_id, register_id)
       VALUES ('LYR', $1, 1, 1, $2, $3, $3)`,
      [group.lyrId, a, provider.user.userId],
    );
    const seen = (await http().get(`/api/lyrgrp/${group.lyrId}`).set(owner.auth).expect(200)).body.result;
    expect(layerIds(seen)).toEqual([roads, national]);
    expect(seen.mayEdit).toBe(false);
    expect(layerIds((await http().get(`/api/lyrgrp/${group.lyrId}`).set(provider.auth).expect(200)).body.result)).toEqual([secret, roads, national]);
  });

  it('answers 404 for a layer that is not a group, and deletes a group without its layers', async () => {
    await http().get(`/api/lyrgrp/${roads}`).set(owner.auth).expect(404);
    await http().put(`/api/lyrgrp/${roads}`).set(owner.auth).send({ lyrNm: 'x' }).expect(404);
    await http().delete(`/api/lyrgrp/${roads}`).set(owner.auth).expect(404);
    const group = (await create(owner, { lyrNm: `${tag} 지울 그룹`, lyrIdList: [roads, parks] }).expect(201)).body.result;
    await http().post(`/api/layers/${group.lyrId}/publish`).set(owner.auth).expect(409);
    await http().put(`/api/layers/${group.lyrId}/hold-data`).set(provider.auth).send({ holdDataSeCode: '9' }).expect(422);
    await http().delete(`/api/lyrgrp/${group.lyrId}`).set(owner.auth).expect(200);
    await http().get(`/api/lyrgrp/${group.lyrId}`).set(owner.auth).expect(404);
    expect(await db().query(`SELECT 1 FROM lyr_grp_item WHERE grp_lyr_id = $1`, [group.lyrId])).toHaveLength(0);
    await http().get(`/api/layers/${roads}`).set(owner.auth).expect(200);
    await http().get(`/api/layers/${parks}`).set(owner.auth).expect(200);
  });
});
