import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { contentCast, insertShare, type Actor } from './content-cast';

export const DATA = path.resolve(__dirname, '../../../../../shared/data');
export type { Actor } from './content-cast';

export const SYMBOL = { fillColor: '#ff000080', strokeColor: '#aa0000', strokeWidth: 2, pointShape: 'circle', pointRadius: 7 };
export const POINT_STYLE = {
  kind: 'single',
  column: null,
  base: SYMBOL,
  classes: [],
  label: { enabled: true, column: 'name', fontSize: 13, color: '#222222', haloColor: '#ffffff', haloWidth: 2 },
};
export const POLYGON_STYLE = {
  kind: 'categorized',
  column: 'kind',
  base: { ...SYMBOL, fillColor: '#3388ff66', pointShape: 'square' },
  classes: [
    { value: 'park', label: '공원', symbol: { ...SYMBOL, fillColor: '#00aa00' } },
    { value: 'school', label: '학교', symbol: { ...SYMBOL, fillColor: '#0000aa' } },
  ],
  label: { enabled: false, column: null, fontSize: 12, color: '#222222', haloColor: '#ffffff', haloWidth: 2 },
};
export const POINT_POPUP = { enabled: true, columns: ['name'] };
export const POLYGON_POPUP = { enabled: false, columns: [] };

export function webmapsSuite() {
  const tag = `W${randomBytes(3).toString('hex')}`;
  const s = contentCast({ pointLyr: '', polygonLyr: '', foreignLyr: '', tag });
  const { http, db } = s;

  async function customLayer(by: Actor, lyrNm: string, geometryType: 'point' | 'polygon', column: string): Promise<string> {
    const res = await http()
      .post('/api/layers/upload')
      .set(by.auth)
      .send({ uploadType: 'custom', lyrNm, geometryType, columns: [{ name: column, type: 'text' }] })
      .expect(201);
    return res.body.result.lyrId as string;
  }

  /** A map with a group holding the point layer and, below it, the polygon layer. */
  function mapBody(over: Record<string, unknown> = {}): Record<string, unknown> {
    return {
      userMapSj: `${tag} 공원 지도`,
      userMapCn: '서울의 공원과 시설',
      bcrnMapId: 'OFFLINE_WORLD',
      view: { projection: 'EPSG:5186', center: [198000.5, 552000.25], zoom: 15 },
      toc: [
        {
          lyrGroupSeCode: '01',
          tocNm: '시설',
          visibleAt: 'Y',
          opacity: 1,
          children: [
            { lyrGroupSeCode: '02', tocNm: '시설 위치', visibleAt: 'Y', opacity: 0.8, lyrId: s.pointLyr, style: POINT_STYLE, popup: POINT_POPUP, clusterAt: 'Y' },
          ],
        },
        { lyrGroupSeCode: '02', tocNm: '공원 구역', visibleAt: 'N', opacity: 0.35, lyrId: s.polygonLyr, style: POLYGON_STYLE, popup: POLYGON_POPUP, clusterAt: 'N' },
      ],
      ...over,
    };
  }

  const create = async (by: Actor, over: Record<string, unknown> = {}): Promise<string> =>
    (await http().post('/api/webmap').set(by.auth).send(mapBody(over)).expect(201)).body.result.userMapId as string;
  const count = async (table: 'user_map' | 'user_map_toc'): Promise<number> =>
    (await db().query(`SELECT count(*)::int AS n FROM ${table}`))[0].n as number;
  const shareMap = (userMapId: string, scope: number, refrnId: string | null) =>
    insertShare(db(), 'MAP', userMapId, scope, refrnId, s.owner);

  beforeAll(async () => {
    s.pointLyr = await customLayer(s.owner, `${tag} 시설`, 'point', 'name');
    s.polygonLyr = await customLayer(s.owner, `${tag} 공원`, 'polygon', 'kind');
    s.foreignLyr = await customLayer(s.other, `${tag} 다른 기관`, 'point', 'name');
  });

  return Object.assign(s, { customLayer, mapBody, create, count, shareMap });
}
