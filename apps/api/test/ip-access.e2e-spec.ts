import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { translate } from '../src/common/i18n/locale';
import { encrypt, resetRateLimits } from './support/accounts';
import { FACTORY_PASSWORD, Factories } from './support/factories';
import { createTestApp } from './support/test-app';
import { type Auth, allowList, institution } from './support/ip-access.suite';

describe('IP access restriction: /ipAccessCtrl (socket address, TRUST_PROXY unset)', () => {
  let app: INestApplication;
  let f: Factories;
  let provider: { auth: Auth; user: { userId: string } };
  beforeAll(async () => {
    app = await createTestApp();
    f = new Factories(app);
    const home = await f.newInstitution();
    provider = await f.actor(home.insttCode, 4);
  });
  afterAll(() => app.close());
  const http = () => request(app.getHttpServer());
  const list = (auth: Auth, query = '') => http().get(`/api/ipAccessCtrl/ipList${query}`).set(auth);
  const add = (auth: Auth, body: object, query = '') =>
    http().post(`/api/ipAccessCtrl/ip${query}`).set(auth).send(body);
  const del = (auth: Auth, ipSn: number, query = '') =>
    http().delete(`/api/ipAccessCtrl/ip/${ipSn}${query}`).set(auth);

  describe('managing the list', () => {
    it('adds, lists (paged, sorted, searched) and deletes entries, and tells the caller their address', async () => {
      const { admin } = await institution(f);
      const empty = (await list(admin.auth).expect(200)).body.result;
      expect(empty).toEqual({
        content: [],
        totalElements: 0,
        pageIndex: 1,
        pageSize: 10,
        last: true,
        callerIp: '127.0.0.1',
        callerAllowed: true,
      });

      const created = (await add(admin.auth, { ipAddr: '127.0.0.0/8', ipDc: ' 본사 ' }).expect(201)).body;
      expect(created.code).toBe(201);
      expect(created.result).toMatchObject({
        ipAddr: '127.0.0.0/8',
        ipDc: '본사',
        registerId: admin.user.userId,
      });
      expect(created.result.ipSn).toEqual(expect.any(Number));
      expect(new Date(created.result.registDt).getTime()).not.toBeNaN();
      expect((await add(admin.auth, { ipAddr: '203.0.113.7' }).expect(201)).body.result.ipAddr).toBe(
        '203.0.113.7',
      );
      expect((await add(admin.auth, { ipAddr: '2001:DB8:0:0::/32' }).expect(201)).body.result.ipAddr).toBe(
        '2001:db8::/32',
      );
      expect(
        (await add(admin.auth, { ipAddr: '::ffff:198.51.100.0/120' }).expect(201)).body.result.ipAddr,
      ).toBe('198.51.100.0/24');

      const all = (await list(admin.auth, '?sort=ipAddr&direction=ASC').expect(200)).body.result;
      expect(all.totalElements).toBe(4);
      expect(all.content.map((r: { ipAddr: string }) => r.ipAddr)).toEqual([
        '127.0.0.0/8',
        '198.51.100.0/24',
        '203.0.113.7',
        '2001:db8::/32',
      ]);
      expect(all.callerAllowed).toBe(true);
      const paged = (await list(admin.auth, '?pageSize=3&pageIndex=2').expect(200)).body.result;
      expect(paged).toMatchObject({ totalElements: 4, pageIndex: 2, pageSize: 3, last: true });
      expect(paged.content).toHaveLength(1);
      // Newest first by default.
      expect((await list(admin.auth).expect(200)).body.result.content[0].ipAddr).toBe('198.51.100.0/24');
      expect(
        (
          await list(admin.auth, `?searchNm=${encodeURIComponent('본사')}`).expect(200)
        ).body.result.content.map((r: { ipAddr: string }) => r.ipAddr),
      ).toEqual(['127.0.0.0/8']);
      expect((await list(admin.auth, '?searchNm=2001:db8').expect(200)).body.result.totalElements).toBe(1);
      expect((await list(admin.auth, '?searchNm=%25').expect(200)).body.result.totalElements).toBe(0);
      expect((await list(admin.auth, '?sort=ipDc').expect(400)).body.result[0].field).toBe('sort');

      const v6 = all.content.find((r: { ipAddr: string }) => r.ipAddr === '2001:db8::/32');
      expect((await del(admin.auth, v6.ipSn).expect(200)).body).toMatchObject({ code: 200, result: null });
      expect((await list(admin.auth).expect(200)).body.result.totalElements).toBe(3);
      await del(admin.auth, v6.ipSn).expect(404);
    });

    it('refuses bad addresses and out-of-range prefixes (400 on ipAddr) and does not widen host bits', async () => {
      const { admin } = await institution(f);
      const cases: Array<[string, string, Record<string, string | number>]> = [
        ['localhost', 'ipAccess.invalidAddress', {}],
        ['10.0.0', 'ipAccess.invalidAddress', {}],
        ['10.0.0.256', 'ipAccess.invalidAddress', {}],
        ['10.0.0.0/', 'ipAccess.invalidAddress', {}],
        ['fe80::1%eth0', 'ipAccess.invalidAddress', {}],
        ['10.0.0.0/33', 'ipAccess.prefixOutOfRange', { max: 32 }],
        ['2001:db8::/129', 'ipAccess.prefixOutOfRange', { max: 128 }],
        ['10.1.2.3/8', 'ipAccess.hostBitsSet', { network: '10.0.0.0/8' }],
        ['2001:db8::1/32', 'ipAccess.hostBitsSet', { network: '2001:db8::/32' }],
      ];
      for (const [ipAddr, key, params] of cases) {
        const res = await add(admin.auth, { ipAddr, confirmSelfLockout: true }).expect(400);
        expect([ipAddr, res.body.result]).toEqual([
          ipAddr,
          [{ field: 'ipAddr', message: translate(key, params) }],
        ]);
      }
      const en = await add(admin.auth, { ipAddr: '10.1.2.3/8' }).set('Accept-Language', 'en').expect(400);
      expect(en.body.result[0].message).toBe('This is not a network address. Enter 10.0.0.0/8.');
      expect((await add(admin.auth, {}).expect(400)).body.result[0].field).toBe('ipAddr');
      expect(
        (await add(admin.auth, { ipAddr: '127.0.0.1', ipDc: 'x'.repeat(201) }).expect(400)).body.result[0]
          .field,
      ).toBe('ipDc');
      // The institution goes in the query; the body refuses it (even the caller's own code).
      const own = { ipAddr: '127.0.0.1', insttCode: admin.user.insttCode };
      expect((await add(admin.auth, own).expect(400)).body.result[0].field).toBe('insttCode');
      expect(
        (await add(admin.auth, { ipAddr: '127.0.0.1', confirmSelfLockout: 'yes' }).expect(400)).body.result[0]
          .field,
      ).toBe('confirmSelfLockout');
      await del(admin.auth, 0).expect(400);
      await http().delete('/api/ipAccessCtrl/ip/abc').set(admin.auth).expect(400);
      expect((await list(admin.auth).expect(200)).body.result.totalElements).toBe(0);
    });

    it('answers 409 for an address already listed, in any spelling', async () => {
      const { admin } = await institution(f);
      await add(admin.auth, { ipAddr: '127.0.0.1' }).expect(201);
      const dup = await add(admin.auth, { ipAddr: '127.0.0.1/32' }).expect(409);
      expect(dup.body.message).toBe(translate('ipAccess.duplicate', { ipAddr: '127.0.0.1/32' }));
      await add(admin.auth, { ipAddr: '::ffff:127.0.0.1' }).expect(409);
    });
  });

  describe('self-lockout warning', () => {
    it('warns an admin before the first entry that leaves their own address out, and saves when confirmed', async () => {
      const { insttCode, admin, member } = await institution(f);
      const warned = await add(admin.auth, { ipAddr: '10.0.0.0/8' }).expect(409);
      expect(warned.body.message).toBe(translate('ipAccess.selfLockout', { ip: '127.0.0.1' }));
      expect(warned.body.result).toEqual({ selfLockout: true, callerIp: '127.0.0.1' });
      expect((await list(admin.auth).expect(200)).body.result.totalElements).toBe(0);

      const saved = (await add(admin.auth, { ipAddr: '10.0.0.0/8', confirmSelfLockout: true }).expect(201))
        .body.result;
      // Locked out now, the list routes included (the guard runs before every handler).
      expect((await list(admin.auth).expect(403)).body.message).toBe(translate('error.ipRefused'));
      await add(admin.auth, { ipAddr: '127.0.0.1', confirmSelfLockout: true }).expect(403);
      await del(admin.auth, saved.ipSn).expect(403);
      await http().get('/api/users/me').set(member.auth).expect(403);

      // A provider admin repairs it.
      const seen = (await list(provider.auth, `?insttCode=${insttCode}`).expect(200)).body.result;
      expect(seen).toMatchObject({ totalElements: 1, callerIp: '127.0.0.1', callerAllowed: false });
      await del(provider.auth, saved.ipSn, `?insttCode=${insttCode}`).expect(200);
      await list(admin.auth).expect(200);
    });

    it('does not warn when the list already lets the caller in', async () => {
      const { admin } = await institution(f);
      await add(admin.auth, { ipAddr: '127.0.0.0/8' }).expect(201);
      await add(admin.auth, { ipAddr: '10.0.0.0/8' }).expect(201);
      expect((await list(admin.auth).expect(200)).body.result.callerAllowed).toBe(true);
    });

    it('warns before deleting the entry that lets the caller in, but not before emptying the list', async () => {
      const { admin } = await institution(f);
      const own = (await add(admin.auth, { ipAddr: '127.0.0.0/8' }).expect(201)).body.result;
      const other = (await add(admin.auth, { ipAddr: '10.0.0.0/8' }).expect(201)).body.result;
      const warned = await del(admin.auth, own.ipSn).expect(409);
      expect(warned.body.result).toEqual({ selfLockout: true, callerIp: '127.0.0.1' });
      await del(admin.auth, other.ipSn).expect(200);
      await del(admin.auth, own.ipSn).expect(200); // the list becomes empty: everyone is allowed
      expect((await list(admin.auth).expect(200)).body.result).toMatchObject({
        totalElements: 0,
        callerAllowed: true,
      });

      await add(admin.auth, { ipAddr: '127.0.0.0/8' }).expect(201);
      const again = (await add(admin.auth, { ipAddr: '10.0.0.0/8' }).expect(201)).body.result;
      const loopback = (await list(admin.auth, '?searchNm=127').expect(200)).body.result.content[0];
      await del(admin.auth, loopback.ipSn, '?confirmSelfLockout=false').expect(409);
      await del(admin.auth, loopback.ipSn, '?confirmSelfLockout=true').expect(200);
      await list(admin.auth).expect(403);
      expect(again.ipAddr).toBe('10.0.0.0/8');
    });
  });

  describe('who may edit which list', () => {
    it('answers only the institution admin of the caller’s own institution and provider admins', async () => {
      const a = await institution(f);
      const b = await institution(f);
      await http().get('/api/ipAccessCtrl/ipList').expect(401);
      await http().post('/api/ipAccessCtrl/ip').send({ ipAddr: '127.0.0.1' }).expect(401);
      for (const code of [11, 12, 13] as const) {
        const { auth } = await f.actor(a.insttCode, code);
        expect((await list(auth).expect(403)).body.message).toBe(translate('error.noPermission'));
        await add(auth, { ipAddr: '127.0.0.1' }).expect(403);
      }
      // A foreign admin naming institution A, in the query or in the body.
      await list(b.admin.auth, `?insttCode=${a.insttCode}`).expect(403);
      await add(b.admin.auth, { ipAddr: '127.0.0.1' }, `?insttCode=${a.insttCode}`).expect(403);
      await add(b.admin.auth, { ipAddr: '127.0.0.1', insttCode: a.insttCode }).expect(403);
      // Its own code is fine.
      await list(a.admin.auth, `?insttCode=${a.insttCode}`).expect(200);

      // Rows of another institution are not found, and stay.
      const row = (await add(a.admin.auth, { ipAddr: '127.0.0.0/8' }).expect(201)).body.result;
      await del(b.admin.auth, row.ipSn).expect(404);
      await del(b.admin.auth, row.ipSn, `?insttCode=${a.insttCode}`).expect(403);
      expect((await list(a.admin.auth).expect(200)).body.result.totalElements).toBe(1);
      expect((await list(b.admin.auth).expect(200)).body.result.totalElements).toBe(0);
    });

    it('lets a provider admin edit any institution by naming it, without a lockout warning', async () => {
      const a = await institution(f);
      expect((await list(provider.auth).expect(400)).body.result).toEqual([
        { field: 'insttCode', message: translate('ipAccess.insttCodeRequired') },
      ]);
      await list(provider.auth, '?insttCode=no-such-instt').expect(404);
      const gone = await f.newInstitution({ deleteAt: 'Y' });
      await add(provider.auth, { ipAddr: '10.0.0.0/8' }, `?insttCode=${gone.insttCode}`).expect(404);
      const row = (
        await add(provider.auth, { ipAddr: '10.0.0.0/8' }, `?insttCode=${a.insttCode}`).expect(201)
      ).body.result;
      expect(row.registerId).toBe(provider.user.userId);
      await list(a.admin.auth).expect(403); // now restricted to 10/8
      await del(provider.auth, row.ipSn, `?insttCode=${a.insttCode}`).expect(200);
    });
  });

  describe('enforcement', () => {
    it('refuses members from addresses outside a non-empty list (403 error.ipRefused) and allows listed ones', async () => {
      const { insttCode, admin, member } = await institution(f);
      await http().get('/api/users/me').set(member.auth).expect(200);
      await allowList(f, insttCode, '10.0.0.0/8');
      const refused = await http().get('/api/users/me').set(member.auth).expect(403);
      expect(refused.body).toEqual({
        code: 403,
        message: translate('error.ipRefused'),
        result: translate('error.ipRefused'),
      });
      const en = await http().get('/api/users/me').set(member.auth).set('Accept-Language', 'en').expect(403);
      expect(en.body.message).toBe('Access from this IP address is not allowed.');
      await http().get('/api/users/me').set(admin.auth).expect(403);
      // supertest connects from 127.0.0.1 (or ::ffff:127.0.0.1): a single-address entry matches too.
      await allowList(f, insttCode, '10.0.0.0/8', '127.0.0.1');
      await http().get('/api/users/me').set(member.auth).expect(200);
      await allowList(f, insttCode, '127.0.0.0/8');
      await http().get('/api/users/me').set(member.auth).expect(200);
      // An IPv6 entry does not match an IPv4 caller.
      await allowList(f, insttCode, '::1/128');
      await http().get('/api/users/me').set(member.auth).expect(403);
    });

    it('restricts only the institution’s own members: anonymous visitors and other institutions pass', async () => {
      const a = await institution(f);
      const b = await institution(f);
      await allowList(f, a.insttCode, '10.0.0.0/8');
      await http().get(`/api/menu?systemType=institution-user&insttCode=${a.insttCode}`).expect(200);
      await http().get('/api/users/me').set(b.member.auth).expect(200);
      // Public routes with the member's token still refuse the member.
      await http()
        .get(`/api/menu?systemType=institution-user&insttCode=${a.insttCode}`)
        .set(a.member.auth)
        .expect(403);
    });

    it('ignores X-Forwarded-For when TRUST_PROXY is unset', async () => {
      const { insttCode, member } = await institution(f);
      await allowList(f, insttCode, '10.0.0.0/8');
      await http().get('/api/users/me').set(member.auth).set('X-Forwarded-For', '10.1.2.3').expect(403);
      await allowList(f, insttCode, '127.0.0.0/8');
      await http().get('/api/users/me').set(member.auth).set('X-Forwarded-For', '203.0.113.9').expect(200);
      const seen = (
        await http()
          .get('/api/ipAccessCtrl/ipList')
          .set((await f.actor(insttCode, 14)).auth)
          .set('X-Forwarded-For', '10.1.2.3')
      ).body;
      expect(seen.result.callerIp).toBe('127.0.0.1');
    });

    it('does not restrict provider admins, even one recorded under a restricted institution', async () => {
      const { insttCode } = await institution(f);
      const operator = await f.actor(insttCode, 4);
      await allowList(f, insttCode, '10.0.0.0/8');
      await http().get('/api/users/me').set(operator.auth).expect(200);
      await resetRateLimits(app);
      const res = await http()
        .post('/api/auth/login')
        .send({ userId: operator.user.userId, password: await encrypt(app, FACTORY_PASSWORD) })
        .expect(200);
      expect(res.body.result.secondFactorRequired).toBe(true);
    });

    it('refuses login from a refused address, for members and admins alike', async () => {
      const { insttCode, admin, member } = await institution(f);
      await resetRateLimits(app);
      const login = async (userId: string) =>
        http()
          .post('/api/auth/login')
          .send({ userId, password: await encrypt(app, FACTORY_PASSWORD) });
      await allowList(f, insttCode, '10.0.0.0/8');
      const refused = await login(member.user.userId);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(translate('error.ipRefused'));
      expect((await login(admin.user.userId)).status).toBe(403);
      // A wrong password is still just a failed login (the address is not revealed as the reason).
      const wrong = await http()
        .post('/api/auth/login')
        .send({ userId: member.user.userId, password: await encrypt(app, 'Wrong!2026pw') });
      expect(wrong.status).toBe(401);
      await allowList(f, insttCode, '127.0.0.0/8');
      const ok = await login(member.user.userId);
      expect(ok.status).toBe(200);
      expect(ok.body.result.accessToken).toEqual(expect.any(String));
      expect((await login(admin.user.userId)).body.result.secondFactorRequired).toBe(true);
    });
  });
});
