import { sharesSuite, type Actor, KO } from './support/shares.suite';

describe('share API: maps, themed apps and layers (spec 001 §2, §5, §7)', () => {
  const suite = sharesSuite();
  const { tag, http, newMap, summary, stored } = suite;
  let a: string;
  let owner: Actor;
  let member: Actor;
  let editor: Actor;
  let admin: Actor;
  let provider: Actor;
  let disabled: Actor;
  let foreign: Actor;
  let groupSn: string;
  let foreignGroupSn: string;
  beforeAll(() => {
    ({ a, owner, member, editor, admin, provider, disabled, foreign, groupSn, foreignGroupSn } = suite);
  });

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
  });
});
