import { randomBytes } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { CONTENT_KINDS, DEFAULT_INSTT_CODE, USER_SE_CODES } from '@nuri/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { READ_DB } from '../src/common/db/read-db';
import { ContentAccessPolicy, callerOf } from '../src/modules/access';
import { Factories } from './support/factories';
import { createTestApp } from './support/test-app';

type Actor = Awaited<ReturnType<Factories['actor']>>;
interface Row {
  lyrId: string;
}

/**
 * The layer search's visibility summary (lyr_audience, migration 140) stays the content-access
 * policy's rule through every kind of change: after each step, every actor's layer search (every
 * page, the total) equals the policy's own list condition (visibleCondition OR national, the
 * EXISTS over the share entries) evaluated directly, and the per-key counter equals its rows.
 */
// Each step compares 8 actors × 3 hold filters over every layer of the test database.
jest.setTimeout(180_000);

describe('layer search from lyr_audience: the policy kept through changes (issue 25)', () => {
  let app: INestApplication;
  let f: Factories;
  const tag = `LA${randomBytes(3).toString('hex')}`;
  let a: string;
  let b: string;
  let owner: Actor;
  let member: Actor;
  let grouped: Actor;
  let adminA: Actor;
  let adminB: Actor;
  let foreign: Actor;
  let named: Actor;
  let provider: Actor;
  let groupSn: string;
  let actors: Actor[];
  const http = () => request(app.getHttpServer());
  const db = () => app.get(DataSource);

  beforeAll(async () => {
    app = await createTestApp();
    f = new Factories(app);
    a = (await f.newInstitution()).insttCode;
    b = (await f.newInstitution()).insttCode;
    owner = await f.actor(a, USER_SE_CODES.EDITOR);
    member = await f.actor(a, USER_SE_CODES.EDITOR);
    grouped = await f.actor(b, USER_SE_CODES.MEMBER);
    adminA = await f.actor(a, USER_SE_CODES.INSTT_ADMIN);
    adminB = await f.actor(b, USER_SE_CODES.INSTT_ADMIN);
    foreign = await f.actor(b, USER_SE_CODES.VIEWER);
    named = await f.actor(a, USER_SE_CODES.VIEWER);
    provider = await f.actor(DEFAULT_INSTT_CODE, USER_SE_CODES.PROVIDER_ADMIN);
    const [{ group_sn }] = await db().query(
      `INSERT INTO user_group (instt_code, owner_id, group_nm) VALUES ($1, $2, $3) RETURNING group_sn`,
      [a, member.user.userId, `${tag} 그룹`],
    );
    groupSn = String(group_sn);
    await db().query(`INSERT INTO user_group_member (group_sn, user_id) VALUES ($1, $2)`, [groupSn, grouped.user.userId]);
    actors = [owner, member, grouped, adminA, adminB, foreign, named, provider];
  });
  afterAll(() => app.close());

  async function newLayer(by: Actor): Promise<string> {
    const res = await http()
      .post('/api/layers/upload')
      .set(by.auth)
      .send({ uploadType: 'custom', lyrNm: `${tag} 레이어`, geometryType: 'point', columns: [{ name: 'name', type: 'text' }] })
      .expect(201);
    return res.body.result.lyrId as string;
  }

  /** Every page of the search as the widget asks (the lyr_audience path), by pageIndex. */
  async function search(actor: Actor, query: Record<string, string>): Promise<{ ids: string[]; total: number }> {
    const ids: string[] = [];
    let total = 0;
    for (let pageIndex = 1; ; pageIndex += 1) {
      const res = await http()
        .get('/api/layers')
        .set(actor.auth)
        .query({ ...query, pageIndex, pageSize: 1000 })
        .expect(200);
      total = res.body.result.totalElements;
      ids.push(...(res.body.result.content as Row[]).map((r) => r.lyrId));
      if (res.body.result.last) break;
    }
    return { ids, total };
  }

  /** The policy's own list condition, evaluated over lyr directly, in the list's order. */
  async function policyList(actor: Actor, hold?: string): Promise<string[]> {
    const policy = app.get(ContentAccessPolicy);
    const caller = callerOf(actor.user as never);
    const visible = policy.visibleCondition(caller, CONTENT_KINDS.LAYER, { owner: 'l.register_id', instt: 'l.instt_code', id: 'l.lyr_id' });
    const q = db()
      .createQueryBuilder()
      .from('lyr', 'l')
      .select('l.lyr_id', 'lyrId')
      .where(`(${visible.sql} OR ${policy.nationalLayersCondition(caller, 'l.hold_data_se_code')})`, visible.params)
      .orderBy('l.regist_dt', 'DESC')
      .addOrderBy('l.lyr_id', 'DESC');
    if (hold) q.andWhere('l.hold_data_se_code = :hold', { hold });
    return (await q.getRawMany<Row>()).map((r) => r.lyrId);
  }

  /** Every actor's search (no hold, hold 1, hold 9) equals the policy's list; the per-key counter equals its rows. */
  async function consistent(): Promise<void> {
    const checks = actors.flatMap((actor) =>
      [undefined, '1', '9'].map(async (hold) => {
        const [expected, got] = await Promise.all([policyList(actor, hold), search(actor, hold ? { holdDataSeCode: hold } : {})]);
        return { got: { who: actor.user.userId, hold, ids: got.ids, total: got.total }, want: { who: actor.user.userId, hold, ids: expected, total: expected.length } };
      }),
    );
    for (const { got, want } of await Promise.all(checks)) expect(got).toEqual(want);
    const drift = await db().query(`
      SELECT k.aud_key, k.hold_data_se_code, c.cnt, k.n
        FROM (SELECT aud_key, hold_data_se_code, count(*) AS n FROM lyr_audience GROUP BY 1, 2) k
        FULL JOIN lyr_audience_cnt c USING (aud_key, hold_data_se_code)
       WHERE coalesce(c.cnt, 0) <> coalesce(k.n, 0)`);
    expect(drift).toEqual([]);
  }

  const visibleTo = async (actor: Actor, lyrId: string) => (await search(actor, {})).ids.includes(lyrId);
  const shareOrders = async (lyrId: string): Promise<number[]> =>
    (await db().query(`SELECT pblonsip_ordr AS o FROM pblonsip WHERE cntnts_ty_code = 'LYR' AND cntnts_id = $1`, [lyrId])).map(
      (r: { o: number }) => r.o,
    );

  it('a new layer: its owner, its institution admin and provider admins; nobody else', async () => {
    const lyr = await newLayer(owner);
    expect(await visibleTo(owner, lyr)).toBe(true);
    expect(await visibleTo(adminA, lyr)).toBe(true);
    expect(await visibleTo(member, lyr)).toBe(false);
    expect(await visibleTo(adminB, lyr)).toBe(false);
    await consistent();
  });

  it('institution, user and group shares, and their removal', async () => {
    const lyr = await newLayer(owner);
    await http().post(`/api/layers/${lyr}/shares/instt`).set(owner.auth).expect(201);
    expect(await visibleTo(member, lyr)).toBe(true);
    expect(await visibleTo(foreign, lyr)).toBe(false);
    await consistent();
    await http()
      .post(`/api/layers/${lyr}/shares`)
      .set(owner.auth)
      .send({ shareList: [{ pblonsipScopeSeCode: 3, pblonsipRefrnId: named.user.userId }, { pblonsipScopeSeCode: 2, pblonsipRefrnId: groupSn }] })
      .expect(200);
    expect(await visibleTo(named, lyr)).toBe(true);
    expect(await visibleTo(grouped, lyr)).toBe(true);
    expect(await visibleTo(foreign, lyr)).toBe(false);
    await consistent();
    await http()
      .delete(`/api/layers/${lyr}/shares`)
      .set(owner.auth)
      .send({ pblonsipOrdrList: await shareOrders(lyr) })
      .expect(200);
    for (const actor of [member, named, grouped]) expect(await visibleTo(actor, lyr)).toBe(false);
    await consistent();
  });

  it('group membership changes take effect on the next request (the caller’s groups are read per request)', async () => {
    const lyr = await newLayer(owner);
    await http()
      .post(`/api/layers/${lyr}/shares`)
      .set(owner.auth)
      .send({ shareList: [{ pblonsipScopeSeCode: 2, pblonsipRefrnId: groupSn }] })
      .expect(200);
    expect(await visibleTo(grouped, lyr)).toBe(true);
    await db().query(`DELETE FROM user_group_member WHERE group_sn = $1 AND user_id = $2`, [groupSn, grouped.user.userId]);
    expect(await visibleTo(grouped, lyr)).toBe(false);
    await consistent();
    await db().query(`INSERT INTO user_group_member (group_sn, user_id) VALUES ($1, $2)`, [groupSn, grouped.user.userId]);
    expect(await visibleTo(grouped, lyr)).toBe(true);
    await consistent();
  });

  it('shared with everyone (a scope-0 entry, as older data and content shares hold) and taken back', async () => {
    const lyr = await newLayer(owner);
    await db().query(
      `INSERT INTO pblonsip (cntnts_ty_code, cntnts_id, pblonsip_ordr, pblonsip_scope_se_code, owner_id, register_id)
       VALUES ('LYR', $1, 90, 0, $2, $2)`,
      [lyr, owner.user.userId],
    );
    for (const actor of actors) expect(await visibleTo(actor, lyr)).toBe(true);
    await consistent();
    await db().query(`UPDATE pblonsip SET pblonsip_scope_se_code = 1, pblonsip_refrn_id = $2 WHERE cntnts_ty_code = 'LYR' AND cntnts_id = $1`, [
      lyr,
      a,
    ]);
    expect(await visibleTo(foreign, lyr)).toBe(false);
    expect(await visibleTo(member, lyr)).toBe(true);
    await consistent();
  });

  it('publish, republish and national data (hold 9) and back', async () => {
    const lyr = await newLayer(owner);
    await db().query(`UPDATE lyr SET lyr_sttus_code = 'READY' WHERE lyr_id = $1`, [lyr]);
    await http().post(`/api/layers/${lyr}/publish`).set(owner.auth);
    await http().post(`/api/layers/${lyr}/republish`).set(owner.auth);
    await consistent();
    await http().put(`/api/layers/${lyr}/hold-data`).set(provider.auth).send({ holdDataSeCode: '9' }).expect(200);
    expect(await visibleTo(foreign, lyr)).toBe(true);
    expect((await search(member, { holdDataSeCode: '9' })).ids).toContain(lyr);
    await consistent();
    await http().put(`/api/layers/${lyr}/hold-data`).set(provider.auth).send({ holdDataSeCode: '1' }).expect(200);
    expect(await visibleTo(foreign, lyr)).toBe(false);
    await consistent();
  });

  it('institution and owner changes of a layer, and its deletion', async () => {
    const lyr = await newLayer(owner);
    await http().post(`/api/layers/${lyr}/shares/instt`).set(owner.auth).expect(201);
    await db().query(`UPDATE lyr SET instt_code = $2 WHERE lyr_id = $1`, [lyr, b]);
    expect(await visibleTo(adminB, lyr)).toBe(true);
    expect(await visibleTo(adminA, lyr)).toBe(true); // the institution share still names a
    await consistent();
    await db().query(`UPDATE lyr SET register_id = $2 WHERE lyr_id = $1`, [lyr, member.user.userId]);
    await consistent();
    await db().query(`UPDATE lyr SET regist_dt = regist_dt - interval '400 days' WHERE lyr_id = $1`, [lyr]);
    await consistent();
    await http().delete(`/api/layers/${lyr}`).set(member.auth).expect(200);
    expect((await db().query(`SELECT 1 FROM lyr_audience WHERE lyr_id = $1`, [lyr])).length).toBe(0);
    await consistent();
  });

  it('the total kept under its keys\u2019 versions: reused while nothing changed, counted again after a change that leaves every count as it was', async () => {
    const read = app.get<DataSource>(READ_DB);
    const counted = jest.spyOn(read, 'query');
    const restCounts = () => counted.mock.calls.filter(([sql]) => String(sql).includes('AS rest')).length;
    try {
      // named carries the user key U:named and the institution key I:a. L1 holds both (counted once), L2 neither.
      const l1 = await newLayer(owner);
      const l2 = await newLayer(owner);
      await http().post(`/api/layers/${l1}/shares/instt`).set(owner.auth).expect(201);
      await http()
        .post(`/api/layers/${l1}/shares`)
        .set(owner.auth)
        .send({ shareList: [{ pblonsipScopeSeCode: 3, pblonsipRefrnId: named.user.userId }] })
        .expect(200);
      const before = await search(named, { holdDataSeCode: '1' });
      const counts = restCounts();
      expect(await search(named, { holdDataSeCode: '1' })).toEqual(before);
      expect(restCounts()).toBe(counts);
      // One statement moves L1's institution share to L2: U:named and I:a still count one row each,
      // but the caller now sees two layers instead of one.
      const keyCounts = () =>
        db().query(`SELECT aud_key, cnt::int AS cnt FROM lyr_audience_cnt WHERE aud_key = ANY ($1) AND hold_data_se_code = '1' ORDER BY 1`, [
          [`U:${named.user.userId}`, `I:${a}`],
        ]);
      const countsBefore = await keyCounts();
      await db().query(`UPDATE pblonsip SET cntnts_id = $2 WHERE cntnts_ty_code = 'LYR' AND cntnts_id = $1 AND pblonsip_scope_se_code = 1`, [l1, l2]);
      expect(await keyCounts()).toEqual(countsBefore);
      const after = await search(named, { holdDataSeCode: '1' });
      expect(restCounts()).toBeGreaterThan(counts);
      expect(after.total).toBe(before.total + 1);
      expect(after.ids).toEqual(expect.arrayContaining([l1, l2]));
      await consistent();
    } finally {
      counted.mockRestore();
    }
  });

  it('two transactions sharing one layer at once: both entries reach the summary', async () => {
    const lyr = await newLayer(owner);
    const [t1, t2] = [db().createQueryRunner(), db().createQueryRunner()];
    await t1.connect();
    await t2.connect();
    const share = `INSERT INTO pblonsip (cntnts_ty_code, cntnts_id, pblonsip_ordr, pblonsip_scope_se_code, pblonsip_refrn_id, owner_id, register_id)
                   VALUES ('LYR', $1, $2, $3, $4, $5, $5)`;
    try {
      await t1.startTransaction();
      await t1.query(share, [lyr, 1, 1, a, owner.user.userId]);
      await t2.startTransaction();
      // Waits for t1's lock on the layer, then rewrites the summary with t1's entry committed.
      const second = t2.query(share, [lyr, 2, 3, named.user.userId, owner.user.userId]).then(() => t2.commitTransaction());
      await new Promise((r) => setTimeout(r, 300));
      await t1.commitTransaction();
      await second;
    } finally {
      await t1.release();
      await t2.release();
    }
    expect(await visibleTo(member, lyr)).toBe(true);
    expect(await visibleTo(named, lyr)).toBe(true);
    await consistent();
  });
});
