import type { INestApplication } from '@nestjs/common';
import { DEFAULT_INSTT_CODE, USER_SE_CODES } from '@nuri/domain';
import { ShareStore } from '../src/modules/shares/share-store';
import { Factories } from './support/factories';
import { sharesSuite, type Actor } from './support/shares.suite';

describe('share API: maps, themed apps and layers (spec 001 §2, §5, §7)', () => {
  const suite = sharesSuite();
  const { tag, http, customLayer, newMap, newApp, summary, stored } = suite;
  let app: INestApplication;
  let f: Factories;
  let a: string;
  let owner: Actor;
  let member: Actor;
  let editor: Actor;
  let admin: Actor;
  let foreign: Actor;
  let groupSn: string;
  beforeAll(() => {
    ({ app, f, a, owner, member, editor, admin, foreign, groupSn } = suite);
  });

  describe('web maps', () => {
    it('everyone and institution shares: 201, 409 the second time, the summary follows the widest share', async () => {
      const map = await newMap(editor);
      const all = await http().post(`/api/webmap/${map}/shares/all`).set(editor.auth).expect(201);
      expect(all.body.code).toBe(201);
      expect(all.body.result).toEqual([
        expect.objectContaining({ pblonsipScopeSeCode: 0, pblonsipRefrnId: null, pblonsipRefrnNm: null }),
      ]);
      expect(await summary('user_map', map)).toBe('04');
      const twice = await http().post(`/api/webmap/${map}/shares/all`).set(editor.auth).expect(409);
      expect(twice.body.message).toBe('이미 전체에 공유되어 있습니다.');

      const instt = await http().post(`/api/webmap/${map}/shares/instt`).set(editor.auth).expect(201);
      expect(instt.body.result[0]).toMatchObject({
        pblonsipScopeSeCode: 1,
        pblonsipRefrnId: a,
        pblonsipRefrnNm: `기관 ${a}`,
      });
      expect(await summary('user_map', map)).toBe('04');
      const insttTwice = await http().post(`/api/webmap/${map}/shares/instt`).set(editor.auth).expect(409);
      expect(insttTwice.body.message).toBe('이미 기관에 공유되어 있습니다.');

      const everyoneOrdr = all.body.result[0].pblonsipOrdr as number;
      const left = await http()
        .delete(`/api/webmap/${map}/shares`)
        .set(editor.auth)
        .send({ pblonsipOrdrList: [everyoneOrdr] })
        .expect(200);
      expect(left.body.result.map((s: { pblonsipScopeSeCode: number }) => s.pblonsipScopeSeCode)).toEqual([
        1,
      ]);
      expect(await summary('user_map', map)).toBe('03');
    });

    it('the institution scope needs an editor or admin (a member owner gets 403; the admin may share it)', async () => {
      const map = await newMap(owner);
      const res = await http().post(`/api/webmap/${map}/shares/instt`).set(owner.auth).expect(403);
      expect(res.body.message).toBe('기관 공유는 편집자와 관리자만 할 수 있습니다.');
      await http().post(`/api/webmap/${map}/shares/instt`).set(admin.auth).expect(201);
      expect(await summary('user_map', map)).toBe('03');
    });

    it('deletes by order number: 404 naming an unknown one (nothing deleted), then 200', async () => {
      const map = await newMap(owner);
      await http()
        .post(`/api/webmap/${map}/shares`)
        .set(owner.auth)
        .send({
          shareList: [
            { pblonsipScopeSeCode: 3, pblonsipRefrnId: member.user.userId },
            { pblonsipScopeSeCode: 3, pblonsipRefrnId: editor.user.userId },
          ],
        })
        .expect(200);
      const missing = await http()
        .delete(`/api/webmap/${map}/shares`)
        .set(owner.auth)
        .send({ pblonsipOrdrList: [1, 7] })
        .expect(404);
      expect(missing.body.message).toBe('공유 항목을 찾을 수 없습니다. (7)');
      expect(await stored('MAP', map)).toHaveLength(2);
      await http()
        .delete(`/api/webmap/${map}/shares`)
        .set(owner.auth)
        .send({ pblonsipOrdrList: [] })
        .expect(400);
      const res = await http()
        .delete(`/api/webmap/${map}/shares`)
        .set(owner.auth)
        .send({ pblonsipOrdrList: [1] })
        .expect(200);
      expect(res.body.result).toEqual([
        expect.objectContaining({ pblonsipOrdr: 2, pblonsipRefrnId: editor.user.userId }),
      ]);
      expect(await summary('user_map', map)).toBe('02');
    });

    it('pages the list by order number in either direction', async () => {
      const map = await newMap(editor);
      await http().post(`/api/webmap/${map}/shares/all`).set(editor.auth).expect(201);
      await http().post(`/api/webmap/${map}/shares/instt`).set(editor.auth).expect(201);
      await http()
        .post(`/api/webmap/${map}/shares`)
        .set(editor.auth)
        .send({ shareList: [{ pblonsipScopeSeCode: 3, pblonsipRefrnId: member.user.userId }] })
        .expect(200);
      const desc = await http()
        .get(`/api/webmap/${map}/shares?pageIndex=1&pageSize=2&direction=DESC`)
        .set(editor.auth)
        .expect(200);
      expect(desc.body.result).toMatchObject({ totalElements: 3, pageIndex: 1, pageSize: 2, last: false });
      expect(desc.body.result.content.map((s: { pblonsipOrdr: number }) => s.pblonsipOrdr)).toEqual([3, 2]);
      const asc = await http()
        .get(`/api/webmap/${map}/shares?pageIndex=2&pageSize=2&direction=ASC`)
        .set(editor.auth)
        .expect(200);
      expect(
        asc.body.result.content.map((s: { pblonsipScopeSeCode: number }) => s.pblonsipScopeSeCode),
      ).toEqual([3]);
      expect(asc.body.result.last).toBe(true);
    });

    it('openBiz content is shared with everyone only', async () => {
      const solo = await f.actor(DEFAULT_INSTT_CODE, USER_SE_CODES.MEMBER);
      const fellow = await f.actor(DEFAULT_INSTT_CODE, USER_SE_CODES.MEMBER);
      const soloLayer = await customLayer(solo);
      const map = await newMap(solo, soloLayer);
      const res = await http()
        .post(`/api/webmap/${map}/shares`)
        .set(solo.auth)
        .send({ shareList: [{ pblonsipScopeSeCode: 3, pblonsipRefrnId: fellow.user.userId }] })
        .expect(403);
      expect(res.body.message).toBe('오픈비즈 기관의 콘텐츠는 전체 공유만 할 수 있습니다.');
      await http().post(`/api/webmap/${map}/shares/instt`).set(solo.auth).expect(403);
      await http().post(`/api/webmap/${map}/shares/all`).set(solo.auth).expect(201);
      await http().post(`/api/layers/${soloLayer}/shares/instt`).set(solo.auth).expect(403);
      await http()
        .post(`/api/layers/${soloLayer}/shares`)
        .set(solo.auth)
        .send({ shareList: [{ pblonsipScopeSeCode: 3, pblonsipRefrnId: fellow.user.userId }] })
        .expect(403);
    });

    it('deleting the map deletes its shares', async () => {
      const map = await newMap(editor);
      await http().post(`/api/webmap/${map}/shares/all`).set(editor.auth).expect(201);
      await http().delete(`/api/webmap/${map}`).set(editor.auth).expect(200);
      expect(await stored('MAP', map)).toEqual([]);
    });
  });

  describe('themed apps', () => {
    it('share like maps, with the summary on webapp_tmplat', async () => {
      const appId = await newApp(editor);
      await http().get(`/api/webapp/tmplat/${appId}/shares`).set(member.auth).expect(403);
      await http()
        .post(`/api/webapp/tmplat/${appId}/shares`)
        .set(editor.auth)
        .send({ shareList: [{ pblonsipScopeSeCode: 2, pblonsipRefrnId: groupSn }] })
        .expect(200);
      expect(await summary('webapp_tmplat', appId)).toBe('02');
      await http().get(`/api/webapp/tmplat/${appId}`).set(member.auth).expect(200);
      await http().get(`/api/webapp/tmplat/${appId}`).set(foreign.auth).expect(403);
      await http().post(`/api/webapp/tmplat/${appId}/shares/instt`).set(editor.auth).expect(201);
      expect(await summary('webapp_tmplat', appId)).toBe('03');
      await http().post(`/api/webapp/tmplat/${appId}/shares/all`).set(editor.auth).expect(201);
      expect(await summary('webapp_tmplat', appId)).toBe('04');
      const list = await http()
        .get(`/api/webapp/tmplat/${appId}/shares?pageIndex=1&pageSize=10000&direction=DESC`)
        .set(admin.auth)
        .expect(200);
      expect(
        list.body.result.content.map((s: { pblonsipScopeSeCode: number }) => s.pblonsipScopeSeCode),
      ).toEqual([0, 1, 2]);
      await http()
        .delete(`/api/webapp/tmplat/${appId}/shares`)
        .set(editor.auth)
        .send({ pblonsipOrdrList: [2, 3] })
        .expect(200);
      expect(await summary('webapp_tmplat', appId)).toBe('02');
      await http().get(`/api/webapp/tmplat/nope-${tag}/shares`).set(editor.auth).expect(404);
    });
  });

  describe('ShareStore for the gallery', () => {
    it('shareWithEveryone adds once (true, then false) and unshareEveryone removes once', async () => {
      const store = app.get(ShareStore);
      const map = await newMap(owner);
      expect(await store.shareWithEveryone('MAP', map, admin.user.userId)).toBe(true);
      expect(await store.shareWithEveryone('MAP', map, admin.user.userId)).toBe(false);
      expect(await stored('MAP', map)).toEqual([
        { scope: 0, refrn: null, edit: '0', owner: owner.user.userId, register: admin.user.userId },
      ]);
      expect(await summary('user_map', map)).toBe('04');
      await http().get(`/api/webmap/${map}`).expect(200);
      expect(await store.unshareEveryone('MAP', map)).toBe(true);
      expect(await store.unshareEveryone('MAP', map)).toBe(false);
      expect(await summary('user_map', map)).toBe('01');
      await http().get(`/api/webmap/${map}`).expect(403);
      const appId = await newApp(owner);
      expect(await store.shareWithEveryone('APP', appId, owner.user.userId)).toBe(true);
      expect(await summary('webapp_tmplat', appId)).toBe('04');
      await expect(store.shareWithEveryone('MAP', `nope-${tag}`, owner.user.userId)).rejects.toMatchObject({
        code: 'NOT_FOUND',
      });
      expect(await store.unshareEveryone('APP', `nope-${tag}`)).toBe(false);
    });
  });
});
