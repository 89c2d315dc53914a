import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { Factories } from './support/factories';
import { createTestApp } from './support/test-app';

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
  beforeAll(async () => {
    app = await createTestApp();
    f = new Factories(app);
    await f.newInstitution({ insttCode: 'nuri', insttNm: '누리 운영사' }); // the provider's own (PROVIDER_INSTT_CODE)
  });
  afterAll(() => app.close());
  const menu = async (query: string, status = 200) =>
    (await request(app.getHttpServer()).get(`/api/menu?${query}`).expect(status)).body;

  it('gives the provider-admin tree of spec 000 §2 with view ids', async () => {
    const { result } = await menu('systemType=provider-admin');
    expect(result.map((i: Item) => i.name)).toEqual(['대시보드', '기관 구독 정보', '콘텐츠 관리', '게시판 관리', '쿠폰 관리']);
    const views = Object.fromEntries(flatten(result).filter((i) => i.viewId).map((i) => [i.viewId, i.routerLink]));
    expect(views).toEqual({
      '41': '/manageInstitution',
      '42': '/manageSubscription',
      '43': '/managePaymentHistory',
      '555': '/manageContents',
      '556': '/manageLayer',
      '557': '/manageBaseMap',
      '71': '/manageNotice',
      '81': '/manageCoupon',
    });
    expect(result[1]).toMatchObject({ viewType: 'group', nameEn: 'Institution subscription info' });
  });

  it('gives the provider-user tree with new-window lab items', async () => {
    const { result } = await menu('systemType=provider-user');
    expect(result.map((i: Item) => i.routerLink)).toEqual(['/userGuide', '/serviceLab', '/gallery', '/community', '/pricesPolicy']);
    const lab = flatten(result).filter((i) => i.id.startsWith('pu.lab.') && i.id !== 'pu.lab.home');
    expect(lab.map((i) => i.linkType)).toEqual(['newWindow', 'newWindow']);
  });

  it('gives the institution-admin tree with the nested subscription and gallery views', async () => {
    const instt = await f.newInstitution();
    const { result } = await menu(`systemType=institution-admin&insttCode=${instt.insttCode}`);
    const viewIds = flatten(result).map((i) => i.viewId).filter(Boolean);
    expect(viewIds).toEqual(['531', '532', '5321', '5322', '533', '534', '535', '541', '542', '543', '551', '552', '553', '554', '555', '5531', '5532']);
    const help = result.find((i: Item) => i.id === 'ia.help');
    expect(help.innerMenu.map((i: Item) => i.linkType)).toEqual(['download', 'router']);
  });

  it('hides wavusOnly items except for the provider institution', async () => {
    const other = await f.newInstitution();
    expect(ids((await menu(`systemType=institution-admin&insttCode=${other.insttCode}`)).result)).not.toContain('ia.contents.datamng');
    expect(ids((await menu('systemType=institution-admin&insttCode=nuri')).result)).toContain('ia.contents.datamng');
  });

  it('hides institution info for openBiz only', async () => {
    const other = await f.newInstitution();
    expect(ids((await menu('systemType=institution-user&insttCode=openbiz')).result)).not.toContain('iu.instt');
    expect(ids((await menu(`systemType=institution-user&insttCode=${other.insttCode}`)).result)).toContain('iu.instt');
  });

  it('hides election management unless configured for that institution', async () => {
    const other = await f.newInstitution();
    expect(ids((await menu(`systemType=institution-admin&insttCode=${other.insttCode}`)).result)).not.toContain('ia.lab.election');
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
    expect(ids((await menu(`systemType=institution-user&insttCode=${instt.insttCode}`)).result)).not.toContain('iu.map');
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

  it('answers the access check with Y by default and N when denied', async () => {
    const instt = await f.newInstitution();
    const url = (m: string) => `/api/menu/access-check/instt?insttCode=${instt.insttCode}&menuId=${m}`;
    const get = async (m: string) => (await request(app.getHttpServer()).get(url(m)).expect(200)).body.result;
    expect(await get('IP_ACCESS')).toEqual({ accessAt: 'Y' });
    await f.setMenuAccess(instt.insttCode, 'IP_ACCESS', 'N');
    expect(await get('IP_ACCESS')).toEqual({ accessAt: 'N' });
  });
});
