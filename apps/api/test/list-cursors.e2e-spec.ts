import { gallerySuite } from './support/gallery.suite';

type Query = Record<string, string | number>;
interface Page {
  content: Array<Record<string, unknown>>;
  pageIndex: number;
  last: boolean;
  nextCursor: string | null;
}

/**
 * Keyset cursors of the public gallery and the my page lists (issue 25): `cursor` (the previous
 * page's nextCursor) gives the same pages as pageIndex, ties on the sort value included, in both
 * directions; a malformed cursor, or one with a sort that has none, is a 400 on `cursor`.
 */
describe('gallery and my page lists: keyset cursor beside pageIndex (issue 25)', () => {
  const suite = gallerySuite();
  const { http, db, newMap, applyMap, decide } = suite;

  beforeAll(async () => {
    for (let i = 0; i < 7; i += 1) {
      const map = await newMap(suite.editor, `커서 지도 ${i}`);
      const sn = (await applyMap(suite.editor, map).expect(201)).body.result.mapGaleReqstSn as number;
      await decide(suite.insttAdmin, sn, '02').expect(200);
    }
    // Ties on every sort value: the serial number / content id decides.
    await db().query(
      `UPDATE map_gale_reqst SET confm_dt = date_trunc('hour', confm_dt), view_cnt = map_gale_reqst_sn % 2 WHERE map_gale_sj LIKE $1`,
      [`${suite.tag}%`],
    );
    await db().query(`UPDATE user_map SET updt_dt = date_trunc('hour', updt_dt) WHERE register_id = $1`, [suite.editor.user.userId]);
  });

  async function walk(path: string, auth: Record<string, string>, query: Query, by: 'index' | 'cursor', key: string): Promise<unknown[]> {
    const ids: unknown[] = [];
    let cursor: string | null = null;
    for (let pageIndex = 1; ; pageIndex += 1) {
      const res = await http()
        .get(path)
        .set(auth)
        .query({ ...query, pageIndex, pageSize: 2, ...(by === 'cursor' && cursor ? { cursor } : {}) })
        .expect(200);
      const page = res.body.result as Page;
      expect(page.pageIndex).toBe(pageIndex);
      ids.push(...page.content.map((r) => r[key]));
      if (by === 'index' && page.last) return ids;
      cursor = page.nextCursor;
      if (by === 'cursor' && !cursor) return ids;
    }
  }

  it.each([
    ['recent', 'DESC'],
    ['recent', 'ASC'],
    ['views', 'DESC'],
    ['recommends', 'ASC'],
  ])('gallery, sort %s %s: the cursor walk equals the pageIndex walk', async (sort, direction) => {
    const query = { galleryType: 'instt', insttCode: suite.a, sort, direction };
    const indexed = await walk('/api/mapgallery', {}, query, 'index', 'mapGaleReqstSn');
    expect(indexed.length).toBeGreaterThanOrEqual(7);
    expect(await walk('/api/mapgallery', {}, query, 'cursor', 'mapGaleReqstSn')).toEqual(indexed);
  });

  it.each([
    ['/api/mypage/contents', 'updtDt', 'DESC'],
    ['/api/mypage/contents', 'registDt', 'ASC'],
    ['/api/mypage/contents/instt', 'updtDt', 'DESC'],
  ])('%s, sort %s %s: the cursor walk equals the pageIndex walk', async (path, sort, direction) => {
    const actor = path.endsWith('instt') ? suite.editor2 : suite.editor;
    const query = { sort, direction };
    const indexed = await walk(path, actor.auth, query, 'index', 'contentsId');
    expect(indexed.length).toBeGreaterThanOrEqual(7);
    expect(await walk(path, actor.auth, query, 'cursor', 'contentsId')).toEqual(indexed);
  });

  it('a malformed cursor, or a cursor with a sort that has none, is a 400 on cursor', async () => {
    const fields = (res: { body: { result: Array<{ field: string }> } }) => res.body.result.map((e) => e.field);
    const bad = Buffer.from('["2026-01-01",1]').toString('base64url');
    expect(fields(await http().get('/api/mapgallery').query({ cursor: bad }).expect(400))).toContain('cursor');
    expect(fields(await http().get('/api/mapgallery').query({ cursor: 'x', sort: 'views' }).expect(400))).toContain('cursor');
    const mine = (await http().get('/api/mypage/contents').set(suite.editor.auth).query({ pageSize: 1 }).expect(200)).body.result as Page;
    expect(mine.nextCursor).toEqual(expect.any(String));
    const res = await http()
      .get('/api/mypage/contents')
      .set(suite.editor.auth)
      .query({ cursor: mine.nextCursor, sort: 'contentsSj' })
      .expect(400);
    expect(fields(res)).toContain('cursor');
    expect(fields(await http().get('/api/mypage/contents').set(suite.editor.auth).query({ cursor: bad }).expect(400))).toContain('cursor');
  });
});
