import { sharesSuite, type Actor, KO } from './support/shares.suite';

describe('share API: maps, themed apps and layers (spec 001 §2, §5, §7)', () => {
  const suite = sharesSuite();
  const { http, db, customLayer, newMap, stored } = suite;
  let a: string;
  let owner: Actor;
  let member: Actor;
  let editor: Actor;
  let viewer: Actor;
  let groupSn: string;
  beforeAll(() => {
    ({ a, owner, member, editor, viewer, groupSn } = suite);
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
});
