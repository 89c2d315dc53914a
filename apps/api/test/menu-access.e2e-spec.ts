import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { translate } from '../src/common/i18n/locale';
import { Factories } from './support/factories';
import { createTestApp } from './support/test-app';

type Auth = { Authorization: string };
interface Item {
  id: string;
  innerMenu: Item[];
}
const ids = (items: Item[]): string[] => items.flatMap((i) => [i.id, ...ids(i.innerMenu)]);

describe('POST /api/menu/access-control/instt and the routes behind a menu', () => {
  let app: INestApplication;
  let f: Factories;
  let provider: { auth: Auth; user: { userId: string } };
  beforeAll(async () => {
    app = await createTestApp();
    f = new Factories(app);
    provider = await f.actor((await f.newInstitution()).insttCode, 4);
  });
  afterAll(() => app.close());
  const http = () => request(app.getHttpServer());
  const control = (auth: Auth | null, body: object) => {
    const req = http().post('/api/menu/access-control/instt').send(body);
    return auth ? req.set(auth) : req;
  };
  const check = async (auth: Auth, insttCode: string, menuId: string) =>
    (
      await http()
        .get(`/api/menu/access-check/instt?insttCode=${insttCode}&menuId=${menuId}`)
        .set(auth)
        .expect(200)
    ).body.result.accessAt;
  const menuIds = async (auth: Auth, systemType: string, insttCode: string) =>
    ids(
      (await http().get(`/api/menu?systemType=${systemType}&insttCode=${insttCode}`).set(auth).expect(200))
        .body.result,
    );

  it('is for provider admins only', async () => {
    const instt = await f.newInstitution();
    const body = { insttCode: instt.insttCode, menuIdList: ['IP_ACCESS'], accessAt: 'N' };
    await control(null, body).expect(401);
    for (const code of [11, 12, 13, 14] as const) {
      const { auth } = await f.actor(instt.insttCode, code);
      expect((await control(auth, body).expect(403)).body.message).toBe(translate('error.noPermission'));
    }
    expect(await check(provider.auth, instt.insttCode, 'IP_ACCESS')).toBe('Y');
    const res = await control(provider.auth, body).expect(200);
    expect(res.body).toEqual({ code: 200, message: expect.any(String), result: body });
    expect(await check(provider.auth, instt.insttCode, 'IP_ACCESS')).toBe('N');
    const [row] = await f.db.query(
      `SELECT access_at, updusr_id FROM menu_access WHERE instt_code = $1 AND menu_id = 'IP_ACCESS'`,
      [instt.insttCode],
    );
    expect(row).toEqual({ access_at: 'N', updusr_id: provider.user.userId });
  });

  it('refuses unknown menu ids (400 listing each) and writes nothing', async () => {
    const instt = await f.newInstitution();
    const res = await control(provider.auth, {
      insttCode: instt.insttCode,
      menuIdList: ['IP_ACCESS', 'NO_SUCH_MENU', 'GALLERY', 'ia.instt.ip'],
      accessAt: 'N',
    }).expect(400);
    expect(res.body.result).toEqual([
      { field: 'menuIdList.1', message: translate('menuAccess.unknownMenuId', { menuId: 'NO_SUCH_MENU' }) },
      { field: 'menuIdList.3', message: translate('menuAccess.unknownMenuId', { menuId: 'ia.instt.ip' }) },
    ]);
    expect(await check(provider.auth, instt.insttCode, 'IP_ACCESS')).toBe('Y');
    expect(await check(provider.auth, instt.insttCode, 'GALLERY')).toBe('Y');
  });

  it('validates the request and the institution', async () => {
    const instt = await f.newInstitution();
    const field = async (body: object) =>
      (await control(provider.auth, body).expect(400)).body.result[0].field;
    expect(await field({ insttCode: instt.insttCode, menuIdList: [], accessAt: 'N' })).toBe('menuIdList');
    expect(
      await field({ insttCode: instt.insttCode, menuIdList: ['GALLERY', 'GALLERY'], accessAt: 'N' }),
    ).toBe('menuIdList');
    expect(await field({ insttCode: instt.insttCode, menuIdList: 'GALLERY', accessAt: 'N' })).toBe(
      'menuIdList',
    );
    expect(await field({ insttCode: instt.insttCode, menuIdList: ['GALLERY'], accessAt: 'X' })).toBe(
      'accessAt',
    );
    expect(await field({ menuIdList: ['GALLERY'], accessAt: 'N' })).toBe('insttCode');
    await control(provider.auth, {
      insttCode: 'no-such-instt',
      menuIdList: ['GALLERY'],
      accessAt: 'N',
    }).expect(404);
  });

  it('sets several menus at once and back', async () => {
    const instt = await f.newInstitution();
    const { auth } = await f.actor(instt.insttCode, 12);
    const lab = ['SVC_LUCKY_MAP', 'SVC_LAND_BUNDLE'];
    await control(provider.auth, { insttCode: instt.insttCode, menuIdList: lab, accessAt: 'N' }).expect(200);
    const denied = await menuIds(auth, 'institution-user', instt.insttCode);
    expect(denied).not.toContain('iu.lab.luckyMap');
    expect(denied).not.toContain('iu.lab.landBundle');
    expect(denied).toContain('iu.lab.themed');
    expect(await check(auth, instt.insttCode, 'SVC_LAND_BUNDLE')).toBe('N');
    await control(provider.auth, { insttCode: instt.insttCode, menuIdList: lab, accessAt: 'Y' }).expect(200);
    expect(await menuIds(auth, 'institution-user', instt.insttCode)).toEqual(
      expect.arrayContaining(['iu.lab.luckyMap', 'iu.lab.landBundle']),
    );
  });

  it('hides a denied menu and answers 403 on the routes behind it for the institution, until allowed again', async () => {
    const a = await f.newInstitution();
    const b = await f.newInstitution();
    const admin = await f.actor(a.insttCode, 14);
    const otherAdmin = await f.actor(b.insttCode, 14);
    await http().get('/api/ipAccessCtrl/ipList').set(admin.auth).expect(200);
    expect(await menuIds(admin.auth, 'institution-admin', a.insttCode)).toContain('ia.instt.ip');

    await control(provider.auth, { insttCode: a.insttCode, menuIdList: ['IP_ACCESS'], accessAt: 'N' }).expect(
      200,
    );
    expect(await menuIds(admin.auth, 'institution-admin', a.insttCode)).not.toContain('ia.instt.ip');
    expect(await check(admin.auth, a.insttCode, 'IP_ACCESS')).toBe('N');
    const refused = await http().get('/api/ipAccessCtrl/ipList').set(admin.auth).expect(403);
    expect(refused.body.message).toBe(translate('error.menuNotAllowed'));
    expect(
      (await http().post('/api/ipAccessCtrl/ip').set(admin.auth).send({ ipAddr: '127.0.0.1' }).expect(403))
        .body.message,
    ).toBe(translate('error.menuNotAllowed'));
    await http().delete('/api/ipAccessCtrl/ip/1').set(admin.auth).expect(403);
    // Other institutions keep the menu; provider admins keep the route.
    await http().get('/api/ipAccessCtrl/ipList').set(otherAdmin.auth).expect(200);
    expect(await menuIds(otherAdmin.auth, 'institution-admin', b.insttCode)).toContain('ia.instt.ip');
    await http().get(`/api/ipAccessCtrl/ipList?insttCode=${a.insttCode}`).set(provider.auth).expect(200);

    await control(provider.auth, { insttCode: a.insttCode, menuIdList: ['IP_ACCESS'], accessAt: 'Y' }).expect(
      200,
    );
    await http().get('/api/ipAccessCtrl/ipList').set(admin.auth).expect(200);
    expect(await menuIds(admin.auth, 'institution-admin', a.insttCode)).toContain('ia.instt.ip');
    expect(await check(admin.auth, a.insttCode, 'IP_ACCESS')).toBe('Y');
  });
});
