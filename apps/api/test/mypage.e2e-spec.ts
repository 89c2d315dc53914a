import { randomBytes } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { USER_SE_CODES } from '@nuri/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { Factories } from './support/factories';
import { createTestApp } from './support/test-app';

type Actor = Awaited<ReturnType<Factories['actor']>>;
interface Item {
  contentsId: string;
  contentsType: string;
  contentsSj: string;
  bookmarkAt: string;
  usePblonsipSeCode: string;
  registerId: string;
  registerNm: string | null;
}

describe('my page contents: mine, shared with me, institution, bookmarks, counts', () => {
  let app: INestApplication;
  let f: Factories;
  let a: string;
  let b: string;
  let owner: Actor;
  let friend: Actor;
  let other: Actor;
  let admin: Actor;
  let myMap: string;
  let myApp: string;
  let myLayer: string;
  let toMe: string;
  let toInstt: string;
  let privateMap: string;
  let toGroup: string;
  let toEveryone: string;
  let foreign: string;
  let seq = 0;
  const tag = `M${randomBytes(3).toString('hex')}`;
  const http = () => request(app.getHttpServer());
  const db = () => app.get(DataSource);

  const newMap = async (by: Actor, title: string): Promise<string> =>
    (
      await http()
        .post('/api/webmap')
        .set(by.auth)
        .send({
          userMapSj: `${tag} ${title}`,
          view: { projection: 'EPSG:5186', center: [198000, 552000], zoom: 12 },
          toc: [],
        })
        .expect(201)
    ).body.result.userMapId as string;
  const share = async (
    type: 'MAP' | 'APP' | 'LYR',
    id: string,
    ownerId: string,
    scope: number,
    refrnId: string | null,
  ) => {
    seq += 1;
    await db().query(
      `INSERT INTO pblonsip (cntnts_ty_code, cntnts_id, pblonsip_ordr, pblonsip_scope_se_code, pblonsip_refrn_id, owner_id, register_id)
       VALUES ($1, $2, $3, $4, $5, $6, $6)`,
      [type, id, seq, scope, refrnId, ownerId],
    );
  };
  const group = async (ownerOf: Actor, name: string, members: Actor[]): Promise<string> => {
    const [{ group_sn }] = await db().query(
      `INSERT INTO user_group (instt_code, owner_id, group_nm) VALUES ($1, $2, $3) RETURNING group_sn`,
      [a, ownerOf.user.userId, `${tag} ${name}`],
    );
    for (const m of members)
      await db().query(`INSERT INTO user_group_member (group_sn, user_id) VALUES ($1, $2)`, [
        group_sn,
        m.user.userId,
      ]);
    return String(group_sn);
  };
  const list = async (by: Actor, path: string, query = ''): Promise<Item[]> =>
    (await http().get(`/api/mypage/contents${path}?pageSize=100&${query}`).set(by.auth).expect(200)).body
      .result.content as Item[];
  const ids = (items: Item[]) => items.map((i) => i.contentsId).sort();

  beforeAll(async () => {
    app = await createTestApp();
    f = new Factories(app);
    a = (await f.newInstitution()).insttCode;
    b = (await f.newInstitution()).insttCode;
    owner = await f.actor(a, USER_SE_CODES.EDITOR, { userNm: '나소유' });
    friend = await f.actor(a, USER_SE_CODES.MEMBER, { userNm: '동료' });
    other = await f.actor(b, USER_SE_CODES.MEMBER);
    admin = await f.actor(a, USER_SE_CODES.INSTT_ADMIN);

    myMap = await newMap(owner, '내 지도');
    myApp = (
      await http()
        .post('/api/webapp/tmplat')
        .set(owner.auth)
        .send({
          webappTmplatSj: `${tag} 내 앱`,
          webappTmplatTyCode: 'TAB',
          detailSetting: { mainTab: [{ tabName: '탭', webmap: { userMapId: myMap } }] },
        })
        .expect(201)
    ).body.result.webappTmplatId;
    myLayer = (
      await http()
        .post('/api/layers/upload')
        .set(owner.auth)
        .send({
          uploadType: 'custom',
          lyrNm: `${tag} 내 레이어`,
          geometryType: 'point',
          columns: [{ name: 'name', type: 'text' }],
        })
        .expect(201)
    ).body.result.lyrId;

    toMe = await newMap(friend, '나에게 공유');
    await share('MAP', toMe, friend.user.userId, 3, owner.user.userId);
    toInstt = await newMap(friend, '기관 공유');
    await share('MAP', toInstt, friend.user.userId, 1, a);
    privateMap = await newMap(friend, '비공개');
    toGroup = await newMap(friend, '그룹 공유');
    await share('MAP', toGroup, friend.user.userId, 2, await group(friend, '현장 답사반', [owner]));
    toEveryone = await newMap(friend, '전체 공개');
    await share('MAP', toEveryone, friend.user.userId, 0, null);
    foreign = await newMap(other, '다른 기관 전체 공개');
    await share('MAP', foreign, other.user.userId, 0, null);
  });
  afterAll(() => app.close());

  it('lists my maps, apps and layers, with type and title filters', async () => {
    const mine = await list(owner, '', `contentsSj=${tag}`);
    expect(ids(mine)).toEqual([myMap, myApp, myLayer].sort());
    const byId = new Map(mine.map((i) => [i.contentsId, i]));
    expect(byId.get(myMap)).toMatchObject({
      contentsType: 'MAP',
      contentsSj: `${tag} 내 지도`,
      registerNm: '나소유',
      bookmarkAt: 'N',
      usePblonsipSeCode: '01',
    });
    expect(byId.get(myApp)).toMatchObject({ contentsType: 'APP', contentsSj: `${tag} 내 앱` });
    expect(byId.get(myLayer)).toMatchObject({
      contentsType: 'LYR',
      contentsSj: `${tag} 내 레이어`,
      usePblonsipSeCode: '01',
    });
    expect(ids(await list(owner, '', 'contentsType=MAP'))).toEqual([myMap]);
    expect(ids(await list(owner, '', 'contentsType=LYR'))).toEqual([myLayer]);
    expect(ids(await list(owner, '', `contentsSj=${encodeURIComponent('내 앱')}`))).toEqual([myApp]);
    await http().get('/api/mypage/contents?contentsType=DOC').set(owner.auth).expect(400);
    await http().get('/api/mypage/contents').expect(401);
    // Newest change first.
    expect((await list(owner, '')).map((i) => i.contentsId)[0]).toBe(myLayer);
  });

  it('lists others’ contents shared with me by user, institution or group (not private, not only-everyone)', async () => {
    const shared = await list(owner, '/shared');
    expect(ids(shared)).toEqual([toMe, toInstt, toGroup].sort());
    expect(shared.every((i) => i.registerId === friend.user.userId)).toBe(true);
    expect(ids(await list(owner, '/shared', `groupNm=${encodeURIComponent('답사')}`))).toEqual([toGroup]);
    expect(ids(await list(owner, '/shared', 'groupNm=nomatch'))).toEqual([]);
    // By the way the share reaches me: by name, through a group I am in, through my institution.
    expect(ids(await list(owner, '/shared', 'sharedVia=user'))).toEqual([toMe]);
    expect(ids(await list(owner, '/shared', 'sharedVia=group'))).toEqual([toGroup]);
    expect(ids(await list(owner, '/shared', 'sharedVia=instt'))).toEqual([toInstt]);
    const bad = await http().get('/api/mypage/contents/shared?sharedVia=everyone').set(owner.auth);
    expect(bad.status).toBe(400);
    expect(ids(await list(owner, '/shared', 'contentsType=APP'))).toEqual([]);
    // The friend sees nothing of mine (not shared).
    expect(ids(await list(friend, '/shared'))).toEqual([]);
    // A member of another institution does not get the institution share.
    expect(ids(await list(other, '/shared'))).toEqual([]);
  });

  it('lists my institution’s contents I may view (admins: all of them)', async () => {
    expect(ids(await list(owner, '/instt'))).toEqual([toMe, toInstt, toGroup, toEveryone].sort());
    expect(ids(await list(admin, '/instt'))).toEqual(
      [myMap, myApp, myLayer, toMe, toInstt, privateMap, toGroup, toEveryone].sort(),
    );
    expect(ids(await list(other, '/instt'))).toEqual([]);
  });

  it('filters my contents by the name of a group they are shared with', async () => {
    await share('MAP', myMap, owner.user.userId, 2, await group(owner, '분석팀', [friend]));
    expect(ids(await list(owner, '', `groupNm=${encodeURIComponent('분석')}`))).toEqual([myMap]);
    expect(ids(await list(owner, '', `groupNm=${encodeURIComponent('답사')}`))).toEqual([]);
    // The friend now sees the map shared with them through the group.
    expect(ids(await list(friend, '/shared'))).toEqual([myMap]);
  });

  it('lists and counts my bookmarks of contents I may still view', async () => {
    await http().post(`/api/contents/${toMe}/bookmark`).set(owner.auth).expect(200);
    await http().post(`/api/contents/${foreign}/bookmark`).set(owner.auth).expect(200);
    await http().post(`/api/contents/${myLayer}/bookmark`).set(owner.auth).expect(200);
    expect(ids(await list(owner, '', 'bookmarkedOnly=Y'))).toEqual([toMe, foreign, myLayer].sort());
    expect(ids(await list(owner, '', 'bookmarkedOnly=Y&contentsType=LYR'))).toEqual([myLayer]);
    const shared = await list(owner, '/shared', 'bookmarkedOnly=Y');
    expect(ids(shared)).toEqual([toMe]);
    expect(shared[0].bookmarkAt).toBe('Y');
    expect((await list(owner, '/shared')).find((i) => i.contentsId === toInstt)?.bookmarkAt).toBe('N');

    const counts = await http().get('/api/mypage/contents/count').set(owner.auth).expect(200);
    expect(counts.body.result).toEqual({ mapCnt: 1, appCnt: 1, lyrCnt: 1, sharedCnt: 3, bookmarkCnt: 3 });

    // A bookmark of a content no longer shared with me drops out of the list and the count.
    await db().query(`DELETE FROM pblonsip WHERE cntnts_ty_code = 'MAP' AND cntnts_id = $1`, [toMe]);
    expect(ids(await list(owner, '', 'bookmarkedOnly=Y'))).toEqual([foreign, myLayer].sort());
    const after = await http().get('/api/mypage/contents/count').set(owner.auth).expect(200);
    expect(after.body.result).toEqual({ mapCnt: 1, appCnt: 1, lyrCnt: 1, sharedCnt: 2, bookmarkCnt: 2 });
  });

  it('pages my contents newest change first with an exact total that follows new, deleted and national contents', async () => {
    const me = await f.actor(a, USER_SE_CODES.EDITOR);
    const page = async (pageIndex: number) =>
      (await http().get(`/api/mypage/contents?pageSize=2&pageIndex=${pageIndex}`).set(me.auth).expect(200))
        .body.result as { content: Item[]; totalElements: number; last: boolean };
    const maps = [];
    for (const title of ['하나', '둘', '셋']) maps.push(await newMap(me, title));
    // Three maps changed at the same time: the id breaks the tie, so pages neither repeat nor skip.
    await db().query(`UPDATE user_map SET updt_dt = '2026-01-02T00:00:00Z' WHERE user_map_id = ANY($1)`, [
      maps,
    ]);
    const layer = (
      await http()
        .post('/api/layers/upload')
        .set(me.auth)
        .send({
          uploadType: 'custom',
          lyrNm: `${tag} 페이지 레이어`,
          geometryType: 'point',
          columns: [{ name: 'name', type: 'text' }],
        })
        .expect(201)
    ).body.result.lyrId as string;
    const first = await page(1);
    const second = await page(2);
    expect(first).toMatchObject({ totalElements: 4, last: false });
    expect(second).toMatchObject({ totalElements: 4, last: true });
    expect(first.content[0].contentsId).toBe(layer);
    expect([...first.content, ...second.content].map((i) => i.contentsId)).toEqual([
      layer,
      ...[...maps].sort().reverse(),
    ]);
    const counts = async () =>
      (await http().get('/api/mypage/contents/count').set(me.auth).expect(200)).body.result;
    expect(await counts()).toMatchObject({ mapCnt: 3, appCnt: 0, lyrCnt: 1 });

    // A deleted map and a layer marked national (nobody's content) leave the list and its total.
    await http().delete(`/api/webmap/${maps[0]}`).set(me.auth).expect(200);
    await db().query(`UPDATE lyr SET hold_data_se_code = '9' WHERE lyr_id = $1`, [layer]);
    const after = await page(1);
    expect(after.totalElements).toBe(2);
    expect(after.content.map((i) => i.contentsId)).toEqual([maps[2], maps[1]].sort().reverse());
    expect(await counts()).toMatchObject({ mapCnt: 2, appCnt: 0, lyrCnt: 0 });
    const [{ n }] = await db().query(
      `SELECT (SELECT count(*) FROM user_map WHERE register_id = $1)::int
            + (SELECT count(*) FROM lyr WHERE register_id = $1 AND hold_data_se_code = '1')::int AS n`,
      [me.user.userId],
    );
    expect(n).toBe(after.totalElements);
  });

  it('shows a layer’s publicity from its shares', async () => {
    await share('LYR', myLayer, owner.user.userId, 1, a);
    const layer = (await list(owner, '', 'contentsType=LYR'))[0];
    expect(layer.usePblonsipSeCode).toBe('03');
  });
});
