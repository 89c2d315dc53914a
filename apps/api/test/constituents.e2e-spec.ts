import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { MemberRemovalHandlers } from '../src/modules/constituents/member-removal.registry';
import { Institution } from '../src/modules/directory/institution.entity';
import type { User } from '../src/modules/users/entities/user.entity';
import { GOOD_PASSWORD, login, setClock, signUp, uniqueUser } from './support/accounts';
import { Factories } from './support/factories';
import { createTestApp } from './support/test-app';

type Auth = { Authorization: string };

describe('constituents: members, levels, invitations and removal', () => {
  let app: INestApplication;
  let f: Factories;
  const http = () => request(app.getHttpServer());
  const db = () => app.get(DataSource);
  const base = (code: string) => `/api/instt/${code}/constituents`;
  /** The newest mail to an address (dev outbox). */
  const lastMail = async (to: string): Promise<{ subject: string; text: string }> =>
    (
      await http()
        .get(`/api/dev/outbox?to=${encodeURIComponent(to)}`)
        .expect(200)
    ).body.result[0];
  /** One request as a caller (with a JSON body when given). */
  const call = (method: 'get' | 'post' | 'put' | 'delete', url: string, auth: Auth, body?: unknown) => {
    const test = http()[method](url).set(auth);
    return body === undefined ? test : test.send(body as object);
  };
  beforeAll(async () => {
    app = await createTestApp();
    f = new Factories(app);
  });
  afterAll(() => app.close());

  /** An institution whose master is an admin (14). */
  async function institution(): Promise<{ code: string; insttNm: string; master: { user: User; auth: Auth } }> {
    const instt = await f.newInstitution();
    const master = await f.actor(instt.insttCode, 14);
    await db().getRepository(Institution).update({ insttCode: instt.insttCode }, { masterUserId: master.user.userId });
    return { code: instt.insttCode, insttNm: instt.insttNm, master };
  }

  const userRow = async (userId: string) =>
    (await db().query(`SELECT instt_code, user_se_code FROM users WHERE user_id = $1`, [userId]))[0] as {
      instt_code: string;
      user_se_code: number;
    };
  const inviteRow = async (id: string) =>
    (await db().query(`SELECT sttus_code, user_id, agre_dt FROM instt_user_ntcn WHERE instt_user_ntcn_id = $1`, [id]))[0] as {
      sttus_code: string;
      user_id: string | null;
      agre_dt: Date | null;
    };

  it('lists active members with levels, the master marked, search, excludeMyId and paging', async () => {
    const a = await institution();
    const editor = await f.actor(a.code, 11);
    const member = await f.actor(a.code, 12, { userNm: '박지도' });
    const viewer = await f.actor(a.code, 13);
    await f.newUser({ insttCode: a.code, userSeCode: 12, userSttus: 'withdrawn' });
    const res = await call('get', `${base(a.code)}?sort=userId&direction=ASC`, member.auth).expect(200);
    expect(res.body).toMatchObject({ code: 200, message: '성공', result: { totalElements: 4, pageIndex: 1, pageSize: 10, last: true } });
    const ids = [a.master.user.userId, editor.user.userId, member.user.userId, viewer.user.userId].sort();
    expect(res.body.result.content.map((c: { userId: string }) => c.userId)).toEqual(ids);
    const master = res.body.result.content.find((c: { userId: string }) => c.userId === a.master.user.userId);
    expect(master).toEqual({
      userId: a.master.user.userId,
      userNm: a.master.user.userNm,
      emailaddr: a.master.user.emailaddr,
      userSeCode: 14,
      userSeCodeNm: '기관 관리자',
      registDt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      isCreatman: true,
    });
    const found = await call('get', `${base(a.code)}?userNm=${encodeURIComponent('박지')}`, editor.auth).expect(200);
    expect(found.body.result.content).toEqual([
      expect.objectContaining({ userId: member.user.userId, userSeCodeNm: '일반 구성원', isCreatman: false }),
    ]);
    expect((await call('get', `${base(a.code)}?userNm=%25`, editor.auth).expect(200)).body.result.totalElements).toBe(0);
    const others = await call('get', `${base(a.code)}?excludeMyId=true`, member.auth).expect(200);
    expect(others.body.result.totalElements).toBe(3);
    expect(others.body.result.content.map((c: { userId: string }) => c.userId)).not.toContain(member.user.userId);
    const page2 = await call('get', `${base(a.code)}?pageSize=3&pageIndex=2`, member.auth).expect(200);
    expect(page2.body.result).toMatchObject({ totalElements: 4, last: true, content: [expect.anything()] });
    const viewers = await call('get', `${base(a.code)}?userSeCode=13`, member.auth).expect(200);
    expect(viewers.body.result.content.map((c: { userId: string }) => c.userId)).toEqual([viewer.user.userId]);
    const badSort = await call('get', `${base(a.code)}?sort=password_hash`, member.auth).expect(400);
    expect(badSort.body.result[0].field).toBe('sort');
    await call('get', `${base(a.code)}?userNm=${'가'.repeat(101)}`, member.auth).expect(400);
    await http().get(base(a.code)).expect(401);
  });

  it('isolates institutions: members and admins of B get 403 on every route of A', async () => {
    const a = await institution();
    const b = await institution();
    const bMember = await f.actor(b.code, 12);
    const aMember = await f.actor(a.code, 12);
    const invite = await call('post', `${base(a.code)}/invite`, a.master.auth, {
      emailaddr: `iso.${Date.now()}@example.com`,
      userSeCode: 12,
    }).expect(201);
    const id = invite.body.result.insttUserNtcnId as string;
    const calls: Array<[string, string, object?]> = [
      ['get', base(a.code)],
      ['post', `${base(a.code)}/invite`, { emailaddr: 'x1@example.com', userSeCode: 12 }],
      ['post', `${base(a.code)}/invite/openbiz`, { userId: bMember.user.userId, userSeCode: 12 }],
      ['get', `${base(a.code)}/invites`],
      ['delete', `${base(a.code)}/invites/${id}`],
      ['get', `${base(a.code)}/default-users`],
      ['get', `${base(a.code)}/${aMember.user.userId}/level`],
      ['put', `${base(a.code)}/${aMember.user.userId}/level`, { userSeCode: 13 }],
      ['delete', `${base(a.code)}/${aMember.user.userId}`],
    ];
    for (const caller of [b.master.auth, bMember.auth]) {
      for (const [method, url, body] of calls) {
        const res = await http()[method as 'get'](url).set(caller).send(body);
        expect([method, url, res.status, res.body.message]).toEqual([method, url, 403, '권한이 없습니다.']);
      }
    }
    // Members of A reach the member routes, not the admin ones.
    await call('get', `${base(a.code)}/${aMember.user.userId}/level`, aMember.auth).expect(200);
    const adminOnly = calls.filter(([method, url]) => !(method === 'get' && (url === base(a.code) || url.endsWith('/level'))));
    expect(adminOnly).toHaveLength(7);
    for (const [method, url, body] of adminOnly) {
      await http()[method as 'get'](url).set(aMember.auth).send(body).expect(403);
    }
    expect((await inviteRow(id)).sttus_code).toBe('WAITING');
    expect(await userRow(aMember.user.userId)).toEqual({ instt_code: a.code, user_se_code: 12 });
    // Provider admins manage any institution; openBiz is theirs only.
    const provider = await f.actor('openbiz', 4);
    expect((await call('get', base(a.code), provider.auth).expect(200)).body.result.totalElements).toBe(2);
    const openBizMember = await f.actor('openbiz', 12);
    await call('get', base('openbiz'), openBizMember.auth).expect(403);
    await call('put', `${base('openbiz')}/${openBizMember.user.userId}/level`, provider.auth, { userSeCode: 14 }).expect(422);
    await call('delete', `${base('openbiz')}/${openBizMember.user.userId}`, provider.auth).expect(422);
    await call('get', base('no-such-instt'), provider.auth).expect(404);
  });

  it('keeps level rules: only admins change levels, the master and the last admin stay admins', async () => {
    const a = await institution();
    const member = await f.actor(a.code, 12);
    const admin2 = await f.actor(a.code, 14);
    const level = await call('get', `${base(a.code)}/${admin2.user.userId}/level`, member.auth).expect(200);
    expect(level.body.result).toEqual({
      userId: admin2.user.userId,
      userNm: admin2.user.userNm,
      userSeCode: 14,
      userSeCodeNm: '기관 관리자',
      isCreatman: false,
    });
    await call('put', `${base(a.code)}/${admin2.user.userId}/level`, member.auth, { userSeCode: 12 }).expect(403);
    const up = await call('put', `${base(a.code)}/${member.user.userId}/level`, admin2.auth, { userSeCode: 11 }).expect(200);
    expect(up.body.result).toMatchObject({ userSeCode: 11, userSeCodeNm: '편집자' });
    expect(await userRow(member.user.userId)).toEqual({ instt_code: a.code, user_se_code: 11 });
    for (const bad of [4, 15, '14', null]) {
      await call('put', `${base(a.code)}/${member.user.userId}/level`, admin2.auth, { userSeCode: bad }).expect(400);
    }
    const master = await call('put', `${base(a.code)}/${a.master.user.userId}/level`, admin2.auth, { userSeCode: 11 }).expect(422);
    expect(master.body).toMatchObject({ code: 422, message: expect.stringContaining('마스터 계정의 권한은 낮출 수 없습니다') });
    await call('put', `${base(a.code)}/${admin2.user.userId}/level`, a.master.auth, { userSeCode: 13 }).expect(200);
    await call('get', `${base(a.code)}/nobody-here/level`, member.auth).expect(404);
    // The demoted admin's token still says 14: the database says otherwise.
    await call('put', `${base(a.code)}/${member.user.userId}/level`, admin2.auth, { userSeCode: 12 }).expect(403);

    // An institution whose only admin is not (or no longer) the master.
    const c = await f.newInstitution();
    const only = await f.actor(c.insttCode, 14);
    const provider = await f.actor('openbiz', 4);
    const last = await call('put', `${base(c.insttCode)}/${only.user.userId}/level`, provider.auth, { userSeCode: 12 }).expect(422);
    expect(last.body.message).toBe('기관에는 관리자가 한 명 이상 있어야 합니다. 다른 구성원을 관리자로 지정한 뒤 다시 시도해 주세요.');
    expect(await userRow(only.user.userId)).toEqual({ instt_code: c.insttCode, user_se_code: 14 });
    const lastRemove = await call('delete', `${base(c.insttCode)}/${only.user.userId}`, provider.auth).expect(422);
    expect(lastRemove.body.message).toBe(last.body.message);
  });

  it('runs an e-mail invitation end to end: notice, check, sign-up, agree, listed with the level', async () => {
    const a = await institution();
    const u = uniqueUser('inv');
    const sent = await call('post', `${base(a.code)}/invite`, a.master.auth, { emailaddr: u.emailaddr, userSeCode: 11 }).expect(201);
    const inv = sent.body.result;
    expect(sent.body.code).toBe(201);
    expect(inv).toMatchObject({
      insttCode: a.code,
      emailaddr: u.emailaddr,
      userId: null,
      userSeCode: 11,
      openbizMoveAt: 'N',
      sttusCode: 'WAITING',
      expiredAt: 'N',
    });
    const days = (Date.parse(inv.expiresDt) - Date.parse(inv.registDt)) / 86_400_000;
    expect(days).toBeCloseTo(7, 1);
    const dup = await call('post', `${base(a.code)}/invite`, a.master.auth, {
      emailaddr: u.emailaddr.toUpperCase(),
      userSeCode: 12,
    }).expect(409);
    expect(dup.body.message).toBe('이미 초대하여 수락을 기다리는 중입니다.');
    const mail = await lastMail(u.emailaddr);
    expect(mail.subject).toBe(`[누리지도] ${a.insttNm} 기관 초대 안내`);
    expect(mail.text).toContain('편집자 권한으로 초대했습니다');
    const id = mail.text.match(/\/invites\/([0-9a-f-]{36})/)?.[1];
    expect(id).toBe(inv.insttUserNtcnId);

    const anonymous = await http().get(`/api/invites/${id}`).expect(200);
    expect(anonymous.body.result).toEqual({
      insttUserNtcnId: id,
      insttCode: a.code,
      insttNm: a.insttNm,
      userSeCode: 11,
      userSeCodeNm: '편집자',
      sttusCode: 'WAITING',
      expiresDt: inv.expiresDt,
      expiredAt: 'N',
      emailaddr: `${u.emailaddr.slice(0, 2)}***@example.com`,
      isInvitee: false,
    });
    await signUp(app, u);
    const tokens = await login(app, u.userId, GOOD_PASSWORD);
    const bearer = { Authorization: `Bearer ${tokens.accessToken}` };
    expect((await call('get', `/api/invites/${id}`, bearer).expect(200)).body.result).toMatchObject({
      emailaddr: u.emailaddr,
      isInvitee: true,
    });
    const stranger = await f.actor('openbiz', 12);
    const wrong = await call('post', `/api/invites/${id}/agree`, stranger.auth).expect(403);
    expect(wrong.body.message).toBe('초대받은 계정으로 로그인한 뒤 수락해 주세요.');
    await http().post(`/api/invites/${id}/agree`).expect(401);

    const agreed = await call('post', `/api/invites/${id}/agree`, bearer).expect(200);
    expect(agreed.body).toMatchObject({
      code: 200,
      result: { insttCode: a.code, insttNm: a.insttNm, userSeCode: 11, userSeCodeNm: '편집자', openbizMoveAt: 'Y' },
    });
    expect(await userRow(u.userId)).toEqual({ instt_code: a.code, user_se_code: 11 });
    expect(await inviteRow(id as string)).toMatchObject({ sttus_code: 'AGREED', user_id: u.userId, agre_dt: expect.any(Date) });
    expect((await call('post', `/api/invites/${id}/agree`, bearer).expect(409)).body.message).toBe('이미 수락한 초대입니다.');
    // The old token still names openBiz; a refreshed one names the institution.
    await call('get', base(a.code), bearer).expect(403);
    const refreshed = (await http().post('/api/auth/refresh').send({ refreshToken: tokens.refreshToken }).expect(200)).body.result;
    expect(refreshed.user).toMatchObject({ insttCode: a.code, userSeCode: 11 });
    await call('get', base(a.code), { Authorization: `Bearer ${refreshed.accessToken}` }).expect(200);
    const list = await call('get', base(a.code), a.master.auth).expect(200);
    expect(list.body.result.content).toContainEqual(expect.objectContaining({ userId: u.userId, userSeCode: 11, userSeCodeNm: '편집자' }));
    const waiting = await call('get', `${base(a.code)}/invites`, a.master.auth).expect(200);
    expect(waiting.body.result).toMatchObject({ content: [], totalElements: 0, last: true });
  });

  it('refuses invitations to members, other institutions, unknown ids and openBiz itself', async () => {
    const a = await institution();
    const b = await institution();
    const aMember = await f.actor(a.code, 12);
    const bMember = await f.actor(b.code, 12);
    const provider = await f.actor('openbiz', 4);
    const post = (body: object, status: number) => call('post', `${base(a.code)}/invite`, a.master.auth, body).expect(status);
    await post({ userSeCode: 12 }, 400);
    const both = await post({ emailaddr: 'both@example.com', userId: aMember.user.userId, userSeCode: 12 }, 400);
    expect(both.body.result.map((e: { field: string }) => e.field)).toEqual(['emailaddr', 'userId']);
    await post({ emailaddr: 'not-an-email', userSeCode: 12 }, 400);
    await post({ emailaddr: 'level@example.com', userSeCode: 4 }, 400);
    expect((await post({ userId: 'nobody-at-all', userSeCode: 12 }, 404)).body.message).toBe('초대할 사용자를 찾을 수 없습니다.');
    expect((await post({ userId: aMember.user.userId, userSeCode: 12 }, 409)).body.message).toBe('이미 이 기관의 구성원입니다.');
    await post({ emailaddr: aMember.user.emailaddr, userSeCode: 12 }, 409);
    const other = await post({ emailaddr: bMember.user.emailaddr, userSeCode: 12 }, 409);
    expect(other.body.message).toBe('다른 기관에 소속된 사용자는 초대할 수 없습니다. 소속 기관에서 제외된 뒤에 초대해 주세요.');
    await post({ userId: provider.user.userId, userSeCode: 12 }, 422);
    await call('post', `${base('openbiz')}/invite`, provider.auth, { emailaddr: 'ob@example.com', userSeCode: 12 }).expect(422);
    const viaOpenBiz = await call('post', `${base(a.code)}/invite/openbiz`, a.master.auth, {
      userId: bMember.user.userId,
      userSeCode: 12,
    }).expect(409);
    expect(viaOpenBiz.body.message).toBe('오픈비즈 회원만 오픈비즈 회원 초대로 초대할 수 있습니다.');
    const en = await call('post', `${base(a.code)}/invite`, a.master.auth)
      .set('Accept-Language', 'en')
      .send({ userId: bMember.user.userId, userSeCode: 12 });
    expect(en.body.message).toMatch(/^A member of another institution cannot be invited/);
    expect((await db().query(`SELECT count(*)::int AS n FROM instt_user_ntcn WHERE instt_code = $1`, [a.code]))[0].n).toBe(0);
  });

  it('moves an invited openBiz member into the institution on acceptance', async () => {
    const a = await institution();
    const person = await f.actor('openbiz', 12, { userNm: '오픈비즈회원' });
    const sent = await call('post', `${base(a.code)}/invite/openbiz`, a.master.auth, { userId: person.user.userId, userSeCode: 13 }).expect(
      201,
    );
    expect(sent.body.result).toMatchObject({
      userId: person.user.userId,
      userNm: '오픈비즈회원',
      emailaddr: person.user.emailaddr,
      openbizMoveAt: 'Y',
      userSeCode: 13,
    });
    const waiting = await call('get', `${base(a.code)}/invites?searchNm=${encodeURIComponent('오픈비즈')}`, a.master.auth).expect(200);
    expect(waiting.body.result.content).toEqual([
      expect.objectContaining({ insttUserNtcnId: sent.body.result.insttUserNtcnId, userNm: '오픈비즈회원' }),
    ]);
    const mail = await lastMail(person.user.emailaddr);
    expect(mail.text).toContain(`http://localhost:3000/invites/${sent.body.result.insttUserNtcnId}`);
    await call('post', `/api/invites/${sent.body.result.insttUserNtcnId}/agree`, person.auth).expect(200);
    expect(await userRow(person.user.userId)).toEqual({ instt_code: a.code, user_se_code: 13 });
    await call('post', `${base(a.code)}/invite/openbiz`, a.master.auth, { userId: 'nobody-at-all', userSeCode: 12 }).expect(404);
  });

  it('cancels a waiting invitation; a canceled one cannot be accepted', async () => {
    const a = await institution();
    const b = await institution();
    const person = await f.actor('openbiz', 12);
    const id = (
      await call('post', `${base(a.code)}/invite`, a.master.auth, { emailaddr: person.user.emailaddr, userSeCode: 12 }).expect(201)
    ).body.result.insttUserNtcnId;
    await call('delete', `${base(b.code)}/invites/${id}`, b.master.auth).expect(404);
    await call('delete', `${base(a.code)}/invites/not-a-uuid`, a.master.auth).expect(400);
    expect((await call('delete', `${base(a.code)}/invites/${id}`, a.master.auth).expect(200)).body).toEqual({
      code: 200,
      message: '성공',
      result: null,
    });
    expect((await inviteRow(id)).sttus_code).toBe('CANCELED');
    expect((await call('delete', `${base(a.code)}/invites/${id}`, a.master.auth).expect(409)).body.message).toBe('취소된 초대입니다.');
    expect((await call('post', `/api/invites/${id}/agree`, person.auth).expect(409)).body.message).toBe('취소된 초대입니다.');
    expect((await http().get(`/api/invites/${id}`).expect(200)).body.result.sttusCode).toBe('CANCELED');
    expect(await userRow(person.user.userId)).toEqual({ instt_code: 'openbiz', user_se_code: 12 });
    await http().get('/api/invites/00000000-0000-4000-8000-000000000000').expect(404);
    // A canceled invitation makes way for a new one.
    await call('post', `${base(a.code)}/invite`, a.master.auth, { emailaddr: person.user.emailaddr, userSeCode: 12 }).expect(201);
  });

  it('lets an invitation expire after 7 days (410) and a new invitation replace it', async () => {
    const a = await institution();
    const person = await f.actor('openbiz', 12);
    const id = (
      await call('post', `${base(a.code)}/invite`, a.master.auth, { emailaddr: person.user.emailaddr, userSeCode: 12 }).expect(201)
    ).body.result.insttUserNtcnId;
    try {
      await setClock(app, new Date(Date.now() + 7 * 86_400_000 + 60_000));
      const gone = await call('post', `/api/invites/${id}/agree`, person.auth).expect(410);
      expect(gone.body).toMatchObject({
        code: 410,
        message: '초대 유효 기간이 지났습니다. 기관 관리자에게 다시 초대해 달라고 요청해 주세요.',
      });
      expect((await http().get(`/api/invites/${id}`).expect(200)).body.result).toMatchObject({ sttusCode: 'WAITING', expiredAt: 'Y' });
      const waiting = (await call('get', `${base(a.code)}/invites`, a.master.auth).expect(200)).body.result.content;
      expect(waiting).toEqual([expect.objectContaining({ insttUserNtcnId: id, expiredAt: 'Y' })]);
      const again = await call('post', `${base(a.code)}/invite`, a.master.auth, {
        emailaddr: person.user.emailaddr,
        userSeCode: 11,
      }).expect(201);
      expect((await inviteRow(id)).sttus_code).toBe('CANCELED');
      await call('post', `/api/invites/${again.body.result.insttUserNtcnId}/agree`, person.auth).expect(200);
    } finally {
      await setClock(app, null);
    }
    expect(await userRow(person.user.userId)).toEqual({ instt_code: a.code, user_se_code: 11 });
  });

  it('removes a member to openBiz (12), passing their groups to the master; not the master, the last admin or yourself', async () => {
    expect(app.get(MemberRemovalHandlers).names()).toEqual(['groups', 'webmaps', 'webapps']);
    const a = await institution();
    const admin2 = await f.actor(a.code, 14);
    const leaving = await f.actor(a.code, 11);
    const member = await f.actor(a.code, 12);
    const own = await call('post', '/api/groups', leaving.auth, { groupNm: '현장팀', userIdList: [member.user.userId] }).expect(201);
    await call('post', '/api/groups', a.master.auth, { groupNm: '현장팀' }).expect(201);
    const others = await call('post', '/api/groups', member.auth, { groupNm: '동료', userIdList: [leaving.user.userId] }).expect(201);

    await call('delete', `${base(a.code)}/${leaving.user.userId}`, member.auth).expect(403);
    const self = await call('delete', `${base(a.code)}/${admin2.user.userId}`, admin2.auth).expect(422);
    expect(self.body.message).toBe('자기 자신은 기관에서 제외할 수 없습니다.');
    const master = await call('delete', `${base(a.code)}/${a.master.user.userId}`, admin2.auth).expect(422);
    expect(master.body.message).toContain('마스터 계정은 기관에서 제외할 수 없습니다');
    await call('delete', `${base(a.code)}/nobody-here`, admin2.auth).expect(404);

    const removed = await call('delete', `${base(a.code)}/${leaving.user.userId}`, admin2.auth).expect(200);
    expect(removed.body).toEqual({ code: 200, message: '성공', result: null });
    expect(await userRow(leaving.user.userId)).toEqual({ instt_code: 'openbiz', user_se_code: 12 });
    const [group] = await db().query(`SELECT owner_id, group_nm FROM user_group WHERE group_sn = $1`, [own.body.result.groupSn]);
    expect(group).toEqual({ owner_id: a.master.user.userId, group_nm: `현장팀 (${leaving.user.userId})` });
    const memberships = await db().query(`SELECT group_sn FROM user_group_member WHERE user_id = $1`, [leaving.user.userId]);
    expect(memberships).toEqual([]);
    expect((await call('get', `/api/groups/${others.body.result.groupSn}`, member.auth).expect(200)).body.result.memberCnt).toBe(0);
    // The removed member's token still names the institution; the database does not.
    await call('get', base(a.code), leaving.auth).expect(403);
    const list = await call('get', base(a.code), admin2.auth).expect(200);
    expect(list.body.result.content.map((c: { userId: string }) => c.userId)).not.toContain(leaving.user.userId);
  });

  it('gives the default user list: the master first, then the admins', async () => {
    const a = await institution();
    const admin2 = await f.actor(a.code, 14);
    const member = await f.actor(a.code, 12);
    const res = await call('get', `${base(a.code)}/default-users`, admin2.auth).expect(200);
    expect(res.body.result.map((c: { userId: string; isCreatman: boolean }) => [c.userId, c.isCreatman])).toEqual([
      [a.master.user.userId, true],
      [admin2.user.userId, false],
    ]);
    await call('get', `${base(a.code)}/default-users`, member.auth).expect(403);
  });
});
