import type { INestApplication } from '@nestjs/common';
import { USER_SE_CODES } from '@nuri/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { translate } from '../../src/common/i18n/locale';
import { encrypt, resetRateLimits } from '../support/accounts';
import { FACTORY_PASSWORD, Factories } from '../support/factories';
import { createTestAppWith } from '../support/test-app';

type Auth = { Authorization: string };

/** Creates an app under extra environment variables, restoring them afterwards. */

/** Every way a client might claim an address (each spelling of a listed one). */
function spoofs(ip: string): Array<Record<string, string>> {
  const [a, b, c, d] = ip.split('.').map(Number);
  const hexMapped = `::ffff:${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  return [
    { 'X-Forwarded-For': ip },
    { 'X-Forwarded-For': `${ip}, ${ip}` },
    { 'X-Forwarded-For': `::ffff:${ip}` },
    { 'X-Forwarded-For': hexMapped },
    { 'X-Real-IP': ip },
    { Forwarded: `for=${ip}` },
    { Forwarded: `for="[::ffff:${ip}]"` },
    { 'X-Client-IP': ip },
    { 'True-Client-IP': ip },
    { 'CF-Connecting-IP': ip },
    { 'X-Cluster-Client-IP': ip },
    { 'X-Forwarded-For': ip, 'X-Real-IP': ip, Forwarded: `for=${ip}`, 'X-Client-IP': ip, 'True-Client-IP': ip },
  ];
}

/**
 * Institution IP allow lists against forged addresses: from a peer that is not a trusted proxy
 * no header changes the address the list sees (reads, writes and logins stay refused and nothing
 * changes); behind a trusted proxy (TRUST_PROXY) only the hop that proxy added counts, whatever
 * the client wrote before it; IPv4-mapped IPv6 spellings of an address are that address.
 */
describe('security: IP allow list bypass attempts', () => {
  let direct: INestApplication; // TRUST_PROXY=false
  let elsewhere: INestApplication; // TRUST_PROXY names another proxy: the caller is untrusted
  let proxied: INestApplication; // TRUST_PROXY=loopback: the caller is the trusted proxy
  let oneHop: INestApplication; // TRUST_PROXY=1
  let f: Factories;
  let insttCode: string;
  let admin: { auth: Auth; user: { userId: string } };
  let member: { auth: Auth; user: { userId: string } };
  const db = () => direct.get(DataSource);
  const LISTED = '192.0.2.5';

  async function allowList(...cidrs: string[]): Promise<void> {
    await db().query(`DELETE FROM ip_access_ctrl WHERE instt_code = $1`, [insttCode]);
    for (const cidr of cidrs) {
      await db().query(`INSERT INTO ip_access_ctrl (instt_code, ip_addr, register_id) VALUES ($1, $2::cidr, 'test')`, [insttCode, cidr]);
    }
  }
  const entries = async () =>
    (await db().query(`SELECT host(ip_addr) AS ip, masklen(ip_addr) AS bits FROM ip_access_ctrl WHERE instt_code = $1 ORDER BY 1`, [insttCode])) as Array<{
      ip: string;
    }>;
  const tokens = async (userId: string) =>
    (await db().query(`SELECT count(*)::int AS n FROM refresh_token WHERE user_id = $1`, [userId]))[0].n as number;

  function expectIpRefused(res: request.Response): void {
    const message = translate('error.ipRefused');
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: 403, message, result: message });
  }
  const me = (app: INestApplication, headers: Record<string, string>) =>
    request(app.getHttpServer()).get('/api/users/me').set(member.auth).set(headers);

  beforeAll(async () => {
    direct = await createTestAppWith({ TRUST_PROXY: 'false' });
    elsewhere = await createTestAppWith({ TRUST_PROXY: '10.0.0.1,192.0.2.0/24' });
    proxied = await createTestAppWith({ TRUST_PROXY: 'loopback' });
    oneHop = await createTestAppWith({ TRUST_PROXY: '1' });
    f = new Factories(direct);
    insttCode = (await f.newInstitution()).insttCode;
    admin = await f.actor(insttCode, USER_SE_CODES.INSTT_ADMIN);
    member = await f.actor(insttCode, USER_SE_CODES.MEMBER);
  });
  beforeEach(() => resetRateLimits(direct));
  afterAll(async () => {
    await Promise.all([direct?.close(), elsewhere?.close(), proxied?.close(), oneHop?.close()]);
  });

  it.each([
    ['without TRUST_PROXY', () => direct],
    ['from a peer that is not the trusted proxy', () => elsewhere],
  ])('refuses reads, writes and logins whatever address headers claim (%s)', async (_label, app) => {
    await allowList(`${LISTED}/32`, '10.0.0.0/8');
    const before = await entries();
    for (const headers of [...spoofs(LISTED), ...spoofs('10.1.2.3')]) {
      expectIpRefused(await me(app(), headers));
      // The classic escalation: the admin adds the loopback address to their own list.
      const add = await request(app().getHttpServer())
        .post('/api/ipAccessCtrl/ip')
        .set(admin.auth)
        .set(headers)
        .send({ ipAddr: '127.0.0.1', confirmSelfLockout: true });
      expectIpRefused(add);
    }
    expect(await entries()).toEqual(before);
    const issued = await tokens(member.user.userId);
    const login = await request(app().getHttpServer())
      .post('/api/auth/login')
      .set(spoofs(LISTED)[11])
      .send({ userId: member.user.userId, password: await encrypt(direct, FACTORY_PASSWORD) });
    expectIpRefused(login);
    expect(await tokens(member.user.userId)).toBe(issued);
  });

  it('sees the socket address whatever headers claim: a listed socket stays allowed', async () => {
    await allowList('127.0.0.0/8');
    for (const headers of spoofs('203.0.113.9')) {
      const res = await request(direct.getHttpServer()).get('/api/ipAccessCtrl/ipList').set(admin.auth).set(headers).expect(200);
      expect(res.body.result).toMatchObject({ callerIp: '127.0.0.1', callerAllowed: true });
      await me(elsewhere, headers).expect(200);
    }
  });

  it('counts only the hop a trusted proxy added (TRUST_PROXY=loopback), in any IPv4-mapped spelling', async () => {
    await allowList(`${LISTED}/32`);
    const outside = '198.51.100.7';
    // The client wrote the listed address; the proxy appended the real one.
    for (const xff of [`${LISTED}, ${outside}`, `${LISTED},${outside}`, `127.0.0.1, ${LISTED}, ${outside}`]) {
      expectIpRefused(await me(proxied, { 'X-Forwarded-For': xff }));
    }
    // Other headers are never read, even from the trusted proxy.
    for (const headers of spoofs(LISTED).filter((h) => !('X-Forwarded-For' in h))) {
      expectIpRefused(await me(proxied, { ...headers, 'X-Forwarded-For': outside }));
    }
    // The real hop, in every spelling of the listed address, is allowed.
    const [a, b, c, d] = LISTED.split('.').map(Number);
    for (const real of [LISTED, `::ffff:${LISTED}`, `::ffff:${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`, `0:0:0:0:0:ffff:${LISTED}`]) {
      await me(proxied, { 'X-Forwarded-For': `${outside}, ${real}` }).expect(200);
      const list = await request(proxied.getHttpServer())
        .get('/api/ipAccessCtrl/ipList')
        .set(admin.auth)
        .set('X-Forwarded-For', real)
        .expect(200);
      expect(list.body.result).toMatchObject({ callerIp: LISTED, callerAllowed: true });
    }
    // A mapped spelling of an address outside the list stays outside.
    expectIpRefused(await me(proxied, { 'X-Forwarded-For': `::ffff:${outside}` }));
    // An unreadable forwarded address matches no entry (refused, not an error).
    expectIpRefused(await me(proxied, { 'X-Forwarded-For': 'fe80::1%eth0' }));
    expectIpRefused(await me(proxied, { 'X-Forwarded-For': 'not-an-address' }));
  });

  it('counts only the last hop with a hop count (TRUST_PROXY=1)', async () => {
    await allowList(`${LISTED}/32`);
    expectIpRefused(await me(oneHop, { 'X-Forwarded-For': `${LISTED}, 198.51.100.7` }));
    expectIpRefused(await me(oneHop, { 'X-Real-IP': LISTED, 'X-Forwarded-For': '198.51.100.7' }));
    await me(oneHop, { 'X-Forwarded-For': `198.51.100.7, ${LISTED}` }).expect(200);
    const issued = await tokens(member.user.userId);
    const login = await request(oneHop.getHttpServer())
      .post('/api/auth/login')
      .set('X-Forwarded-For', `${LISTED}, 198.51.100.8`)
      .send({ userId: member.user.userId, password: await encrypt(direct, FACTORY_PASSWORD) });
    expectIpRefused(login);
    expect(await tokens(member.user.userId)).toBe(issued);
  });
});
