import { randomBytes } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { USER_SE_CODES } from '@nuri/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { Factories } from './support/factories';
import { createTestApp } from './support/test-app';

type Actor = Awaited<ReturnType<Factories['actor']>>;
interface Page {
  content: Array<{ lyrId: string }>;
  totalElements: number;
  pageIndex: number;
  last: boolean;
  nextCursor: string | null;
}

/**
 * Keyset paging of the layer search (issue 25): `cursor` (the previous page's `nextCursor`) gives
 * the same pages as pageIndex, on the lyr_audience path and on the filtered one, in both
 * directions; pageIndex paging is unchanged; a malformed cursor or another sort is a 400.
 */
describe('layer search: keyset cursor beside pageIndex (issue 25)', () => {
  let app: INestApplication;
  let f: Factories;
  const tag = `LC${randomBytes(3).toString('hex')}`;
  let owner: Actor;
  let member: Actor;
  const http = () => request(app.getHttpServer());

  beforeAll(async () => {
    app = await createTestApp();
    f = new Factories(app);
    const a = (await f.newInstitution()).insttCode;
    owner = await f.actor(a, USER_SE_CODES.EDITOR);
    member = await f.actor(a, USER_SE_CODES.MEMBER);
    for (let i = 0; i < 7; i += 1) {
      const res = await http()
        .post('/api/layers/upload')
        .set(owner.auth)
        .send({ uploadType: 'custom', lyrNm: `${tag} 레이어 ${i}`, geometryType: 'point', columns: [{ name: 'name', type: 'text' }] })
        .expect(201);
      if (i % 2 === 0) await http().post(`/api/layers/${res.body.result.lyrId}/shares/instt`).set(owner.auth).expect(201);
    }
    // Equal registration times: the layer id breaks the tie in both paths.
    await app.get(DataSource).query(`UPDATE lyr SET regist_dt = date_trunc('hour', now()) WHERE lyr_nm LIKE $1`, [`${tag}%`]);
  });
  afterAll(() => app.close());

  const get = async (actor: Actor, query: Record<string, string | number>): Promise<Page> =>
    (await http().get('/api/layers').set(actor.auth).query(query).expect(200)).body.result as Page;

  async function byIndex(actor: Actor, query: Record<string, string | number>): Promise<string[]> {
    const ids: string[] = [];
    for (let pageIndex = 1; ; pageIndex += 1) {
      const page = await get(actor, { ...query, pageIndex, pageSize: 3 });
      ids.push(...page.content.map((r) => r.lyrId));
      if (page.last) return ids;
    }
  }

  async function byCursor(actor: Actor, query: Record<string, string | number>): Promise<string[]> {
    const ids: string[] = [];
    let cursor: string | null = null;
    for (let pageIndex = 1; ; pageIndex += 1) {
      const page: Page = await get(actor, { ...query, pageIndex, pageSize: 3, ...(cursor ? { cursor } : {}) });
      expect(page.pageIndex).toBe(pageIndex);
      ids.push(...page.content.map((r) => r.lyrId));
      if (page.content.length < 3) expect(page.nextCursor).toBeNull();
      cursor = page.nextCursor;
      if (!cursor) return ids;
    }
  }

  it.each([
    ['every visible layer (lyr_audience)', {}],
    ['hold 1', { holdDataSeCode: '1' }],
    ['ascending', { direction: 'ASC' }],
    ['filtered by the search text (the general path)', { searchTxt: '' }],
  ])('%s: the cursor walk equals the pageIndex walk', async (_label, extra: Record<string, string>) => {
    const query = 'searchTxt' in extra ? { ...extra, searchTxt: tag } : extra;
    for (const actor of [owner, member]) {
      const indexed = await byIndex(actor, query);
      expect(await byCursor(actor, query)).toEqual(indexed);
      expect(new Set(indexed).size).toBe(indexed.length);
    }
    const mine = await byIndex(member, { searchTxt: tag });
    expect(mine).toHaveLength(4);
  });

  it('a malformed cursor, or a cursor with another sort, is a 400 on cursor', async () => {
    for (const cursor of ['not-a-cursor', Buffer.from('["yesterday","x"]').toString('base64url'), Buffer.from('[1,2]').toString('base64url')]) {
      const res = await http().get('/api/layers').set(owner.auth).query({ cursor }).expect(400);
      expect(res.body.result.map((e: { field: string }) => e.field)).toContain('cursor');
    }
    const first = await get(owner, { pageSize: 1 });
    expect(first.nextCursor).toEqual(expect.any(String));
    const res = await http().get('/api/layers').set(owner.auth).query({ cursor: first.nextCursor, sort: 'lyrNm' }).expect(400);
    expect(res.body.result.map((e: { field: string }) => e.field)).toContain('cursor');
    expect((await get(owner, { pageSize: 1, sort: 'lyrNm' })).nextCursor).toBeNull();
  });
});
