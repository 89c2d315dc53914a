import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import type { User } from '../src/modules/users/entities/user.entity';
import { Factories } from './support/factories';
import { createTestApp } from './support/test-app';

type Actor = { user: User; auth: { Authorization: string } };

describe('groups: my groups, members of my institution only', () => {
  let app: INestApplication;
  let f: Factories;
  const http = () => request(app.getHttpServer());
  const db = () => app.get(DataSource);
  /** One request as a caller (with a JSON body when given). */
  const call = (method: 'get' | 'post' | 'put' | 'delete', url: string, auth: { Authorization: string }, body?: unknown) => {
    const test = http()[method](url).set(auth);
    return body === undefined ? test : test.send(body as object);
  };
  beforeAll(async () => {
    app = await createTestApp();
    f = new Factories(app);
  });
  afterAll(() => app.close());

  /** An institution with an admin, an owner (12), two members and a viewer. */
  async function institution(): Promise<{ code: string; admin: Actor; owner: Actor; m1: Actor; m2: Actor; viewer: Actor }> {
    const { insttCode: code } = await f.newInstitution();
    return {
      code,
      admin: await f.actor(code, 14),
      owner: await f.actor(code, 12),
      m1: await f.actor(code, 11, { userNm: '김하나' }),
      m2: await f.actor(code, 12, { userNm: '이두리' }),
      viewer: await f.actor(code, 13),
    };
  }

  const memberIds = async (groupSn: number) =>
    (await db().query(`SELECT user_id FROM user_group_member WHERE group_sn = $1 ORDER BY user_id`, [groupSn])).map(
      (r: { user_id: string }) => r.user_id,
    );

  it('creates a group with members and lists my groups with counts, search and paging', async () => {
    const a = await institution();
    const created = await call('post', '/api/groups', a.owner.auth, {
      groupNm: '  도시계획팀 ',
      groupDc: '도시계획 담당',
      userIdList: [a.m1.user.userId, a.m2.user.userId, a.m1.user.userId],
    }).expect(201);
    expect(created.body).toMatchObject({
      code: 201,
      result: {
        groupNm: '도시계획팀',
        groupDc: '도시계획 담당',
        insttCode: a.code,
        ownerId: a.owner.user.userId,
        ownerNm: a.owner.user.userNm,
        memberCnt: 2,
        registDt: expect.any(String),
      },
    });
    expect(created.body.result.memberList.map((m: { userId: string; userSeCodeNm: string }) => [m.userId, m.userSeCodeNm])).toEqual([
      [a.m1.user.userId, '편집자'],
      [a.m2.user.userId, '일반 구성원'],
    ]);
    const groupSn = created.body.result.groupSn as number;
    expect(await memberIds(groupSn)).toEqual([a.m1.user.userId, a.m2.user.userId].sort());
    await call('post', '/api/groups', a.owner.auth, { groupNm: '환경팀' }).expect(201);
    await call('post', '/api/groups', a.m1.auth, { groupNm: '다른 사람 그룹' }).expect(201);

    const mine = await call('get', '/api/groups', a.owner.auth).expect(200);
    expect(mine.body.result).toMatchObject({ totalElements: 2, pageIndex: 1, pageSize: 10, last: true });
    expect(mine.body.result.content.map((g: { groupNm: string }) => g.groupNm)).toEqual(['환경팀', '도시계획팀']);
    expect(mine.body.result.content[1]).toEqual({
      groupSn,
      groupNm: '도시계획팀',
      groupDc: '도시계획 담당',
      ownerId: a.owner.user.userId,
      ownerNm: a.owner.user.userNm,
      memberCnt: 2,
      registDt: created.body.result.registDt,
    });
    const search = await call('get', `/api/groups?groupNm=${encodeURIComponent('계획')}`, a.owner.auth).expect(200);
    expect(search.body.result.content.map((g: { groupSn: number }) => g.groupSn)).toEqual([groupSn]);
    const page = await call('get', '/api/groups?pageSize=1&sort=memberCnt', a.owner.auth).expect(200);
    expect(page.body.result).toMatchObject({ totalElements: 2, last: false, content: [{ groupSn }] });
    await call('get', '/api/groups?sort=owner_id', a.owner.auth).expect(400);
    await call('get', `/api/groups?groupNm=${'a'.repeat(101)}`, a.owner.auth).expect(400);
    await http().get('/api/groups').expect(401);
  });

  it('refuses duplicate names per owner (409) and banned or restricted words (422)', async () => {
    const a = await institution();
    await call('post', '/api/groups', a.owner.auth, { groupNm: 'Survey' }).expect(201);
    const dup = await call('post', '/api/groups', a.owner.auth, { groupNm: 'SURVEY' }).expect(409);
    expect(dup.body).toMatchObject({ code: 409, message: '이미 사용 중인 그룹명입니다.' });
    await call('post', '/api/groups', a.m1.auth, { groupNm: 'Survey' }).expect(201);
    const banned = await call('post', '/api/groups', a.owner.auth, { groupNm: 'Admin 모임' }).expect(422);
    expect(banned.body.message).toBe("'admin'은(는) 이름에 사용할 수 없는 단어입니다.");
    expect(banned.body.result[0].field).toBe('groupNm');
    const restricted = await call('post', '/api/groups', a.owner.auth, { groupNm: '무료 강좌' }).expect(422);
    expect(restricted.body.message).toBe(
      "'무료'은(는) 사용이 제한된 단어입니다. 사용하려면 사용 확인이 필요하며, 사용한 이름은 운영자가 검토합니다.",
    );
    await call('post', '/api/groups', a.owner.auth, { groupNm: '   ' }).expect(400);
    await call('post', '/api/groups', a.owner.auth, { groupNm: 'x'.repeat(101) }).expect(400);
    const count = await db().query(`SELECT count(*)::int AS n FROM user_group WHERE owner_id = $1`, [a.owner.user.userId]);
    expect(count[0].n).toBe(1);
  });

  it('takes members from the same institution only (422), with nothing half-saved', async () => {
    const a = await institution();
    const b = await institution();
    const withdrawn = await f.newUser({ insttCode: a.code, userSeCode: 12, userSttus: 'withdrawn' });
    const res = await call('post', '/api/groups', a.owner.auth, {
      groupNm: '혼합',
      userIdList: [a.m1.user.userId, b.m1.user.userId],
    }).expect(422);
    expect(res.body.message).toBe(`같은 기관의 구성원만 그룹에 추가할 수 있습니다. (${b.m1.user.userId})`);
    expect(res.body.result).toEqual([{ field: 'userIdList', message: res.body.message }]);
    expect((await db().query(`SELECT count(*)::int AS n FROM user_group WHERE owner_id = $1`, [a.owner.user.userId]))[0].n).toBe(0);
    const group = (await call('post', '/api/groups', a.owner.auth, { groupNm: '정상' }).expect(201)).body.result;
    for (const outsider of [b.m1.user.userId, withdrawn.userId, 'nobody-at-all']) {
      await call('post', `/api/groups/${group.groupSn}/members`, a.owner.auth, { userIdList: [a.m1.user.userId, outsider] }).expect(422);
    }
    // The admin of A cannot pull members of B in either.
    await call('post', `/api/groups/${group.groupSn}/members`, a.admin.auth, { userIdList: [b.admin.user.userId] }).expect(422);
    expect(await memberIds(group.groupSn)).toEqual([]);
  });

  it('lets viewers, openBiz members and provider admins own no groups', async () => {
    const a = await institution();
    const viewer = await call('post', '/api/groups', a.viewer.auth, { groupNm: '열람팀' }).expect(403);
    expect(viewer.body.message).toBe('열람자는 그룹을 만들거나 변경할 수 없습니다.');
    const openBiz = await f.actor('openbiz', 12);
    expect((await call('post', '/api/groups', openBiz.auth, { groupNm: '개인' }).expect(403)).body.message).toBe(
      '그룹은 기관 구성원만 사용할 수 있습니다.',
    );
    const provider = await f.actor('openbiz', 4);
    await call('post', '/api/groups', provider.auth, { groupNm: '운영' }).expect(403);
    // A member made viewer keeps their group, but cannot change it any more.
    const group = (await call('post', '/api/groups', a.owner.auth, { groupNm: '전환' }).expect(201)).body.result;
    await db().query(`UPDATE users SET user_se_code = 13 WHERE user_id = $1`, [a.owner.user.userId]);
    await call('put', `/api/groups/${group.groupSn}`, a.owner.auth, { groupNm: '변경' }).expect(403);
    await call('get', `/api/groups/${group.groupSn}`, a.owner.auth).expect(200);
  });

  it('lets the owner, admins of the institution and provider admins change a group; its members read it', async () => {
    const a = await institution();
    const b = await institution();
    const group = (await call('post', '/api/groups', a.owner.auth, { groupNm: '권한', userIdList: [a.m1.user.userId] }).expect(201)).body
      .result;
    const url = `/api/groups/${group.groupSn}`;
    expect((await call('get', url, a.m1.auth).expect(200)).body.result.memberList).toHaveLength(1);
    await call('get', url, a.m2.auth).expect(403);
    await call('put', url, a.m1.auth, { groupNm: '탈취' }).expect(403);
    await call('delete', url, a.m2.auth).expect(403);
    await call('post', `${url}/members`, a.m1.auth, { userIdList: [a.m2.user.userId] }).expect(403);
    for (const outsider of [b.admin, b.owner]) {
      await call('get', url, outsider.auth).expect(403);
      await call('put', url, outsider.auth, { groupDc: 'x' }).expect(403);
      await call('delete', `${url}/members`, outsider.auth, { userIdList: [a.m1.user.userId] }).expect(403);
    }
    const byAdmin = await call('put', url, a.admin.auth, { groupDc: '관리자가 수정' }).expect(200);
    expect(byAdmin.body.result).toMatchObject({ groupNm: '권한', groupDc: '관리자가 수정', ownerId: a.owner.user.userId });
    await call('post', `${url}/members`, a.admin.auth, { userIdList: [a.m2.user.userId] }).expect(201);
    const provider = await f.actor('openbiz', 4);
    await call('get', url, provider.auth).expect(200);
    expect((await call('delete', url, provider.auth).expect(200)).body).toEqual({ code: 200, message: '성공', result: null });
    await call('get', url, a.owner.auth).expect(404);
    expect(await memberIds(group.groupSn)).toEqual([]);
    await call('get', '/api/groups/abc', a.owner.auth).expect(400);
    await call('get', '/api/groups/0', a.owner.auth).expect(400);
  });

  it('renames, clears the description, adds and removes members', async () => {
    const a = await institution();
    const group = (await call('post', '/api/groups', a.owner.auth, { groupNm: '원래', groupDc: '설명' }).expect(201)).body.result;
    await call('post', '/api/groups', a.owner.auth, { groupNm: '다른' }).expect(201);
    const url = `/api/groups/${group.groupSn}`;
    await call('put', url, a.owner.auth, { groupNm: '다른' }).expect(409);
    await call('put', url, a.owner.auth, { groupNm: 'sample 팀' }).expect(422);
    const renamed = await call('put', url, a.owner.auth, { groupNm: '새 이름', groupDc: '' }).expect(200);
    expect(renamed.body.result).toMatchObject({ groupNm: '새 이름', groupDc: null });
    await call('put', url, a.owner.auth, { groupNm: '새 이름' }).expect(200);
    const added = await call('post', `${url}/members`, a.owner.auth, { userIdList: [a.m1.user.userId, a.m2.user.userId] }).expect(201);
    expect(added.body.result.memberCnt).toBe(2);
    // Adding someone already in is harmless; removing keeps the others.
    await call('post', `${url}/members`, a.owner.auth, { userIdList: [a.m1.user.userId] }).expect(201);
    const removed = await call('delete', `${url}/members`, a.owner.auth, { userIdList: [a.m1.user.userId, 'not-in-group'] }).expect(200);
    expect(removed.body.result.memberList.map((m: { userId: string }) => m.userId)).toEqual([a.m2.user.userId]);
    expect(await memberIds(group.groupSn)).toEqual([a.m2.user.userId]);
    await call('delete', `${url}/members`, a.owner.auth, { userIdList: [] }).expect(400);
    // A member who withdraws no longer counts.
    await db().query(`UPDATE users SET user_sttus = 'withdrawn' WHERE user_id = $1`, [a.m2.user.userId]);
    expect((await call('get', url, a.owner.auth).expect(200)).body.result).toMatchObject({ memberCnt: 0, memberList: [] });
  });

  it('lists every group of an institution for its admins only', async () => {
    const a = await institution();
    const b = await institution();
    await call('post', '/api/groups', a.owner.auth, { groupNm: '하나' }).expect(201);
    await call('post', '/api/groups', a.m1.auth, { groupNm: '둘' }).expect(201);
    await call('post', '/api/groups', b.owner.auth, { groupNm: '셋' }).expect(201);
    const all = await call('get', `/api/groups?insttCode=${a.code}&sort=groupNm&direction=ASC`, a.admin.auth).expect(200);
    expect(all.body.result.content.map((g: { groupNm: string; ownerId: string }) => [g.groupNm, g.ownerId])).toEqual([
      ['둘', a.m1.user.userId],
      ['하나', a.owner.user.userId],
    ]);
    await call('get', `/api/groups?insttCode=${a.code}`, a.owner.auth).expect(403);
    await call('get', `/api/groups?insttCode=${b.code}`, a.admin.auth).expect(403);
    expect((await call('get', '/api/groups', a.admin.auth).expect(200)).body.result.totalElements).toBe(0);
  });
});
