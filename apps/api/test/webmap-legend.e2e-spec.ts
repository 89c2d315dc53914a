import request from 'supertest';
import { webmapsSuite, type Actor } from './support/webmaps.suite';

// Issue 24 "the legend ... the user can hide it or reorder entries": the order of the legend's
// layers (by layer id) and whether it opens folded are saved with the web map, read back by
// everyone who may view it (viewers, embeds and themed apps read the same detail), kept by its
// revisions, and checked on save (400 with the field, nothing changed).
describe('web map legend: order and folded state saved with the map', () => {
  const suite = webmapsSuite();
  const { http, db, mapBody, create, count } = suite;
  let owner: Actor;
  let pointLyr: string;
  let polygonLyr: string;

  beforeAll(() => {
    ({ owner, pointLyr, polygonLyr } = suite);
  });

  const detail = async (userMapId: string, who: Actor = owner) => (await http().get(`/api/webmap/${userMapId}`).set(who.auth).expect(200)).body.result;
  const stored = async (userMapId: string) => (await db().query(`SELECT legend_json FROM user_map WHERE user_map_id = $1`, [userMapId]))[0].legend_json;

  it('saves the order and folded state, gives them back to the owner and to those the map is shared with, and PUT replaces them', async () => {
    // The polygon layer first in the legend (the TOC draws the point group on top); an id the TOC
    // does not hold is left out.
    const created = (await http().post('/api/webmap').set(owner.auth).send(mapBody({ legend: { order: [polygonLyr, 'not-in-toc', pointLyr], hidden: true } })).expect(201)).body.result;
    expect(created.legend).toEqual({ order: [polygonLyr, pointLyr], hidden: true });
    const userMapId = created.userMapId as string;
    expect(await stored(userMapId)).toEqual({ order: [polygonLyr, pointLyr], hidden: true });
    expect((await detail(userMapId)).legend).toEqual({ order: [polygonLyr, pointLyr], hidden: true });

    // A viewing share and an everyone share read the same legend (the viewer, embed and themed apps).
    await suite.shareMap(userMapId, 3, suite.sameInstt.user.userId);
    expect((await detail(userMapId, suite.sameInstt)).legend).toEqual({ order: [polygonLyr, pointLyr], hidden: true });
    await suite.shareMap(userMapId, 0, null);
    expect((await http().get(`/api/webmap/${userMapId}`).expect(200)).body.result.legend).toEqual({ order: [polygonLyr, pointLyr], hidden: true });

    // `hidden` left out (the web client drops false fields) is false.
    const reordered = (await http().put(`/api/webmap/${userMapId}`).set(owner.auth).send(mapBody({ legend: { order: [pointLyr] } })).expect(200)).body.result;
    expect(reordered.legend).toEqual({ order: [pointLyr], hidden: false });
    // PUT replaces the map: no legend is the TOC's order, unfolded (stored as null).
    const cleared = (await http().put(`/api/webmap/${userMapId}`).set(owner.auth).send(mapBody()).expect(200)).body.result;
    expect(cleared.legend).toEqual({ order: [], hidden: false });
    expect(await stored(userMapId)).toBeNull();
    // The detail sent back as it came saves the same legend.
    await http().put(`/api/webmap/${userMapId}`).set(owner.auth).send(mapBody({ legend: { order: [polygonLyr, pointLyr], hidden: false } })).expect(200);
    const again = await detail(userMapId);
    const resent = (
      await http()
        .put(`/api/webmap/${userMapId}`)
        .set(owner.auth)
        .send({ userMapSj: again.userMapSj, view: again.view, toc: again.toc, legend: again.legend })
        .expect(200)
    ).body.result;
    expect(resent.legend).toEqual({ order: [polygonLyr, pointLyr], hidden: false });
  });

  it('leaves out the places of layers no longer in the TOC when the map is read', async () => {
    const userMapId = await create(owner, { legend: { order: [polygonLyr, pointLyr], hidden: false } });
    // As a layer deleted since the save leaves it (the TOC row goes with the layer): a stale id.
    await db().query(`UPDATE user_map SET legend_json = $2::jsonb WHERE user_map_id = $1`, [userMapId, JSON.stringify({ order: ['deleted-layer', polygonLyr, pointLyr], hidden: true })]);
    expect((await detail(userMapId)).legend).toEqual({ order: [polygonLyr, pointLyr], hidden: true });
    // The point layer leaves the TOC: its place in the stored legend is no longer given.
    await db().query(`DELETE FROM user_map_toc WHERE user_map_id = $1 AND lyr_id = $2`, [userMapId, pointLyr]);
    expect((await detail(userMapId)).legend).toEqual({ order: [polygonLyr], hidden: true });
  });

  it('a revision restore brings the legend of that save back', async () => {
    const userMapId = await create(owner, { legend: { order: [polygonLyr, pointLyr], hidden: true } });
    await http().put(`/api/webmap/${userMapId}`).set(owner.auth).send(mapBody({ legend: { order: [pointLyr, polygonLyr] } })).expect(200);
    expect((await detail(userMapId)).legend).toEqual({ order: [pointLyr, polygonLyr], hidden: false });
    const restored = (await http().post(`/api/webmap/${userMapId}/revisions/1/restore`).set(owner.auth).expect(201)).body.result;
    expect(restored.legend).toEqual({ order: [polygonLyr, pointLyr], hidden: true });
    expect((await detail(userMapId)).legend).toEqual({ order: [polygonLyr, pointLyr], hidden: true });
    const restoredAgain = (await http().post(`/api/webmap/${userMapId}/revisions/2/restore`).set(owner.auth).expect(201)).body.result;
    expect(restoredAgain.legend).toEqual({ order: [pointLyr, polygonLyr], hidden: false });
  });

  it('refuses a bad legend with 400 naming the field in Korean or English, changing nothing', async () => {
    const userMapId = await create(owner, { legend: { order: [polygonLyr], hidden: true } });
    const saved = await detail(userMapId);
    const maps = await count('user_map');
    const revisions = async () => (await db().query(`SELECT count(*)::int AS n FROM user_map_revision WHERE user_map_id = $1`, [userMapId]))[0].n as number;
    const before = await revisions();
    const errorsOf = (res: request.Response) => res.body.result as Array<{ field: string; message: string }>;
    const refuse = async (legend: unknown, expected: Array<{ field: string; message: string }>) => {
      const created = await http().post('/api/webmap').set(owner.auth).send(mapBody({ legend })).expect(400);
      expect(created.body.code).toBe(400);
      expect(errorsOf(created)).toEqual(expected);
      const updated = await http().put(`/api/webmap/${userMapId}`).set(owner.auth).send(mapBody({ legend })).expect(400);
      expect(errorsOf(updated)).toEqual(expected);
    };

    await refuse('polygon-first', [{ field: 'legend', message: '범례 설정(legend)은 순서(order)와 접힘(hidden)을 담은 객체여야 합니다.' }]);
    await refuse([polygonLyr], [{ field: 'legend', message: '범례 설정(legend)은 순서(order)와 접힘(hidden)을 담은 객체여야 합니다.' }]);
    await refuse({ order: polygonLyr }, [{ field: 'legend.order', message: '범례 순서(order)는 레이어 ID를 200개까지 담은 목록이어야 합니다.' }]);
    await refuse({ order: Array.from({ length: 201 }, (_, i) => `layer-${i}`) }, [{ field: 'legend.order', message: '범례 순서(order)는 레이어 ID를 200개까지 담은 목록이어야 합니다.' }]);
    await refuse({ order: [polygonLyr, 'x'.repeat(41), 7, ''] }, [
      { field: 'legend.order[1]', message: '범례 순서의 항목은 1자 이상 40자 이하의 레이어 ID여야 합니다.' },
      { field: 'legend.order[2]', message: '범례 순서의 항목은 1자 이상 40자 이하의 레이어 ID여야 합니다.' },
      { field: 'legend.order[3]', message: '범례 순서의 항목은 1자 이상 40자 이하의 레이어 ID여야 합니다.' },
    ]);
    await refuse({ order: [polygonLyr, polygonLyr] }, [{ field: 'legend.order[1]', message: `범례 순서에 같은 레이어가 두 번 있습니다. (${polygonLyr})` }]);
    await refuse({ order: [], hidden: 'yes' }, [{ field: 'legend.hidden', message: '범례 접힘(hidden)은 true 또는 false로 입력해 주세요.' }]);
    await refuse({ order: [], folded: true }, [{ field: 'legend.folded', message: "범례 설정에 알 수 없는 값 'folded'이(가) 있습니다." }]);
    // With the TOC's own errors: every field at once.
    const both = await http()
      .post('/api/webmap')
      .set(owner.auth)
      .send(mapBody({ toc: [{ lyrGroupSeCode: '02', tocNm: '공원', lyrId: polygonLyr, opacity: 2 }], legend: { hidden: 1 } }))
      .expect(400);
    expect(errorsOf(both).map((e) => e.field)).toEqual(['toc[0].opacity', 'legend.hidden']);

    const english = await http().put(`/api/webmap/${userMapId}`).set(owner.auth).set('Accept-Language', 'en').send(mapBody({ legend: { order: [polygonLyr, polygonLyr] } })).expect(400);
    expect(errorsOf(english)).toEqual([{ field: 'legend.order[1]', message: `The legend order names the same layer twice. (${polygonLyr})` }]);

    expect(await count('user_map')).toBe(maps);
    expect(await revisions()).toBe(before);
    expect(await detail(userMapId)).toEqual(saved);
    expect(saved.legend).toEqual({ order: [polygonLyr], hidden: true });
  });
});
