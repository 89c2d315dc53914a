import type { INestApplication } from '@nestjs/common';
import { encrypt, lastCode, login } from './support/accounts';
import { FACTORY_PASSWORD, Factories } from './support/factories';
import { institutionsSuite, type Actor } from './support/institutions.suite';

describe('institutions', () => {
  const suite = institutionsSuite();
  const { http, db, row, institution } = suite;
  let app: INestApplication;
  let f: Factories;
  let provider: Actor;
  beforeAll(() => {
    ({ app, f, provider } = suite);
  });

  it('hides a deleted institution and refuses its members at login and on every request; restoring brings it back', async () => {
    const a = await institution();
    const member = await f.actor(a.code, 12);
    await http().put(`/api/instt/${a.code}/state`).set(a.master.auth).send({ deleteAt: 'Y' }).expect(403);
    await http().put(`/api/instt/${a.code}/state`).set(provider.auth).send({}).expect(400);
    const res = await http().put(`/api/instt/${a.code}/state`).set(provider.auth).send({ deleteAt: 'Y' }).expect(200);
    expect(res.body.result).toEqual({ insttCode: a.code, insttSttusCode: 'NORMAL', deleteAt: 'Y' });
    await http().get(`/api/instt/${a.code}`).expect(404);
    const refused = await http()
      .post('/api/auth/login')
      .send({ userId: member.user.userId, password: await encrypt(app, FACTORY_PASSWORD) })
      .expect(403);
    expect(refused.body.message).toBe('삭제된 기관의 계정입니다.');
    const live = await http().get('/api/users/me').set(member.auth).expect(401);
    expect(live.body.message).toBe('삭제된 기관의 계정입니다.');
    await http().get(`/api/instt/${a.code}/status`).set(member.auth).expect(401);
    // The provider admin still sees it, and may restore it.
    expect((await http().get(`/api/instt/${a.code}/detail`).set(provider.auth).expect(200)).body.result.deleteAt).toBe('Y');
    await http().put(`/api/instt/${a.code}/state`).set(provider.auth).send({ deleteAt: 'N' }).expect(200);
    await http().get(`/api/instt/${a.code}`).expect(200);
    await http().get('/api/users/me').set(member.auth).expect(200);
    const openbiz = await http().put('/api/instt/openbiz/state').set(provider.auth).send({ deleteAt: 'Y' }).expect(422);
    expect(openbiz.body.message).toBe('기본 기관(오픈비즈)에는 사용할 수 없는 기능입니다.');
  });

  it("isolates tenants: a member and an admin of institution B get 403 on institution A's routes", async () => {
    const a = await institution();
    const b = await institution();
    const bMember = await f.actor(b.code, 11);
    const routes: Array<[method: 'get' | 'put' | 'post' | 'delete', url: string, body?: object]> = [
      ['get', `/api/instt/${a.code}/detail`],
      ['put', `/api/instt/${a.code}`, { insttUrl: '/hacked' }],
      ['post', `/api/instt/${a.code}/image`],
      ['delete', `/api/instt/${a.code}/image`],
      ['get', `/api/instt/${a.code}/status`],
      ['put', `/api/instt/${a.code}/state`, { deleteAt: 'Y' }],
      ['post', `/api/instt/${a.code}/withdraw`, { userPassword: 'x' }],
      ['post', `/api/instt/${a.code}/master`, { userId: b.master.user.userId, userPassword: 'x' }],
      ['put', `/api/instt/${a.code}/master-phone`, { newMbltlphon: '01012345678', smsCrtfcKey: '123456' }],
      ['get', `/api/instt/${a.code}/contents/count`],
      ['get', '/api/instt'],
      ['post', '/api/instt', { insttCode: 'zz-hack', insttNm: '침입' }],
    ];
    for (const who of [bMember, b.master]) {
      for (const [method, url, body] of routes) {
        const res = await http()[method](url).set(who.auth).send(body ?? {});
        expect([method, url, res.status]).toEqual([method, url, 403]);
      }
    }
    const raw = await row(a.code);
    expect(raw).toMatchObject({ delete_at: 'N', instt_url: null, master_user_id: a.master.user.userId });
  });

  it('withdraws the institution with the master password: deleted, members moved to openBiz as members', async () => {
    const a = await institution();
    const admin2 = await f.actor(a.code, 14);
    const member = await f.actor(a.code, 11);
    const gone = await f.actor(a.code, 12, { userSttus: 'withdrawn' });
    await http()
      .post(`/api/instt/${a.code}/withdraw`)
      .set(admin2.auth)
      .send({ userPassword: await encrypt(app, FACTORY_PASSWORD) })
      .expect(403);
    await http()
      .post(`/api/instt/${a.code}/withdraw`)
      .set(provider.auth)
      .send({ userPassword: await encrypt(app, FACTORY_PASSWORD) })
      .expect(403);
    const wrong = await http()
      .post(`/api/instt/${a.code}/withdraw`)
      .set(a.master.auth)
      .send({ userPassword: await encrypt(app, 'Wrong!pass9') })
      .expect(422);
    expect(wrong.body.message).toBe('비밀번호가 올바르지 않습니다.');
    const res = await http()
      .post(`/api/instt/${a.code}/withdraw`)
      .set(a.master.auth)
      .send({ userPassword: await encrypt(app, FACTORY_PASSWORD) })
      .expect(200);
    expect(res.body.result).toEqual({ insttCode: a.code, movedToInsttCode: 'openbiz', movedMemberCnt: 3 });
    expect((await row(a.code)).delete_at).toBe('Y');
    const users = await db().query(`SELECT user_id, instt_code, user_se_code FROM users WHERE user_id = ANY($1) ORDER BY user_id`, [
      [a.master.user.userId, admin2.user.userId, member.user.userId, gone.user.userId],
    ]);
    for (const u of users) {
      if (u.user_id === gone.user.userId) expect(u).toMatchObject({ instt_code: a.code, user_se_code: 12 });
      else expect(u).toMatchObject({ instt_code: 'openbiz', user_se_code: 12 });
    }
    const [{ live }] = await db().query(`SELECT count(*)::int AS live FROM refresh_token WHERE user_id = $1 AND revoked_dt IS NULL`, [
      member.user.userId,
    ]);
    expect(live).toBe(0);
    await http().get(`/api/instt/${a.code}`).expect(404);
    await http().get('/api/users/me').set(member.auth).expect(401);
    // They log in again as openBiz members.
    const again = await login(app, a.master.user.userId, FACTORY_PASSWORD);
    const me = await http()
      .get('/api/users/me')
      .set({ Authorization: `Bearer ${again.accessToken}` })
      .expect(200);
    expect(me.body.result).toMatchObject({ insttCode: 'openbiz', userSeCode: 12 });
  });

  it('transfers the master account to another admin of the same institution only', async () => {
    const a = await institution();
    const admin2 = await f.actor(a.code, 14);
    const member = await f.actor(a.code, 12);
    const stranger = await f.actor((await institution()).code, 14);
    const pw = await encrypt(app, FACTORY_PASSWORD);
    const send = (who: Actor, userId: string, userPassword = pw) =>
      http().post(`/api/instt/${a.code}/master`).set(who.auth).send({ userId, userPassword });
    await send(admin2, admin2.user.userId).expect(403);
    expect((await send(a.master, member.user.userId).expect(422)).body.message).toBe('같은 기관의 관리자 계정에만 마스터 계정을 넘길 수 있습니다.');
    await send(a.master, stranger.user.userId).expect(422);
    await send(a.master, 'nobody_here').expect(422);
    await send(a.master, a.master.user.userId).expect(422);
    await send(a.master, admin2.user.userId, await encrypt(app, 'Wrong!pass9')).expect(422);
    const ok = await send(a.master, admin2.user.userId).expect(200);
    expect(ok.body.result).toEqual({ insttCode: a.code, masterUserId: admin2.user.userId });
    expect((await row(a.code)).master_user_id).toBe(admin2.user.userId);
    const [old] = await db().query(`SELECT user_se_code FROM users WHERE user_id = $1`, [a.master.user.userId]);
    expect(old.user_se_code).toBe(14);
    await send(a.master, admin2.user.userId).expect(403);
    await http().post(`/api/instt/${a.code}/withdraw`).set(a.master.auth).send({ userPassword: pw }).expect(403);
  });

  it('changes the master phone with an SMS code, storing it sealed and showing it masked', async () => {
    const a = await institution();
    const admin2 = await f.actor(a.code, 14);
    const phone = `010${String(Date.now()).slice(-8)}`;
    await http().post('/api/instt/sms/crtfc/send').send({ userId: a.master.user.userId, phoneNumber: phone }).expect(200);
    const code = await lastCode(app, phone);
    const wrongCode = code === '000000' ? '111111' : '000000';
    await http().put(`/api/instt/${a.code}/master-phone`).set(admin2.auth).send({ newMbltlphon: phone, smsCrtfcKey: code }).expect(403);
    await http().put(`/api/instt/${a.code}/master-phone`).set(a.master.auth).send({ newMbltlphon: phone, smsCrtfcKey: wrongCode }).expect(422);
    const res = await http()
      .put(`/api/instt/${a.code}/master-phone`)
      .set(a.master.auth)
      .send({
        newMbltlphon: `${phone.slice(0, 3)}-${phone.slice(3, 7)}-${phone.slice(7)}`,
        smsCrtfcKey: code,
      })
      .expect(200);
    const masked = `${phone.slice(0, 3)}-****-${phone.slice(7)}`;
    expect(res.body.result).toEqual({ masterMbtlnum: masked });
    const [raw] = await db().query(`SELECT mbtlnum_encpt FROM instt WHERE instt_code = $1`, [a.code]);
    expect(raw.mbtlnum_encpt).toMatch(/^v1\./);
    expect(raw.mbtlnum_encpt).not.toContain(phone.slice(3));
    expect((await http().get(`/api/instt/${a.code}/detail`).set(admin2.auth).expect(200)).body.result.masterMbtlnum).toBe(masked);
    // The code is spent.
    await http().put(`/api/instt/${a.code}/master-phone`).set(a.master.auth).send({ newMbltlphon: phone, smsCrtfcKey: code }).expect(400);
  });

  it('counts contents: members and groups now, features not yet present as 0', async () => {
    const a = await institution();
    const member = await f.actor(a.code, 12);
    await f.actor(a.code, 12, { userSttus: 'withdrawn' });
    await db().query(`INSERT INTO user_group (instt_code, owner_id, group_nm) VALUES ($1, $2, '현장팀'), ($1, $2, '기획팀')`, [
      a.code,
      member.user.userId,
    ]);
    const res = await http().get(`/api/instt/${a.code}/contents/count`).set(a.master.auth).expect(200);
    expect(res.body.result).toEqual({ lyrCnt: 0, mapCnt: 0, appCnt: 0, memberCnt: 2, groupCnt: 2 });
    await http().get(`/api/instt/${a.code}/contents/count`).set(member.auth).expect(403);
    await http().get(`/api/instt/${a.code}/contents/count`).set(provider.auth).expect(200);
  });
});
