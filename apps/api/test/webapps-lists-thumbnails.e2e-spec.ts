import fs from 'node:fs';
import path from 'node:path';
import { USER_SE_CODES } from '@nuri/domain';
import { Factories } from './support/factories';
import { webappsSuite, DATA, type Actor } from './support/webapps.suite';

describe('themed map apps: CRUD, validation, access, lists, thumbnails, simple apps and maps through apps', () => {
  const suite = webappsSuite();
  const { tag, http, db, storage, fieldsOf, newMap, sectionTab, plainTab, jorBody, tabBody, createApp, appMaps, share } = suite;
  let f: Factories;
  let a: string;
  let owner: Actor;
  let sameInstt: Actor;
  let insttAdmin: Actor;
  let other: Actor;
  let map1: string;
  let map2: string;
  let foreignMap: string;
  beforeAll(() => {
    ({ f, a, owner, sameInstt, insttAdmin, other, map1, map2, foreignMap } = suite);
  });

  describe('lists', () => {
    let lister: Actor;
    let colleague: Actor;
    const ids: string[] = [];
    let simpleId: string;
    let sharedId: string;
    let unsharedId: string;
    let listerMap: string;
    const list = (who: Actor, query: Record<string, string | number>) =>
      http()
        .get('/api/webapp/tmplat')
        .query(query)
        .set(who.auth)
        .expect(200)
        .then((r) => r.body.result);

    beforeAll(async () => {
      lister = await f.actor(a, USER_SE_CODES.MEMBER);
      colleague = await f.actor(a, USER_SE_CODES.MEMBER);
      listerMap = await newMap(lister, `${tag} 목록 지도`);
      for (const [i, title] of ['다 앱', '가 앱', '나 앱'].entries()) {
        const type = i === 1 ? 'TAB' : 'JOR';
        const detailSetting =
          type === 'TAB'
            ? { mainTab: [plainTab('a', listerMap)] }
            : { sectionTab: { mainTab: [sectionTab('a', 1, listerMap)] } };
        ids.push(
          await createApp(lister, {
            webappTmplatSj: `${tag} ${title}`,
            webappTmplatTyCode: type,
            detailSetting,
          }),
        );
      }
      simpleId = await createApp(lister, {
        webappTmplatSj: `${tag} 간편 앱`,
        webappTmplatTyCode: 'SIMPLE',
        detailSetting: { mainTab: [plainTab('간편', listerMap)] },
      });
      const colleagueMap = await newMap(colleague, `${tag} 동료 지도`);
      sharedId = await createApp(colleague, {
        webappTmplatSj: `${tag} 동료 앱`,
        webappTmplatTyCode: 'TAB',
        detailSetting: { mainTab: [plainTab('a', colleagueMap)] },
      });
      await share('APP', sharedId, 3, lister.user.userId, colleague);
      unsharedId = await createApp(colleague, {
        webappTmplatSj: `${tag} 동료 비공개 앱`,
        webappTmplatTyCode: 'TAB',
        detailSetting: { mainTab: [plainTab('a', colleagueMap)] },
      });
    });

    it('my apps: paged, newest change first, searchable, sortable, filtered by type; simple apps on request', async () => {
      const page1 = await list(lister, { pageIndex: 1, pageSize: 2 });
      expect(page1.totalElements).toBe(3);
      expect(page1.content.map((r: { webappTmplatId: string }) => r.webappTmplatId)).toEqual([
        ids[2],
        ids[1],
      ]);
      expect(page1.content[0]).toMatchObject({
        webappTmplatSj: `${tag} 나 앱`,
        webappTmplatTyCode: 'JOR',
        registerId: lister.user.userId,
        registerNm: lister.user.userNm,
        simpleTmplatAt: 'N',
        thumbnailUrl: null,
        tabCnt: 1,
        usePblonsipSeCode: '01',
      });
      const page2 = await list(lister, { pageIndex: 2, pageSize: 2 });
      expect(page2.content.map((r: { webappTmplatId: string }) => r.webappTmplatId)).toEqual([ids[0]]);
      const byTitle = await list(lister, { sort: 'webappTmplatSj', direction: 'ASC' });
      expect(byTitle.content.map((r: { webappTmplatSj: string }) => r.webappTmplatSj)).toEqual([
        `${tag} 가 앱`,
        `${tag} 나 앱`,
        `${tag} 다 앱`,
      ]);
      expect(
        (await list(lister, { searchKeyword: '나 앱' })).content.map(
          (r: { webappTmplatId: string }) => r.webappTmplatId,
        ),
      ).toEqual([ids[2]]);
      expect(
        (await list(lister, { searchNm: '가' })).content.map(
          (r: { webappTmplatId: string }) => r.webappTmplatId,
        ),
      ).toEqual([ids[1]]);
      expect((await list(lister, { webappTmplatTyCode: 'TAB' })).totalElements).toBe(1);
      const withSimple = await list(lister, { containsSimpleTemplatAt: 'Y' });
      expect(withSimple.totalElements).toBe(4);
      expect(withSimple.content[0]).toMatchObject({
        webappTmplatId: simpleId,
        simpleTmplatAt: 'Y',
        webappTmplatTyCode: 'SIMPLE',
      });
      await http().get('/api/webapp/tmplat').query({ sort: 'password' }).set(lister.auth).expect(400);
      await http().get('/api/webapp/tmplat').query({ scope: 'everything' }).set(lister.auth).expect(400);
    });

    it('shared with me and all visible; the institution filter', async () => {
      const idsOf = (page: { content: Array<{ webappTmplatId: string }> }) =>
        page.content.map((r) => r.webappTmplatId);
      const shared = idsOf(await list(lister, { scope: 'shared', pageSize: 1000 }));
      expect(shared).toContain(sharedId);
      expect(shared).not.toContain(unsharedId);
      for (const mine of ids) expect(shared).not.toContain(mine);
      expect(idsOf(await list(lister, { scope: 'shared', searchKeyword: '동료' }))).toEqual([sharedId]);
      const visible = idsOf(await list(lister, { scope: 'all-visible', pageSize: 1000 }));
      expect(visible).toEqual(expect.arrayContaining([...ids, sharedId]));
      expect(visible).not.toContain(unsharedId);
      expect(visible).not.toContain(simpleId);
      // The colleague does not see the lister's apps; the institution admin sees both as shared.
      const colleagueSees = idsOf(await list(colleague, { scope: 'shared', pageSize: 1000 }));
      for (const mine of ids) expect(colleagueSees).not.toContain(mine);
      const adminView = idsOf(
        await list(insttAdmin, { scope: 'shared', searchKeyword: tag, pageSize: 1000, insttCode: a }),
      );
      expect(adminView).toEqual(expect.arrayContaining([...ids, sharedId, unsharedId]));
      expect(
        (await list(insttAdmin, { scope: 'shared', searchKeyword: tag, insttCode: 'elsewhere' }))
          .totalElements,
      ).toBe(0);
    });
  });

  describe('thumbnails', () => {
    let id: string;
    beforeAll(async () => {
      id = await createApp(owner, tabBody());
    });
    const thumbPath = async (): Promise<string | null> =>
      (await db().query(`SELECT thumbnail_path FROM webapp_tmplat WHERE webapp_tmplat_id = $1`, [id]))[0]
        .thumbnail_path;

    it('stores a PNG under the thumbnail rules, serves it signed and to viewers, replaces and removes it', async () => {
      await http().get(`/api/webapp/tmplat/${id}/thumbnail`).set(owner.auth).expect(404);
      const put = await http()
        .put(`/api/webapp/tmplat/${id}/thumbnail`)
        .set(owner.auth)
        .attach('file', path.join(DATA, 'thumb_ok.png'))
        .expect(200);
      expect(put.body.result).toMatch(
        new RegExp(`^/api/webapp/tmplat/${id}/thumbnail\\?v=\\d+&exp=\\d+&sig=[\\w-]+$`),
      );
      const first = await thumbPath();
      expect(first).toMatch(/^webapps\/thumbnails\/[0-9a-f]{32}\.png$/);
      expect(fs.existsSync(path.join(storage(), first as string))).toBe(true);
      const detail = (await http().get(`/api/webapp/tmplat/${id}`).set(owner.auth).expect(200)).body.result;
      expect(detail.thumbnailUrl).toBe(put.body.result);
      const img = await http().get(detail.thumbnailUrl).buffer(true).expect(200);
      expect(img.headers['content-type']).toBe('image/png');
      await http().get(`${detail.thumbnailUrl}x`).expect(403);
      await http().get(`/api/webapp/tmplat/${id}/thumbnail`).expect(403);
      await http().get(`/api/webapp/tmplat/${id}/thumbnail`).set(other.auth).expect(403);
      await http().get(`/api/webapp/tmplat/${id}/thumbnail`).set(insttAdmin.auth).expect(200);
      const listed = (
        await http()
          .get('/api/webapp/tmplat')
          .set(owner.auth)
          .query({ searchKeyword: `${tag} 탭` })
          .expect(200)
      ).body.result.content;
      expect(listed.find((r: { webappTmplatId: string }) => r.webappTmplatId === id).thumbnailUrl).toBe(
        put.body.result,
      );

      await http()
        .post(`/api/webapp/tmplat/${id}/thumbnail`)
        .set(owner.auth)
        .attach('file', path.join(DATA, 'thumb_ok.png'), 'again.PNG')
        .expect(200);
      const second = await thumbPath();
      expect(second).not.toBe(first);
      expect(fs.existsSync(path.join(storage(), first as string))).toBe(false);

      await http().delete(`/api/webapp/tmplat/${id}/thumbnail`).set(owner.auth).expect(200);
      expect(await thumbPath()).toBeNull();
      expect(fs.existsSync(path.join(storage(), second as string))).toBe(false);
      await http().get(`/api/webapp/tmplat/${id}/thumbnail`).set(owner.auth).expect(404);
    });

    it('refuses other types (415), large files (413), missing files (400), non-editors (403) and anonymous visitors (401), storing nothing', async () => {
      await http()
        .put(`/api/webapp/tmplat/${id}/thumbnail`)
        .set(owner.auth)
        .attach('file', Buffer.from('GIF89a'), 'a.gif')
        .expect(415);
      await http()
        .put(`/api/webapp/tmplat/${id}/thumbnail`)
        .set(owner.auth)
        .attach('file', path.join(DATA, 'bad_dxf_named.png'))
        .expect(415);
      const big = Buffer.concat([
        fs.readFileSync(path.join(DATA, 'thumb_ok.png')),
        Buffer.alloc(1024 * 1024 + 10),
      ]);
      await http()
        .put(`/api/webapp/tmplat/${id}/thumbnail`)
        .set(owner.auth)
        .attach('file', big, 'big.png')
        .expect(413);
      const missing = await http()
        .put(`/api/webapp/tmplat/${id}/thumbnail`)
        .set(owner.auth)
        .field('x', '1')
        .expect(400);
      expect(fieldsOf(missing)).toEqual(['file']);
      await http()
        .put(`/api/webapp/tmplat/${id}/thumbnail`)
        .set(sameInstt.auth)
        .attach('file', path.join(DATA, 'thumb_ok.png'))
        .expect(403);
      await http()
        .put(`/api/webapp/tmplat/${id}/thumbnail`)
        .attach('file', path.join(DATA, 'thumb_ok.png'))
        .expect(401);
      expect(await thumbPath()).toBeNull();
    });

    it('deleting the app removes its thumbnail file', async () => {
      const doomed = await createApp(owner, tabBody());
      await http()
        .put(`/api/webapp/tmplat/${doomed}/thumbnail`)
        .set(owner.auth)
        .attach('file', path.join(DATA, 'thumb_ok.png'))
        .expect(200);
      const [{ thumbnail_path: thumb }] = await db().query(
        `SELECT thumbnail_path FROM webapp_tmplat WHERE webapp_tmplat_id = $1`,
        [doomed],
      );
      expect(fs.existsSync(path.join(storage(), thumb))).toBe(true);
      await http().delete(`/api/webapp/tmplat/${doomed}`).set(owner.auth).expect(200);
      expect(fs.existsSync(path.join(storage(), thumb))).toBe(false);
    });
  });

  describe('simple map apps', () => {
    it('PUT …/simple changes the title, description and the one map; other apps and bad maps are refused', async () => {
      const id = await createApp(owner, {
        webappTmplatSj: `${tag} 간편`,
        webappTmplatTyCode: 'SIMPLE',
        detailSetting: { mainTab: [plainTab('간편', map1)] },
      });
      const created = (await http().get(`/api/webapp/tmplat/${id}`).set(owner.auth).expect(200)).body.result;
      expect(created).toMatchObject({ simpleTmplatAt: 'Y', webappTmplatTyCode: 'SIMPLE' });
      const put = await http()
        .put(`/api/webapp/tmplat/${id}/simple`)
        .set(owner.auth)
        .send({ webappTmplatSj: `${tag} 간편 바뀜`, webappTmplatCn: '설명', userMapId: map2 })
        .expect(200);
      expect(put.body.result).toMatchObject({
        webappTmplatSj: `${tag} 간편 바뀜`,
        webappTmplatCn: '설명',
        simpleTmplatAt: 'Y',
        detailSetting: { mainTab: [{ tabName: `${tag} 간편 바뀜`, webmap: { userMapId: map2 } }] },
        maps: [{ userMapId: map2, userMapSj: `${tag} 시설 지도`, userMapNcm: null }],
      });
      expect(await appMaps(id)).toEqual([map2]);

      const foreign = await http()
        .put(`/api/webapp/tmplat/${id}/simple`)
        .set(owner.auth)
        .send({ webappTmplatSj: 'x', userMapId: foreignMap })
        .expect(400);
      expect(fieldsOf(foreign)).toEqual(['userMapId']);
      await http()
        .put(`/api/webapp/tmplat/${id}/simple`)
        .set(owner.auth)
        .send({ webappTmplatSj: 'x' })
        .expect(400);
      await http()
        .put(`/api/webapp/tmplat/${id}/simple`)
        .set(sameInstt.auth)
        .send({ webappTmplatSj: 'x', userMapId: map1 })
        .expect(403);
      expect(await appMaps(id)).toEqual([map2]);

      const jor = await createApp(owner, jorBody());
      const notSimple = await http()
        .put(`/api/webapp/tmplat/${jor}/simple`)
        .set(owner.auth)
        .send({ webappTmplatSj: 'x', userMapId: map1 })
        .expect(422);
      expect(notSimple.body.message).toBe('간편 지도 앱만 이 방법으로 수정할 수 있습니다.');
    });
  });
});
