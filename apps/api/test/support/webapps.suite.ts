import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type request from 'supertest';
import { contentCast, insertShare, type Actor } from './content-cast';

export const DATA = path.resolve(__dirname, '../../../../../shared/data');
export type { Actor } from './content-cast';
export type Body = Record<string, unknown>;

export function webappsSuite() {
  const tag = `A${randomBytes(3).toString('hex')}`;
  const s = contentCast({ map1: '', map2: '', map3: '', foreignMap: '', unusedMap: '', tag });
  const { http, db } = s;
  const fieldsOf = (res: request.Response) =>
    (res.body.result as Array<{ field: string }>).map((e) => e.field);

  const newMap = (by: Actor, title: string, over: Body = {}) =>
    http()
      .post('/api/webmap')
      .set(by.auth)
      .send({
        userMapSj: title,
        bcrnMapId: null,
        view: { projection: 'EPSG:5186', center: [0, 0], zoom: 10 },
        toc: [],
        ...over,
      })
      .expect(201)
      .then((res) => res.body.result.userMapId as string);

  const sectionTab = (tabName: string, tabSn: number, userMapId: string, extra: Body = {}) => ({
    tabName,
    tabSn,
    tabContent: { contentValue: { userMapId } },
    ...extra,
  });
  const plainTab = (tabName: string, userMapId: string) => ({ tabName, webmap: { userMapId } });

  /** A JOR app with two section tabs (map1, map2). */
  function jorBody(over: Body = {}): Body {
    return {
      webappTmplatSj: `${tag} 우리 동네 지도`,
      webappTmplatCn: '공원과 시설을 탭으로 봅니다',
      webappTmplatTyCode: 'JOR',
      webappTmplatInfo: { headerColor: '#004488', layout: { sideBar: true } },
      detailSetting: {
        sectionTab: { mainTab: [sectionTab('공원', 1, s.map1, { icon: 'tree' }), sectionTab('시설', 2, s.map2)] },
      },
      ...over,
    };
  }
  /** A TAB app with plain tabs. */
  function tabBody(over: Body = {}): Body {
    return {
      webappTmplatSj: `${tag} 탭 지도`,
      webappTmplatTyCode: 'TAB',
      detailSetting: { mainTab: [plainTab('첫째', s.map1), plainTab('둘째', s.map3)] },
      ...over,
    };
  }
  const createApp = async (by: Actor, body: Body): Promise<string> =>
    (await http().post('/api/webapp/tmplat').set(by.auth).send(body).expect(201)).body.result
      .webappTmplatId as string;
  const count = async (table: 'webapp_tmplat' | 'webapp_tmplat_map'): Promise<number> =>
    (await db().query(`SELECT count(*)::int AS n FROM ${table}`))[0].n as number;
  const appMaps = async (id: string): Promise<string[]> =>
    (
      await db().query(
        `SELECT user_map_id FROM webapp_tmplat_map WHERE webapp_tmplat_id = $1 ORDER BY user_map_id`,
        [id],
      )
    ).map((r: { user_map_id: string }) => r.user_map_id);
  const share = (type: 'APP' | 'MAP', id: string, scope: number, refrnId: string | null, by: Actor = s.owner) =>
    insertShare(db(), type, id, scope, refrnId, by);

  beforeAll(async () => {
    s.map1 = await newMap(s.owner, `${tag} 공원 지도`, { userMapNcm: '공원' });
    s.map2 = await newMap(s.owner, `${tag} 시설 지도`);
    s.map3 = await newMap(s.owner, `${tag} 도로 지도`);
    s.foreignMap = await newMap(s.other, `${tag} 다른 기관 지도`);
    s.unusedMap = await newMap(s.owner, `${tag} 쉬는 지도`, { useSttusSeCode: '02' });
  });

  return Object.assign(s, { fieldsOf, newMap, sectionTab, plainTab, jorBody, tabBody, createApp, count, appMaps, share });
}
