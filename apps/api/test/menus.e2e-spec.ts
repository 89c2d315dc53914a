import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { translate } from '../src/common/i18n/locale';
import { Factories } from './support/factories';
import { createTestApp } from './support/test-app';

type Auth = { Authorization: string };

interface Item {
  id: string;
  name: string;
  nameEn: string;
  linkType: string;
  routerLink: string | null;
  viewId: string | null;
  menuId: string | null;
  viewType: string;
  addOn: boolean;
  innerMenu: Item[];
}

const flatten = (items: Item[]): Item[] => items.flatMap((i) => [i, ...flatten(i.innerMenu)]);
const ids = (items: Item[]) => flatten(items).map((i) => i.id);

describe('GET /api/menu', () => {
  let app: INestApplication;
  let f: Factories;
  let provider: Auth;
  beforeAll(async () => {
    app = await createTestApp();
    f = new Factories(app);
    await f.newInstitution({ insttCode: 'nuri', insttNm: '누리 운영사' }); // the provider's own (PROVIDER_INSTT_CODE)
    provider = (await f.actor('nuri', 4)).auth;
  });
  afterAll(() => app.close());
  /** The admin systems' menus are asked for as a provider admin unless another caller is given. */
  const menu = async (
    query: string,
    status = 200,
    auth: Auth | null = query.includes('-admin') ? provider : null,
  ) => {
    const req = request(app.getHttpServer()).get(`/api/menu?${query}`);
    return (await (auth ? req.set(auth) : req).expect(status)).body;
  };

  it('gives the provider-admin tree of spec 000 §2 with view ids', async () => {
    const { result } = await menu('systemType=provider-admin');
    expect(result.map((i: Item) => i.name)).toEqual([
      '대시보드',
      '기관 구독 정보',
      '콘텐츠 관리',
      '게시판 관리',
      '쿠폰 관리',
      '시스템 관리',
    ]);
    const views = Object.fromEntries(
      flatten(result)
        .filter((i) => i.viewId)
        .map((i) => [i.viewId, i.routerLink]),
    );
    expect(views).toEqual({
      '41': '/manageInstitution',
      '42': '/manageSubscription',
      '43': '/managePaymentHistory',
      '555': '/manageContents',
      '556': '/manageLayer',
      '557': '/manageBaseMap',
      '71': '/manageNotice',
      '72': '/manageInquiry',
      '73': '/manageQna',
      '81': '/manageCoupon',
      '91': '/manageApiKeys',
      '92': '/manageCodes',
    });
    expect(result[1]).toMatchObject({ viewType: 'group', nameEn: 'Institution subscription info' });
  });

  it('gives the provider-user tree with new-window lab items', async () => {
    const { result } = await menu('systemType=provider-user');
    expect(result.map((i: Item) => i.routerLink)).toEqual([
      '/userGuide',
      '/serviceLab',
      '/gallery',
      '/community',
      '/pricesPolicy',
    ]);
    const lab = flatten(result).filter((i) => i.id.startsWith('pu.lab.') && i.id !== 'pu.lab.home');
    expect(lab.map((i) => i.linkType)).toEqual(['newWindow', 'newWindow']);
  });

  it('gives the institution-admin tree with the nested subscription and gallery views', async () => {
    const instt = await f.newInstitution();
    const { result } = await menu(`systemType=institution-admin&insttCode=${instt.insttCode}`);
    const viewIds = flatten(result)
      .map((i) => i.viewId)
      .filter(Boolean);
    expect(viewIds).toEqual([
      '531',
      '532',
      '5321',
      '5322',
      '533',
      '534',
      '535',
      '536',
      '541',
      '542',
      '543',
      '551',
      '552',
      '553',
      '554',
      '555',
      '5531',
      '5532',
    ]);
    const help = result.find((i: Item) => i.id === 'ia.help');
    expect(help.innerMenu.map((i: Item) => i.linkType)).toEqual(['download', 'router']);
  });

  it('lists the API key screens of both admin systems and common code management (integrator access)', async () => {
    const instt = await f.newInstitution();
    const institution = flatten((await menu(`systemType=institution-admin&insttCode=${instt.insttCode}`)).result);
    const manage = institution.find((i) => i.id === 'ia.instt');
    expect(manage?.innerMenu.at(-1)).toMatchObject({
      id: 'ia.instt.apikeys',
      name: 'API 키 관리',
      nameEn: 'API key management',
      linkType: 'router',
      routerLink: '/insttManage/apiKeys',
      viewId: '536',
    });
    const provider = (await menu('systemType=provider-admin')).result as Item[];
    const system = provider.at(-1);
    expect(system).toMatchObject({ id: 'pa.system', name: '시스템 관리', nameEn: 'System management', viewType: 'group' });
    expect(system?.innerMenu.map((i) => [i.name, i.nameEn, i.routerLink, i.viewId])).toEqual([
      ['API 키 관리', 'API key management', '/manageApiKeys', '91'],
      ['공통 코드 관리', 'Common code management', '/manageCodes', '92'],
    ]);
  });

  it('hides wavusOnly items except for the provider institution', async () => {
    // No seeded item is wavusOnly any more (data management was removed, issue 19): one is planted.
    const db = app.get(DataSource);
    expect((await db.query(`SELECT menu_key FROM menu WHERE wavus_only_at`)).length).toBe(0);
    await db.query(
      `INSERT INTO menu (menu_key, system_type, upper_menu_key, menu_nm, menu_eng_nm, router_link, sort_ordr, wavus_only_at)
       VALUES ('ia.test.wavus', 'institution-admin', 'ia.contents', '운영사 전용', 'Provider only', '/providerOnly', 99, true)`,
    );
    try {
      const other = await f.newInstitution();
      expect(
        ids((await menu(`systemType=institution-admin&insttCode=${other.insttCode}`)).result),
      ).not.toContain('ia.test.wavus');
      expect(ids((await menu('systemType=institution-admin&insttCode=nuri')).result)).toContain('ia.test.wavus');
    } finally {
      await db.query(`DELETE FROM menu WHERE menu_key = 'ia.test.wavus'`);
    }
  });

  it('points every seeded item to a screen: no data management (/datamng), the map group to the simple map', async () => {
    expect(ids((await menu('systemType=institution-admin&insttCode=nuri')).result)).not.toContain(
      'ia.contents.datamng',
    );
    const other = await f.newInstitution();
    const items = flatten((await menu(`systemType=institution-user&insttCode=${other.insttCode}`)).result);
    expect(items.find((i) => i.id === 'iu.map')?.routerLink).toBe('/simpleMap');
  });

  it('hides institution info for openBiz only', async () => {
    const other = await f.newInstitution();
    expect(ids((await menu('systemType=institution-user&insttCode=openbiz')).result)).not.toContain(
      'iu.instt',
    );
    expect(ids((await menu(`systemType=institution-user&insttCode=${other.insttCode}`)).result)).toContain(
      'iu.instt',
    );
  });

  it('hides election management unless configured for that institution', async () => {
    const other = await f.newInstitution();
    expect(
      ids((await menu(`systemType=institution-admin&insttCode=${other.insttCode}`)).result),
    ).not.toContain('ia.lab.election');
  });

  it('drops an item whose menuId the institution is denied, and keeps it when allowed again', async () => {
    const instt = await f.newInstitution();
    const q = `systemType=institution-user&insttCode=${instt.insttCode}`;
    expect(ids((await menu(q)).result)).toContain('iu.lab.luckyMap');
    await f.setMenuAccess(instt.insttCode, 'SVC_LUCKY_MAP', 'N');
    expect(ids((await menu(q)).result)).not.toContain('iu.lab.luckyMap');
    expect(ids((await menu(q)).result)).toContain('iu.lab.landBundle');
    await f.setMenuAccess(instt.insttCode, 'SVC_LUCKY_MAP', 'Y');
    expect(ids((await menu(q)).result)).toContain('iu.lab.luckyMap');
  });

  it('drops a group when all its items are denied', async () => {
    const instt = await f.newInstitution();
    await f.setMenuAccess(instt.insttCode, 'MAP_SIMPLE', 'N');
    await f.setMenuAccess(instt.insttCode, 'MAP_BUILDER', 'N');
    expect(
      ids((await menu(`systemType=institution-user&insttCode=${instt.insttCode}`)).result),
    ).not.toContain('iu.map');
  });

  it('marks add-on services', async () => {
    const instt = await f.newInstitution();
    const items = flatten((await menu(`systemType=institution-user&insttCode=${instt.insttCode}`)).result);
    expect(items.filter((i) => i.addOn).map((i) => i.id)).toEqual(['iu.lab.luckyMap', 'iu.lab.landBundle']);
  });

  it('refuses a missing institution code, an unknown system and an unknown or deleted institution', async () => {
    expect((await menu('systemType=institution-user', 400)).result[0].field).toBe('insttCode');
    expect((await menu('systemType=nope', 400)).result[0].field).toBe('systemType');
    await menu('systemType=institution-user&insttCode=no-such-instt', 404);
    const gone = await f.newInstitution({ deleteAt: 'Y' });
    await menu(`systemType=institution-user&insttCode=${gone.insttCode}`, 404);
  });

  it("answers the access check with Y by default and N when denied, to the institution's members", async () => {
    const instt = await f.newInstitution();
    const { auth } = await f.actor(instt.insttCode, 13);
    const url = (m: string) => `/api/menu/access-check/instt?insttCode=${instt.insttCode}&menuId=${m}`;
    const get = async (m: string, who: Auth = auth) =>
      (await request(app.getHttpServer()).get(url(m)).set(who).expect(200)).body.result;
    expect(await get('IP_ACCESS')).toEqual({ accessAt: 'Y' });
    await f.setMenuAccess(instt.insttCode, 'IP_ACCESS', 'N');
    expect(await get('IP_ACCESS')).toEqual({ accessAt: 'N' });
    expect(await get('IP_ACCESS', provider)).toEqual({ accessAt: 'N' });
  });

  it('keeps the access check from anonymous callers and other institutions (it reveals configuration)', async () => {
    const instt = await f.newInstitution();
    const other = await f.newInstitution();
    const url = `/api/menu/access-check/instt?insttCode=${instt.insttCode}&menuId=IP_ACCESS`;
    expect((await request(app.getHttpServer()).get(url).expect(401)).body.message).toBe(
      translate('error.sessionEnded'),
    );
    for (const code of [12, 14] as const) {
      const { auth } = await f.actor(other.insttCode, code);
      expect((await request(app.getHttpServer()).get(url).set(auth).expect(403)).body.message).toBe(
        translate('error.noPermission'),
      );
    }
    await request(app.getHttpServer())
      .get(`/api/menu/access-check/instt?insttCode=no-such-instt&menuId=IP_ACCESS`)
      .set(provider)
      .expect(404);
  });

  describe('admin systems', () => {
    it('gives the provider-admin menu to provider admins only', async () => {
      const instt = await f.newInstitution();
      expect((await menu('systemType=provider-admin', 401, null)).message).toBe(
        translate('error.sessionEnded'),
      );
      for (const code of [11, 12, 13, 14] as const) {
        const { auth } = await f.actor(instt.insttCode, code);
        expect((await menu('systemType=provider-admin', 403, auth)).message).toBe(
          translate('error.noPermission'),
        );
      }
      expect((await menu('systemType=provider-admin', 200, provider)).result).toHaveLength(6);
    });

    it("gives an institution-admin menu to that institution's admin and provider admins only", async () => {
      const instt = await f.newInstitution();
      const other = await f.newInstitution();
      const q = `systemType=institution-admin&insttCode=${instt.insttCode}`;
      await menu(q, 401, null);
      for (const code of [11, 12, 13] as const)
        await menu(q, 403, (await f.actor(instt.insttCode, code)).auth);
      await menu(q, 403, (await f.actor(other.insttCode, 14)).auth);
      const own = (await menu(q, 200, (await f.actor(instt.insttCode, 14)).auth)).result;
      expect(ids(own)).toContain('ia.instt.ip');
      expect((await menu(q, 200, provider)).result).toEqual(own);
      // An invalid token is no identity: the admin menu stays closed.
      await menu(q, 401, { Authorization: 'Bearer not-a-token' });
      // Without a code it is still a validation error for an admin.
      expect(
        (await menu('systemType=institution-admin', 400, (await f.actor(instt.insttCode, 14)).auth)).result[0]
          .field,
      ).toBe('insttCode');
    });

    it('keeps the user systems public', async () => {
      const instt = await f.newInstitution();
      expect((await menu('systemType=provider-user', 200, null)).result.length).toBeGreaterThan(0);
      expect(
        (await menu(`systemType=institution-user&insttCode=${instt.insttCode}`, 200, null)).result.length,
      ).toBeGreaterThan(0);
      const foreign = await f.actor((await f.newInstitution()).insttCode, 12);
      await menu(`systemType=institution-user&insttCode=${instt.insttCode}`, 200, foreign.auth);
    });
  });
});
