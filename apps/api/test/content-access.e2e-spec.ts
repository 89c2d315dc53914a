import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ContentAccessPolicy } from '../src/modules/access/content-access.service';
import type { Caller, ContentRef } from '../src/modules/access/content-access.types';
import { Factories } from './support/factories';
import { createTestApp } from './support/test-app';

describe('content-access policy (ARCHITECTURE.md §5)', () => {
  let app: INestApplication;
  let f: Factories;
  let policy: ContentAccessPolicy;
  let a: string;
  let b: string;
  let owner: Caller;
  let sameInstt: Caller;
  let groupMember: Caller;
  let namedUser: Caller;
  let otherInstt: Caller;
  let insttAdmin: Caller;
  let foreignAdmin: Caller;
  const provider: Caller = { userId: 'operator01', userSeCode: 4, insttCode: 'openbiz' };
  let seq = 0;
  const db = () => app.get(DataSource);
  const caller = (u: { userId: string; userSeCode: 4 | 11 | 12 | 13 | 14; insttCode: string }): Caller => ({
    userId: u.userId,
    userSeCode: u.userSeCode,
    insttCode: u.insttCode,
  });
  const share = async (c: ContentRef, scope: number, refrnId: string | null, edit = '0') => {
    seq += 1;
    await db().query(
      `INSERT INTO pblonsip (cntnts_ty_code, cntnts_id, pblonsip_ordr, pblonsip_scope_se_code, pblonsip_refrn_id, edit_posbl_at, owner_id, register_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $7)`,
      [c.type, c.id, seq, scope, refrnId, edit, c.ownerId],
    );
  };
  const content = (type: 'MAP' | 'APP' | 'LYR' = 'LYR'): ContentRef => {
    seq += 1;
    return { type, id: `c-${Date.now()}-${seq}`, ownerId: owner!.userId, insttCode: a };
  };

  beforeAll(async () => {
    app = await createTestApp();
    f = new Factories(app);
    policy = app.get(ContentAccessPolicy);
    a = (await f.newInstitution()).insttCode;
    b = (await f.newInstitution()).insttCode;
    owner = caller(await f.newUser({ insttCode: a, userSeCode: 12 }));
    sameInstt = caller(await f.newUser({ insttCode: a, userSeCode: 12 }));
    groupMember = caller(await f.newUser({ insttCode: a, userSeCode: 13 }));
    namedUser = caller(await f.newUser({ insttCode: a, userSeCode: 12 }));
    otherInstt = caller(await f.newUser({ insttCode: b, userSeCode: 12 }));
    insttAdmin = caller(await f.newUser({ insttCode: a, userSeCode: 14 }));
    foreignAdmin = caller(await f.newUser({ insttCode: b, userSeCode: 14 }));
  });
  afterAll(() => app.close());

  async function groupWith(member: Caller): Promise<string> {
    const [{ group_sn }] = await db().query(
      `INSERT INTO user_group (instt_code, owner_id, group_nm) VALUES ($1, $2, $3) RETURNING group_sn`,
      [a, owner!.userId, `g${Date.now()}${seq}`],
    );
    await db().query(`INSERT INTO user_group_member (group_sn, user_id) VALUES ($1, $2)`, [group_sn, member!.userId]);
    return String(group_sn);
  }

  const viewers = async (c: ContentRef) => {
    const all = { owner, sameInstt, groupMember, namedUser, otherInstt, insttAdmin, foreignAdmin, provider, anonymous: null };
    const out: string[] = [];
    for (const [name, who] of Object.entries(all)) if (await policy.canView(who, c)) out.push(name);
    return out.sort();
  };

  it('private content: owner, its institution admin and provider admins only', async () => {
    expect(await viewers(content())).toEqual(['insttAdmin', 'owner', 'provider']);
  });

  it('everyone share (0): also anonymous visitors and other institutions', async () => {
    const c = content('MAP');
    await share(c, 0, null);
    expect(await viewers(c)).toEqual(
      ['anonymous', 'foreignAdmin', 'groupMember', 'insttAdmin', 'namedUser', 'otherInstt', 'owner', 'provider', 'sameInstt'].sort(),
    );
  });

  it('institution share (1): members of that institution, not others', async () => {
    const c = content();
    await share(c, 1, a);
    expect(await viewers(c)).toEqual(['groupMember', 'insttAdmin', 'namedUser', 'owner', 'provider', 'sameInstt']);
  });

  it('group share (2): the group members', async () => {
    const c = content('APP');
    await share(c, 2, await groupWith(groupMember));
    expect(await viewers(c)).toEqual(['groupMember', 'insttAdmin', 'owner', 'provider']);
  });

  it('user share (3): the named user', async () => {
    const c = content();
    await share(c, 3, namedUser!.userId);
    expect(await viewers(c)).toEqual(['insttAdmin', 'namedUser', 'owner', 'provider']);
  });

  it('editing: owner and admins; a layer share with editPosblAt 1 lets the user edit, a map share never does', async () => {
    const layer = content('LYR');
    await share(layer, 3, namedUser!.userId, '1');
    await share(layer, 3, sameInstt!.userId, '0');
    expect(await policy.canEdit(namedUser, layer)).toBe(true);
    expect(await policy.canEdit(sameInstt, layer)).toBe(false);
    expect(await policy.canEdit(owner, layer)).toBe(true);
    expect(await policy.canEdit(insttAdmin, layer)).toBe(true);
    expect(await policy.canEdit(foreignAdmin, layer)).toBe(false);
    const map = content('MAP');
    await share(map, 3, namedUser!.userId, '1');
    expect(await policy.canEdit(namedUser, map)).toBe(false);
    expect(await policy.canView(namedUser, map)).toBe(true);
  });

  it('a revoked share stops access at once', async () => {
    const c = content();
    await share(c, 3, namedUser!.userId);
    expect(await policy.canView(namedUser, c)).toBe(true);
    await db().query(`DELETE FROM pblonsip WHERE cntnts_id = $1`, [c.id]);
    expect(await policy.canView(namedUser, c)).toBe(false);
  });

  it('gives list queries the same answer as single checks', async () => {
    const c = content('LYR');
    await share(c, 1, a);
    const ids = async (who: Caller) => {
      const cond = policy.visibleCondition(who, 'LYR', { owner: 'x.owner_id', instt: 'x.instt_code', id: 'x.id' });
      const rows = await db()
        .createQueryBuilder()
        .select('x.id', 'id')
        .from(`(SELECT :cid::text AS id, :owner::text AS owner_id, :instt::text AS instt_code)`, 'x')
        .where(cond.sql, cond.params)
        .setParameters({ cid: c.id, owner: c.ownerId, instt: c.insttCode })
        .getRawMany();
      return rows.length === 1;
    };
    for (const who of [owner, sameInstt, otherInstt, insttAdmin, foreignAdmin, provider, null]) {
      expect(await ids(who)).toBe(await policy.canView(who, c));
    }
  });
});
