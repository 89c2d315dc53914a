import { webmapsSuite, type Actor } from './support/webmaps.suite';

// Issue 22 "web maps keep their saved revisions with restore": every save keeps one (who, when,
// the map as saved); restoring saves the map again from it as a new revision (nothing destroyed);
// those who may edit the map list and restore, nobody else.
describe('web map revisions', () => {
  const suite = webmapsSuite();
  const { http, db, mapBody, create } = suite;
  let owner: Actor;

  beforeAll(() => {
    ({ owner } = suite);
  });

  const revisions = async (userMapId: string, who: Actor = owner) =>
    (await http().get(`/api/webmap/${userMapId}/revisions`).set(who.auth).expect(200)).body.result;

  it('keeps a revision per save, newest first, with who saved it, the title and the layer count', async () => {
    const userMapId = await create(owner);
    await http().put(`/api/webmap/${userMapId}`).set(owner.auth).send(mapBody({ userMapSj: '두 번째 저장', toc: (mapBody().toc as unknown[]).slice(1) })).expect(200);
    const page = await revisions(userMapId);
    expect(page.totalElements).toBe(2);
    expect(page.content.map((r: { revisionNo: number }) => r.revisionNo)).toEqual([2, 1]);
    expect(page.content[0]).toMatchObject({ revisionKind: 'SAVE', restoredFrom: null, savedBy: owner.user.userId, savedByNm: owner.user.userNm, userMapSj: '두 번째 저장', layerCnt: 1 });
    expect(page.content[1]).toMatchObject({ revisionKind: 'SAVE', userMapSj: mapBody().userMapSj, layerCnt: 2 });
    expect(new Date(page.content[0].savedDt).getTime()).toBeGreaterThanOrEqual(new Date(page.content[1].savedDt).getTime());
  });

  it('restores a revision as a new save: the map as it was, the later revisions kept', async () => {
    const userMapId = await create(owner);
    await http().put(`/api/webmap/${userMapId}`).set(owner.auth).send(mapBody({ userMapSj: '바뀐 제목', toc: [] })).expect(200);
    const restored = (await http().post(`/api/webmap/${userMapId}/revisions/1/restore`).set(suite.insttAdmin.auth).expect(201)).body.result;
    expect(restored.userMapSj).toBe(mapBody().userMapSj);
    expect(restored.toc).toHaveLength(2);
    expect(restored.toc[0].children[0]).toMatchObject({ lyrId: suite.pointLyr, clusterAt: 'Y', opacity: 0.8 });
    expect(restored.view).toEqual(mapBody().view);
    const detail = (await http().get(`/api/webmap/${userMapId}`).set(owner.auth).expect(200)).body.result;
    expect(detail.userMapSj).toBe(mapBody().userMapSj);
    const page = await revisions(userMapId);
    expect(page.totalElements).toBe(3);
    expect(page.content[0]).toMatchObject({ revisionNo: 3, revisionKind: 'RESTORE', restoredFrom: 1, savedBy: suite.insttAdmin.user.userId, layerCnt: 2 });
    expect(page.content[1]).toMatchObject({ revisionNo: 2, userMapSj: '바뀐 제목', layerCnt: 0 });
  });

  it('answers 404 for a revision that does not exist and 400 for a bad number, changing nothing', async () => {
    const userMapId = await create(owner);
    const res = await http().post(`/api/webmap/${userMapId}/revisions/9/restore`).set(owner.auth).expect(404);
    expect(res.body.message).toBe('웹맵에 9번 저장본이 없습니다.');
    await http().post(`/api/webmap/${userMapId}/revisions/0/restore`).set(owner.auth).expect(400);
    await http().post(`/api/webmap/${userMapId}/revisions/x/restore`).set(owner.auth).expect(400);
    expect((await revisions(userMapId)).totalElements).toBe(1);
  });

  it('refuses a restore whose layer is gone with the save error, changing nothing', async () => {
    const lyrId = await suite.customLayer(owner, '곧 지울 레이어', 'point', 'name');
    const userMapId = await create(owner, {
      toc: [{ lyrGroupSeCode: '02', tocNm: '임시', visibleAt: 'Y', opacity: 1, lyrId, style: null, popup: null, clusterAt: 'N' }],
    });
    await http().put(`/api/webmap/${userMapId}`).set(owner.auth).send(mapBody({ userMapSj: '레이어 뺀 지도', toc: [] })).expect(200);
    // Gone as a layer deletion leaves it: no row and no table (other suites count orphan tables).
    await db().query(`DELETE FROM lyr WHERE lyr_id = $1`, [lyrId]);
    await db().query(`DROP TABLE IF EXISTS layers."l_${lyrId.replace(/-/g, '')}"`);
    const res = await http().post(`/api/webmap/${userMapId}/revisions/1/restore`).set(owner.auth).expect(400);
    expect(JSON.stringify(res.body)).toContain('toc[0].lyrId');
    const detail = (await http().get(`/api/webmap/${userMapId}`).set(owner.auth).expect(200)).body.result;
    expect(detail.userMapSj).toBe('레이어 뺀 지도');
    expect((await revisions(userMapId)).totalElements).toBe(2);
  });

  it('lets only those who may edit the map list and restore', async () => {
    const userMapId = await create(owner);
    await suite.shareMap(userMapId, 3, suite.sameInstt.user.userId); // a viewing share
    for (const who of [suite.sameInstt, suite.viewer, suite.other, suite.otherAdmin]) {
      await http().get(`/api/webmap/${userMapId}/revisions`).set(who.auth).expect(403);
      await http().post(`/api/webmap/${userMapId}/revisions/1/restore`).set(who.auth).expect(403);
    }
    await http().get(`/api/webmap/${userMapId}/revisions`).expect(401);
    await http().post(`/api/webmap/${userMapId}/revisions/1/restore`).expect(401);
    await http().get(`/api/webmap/no-such-map/revisions`).set(owner.auth).expect(404);
    expect((await revisions(userMapId, suite.provider)).totalElements).toBe(1);
    expect((await revisions(userMapId)).totalElements).toBe(1);
  });

  it('deletes the revisions with the map', async () => {
    const userMapId = await create(owner);
    await http().delete(`/api/webmap/${userMapId}`).set(owner.auth).expect(200);
    expect((await db().query(`SELECT count(*)::int AS n FROM user_map_revision WHERE user_map_id = $1`, [userMapId]))[0].n).toBe(0);
  });
});
