import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { Factories } from './support/factories';
import { createTestApp } from './support/test-app';

type Actor = { user: { userId: string; insttCode: string }; auth: { Authorization: string } };
const CONFIRM = { 'X-Restricted-Word-Confirm': 'Y' };

describe('groups for members and the name rules (issue 19)', () => {
  let app: INestApplication;
  let f: Factories;
  const http = () => request(app.getHttpServer());
  const db = () => app.get(DataSource);
  const tag = Date.now().toString(36).slice(-6);
  const A = `mgrp-a-${tag}`;
  const B = `mgrp-b-${tag}`;
  let memberA: Actor; // 12
  let memberB: Actor; // 11, same institution
  let memberC: Actor; // 12, same institution, not in the group
  let adminA: Actor;
  let outsider: Actor;
  let provider: Actor;

  const newMap = async (by: Actor, userMapSj = `${tag} 공원`) =>
    (
      await http()
        .post('/api/webmap')
        .set(by.auth)
        .send({ userMapSj, view: { projection: 'EPSG:5186', center: [198000, 552000], zoom: 15 }, toc: [] })
        .expect(201)
    ).body.result.userMapId as string;
  const names = (res: request.Response) =>
    (res.body.result.content as { groupNm: string }[]).map((g) => g.groupNm).sort();

  beforeAll(async () => {
    app = await createTestApp();
    f = new Factories(app);
    await f.newInstitution({ insttCode: A, insttNm: `그룹 기관 ${tag}` });
    await f.newInstitution({ insttCode: B, insttNm: `다른 기관 ${tag}` });
    memberA = await f.actor(A, 12);
    memberB = await f.actor(A, 11);
    memberC = await f.actor(A, 12);
    adminA = await f.actor(A, 14);
    outsider = await f.actor(B, 12);
    provider = await f.actor('openbiz', 4);
  });

  afterAll(async () => {
    await app.close();
  });

  it('lets a member create, rename and fill a group; a share to it reaches its members only', async () => {
    const created = await http()
      .post('/api/groups')
      .set(memberA.auth)
      .send({ groupNm: `${tag} 현장팀`, userIdList: [memberB.user.userId] })
      .expect(201);
    const groupSn = created.body.result.groupSn as number;
    expect(created.body.result).toMatchObject({ ownerId: memberA.user.userId, memberCnt: 1 });
    await http()
      .put(`/api/groups/${groupSn}`)
      .set(memberA.auth)
      .send({ groupNm: `${tag} 조사팀` })
      .expect(200);
    // Members of another institution are refused; B may not change A's group.
    await http()
      .post(`/api/groups/${groupSn}/members`)
      .set(memberA.auth)
      .send({ userIdList: [outsider.user.userId] })
      .expect(422);
    await http().put(`/api/groups/${groupSn}`).set(memberB.auth).send({ groupNm: 'x' }).expect(403);

    const map = await newMap(memberA);
    await http().get(`/api/webmap/${map}`).set(memberB.auth).expect(403);
    await http()
      .post(`/api/webmap/${map}/shares`)
      .set(memberA.auth)
      .send({ shareList: [{ pblonsipScopeSeCode: 2, pblonsipRefrnId: groupSn }] })
      .expect(200);
    await http().get(`/api/webmap/${map}`).set(memberB.auth).expect(200);
    await http().get(`/api/webmap/${map}`).set(memberC.auth).expect(403);
    await http().get(`/api/webmap/${map}`).set(outsider.auth).expect(403);

    // Adding C reaches C; removing B ends B's access.
    await http()
      .post(`/api/groups/${groupSn}/members`)
      .set(memberA.auth)
      .send({ userIdList: [memberC.user.userId] })
      .expect(201);
    await http().get(`/api/webmap/${map}`).set(memberC.auth).expect(200);
    await http()
      .delete(`/api/groups/${groupSn}/members`)
      .set(memberA.auth)
      .send({ userIdList: [memberB.user.userId] })
      .expect(200);
    await http().get(`/api/webmap/${map}`).set(memberB.auth).expect(403);

    // C leaves: the map is closed to C again; the owner cannot leave; leaving twice is 404.
    await http().delete(`/api/groups/${groupSn}/membership`).set(memberC.auth).expect(200);
    await http().get(`/api/webmap/${map}`).set(memberC.auth).expect(403);
    await http().delete(`/api/groups/${groupSn}/membership`).set(memberC.auth).expect(404);
    const owner = await http().delete(`/api/groups/${groupSn}/membership`).set(memberA.auth).expect(422);
    expect(owner.body.message).toBe('그룹 소유자는 그룹에서 나갈 수 없습니다. 그룹을 삭제해 주세요.');
  });

  it('lists the groups a user owns and belongs to (the wizard), narrowed by relation; admins see every group of the institution', async () => {
    await http()
      .post('/api/groups')
      .set(memberB.auth)
      .send({ groupNm: `${tag} B의 그룹`, userIdList: [memberA.user.userId] })
      .expect(201);
    await http()
      .post('/api/groups')
      .set(adminA.auth)
      .send({ groupNm: `${tag} 관리 그룹`, userIdList: [memberA.user.userId] })
      .expect(201);
    await http()
      .post('/api/groups')
      .set(memberC.auth)
      .send({ groupNm: `${tag} C만` })
      .expect(201);
    const q = { groupNm: tag, pageSize: 100 };
    expect(names(await http().get('/api/groups').query(q).set(memberA.auth).expect(200))).toEqual(
      [`${tag} B의 그룹`, `${tag} 관리 그룹`, `${tag} 조사팀`].sort(),
    );
    expect(
      names(
        await http()
          .get('/api/groups')
          .query({ ...q, relation: 'owned' })
          .set(memberA.auth)
          .expect(200),
      ),
    ).toEqual([`${tag} 조사팀`]);
    expect(
      names(
        await http()
          .get('/api/groups')
          .query({ ...q, relation: 'member' })
          .set(memberA.auth)
          .expect(200),
      ),
    ).toEqual([`${tag} B의 그룹`, `${tag} 관리 그룹`].sort());
    await http().get('/api/groups').query({ relation: 'everyone' }).set(memberA.auth).expect(400);
    // A member of the group (not its owner) may share with it.
    const bGroup = (
      await http()
        .get('/api/groups')
        .query({ ...q, relation: 'member' })
        .set(memberA.auth)
        .expect(200)
    ).body.result.content.find((g: { groupNm: string }) => g.groupNm === `${tag} B의 그룹`);
    const map = await newMap(memberA);
    await http()
      .post(`/api/webmap/${map}/shares`)
      .set(memberA.auth)
      .send({ shareList: [{ pblonsipScopeSeCode: 2, pblonsipRefrnId: bGroup.groupSn }] })
      .expect(200);
    // The group's owner is one of its people: the share reaches B (who owns it, with no member row),
    // in the check and in B's "shared with me" list alike.
    await http().get(`/api/webmap/${map}`).set(memberB.auth).expect(200);
    const sharedWithB = (
      await http()
        .get('/api/mypage/contents/shared')
        .query({ pageIndex: 1, pageSize: 100 })
        .set(memberB.auth)
        .expect(200)
    ).body.result.content as Array<{ contentsId: string }>;
    expect(sharedWithB.map((c) => c.contentsId)).toContain(map);
    await http().get(`/api/webmap/${map}`).set(memberC.auth).expect(403);
    await http()
      .post(`/api/groups/${bGroup.groupSn}/members`)
      .set(memberB.auth)
      .send({ userIdList: [memberC.user.userId] })
      .expect(201);
    await http().get(`/api/webmap/${map}`).set(memberC.auth).expect(200);
    // Screen 543: every group of the institution; members may not ask for it.
    expect(
      names(
        await http()
          .get('/api/groups')
          .query({ ...q, insttCode: A })
          .set(adminA.auth)
          .expect(200),
      ),
    ).toEqual([`${tag} B의 그룹`, `${tag} C만`, `${tag} 관리 그룹`, `${tag} 조사팀`].sort());
    await http().get('/api/groups').query({ insttCode: A }).set(memberA.auth).expect(403);
  });

  it('refuses banned words in content titles and group names, even confirmed, changing nothing', async () => {
    const before = (
      await db().query(`SELECT count(*)::int AS n FROM user_map WHERE register_id = $1`, [
        memberA.user.userId,
      ])
    )[0].n;
    const map = await http()
      .post('/api/webmap')
      .set(memberA.auth)
      .set(CONFIRM)
      .send({
        userMapSj: 'Sample 지도',
        view: { projection: 'EPSG:5186', center: [198000, 552000], zoom: 15 },
        toc: [],
      })
      .expect(422);
    expect(map.body.message).toBe("'sample'은(는) 이름에 사용할 수 없는 단어입니다.");
    expect(map.body.result).toEqual([{ field: 'userMapSj', message: map.body.message }]);
    expect(
      (
        await db().query(`SELECT count(*)::int AS n FROM user_map WHERE register_id = $1`, [
          memberA.user.userId,
        ])
      )[0].n,
    ).toBe(before);
    const mine = await newMap(memberA);
    const en = await http()
      .put(`/api/webmap/${mine}`)
      .set(memberA.auth)
      .set('Accept-Language', 'en')
      .send({ userMapSj: '시스템 관리자 지도' })
      .expect(422);
    expect(en.body.message).toBe("'관리자' cannot be used in a name.");
    await http()
      .post('/api/groups')
      .set(memberA.auth)
      .set(CONFIRM)
      .send({ groupNm: 'sysop 모임' })
      .expect(422);
  });

  it('accepts a restricted word only with the confirmation header and lists it to the operator', async () => {
    const refused = await http()
      .post('/api/groups')
      .set(memberA.auth)
      .send({ groupNm: `${tag} 무료 강좌` })
      .expect(422);
    expect(refused.body.message).toBe(
      "'무료'은(는) 사용이 제한된 단어입니다. 사용하려면 사용 확인이 필요하며, 사용한 이름은 운영자가 검토합니다.",
    );
    expect(refused.body.result).toEqual([{ field: 'groupNm', message: refused.body.message }]);
    const group = await http()
      .post('/api/groups')
      .set(memberA.auth)
      .set(CONFIRM)
      .send({ groupNm: `${tag} 무료 강좌` })
      .expect(201);
    expect(group.body.result.groupNm).toBe(`${tag} 무료 강좌`);
    const map = await http()
      .post('/api/webmap')
      .set(memberA.auth)
      .set(CONFIRM)
      .send({
        userMapSj: `${tag} 할인 매장`,
        view: { projection: 'EPSG:5186', center: [198000, 552000], zoom: 15 },
        toc: [],
      })
      .expect(201);
    expect(map.body.result.userMapId).toEqual(expect.any(String));

    await http().get('/api/super-admin/restricted-names').set(memberA.auth).expect(403);
    const list = (
      await http()
        .get('/api/super-admin/restricted-names')
        .query({ pageSize: 100 })
        .set(provider.auth)
        .expect(200)
    ).body.result;
    const mine = (list.content as { nameValue: string }[]).filter((r) => r.nameValue.startsWith(tag));
    expect(mine).toEqual([
      expect.objectContaining({
        field: 'userMapSj',
        nameValue: `${tag} 할인 매장`,
        word: '할인',
        userId: memberA.user.userId,
        insttCode: A,
        route: 'POST /api/webmap',
      }),
      expect.objectContaining({
        field: 'groupNm',
        nameValue: `${tag} 무료 강좌`,
        word: '무료',
        route: 'POST /api/groups',
      }),
    ]);
  });
});
