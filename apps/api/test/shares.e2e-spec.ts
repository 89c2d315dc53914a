import { randomBytes } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { DEFAULT_INSTT_CODE, USER_SE_CODES } from '@nuri/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { ShareStore } from '../src/modules/shares/share-store';
import { Factories } from './support/factories';
import { createTestApp } from './support/test-app';

type Actor = Awaited<ReturnType<Factories['actor']>>;

const KO = {
  alreadyShared: '이미 선택한 대상에게 공유되어 있습니다.',
  alreadySharedInstt: '이미 기관에 공유된 레이어입니다.',
};

describe('share API: maps, themed apps and layers (spec 001 §2, §5, §7)', () => {
  let app: INestApplication;
  let f: Factories;
  let a: string;
  let owner: Actor;
  let member: Actor;
  let editor: Actor;
  let viewer: Actor;
  let admin: Actor;
  let provider: Actor;
  let disabled: Actor;
  let foreign: Actor;
  let groupSn: string;
  let foreignGroupSn: string;
  const tag = `S${randomBytes(3).toString('hex')}`;
  const http = () => request(app.getHttpServer());
  const db = () => app.get(DataSource);

  async function customLayer(by: Actor, lyrNm = `${tag} 시설`): Promise<string> {
    const res = await http()
      .post('/api/layers/upload')
      .set(by.auth)
      .send({ uploadType: 'custom', lyrNm, geometryType: 'point', columns: [{ name: 'name', type: 'text' }] })
      .expect(201);
    return res.body.result.lyrId as string;
  }

  const layers = new Map<string, string>();
  /** A map holding one layer (by default a layer of the map's author, made once per author). */
  async function newMap(by: Actor, given?: string): Promise<string> {
    let lyrId = given ?? layers.get(by.user.userId);
    if (!lyrId) {
      lyrId = await customLayer(by);
      layers.set(by.user.userId, lyrId);
    }
    const res = await http()
      .post('/api/webmap')
      .set(by.auth)
      .send({
        userMapSj: `${tag} 지도`,
        view: { projection: 'EPSG:5186', center: [198000, 552000], zoom: 15 },
        toc: [{ lyrGroupSeCode: '02', tocNm: '시설', visibleAt: 'Y', opacity: 1, lyrId }],
      })
      .expect(201);
    return res.body.result.userMapId as string;
  }

  /** A themed app (POST /api/webapp/tmplat) with one tab showing a map of its author. */
  async function newApp(by: Actor): Promise<string> {
    const userMapId = await newMap(by);
    const res = await http()
      .post('/api/webapp/tmplat')
      .set(by.auth)
      .send({
        webappTmplatSj: `${tag} 앱`,
        webappTmplatTyCode: 'TAB',
        detailSetting: { mainTab: [{ tabName: '지도', webmap: { userMapId } }] },
      })
      .expect(201);
    return res.body.result.webappTmplatId as string;
  }

  async function groupOf(by: Actor, members: Actor[]): Promise<string> {
    const [{ group_sn }] = await db().query(
      `INSERT INTO user_group (instt_code, owner_id, group_nm) VALUES ($1, $2, $3) RETURNING group_sn`,
      [by.user.insttCode, by.user.userId, `${tag} 그룹 ${randomBytes(2).toString('hex')}`],
    );
    for (const m of members)
      await db().query(`INSERT INTO user_group_member (group_sn, user_id) VALUES ($1, $2)`, [
        group_sn,
        m.user.userId,
      ]);
    return String(group_sn);
  }

  const summary = async (table: 'user_map' | 'webapp_tmplat', id: string): Promise<string> => {
    const col = table === 'user_map' ? 'user_map_id' : 'webapp_tmplat_id';
    return (await db().query(`SELECT use_pblonsip_se_code AS c FROM ${table} WHERE ${col} = $1`, [id]))[0]
      .c as string;
  };
  const stored = async (type: string, id: string) =>
    (
      await db().query(
        `SELECT pblonsip_scope_se_code AS scope, pblonsip_refrn_id AS refrn, edit_posbl_at AS edit, owner_id AS owner, register_id AS register
           FROM pblonsip WHERE cntnts_ty_code = $1 AND cntnts_id = $2 ORDER BY pblonsip_ordr`,
        [type, id],
      )
    ).map((r: { scope: number; refrn: string | null; edit: string; owner: string; register: string }) => r);

  beforeAll(async () => {
    app = await createTestApp();
    f = new Factories(app);
    a = (await f.newInstitution()).insttCode;
    const b = (await f.newInstitution()).insttCode;
    owner = await f.actor(a, USER_SE_CODES.MEMBER, { userNm: '소유자' });
    member = await f.actor(a, USER_SE_CODES.MEMBER, { userNm: '구성원' });
    editor = await f.actor(a, USER_SE_CODES.EDITOR);
    viewer = await f.actor(a, USER_SE_CODES.VIEWER);
    admin = await f.actor(a, USER_SE_CODES.INSTT_ADMIN);
    provider = await f.actor(DEFAULT_INSTT_CODE, USER_SE_CODES.PROVIDER_ADMIN);
    disabled = await f.actor(a, USER_SE_CODES.MEMBER, { userSttus: 'disabled' });
    foreign = await f.actor(b, USER_SE_CODES.MEMBER);
    groupSn = await groupOf(owner, [member]);
    foreignGroupSn = await groupOf(foreign, []);
  });
  afterAll(() => app.close());

  describe('web maps', () => {
    it('lists shares to the owner and admins only (403 others, 401 anonymous, 404 unknown)', async () => {
      const map = await newMap(owner);
      const empty = await http()
        .get(`/api/webmap/${map}/shares?pageIndex=1&pageSize=10000&direction=DESC`)
        .set(owner.auth)
        .expect(200);
      expect(empty.body.result).toEqual({
        content: [],
        totalElements: 0,
        pageIndex: 1,
        pageSize: 10000,
        last: true,
      });
      await http().get(`/api/webmap/${map}/shares`).set(admin.auth).expect(200);
      await http().get(`/api/webmap/${map}/shares`).set(provider.auth).expect(200);
      await http().get(`/api/webmap/${map}/shares`).set(member.auth).expect(403);
      await http().get(`/api/webmap/${map}/shares`).set(foreign.auth).expect(403);
      await http().get(`/api/webmap/${map}/shares`).expect(401);
      await http().get(`/api/webmap/nope-${tag}/shares`).set(owner.auth).expect(404);
      await http().get(`/api/webmap/${map}/shares?pageSize=10001`).set(owner.auth).expect(400);
    });

    it('adds user and group shares, with names; the same entries again are 409 with the spec text', async () => {
      const map = await newMap(owner);
      const body = {
        shareList: [
          { pblonsipScopeSeCode: 3, pblonsipRefrnId: member.user.userId },
          { pblonsipScopeSeCode: 2, pblonsipRefrnId: Number(groupSn) },
        ],
      };
      const res = await http().post(`/api/webmap/${map}/shares`).set(owner.auth).send(body).expect(200);
      expect(res.body.code).toBe(200);
      expect(res.body.result).toEqual([
        expect.objectContaining({
          pblonsipOrdr: 2,
          pblonsipScopeSeCode: 2,
          pblonsipRefrnId: groupSn,
          pblonsipRefrnNm: expect.stringContaining('그룹'),
          editPosblAt: 0,
        }),
        expect.objectContaining({
          pblonsipOrdr: 1,
          pblonsipScopeSeCode: 3,
          pblonsipRefrnId: member.user.userId,
          pblonsipRefrnNm: '구성원',
          ownerId: owner.user.userId,
          registerId: owner.user.userId,
          registDt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        }),
      ]);
      expect(await summary('user_map', map)).toBe('02');

      const again = await http().post(`/api/webmap/${map}/shares`).set(owner.auth).send(body).expect(409);
      expect(again.body.message).toBe(KO.alreadyShared);
      const en = await http()
        .post(`/api/webmap/${map}/shares`)
        .set(owner.auth)
        .set('Accept-Language', 'en')
        .send(body)
        .expect(409);
      expect(en.body.message).toBe('Already shared to the selected targets.');

      // A list of one already-shared entry is 409 too: POST adds, it never removes.
      const one = await http()
        .post(`/api/webmap/${map}/shares`)
        .set(owner.auth)
        .send({ shareList: [{ pblonsipScopeSeCode: 2, pblonsipRefrnId: groupSn }] })
        .expect(409);
      expect(one.body.message).toBe(KO.alreadyShared);
      expect(await stored('MAP', map)).toHaveLength(2);
      // An empty or absent list is a bad request (removing is DELETE …/shares); nothing changes.
      for (const bad of [{}, { shareList: [] }]) {
        const res = await http().post(`/api/webmap/${map}/shares`).set(owner.auth).send(bad).expect(400);
        expect(res.body.result[0].field).toBe('shareList');
      }
      expect(await stored('MAP', map)).toHaveLength(2);
      expect(await summary('user_map', map)).toBe('02');
    });

    it('adding one new user keeps every other share (only the new one is added; already-shared ones are left)', async () => {
      const map = await newMap(editor);
      await http().post(`/api/webmap/${map}/shares/all`).set(editor.auth).expect(201);
      await http()
        .post(`/api/webmap/${map}/shares`)
        .set(editor.auth)
        .send({
          shareList: [
            { pblonsipScopeSeCode: 3, pblonsipRefrnId: member.user.userId },
            { pblonsipScopeSeCode: 2, pblonsipRefrnId: groupSn },
          ],
        })
        .expect(200);
      const res = await http()
        .post(`/api/webmap/${map}/shares`)
        .set(editor.auth)
        .send({
          shareList: [
            { pblonsipScopeSeCode: 3, pblonsipRefrnId: owner.user.userId },
            { pblonsipScopeSeCode: 3, pblonsipRefrnId: member.user.userId },
          ],
        })
        .expect(200);
      expect(
        res.body.result.map((s: { pblonsipOrdr: number; pblonsipRefrnId: string | null }) => [
          s.pblonsipOrdr,
          s.pblonsipRefrnId,
        ]),
      ).toEqual([
        [4, owner.user.userId],
        [3, groupSn],
        [2, member.user.userId],
        [1, null],
      ]);
      expect(res.body.result[0]).not.toHaveProperty('lyrId');
      expect(await stored('MAP', map)).toHaveLength(4);
      expect(await summary('user_map', map)).toBe('04');
      // Removing is DELETE with the order numbers: the others stay.
      const left = await http()
        .delete(`/api/webmap/${map}/shares`)
        .set(editor.auth)
        .send({ pblonsipOrdrList: [2, 4] })
        .expect(200);
      expect(left.body.result.map((s: { pblonsipOrdr: number }) => s.pblonsipOrdr)).toEqual([3, 1]);
    });

    it('a map takes an institution entry in the list too (409 with the institution text on a repeat)', async () => {
      const map = await newMap(editor);
      const res = await http()
        .post(`/api/webmap/${map}/shares`)
        .set(editor.auth)
        .send({
          shareList: [
            { pblonsipScopeSeCode: 1 },
            { pblonsipScopeSeCode: 3, pblonsipRefrnId: member.user.userId },
          ],
        })
        .expect(200);
      expect(res.body.result).toEqual([
        expect.objectContaining({ pblonsipScopeSeCode: 3, pblonsipRefrnId: member.user.userId }),
        expect.objectContaining({ pblonsipScopeSeCode: 1, pblonsipRefrnId: a, pblonsipRefrnNm: `기관 ${a}` }),
      ]);
      expect(await summary('user_map', map)).toBe('03');
      const again = await http()
        .post(`/api/webmap/${map}/shares`)
        .set(editor.auth)
        .send({ shareList: [{ pblonsipScopeSeCode: 1, pblonsipRefrnId: a }] })
        .expect(409);
      expect(again.body.message).toBe('이미 기관에 공유되어 있습니다.');
      await http().post(`/api/webmap/${map}/shares/instt`).set(editor.auth).expect(409);
      const other = await http()
        .post(`/api/webmap/${map}/shares`)
        .set(editor.auth)
        .send({ shareList: [{ pblonsipScopeSeCode: 1, pblonsipRefrnId: `${a}x` }] })
        .expect(400);
      expect(other.body.result[0]).toMatchObject({
        field: 'shareList[0].pblonsipRefrnId',
        message: `콘텐츠의 기관에만 기관 공유를 할 수 있습니다. (${a}x)`,
      });
      // A member owner may not share with the institution, through the list either.
      const byMember = await newMap(owner);
      const refused = await http()
        .post(`/api/webmap/${byMember}/shares`)
        .set(owner.auth)
        .send({ shareList: [{ pblonsipScopeSeCode: 1 }] })
        .expect(403);
      expect(refused.body.message).toBe('기관 공유는 편집자와 관리자만 할 수 있습니다.');
      expect(await stored('MAP', byMember)).toEqual([]);
    });

    it('refuses targets outside the institution, the owner, disabled members and unknown ids (400 with field paths)', async () => {
      const map = await newMap(owner);
      const res = await http()
        .post(`/api/webmap/${map}/shares`)
        .set(owner.auth)
        .send({
          shareList: [
            { pblonsipScopeSeCode: 3, pblonsipRefrnId: member.user.userId },
            { pblonsipScopeSeCode: 3, pblonsipRefrnId: foreign.user.userId },
            { pblonsipScopeSeCode: 3, pblonsipRefrnId: owner.user.userId },
            { pblonsipScopeSeCode: 3, pblonsipRefrnId: disabled.user.userId },
            { pblonsipScopeSeCode: 3, pblonsipRefrnId: `ghost${tag}` },
            { pblonsipScopeSeCode: 2, pblonsipRefrnId: foreignGroupSn },
            { pblonsipScopeSeCode: 2, pblonsipRefrnId: '99999999' },
          ],
        })
        .expect(400);
      expect(res.body.result.map((e: { field: string }) => e.field)).toEqual([
        'shareList[1].pblonsipRefrnId',
        'shareList[2].pblonsipRefrnId',
        'shareList[3].pblonsipRefrnId',
        'shareList[4].pblonsipRefrnId',
        'shareList[5].pblonsipRefrnId',
        'shareList[6].pblonsipRefrnId',
      ]);
      expect(res.body.result[1].message).toBe(
        '콘텐츠 소유자에게는 공유할 수 없습니다. (' + owner.user.userId + ')',
      );
      expect(await stored('MAP', map)).toEqual([]);

      for (const scope of [0, 4]) {
        const res2 = await http()
          .post(`/api/webmap/${map}/shares`)
          .set(owner.auth)
          .send({ shareList: [{ pblonsipScopeSeCode: scope, pblonsipRefrnId: a }] })
          .expect(400);
        expect(res2.body.result[0].field).toBe('shareList.0.pblonsipScopeSeCode');
      }
      const noTarget = await http()
        .post(`/api/webmap/${map}/shares`)
        .set(owner.auth)
        .send({ shareList: [{ pblonsipScopeSeCode: 3 }] })
        .expect(400);
      expect(noTarget.body.result[0].field).toBe('shareList.0.pblonsipRefrnId');
      const edit = await http()
        .post(`/api/webmap/${map}/shares`)
        .set(owner.auth)
        .send({
          shareList: [{ pblonsipScopeSeCode: 3, pblonsipRefrnId: member.user.userId, editPosblAt: 1 }],
        })
        .expect(400);
      expect(edit.body.result[0].field).toBe('shareList[0].editPosblAt');
    });

    it('only the owner and admins share: a shared user gets 403; an institution admin may', async () => {
      const map = await newMap(owner);
      await http()
        .post(`/api/webmap/${map}/shares`)
        .set(owner.auth)
        .send({ shareList: [{ pblonsipScopeSeCode: 3, pblonsipRefrnId: member.user.userId }] })
        .expect(200);
      await http()
        .post(`/api/webmap/${map}/shares`)
        .set(member.auth)
        .send({ shareList: [{ pblonsipScopeSeCode: 3, pblonsipRefrnId: editor.user.userId }] })
        .expect(403);
      await http().post(`/api/webmap/${map}/shares/all`).set(member.auth).expect(403);
      await http()
        .delete(`/api/webmap/${map}/shares`)
        .set(member.auth)
        .send({ pblonsipOrdrList: [1] })
        .expect(403);
      await http().post(`/api/webmap/${map}/shares/all`).expect(401);
      const byAdmin = await http()
        .post(`/api/webmap/${map}/shares`)
        .set(admin.auth)
        .send({ shareList: [{ pblonsipScopeSeCode: 3, pblonsipRefrnId: editor.user.userId }] })
        .expect(200);
      // The admin's addition keeps the owner's share of the member.
      expect(byAdmin.body.result).toEqual([
        expect.objectContaining({
          pblonsipRefrnId: editor.user.userId,
          ownerId: owner.user.userId,
          registerId: admin.user.userId,
        }),
        expect.objectContaining({
          pblonsipRefrnId: member.user.userId,
          ownerId: owner.user.userId,
          registerId: owner.user.userId,
        }),
      ]);
    });

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

  describe('layers', () => {
    it('user/group shares with editPosblAt; changing only the flag is a change; editors may edit but never share', async () => {
      const lyr = await customLayer(owner);
      await http()
        .post(`/api/layers/${lyr}/shares`)
        .set(owner.auth)
        .send({
          shareList: [{ pblonsipScopeSeCode: 3, pblonsipRefrnId: member.user.userId, editPosblAt: 0 }],
        })
        .expect(200);
      const detail = async () =>
        (await http().get(`/api/layers/${lyr}`).set(member.auth).expect(200)).body.result;
      expect((await detail()).mayEdit).toBe(false);
      const res = await http()
        .post(`/api/layers/${lyr}/shares`)
        .set(owner.auth)
        .send({
          shareList: [{ pblonsipScopeSeCode: 3, pblonsipRefrnId: member.user.userId, editPosblAt: 1 }],
        })
        .expect(200);
      expect(res.body.result).toEqual([expect.objectContaining({ pblonsipOrdr: 1, editPosblAt: 1 })]);
      expect((await detail()).mayEdit).toBe(true);
      const same = await http()
        .post(`/api/layers/${lyr}/shares`)
        .set(owner.auth)
        .send({
          shareList: [{ pblonsipScopeSeCode: 3, pblonsipRefrnId: member.user.userId, editPosblAt: 1 }],
        })
        .expect(409);
      expect(same.body.message).toBe(KO.alreadyShared);
      // The shared editor may edit the layer but not share it.
      await http().get(`/api/layers/${lyr}/shares`).set(member.auth).expect(403);
      await http()
        .post(`/api/layers/${lyr}/shares`)
        .set(member.auth)
        .send({ shareList: [{ pblonsipScopeSeCode: 3, pblonsipRefrnId: editor.user.userId }] })
        .expect(403);
      await http().post(`/api/layers/${lyr}/shares/instt`).set(member.auth).expect(403);
    });

    it('never with everyone (400); the institution once (409 with the layer text)', async () => {
      const lyr = await customLayer(editor);
      const all = await http().post(`/api/layers/${lyr}/shares/all`).set(editor.auth).expect(400);
      expect(all.body.message).toBe('레이어는 전체 공유를 할 수 없습니다.');
      await http().post(`/api/layers/${lyr}/shares/instt`).set(editor.auth).expect(201);
      const again = await http().post(`/api/layers/${lyr}/shares/instt`).set(editor.auth).expect(409);
      expect(again.body.message).toBe(KO.alreadySharedInstt);
      expect(await stored('LYR', lyr)).toEqual([
        { scope: 1, refrn: a, edit: '0', owner: editor.user.userId, register: editor.user.userId },
      ]);
    });

    it('POST /shares takes the institution (scope 1) and adds without dropping; entries carry lyrId; …/shares/instt is an alias', async () => {
      const lyr = await customLayer(editor);
      await http()
        .post(`/api/layers/${lyr}/shares`)
        .set(editor.auth)
        .send({
          shareList: [{ pblonsipScopeSeCode: 3, pblonsipRefrnId: member.user.userId, editPosblAt: 1 }],
        })
        .expect(200);
      const instt = await http()
        .post(`/api/layers/${lyr}/shares`)
        .set(editor.auth)
        .send({ shareList: [{ pblonsipScopeSeCode: 1 }] })
        .expect(200);
      expect(instt.body.result).toEqual([
        expect.objectContaining({ lyrId: lyr, pblonsipOrdr: 2, pblonsipScopeSeCode: 1, pblonsipRefrnId: a }),
        expect.objectContaining({
          lyrId: lyr,
          pblonsipOrdr: 1,
          pblonsipRefrnId: member.user.userId,
          editPosblAt: 1,
        }),
      ]);
      const again = await http()
        .post(`/api/layers/${lyr}/shares`)
        .set(editor.auth)
        .send({ shareList: [{ pblonsipScopeSeCode: 1, pblonsipRefrnId: a }] })
        .expect(409);
      expect(again.body.message).toBe(KO.alreadySharedInstt);
      const en = await http()
        .post(`/api/layers/${lyr}/shares`)
        .set(editor.auth)
        .set('Accept-Language', 'en')
        .send({ shareList: [{ pblonsipScopeSeCode: 1 }] })
        .expect(409);
      expect(en.body.message).toBe('This layer is already shared with the institution.');
      const alias = await http().post(`/api/layers/${lyr}/shares/instt`).set(editor.auth).expect(409);
      expect(alias.body.message).toBe(KO.alreadySharedInstt);
      // Naming the member again without a flag leaves the entry as it is (edit stays 1): nothing to add.
      const same = await http()
        .post(`/api/layers/${lyr}/shares`)
        .set(editor.auth)
        .send({
          shareList: [
            { pblonsipScopeSeCode: 3, pblonsipRefrnId: member.user.userId },
            { pblonsipScopeSeCode: 1 },
          ],
        })
        .expect(409);
      expect(same.body.message).toBe(KO.alreadyShared);
      // A new group is added; the member and the institution stay.
      const more = await http()
        .post(`/api/layers/${lyr}/shares`)
        .set(editor.auth)
        .send({
          shareList: [{ pblonsipScopeSeCode: 2, pblonsipRefrnId: groupSn }, { pblonsipScopeSeCode: 1 }],
        })
        .expect(200);
      expect(more.body.result.map((e: { pblonsipScopeSeCode: number }) => e.pblonsipScopeSeCode)).toEqual([
        2, 1, 3,
      ]);
      expect(await stored('LYR', lyr)).toEqual([
        {
          scope: 3,
          refrn: member.user.userId,
          edit: '1',
          owner: editor.user.userId,
          register: editor.user.userId,
        },
        { scope: 1, refrn: a, edit: '0', owner: editor.user.userId, register: editor.user.userId },
        { scope: 2, refrn: groupSn, edit: '0', owner: editor.user.userId, register: editor.user.userId },
      ]);
      const listed = await http().get(`/api/layers/${lyr}/shares`).set(editor.auth).expect(200);
      expect(listed.body.result.content.every((e: { lyrId: string }) => e.lyrId === lyr)).toBe(true);
      // The alias answers 201 once the institution entry is gone.
      await http()
        .delete(`/api/layers/${lyr}/shares`)
        .set(editor.auth)
        .send({ pblonsipOrdrList: [2] })
        .expect(200);
      const added = await http().post(`/api/layers/${lyr}/shares/instt`).set(editor.auth).expect(201);
      expect(added.body.result[0]).toMatchObject({ lyrId: lyr, pblonsipOrdr: 4, pblonsipScopeSeCode: 1 });
    });

    it('list and delete accept the owner id and refuse another one', async () => {
      const lyr = await customLayer(owner);
      await http()
        .post(`/api/layers/${lyr}/shares`)
        .set(owner.auth)
        .send({ shareList: [{ pblonsipScopeSeCode: 2, pblonsipRefrnId: groupSn }] })
        .expect(200);
      await http()
        .get(
          `/api/layers/${lyr}/shares?ownerId=${owner.user.userId}&pageIndex=1&pageSize=10000&direction=DESC`,
        )
        .set(owner.auth)
        .expect(200);
      await http().get(`/api/layers/${lyr}/shares?ownerId=${member.user.userId}`).set(owner.auth).expect(400);
      await http()
        .delete(`/api/layers/${lyr}/shares`)
        .set(owner.auth)
        .send({ ownerId: member.user.userId, pblonsipOrdrList: [1] })
        .expect(400);
      const res = await http()
        .delete(`/api/layers/${lyr}/shares`)
        .set(owner.auth)
        .send({ ownerId: owner.user.userId, pblonsipOrdrList: [1] })
        .expect(200);
      expect(res.body.result).toEqual([]);
      // ownerId is a layer parameter only.
      const map = await newMap(owner, lyr);
      await http()
        .delete(`/api/webmap/${map}/shares`)
        .set(owner.auth)
        .send({ ownerId: owner.user.userId, pblonsipOrdrList: [1] })
        .expect(400);
    });

    it('a viewer sees what is shared with them but cannot share', async () => {
      const lyr = await customLayer(owner);
      await db().query(`UPDATE lyr SET register_id = $1 WHERE lyr_id = $2`, [viewer.user.userId, lyr]);
      const res = await http().post(`/api/layers/${lyr}/shares/instt`).set(viewer.auth).expect(403);
      expect(res.body.message).toBe('열람자는 콘텐츠를 공유할 수 없습니다.');
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
