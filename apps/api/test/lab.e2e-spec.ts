import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { Factories } from './support/factories';
import { createTestApp } from './support/test-app';

type Auth = { Authorization: string };
type Actor = { user: { userId: string; insttCode: string }; auth: Auth };
type AppAccess = { appCode: string; available: boolean; addOn: boolean; path: string };

// The one institution that manages elections in this suite (read by AppConfig at boot).
const ELECTION_INSTT = `vote-${Date.now().toString(36)}`;

describe('Service lab: access, lucky map, land bundle, election map and management', () => {
  let app: INestApplication;
  let f: Factories;
  let plain: string;
  let holder: string;
  let memberPlain: Actor;
  let memberHolder: Actor;
  let otherMember: Actor;
  let electionAdmin: Actor;
  let electionMember: Actor;
  let otherAdmin: Actor;
  let provider: Actor;

  const http = () => request(app.getHttpServer());
  const setAddons = (insttCode: string, codes: string[]) =>
    f.db.query(`UPDATE subscription SET addon_codes = $2 WHERE instt_code = $1`, [insttCode, codes]);

  beforeAll(async () => {
    process.env.ELECTION_INSTT_CODE = ELECTION_INSTT;
    app = await createTestApp();
    f = new Factories(app);
    plain = (await f.newInstitution()).insttCode;
    holder = (await f.newInstitution()).insttCode;
    await setAddons(holder, ['LUCKY_MAP', 'LAND_BUNDLE', 'ELECTION_MAP']);
    await f.newInstitution({ insttCode: ELECTION_INSTT });
    memberPlain = await f.actor(plain, 12);
    memberHolder = await f.actor(holder, 12);
    otherMember = await f.actor(holder, 12);
    electionAdmin = await f.actor(ELECTION_INSTT, 14);
    electionMember = await f.actor(ELECTION_INSTT, 12);
    otherAdmin = await f.actor(plain, 14);
    provider = await f.actor((await f.newInstitution()).insttCode, 4);
  });
  afterAll(async () => {
    delete process.env.ELECTION_INSTT_CODE;
    await app.close();
  });

  describe('GET /lab/access', () => {
    const apps = async (q: string): Promise<Record<string, AppAccess>> => {
      const res = await http().get(`/api/lab/access${q}`).expect(200);
      return Object.fromEntries((res.body.result.apps as AppAccess[]).map((a) => [a.appCode, a]));
    };

    it('shows the provider site every app, the three add-ons marked', async () => {
      const a = await apps('');
      expect(a.THEMED_MAP).toMatchObject({ available: true, addOn: false, path: '/appBuilder' });
      for (const code of ['LUCKY_MAP', 'LAND_BUNDLE', 'ELECTION_MAP']) expect(a[code]).toMatchObject({ available: true, addOn: true });
    });

    it('marks the add-ons an institution lacks and closes them; holding one opens it unmarked', async () => {
      const without = await apps(`?insttCode=${plain}`);
      expect(without.THEMED_MAP).toMatchObject({ available: true, addOn: false });
      expect(without.LUCKY_MAP).toMatchObject({ available: false, addOn: true, path: '/serviceLab/luckyMap' });
      expect(without.ELECTION_MAP).toMatchObject({ available: false, addOn: true });
      const withAll = await apps(`?insttCode=${holder}`);
      for (const code of ['LUCKY_MAP', 'LAND_BUNDLE', 'ELECTION_MAP']) expect(withAll[code]).toMatchObject({ available: true, addOn: false });
    });

    it('marks the menu items of add-ons the institution lacks, not those it holds', async () => {
      type Item = { id: string; addOn: boolean; innerMenu: Item[] };
      const marks = async (insttCode: string) => {
        const tree = (await http().get(`/api/menu?systemType=institution-user&insttCode=${insttCode}`).expect(200)).body.result as Item[];
        const lab = tree.find((i) => i.id === 'iu.lab');
        return Object.fromEntries((lab?.innerMenu ?? []).map((i) => [i.id, i.addOn]));
      };
      expect(await marks(plain)).toMatchObject({ 'iu.lab.themed': false, 'iu.lab.luckyMap': true, 'iu.lab.landBundle': true });
      expect(await marks(holder)).toMatchObject({ 'iu.lab.themed': false, 'iu.lab.luckyMap': false, 'iu.lab.landBundle': false });
    });

    it('closes an app whose menu the provider denied the institution', async () => {
      const denied = (await f.newInstitution()).insttCode;
      await setAddons(denied, ['LUCKY_MAP']);
      await f.setMenuAccess(denied, 'SVC_LUCKY_MAP', 'N');
      expect((await apps(`?insttCode=${denied}`)).LUCKY_MAP).toMatchObject({ available: false, addOn: false });
    });

    it('answers 404 for an unknown institution and 400 for a malformed code', async () => {
      await http().get('/api/lab/access?insttCode=no-such-instt').expect(404);
      await http().get('/api/lab/access?insttCode=Bad!').expect(400);
    });
  });

  describe('lucky map', () => {
    it('serves a few hundred places, most wins first, with region and category filters', async () => {
      const all = (await http().get('/api/lab/lucky/places').expect(200)).body.result;
      expect(all.totalCnt).toBeGreaterThanOrEqual(300);
      expect(all.content).toHaveLength(all.totalCnt);
      const wins = all.content.map((p: { winCnt: number }) => p.winCnt);
      expect(wins).toEqual([...wins].sort((x: number, y: number) => y - x));
      const regions = (await http().get('/api/lab/lucky/regions').expect(200)).body.result as { sidoNm: string; placeCnt: number }[];
      expect(regions).toHaveLength(17);
      const seoul = regions.find((r) => r.sidoNm === '서울특별시');
      const filtered = (await http().get(`/api/lab/lucky/places?sidoNm=${encodeURIComponent('서울특별시')}`).expect(200)).body.result;
      expect(filtered.totalCnt).toBe(seoul?.placeCnt);
      expect(filtered.content.every((p: { sidoNm: string }) => p.sidoNm === '서울특별시')).toBe(true);
      const lotto = (await http().get('/api/lab/lucky/places?ctgryCode=LOTTO').expect(200)).body.result;
      expect(lotto.content.every((p: { ctgryCode: string }) => p.ctgryCode === 'LOTTO')).toBe(true);
      await http().get('/api/lab/lucky/places?ctgryCode=BINGO').expect(400);
    });

    it('searches names and addresses, and sorts by distance near a point', async () => {
      const found = (await http().get(`/api/lab/lucky/places?searchNm=${encodeURIComponent('해운대구')}`).expect(200)).body.result;
      expect(found.totalCnt).toBeGreaterThan(0);
      expect(found.content.every((p: { addr: string; placeNm: string }) => `${p.addr}${p.placeNm}`.includes('해운대구'))).toBe(true);
      const near = (await http().get('/api/lab/lucky/places?lon=129.06&lat=35.16&limit=5').expect(200)).body.result;
      expect(near.content).toHaveLength(5);
      const distances = near.content.map((p: { distanceM: number }) => p.distanceM);
      expect(distances).toEqual([...distances].sort((x: number, y: number) => x - y));
      expect(near.content[0].sidoNm).toBe('부산광역시');
      await http().get('/api/lab/lucky/places?lon=129.06').expect(400);
    });

    it('refuses an institution site without the add-on (403) and serves one holding it', async () => {
      const res = await http().get(`/api/lab/lucky/places?insttCode=${plain}`).expect(403);
      expect(res.body.message).toContain('부가 서비스');
      await http().get(`/api/lab/lucky/places?insttCode=${holder}&limit=1`).expect(200);
    });
  });

  describe('land bundle', () => {
    it('searches parcels by jibun address, the full lot number first', async () => {
      const res = (await http().get(`/api/landbundle/search/address?q=${encodeURIComponent('청운동 12')}&pageSize=50`).expect(200)).body.result;
      expect(res.totalElements).toBeGreaterThan(0);
      expect(res.content[0]).toMatchObject({ jibunAddr: '서울특별시 종로구 청운동 12', ldNm: '청운동' });
      expect(res.content[0].pnu).toMatch(/^\d{19}$/);
      expect(res.content[0].lndpclAr).toBeGreaterThan(0);
      expect(res.content[0].geometry.type).toBe('Polygon');
      expect(res.content.every((p: { jibunAddr: string }) => p.jibunAddr.includes('청운동 12'))).toBe(true);
      const split = (await http().get(`/api/landbundle/search/address?q=${encodeURIComponent('효자동 5-1')}`).expect(200)).body.result;
      expect(split.content.map((p: { jibunAddr: string }) => p.jibunAddr)).toEqual(['서울특별시 종로구 효자동 5-1']);
      await http().get('/api/landbundle/search/address?q=').expect(400);
      await http().get(`/api/landbundle/search/address?q=1&insttCode=${plain}`).expect(403);
    });

    it('saves, reads, renames, downloads and deletes a bundle of its owner only', async () => {
      const parcels = (await http().get(`/api/landbundle/search/address?q=${encodeURIComponent('창성동')}&pageSize=3`).expect(200)).body.result
        .content as { pnu: string; lndpclAr: number }[];
      expect(parcels).toHaveLength(3);
      await http().post('/api/land/bundles').send({ bundleNm: '후보지', pnuList: [parcels[0].pnu] }).expect(401);
      const created = (
        await http()
          .post(`/api/land/bundles?insttCode=${holder}`)
          .set(memberHolder.auth)
          .send({ bundleNm: ' 창성동 후보지 ', pnuList: parcels.map((p) => p.pnu) })
          .expect(201)
      ).body.result;
      const total = Math.round(parcels.reduce((s, p) => s + p.lndpclAr, 0) * 100) / 100;
      expect(created).toMatchObject({ bundleNm: '창성동 후보지', insttCode: holder, registerId: memberHolder.user.userId, parcelCnt: 3 });
      expect(created.totalAr).toBeCloseTo(total, 1);
      expect(created.parcels.map((p: { pnu: string }) => p.pnu)).toEqual(parcels.map((p) => p.pnu));
      const stored = await f.db.query(`SELECT pnu FROM lab_land_bundle_parcel WHERE bundle_id = $1 ORDER BY sort_ordr`, [created.bundleId]);
      expect(stored.map((r: { pnu: string }) => r.pnu)).toEqual(parcels.map((p) => p.pnu));

      // Another member of the same institution, and another institution, see nothing of it.
      for (const who of [otherMember, memberPlain]) {
        await http().get(`/api/land/bundles/${created.bundleId}`).set(who.auth).expect(404);
        await http().put(`/api/land/bundles/${created.bundleId}`).set(who.auth).send({ bundleNm: 'x', pnuList: [parcels[0].pnu] }).expect(404);
        await http().delete(`/api/land/bundles/${created.bundleId}`).set(who.auth).expect(404);
        await http().get(`/api/land/bundles/${created.bundleId}/download?format=csv`).set(who.auth).expect(404);
        const list = (await http().get('/api/land/bundles').set(who.auth).expect(200)).body.result;
        expect(list.content.map((b: { bundleId: number }) => b.bundleId)).not.toContain(created.bundleId);
      }
      const mine = (await http().get('/api/land/bundles').set(memberHolder.auth).expect(200)).body.result;
      expect(mine).toMatchObject({ totalElements: 1, last: true });
      expect(mine.content[0]).toMatchObject({ bundleId: created.bundleId, parcelCnt: 3 });

      const updated = (
        await http()
          .put(`/api/land/bundles/${created.bundleId}`)
          .set(memberHolder.auth)
          .send({ bundleNm: '창성동 1차', pnuList: [parcels[2].pnu, parcels[0].pnu] })
          .expect(200)
      ).body.result;
      expect(updated).toMatchObject({ bundleNm: '창성동 1차', parcelCnt: 2 });
      expect(updated.parcels.map((p: { pnu: string }) => p.pnu)).toEqual([parcels[2].pnu, parcels[0].pnu]);

      const geojson = await http().get(`/api/land/bundles/${created.bundleId}/download?format=geojson`).set(memberHolder.auth).buffer(true).expect(200);
      expect(geojson.headers['content-type']).toContain('application/geo+json');
      const collection = JSON.parse(geojson.body instanceof Buffer ? geojson.body.toString('utf8') : geojson.text);
      expect(collection.type).toBe('FeatureCollection');
      expect(collection.features.map((x: { id: string }) => x.id)).toEqual([parcels[2].pnu, parcels[0].pnu]);
      const csv = await http().get(`/api/land/bundles/${created.bundleId}/download?format=csv`).set(memberHolder.auth).expect(200);
      expect(csv.headers['content-type']).toContain('text/csv');
      const lines = csv.text.replace(/^\ufeff/, '').trim().split('\r\n');
      expect(lines[0]).toBe('pnu,jibunAddr,ldNm,lndcgrNm,prposAreaNm,pblntfPclnd,lndpclAr');
      expect(lines).toHaveLength(4);
      expect(lines[1].startsWith(parcels[2].pnu)).toBe(true);
      await http().get(`/api/land/bundles/${created.bundleId}/download?format=shp`).set(memberHolder.auth).expect(400);

      await http().delete(`/api/land/bundles/${created.bundleId}`).set(memberHolder.auth).expect(200);
      await http().get(`/api/land/bundles/${created.bundleId}`).set(memberHolder.auth).expect(404);
      expect(await f.db.query(`SELECT 1 FROM lab_land_bundle_parcel WHERE bundle_id = $1`, [created.bundleId])).toHaveLength(0);
    });

    it('validates names and parcels, and refuses an institution site without the add-on', async () => {
      const bad = await http()
        .post('/api/land/bundles')
        .set(memberPlain.auth)
        .send({ bundleNm: '묶음', pnuList: ['1111010100100120000', '9999999999999999999'] })
        .expect(400);
      expect(bad.body.result).toEqual([expect.objectContaining({ field: 'pnuList.1' })]);
      await http().post('/api/land/bundles').set(memberPlain.auth).send({ bundleNm: '', pnuList: ['1111010100100120000'] }).expect(400);
      await http().post('/api/land/bundles').set(memberPlain.auth).send({ bundleNm: '묶음', pnuList: [] }).expect(400);
      await http()
        .post(`/api/land/bundles?insttCode=${plain}`)
        .set(memberPlain.auth)
        .send({ bundleNm: '묶음', pnuList: ['1111010100100120000'] })
        .expect(403);
      // From the provider site the same member may save.
      await http().post('/api/land/bundles').set(memberPlain.auth).send({ bundleNm: '묶음', pnuList: ['1111010100100120000'] }).expect(201);
      expect((await http().get('/api/land/parcels/1111010100100120000').expect(200)).body.result.jibunAddr).toBe('서울특별시 종로구 청운동 12');
      await http().get('/api/land/parcels/1111010100199990000').expect(404);
    });
  });

  describe('election map', () => {
    it('serves the 25 districts and a published election coloured by winner', async () => {
      const districts = (await http().get('/api/election/api/districts').expect(200)).body.result;
      expect(districts.type).toBe('FeatureCollection');
      expect(districts.features).toHaveLength(25);
      expect(districts.features[0].properties).toMatchObject({ signguCode: '11110', signguNm: '종로구' });
      const elections = (await http().get('/api/election').expect(200)).body.result as { sgId: number; sgNm: string; voteDe: string }[];
      const demo = elections.find((e) => e.sgNm === '제9회 서울특별시장 선거 (데모)');
      expect(demo).toMatchObject({ voteDe: '2026-06-03', othbcAt: 'Y', cndddtCnt: 3, resultCnt: 25 });
      const days = elections.map((e) => e.voteDe);
      expect(days).toEqual([...days].sort().reverse());

      const res = (await http().get(`/api/election/api/${demo?.sgId}/results`).expect(200)).body.result;
      expect(res.districts).toHaveLength(25);
      const d = res.districts[0];
      expect(d.turnoutRate).toBeCloseTo((d.voteCnt / d.electorCnt) * 100, 0);
      const best = Math.max(...d.votes.map((v: { voteCnt: number }) => v.voteCnt));
      expect(d.votes[0].voteCnt).toBe(best);
      expect(d.winnerCndddtId).toBe(d.votes[0].cndddtId);
      const won = res.candidates.reduce((s: number, c: { wonCnt: number }) => s + c.wonCnt, 0);
      expect(won).toBe(res.districts.filter((x: { winnerCndddtId: number | null }) => x.winnerCndddtId !== null).length);
      expect(res.electorCnt).toBe(res.districts.reduce((s: number, x: { electorCnt: number }) => s + x.electorCnt, 0));
      await http().get(`/api/election?insttCode=${plain}`).expect(403);
      await http().get(`/api/election/api/${demo?.sgId}/results?insttCode=${holder}`).expect(200);
    });
  });

  describe('election management (561)', () => {
    it('is only for the configured institution admins and provider admins', async () => {
      await http().get('/api/election/manage').expect(401);
      for (const who of [electionMember, otherAdmin, memberHolder]) await http().get('/api/election/manage').set(who.auth).expect(403);
      await http().get('/api/election/manage').set(electionAdmin.auth).expect(200);
      await http().get('/api/election/manage').set(provider.auth).expect(200);
      await http().post('/api/election/manage').set(otherAdmin.auth).send({ sgNm: '남의 선거', voteDe: '2026-12-01' }).expect(403);
    });

    it('creates a draft, candidates and results; publishing shows it on the map', async () => {
      const admin = electionAdmin.auth;
      const created = (await http().post('/api/election/manage').set(admin).send({ sgNm: '시험 보궐선거', voteDe: '2026-10-16' }).expect(201)).body
        .result;
      expect(created).toMatchObject({ sgNm: '시험 보궐선거', voteDe: '2026-10-16', othbcAt: 'N', cndddtCnt: 0, resultCnt: 0 });
      const sgId = created.sgId as number;
      await http().get(`/api/election/api/${sgId}/results`).expect(404);
      expect(((await http().get('/api/election').expect(200)).body.result as { sgId: number }[]).map((e) => e.sgId)).not.toContain(sgId);

      const a = (await http().post(`/api/election/manage/${sgId}/candidates`).set(admin).send({ giho: 1, cndddtNm: '가나다', partyNm: '가당', color: '#AA0000' }).expect(201))
        .body.result;
      expect(a).toMatchObject({ giho: 1, color: '#aa0000' });
      const b = (await http().post(`/api/election/manage/${sgId}/candidates`).set(admin).send({ giho: 2, cndddtNm: '라마바', partyNm: '나당', color: '#0000aa' }).expect(201))
        .body.result;
      await http().post(`/api/election/manage/${sgId}/candidates`).set(admin).send({ giho: 2, cndddtNm: '중복', partyNm: '다당', color: '#00aa00' }).expect(409);
      await http().post(`/api/election/manage/${sgId}/candidates`).set(admin).send({ giho: 3, cndddtNm: '색', partyNm: '다당', color: 'red' }).expect(400);

      const saved = (
        await http()
          .put(`/api/election/manage/${sgId}/results/11110`)
          .set(admin)
          .send({ electorCnt: 1000, voteCnt: 600, votes: [{ cndddtId: a.cndddtId, voteCnt: 250 }, { cndddtId: b.cndddtId, voteCnt: 340 }] })
          .expect(200)
      ).body.result;
      expect(saved.districts).toEqual([
        expect.objectContaining({ signguCode: '11110', signguNm: '종로구', turnoutRate: 60, winnerCndddtId: b.cndddtId }),
      ]);
      expect(saved.districts[0].votes[0]).toMatchObject({ cndddtId: b.cndddtId, voteCnt: 340, voteRate: 57.6 });
      expect(saved.candidates.find((c: { cndddtId: number }) => c.cndddtId === b.cndddtId)).toMatchObject({ wonCnt: 1, voteCnt: 340 });

      await http().put(`/api/election/manage/${sgId}/results/11140`).set(admin).send({ electorCnt: 10, voteCnt: 11, votes: [] }).expect(422);
      await http()
        .put(`/api/election/manage/${sgId}/results/11140`)
        .set(admin)
        .send({ electorCnt: 100, voteCnt: 50, votes: [{ cndddtId: a.cndddtId, voteCnt: 51 }] })
        .expect(422);
      await http().put(`/api/election/manage/${sgId}/results/99999`).set(admin).send({ electorCnt: 1, voteCnt: 1, votes: [] }).expect(404);
      const foreign = await http()
        .put(`/api/election/manage/${sgId}/results/11140`)
        .set(admin)
        .send({ electorCnt: 100, voteCnt: 50, votes: [{ cndddtId: 999999, voteCnt: 1 }] })
        .expect(400);
      expect(foreign.body.result[0].field).toBe('votes.0.cndddtId');

      // A tie has no winner.
      const tie = (
        await http()
          .put(`/api/election/manage/${sgId}/results/11140`)
          .set(admin)
          .send({ electorCnt: 100, voteCnt: 60, votes: [{ cndddtId: a.cndddtId, voteCnt: 30 }, { cndddtId: b.cndddtId, voteCnt: 30 }] })
          .expect(200)
      ).body.result;
      expect(tie.districts.find((d: { signguCode: string }) => d.signguCode === '11140').winnerCndddtId).toBeNull();

      await http().put(`/api/election/manage/${sgId}`).set(admin).send({ sgNm: '시험 보궐선거', voteDe: '2026-10-16', othbcAt: 'Y' }).expect(200);
      const published = (await http().get(`/api/election/api/${sgId}/results`).expect(200)).body.result;
      expect(published.election).toMatchObject({ othbcAt: 'Y', cndddtCnt: 2, resultCnt: 2 });
      expect(published.turnoutRate).toBeCloseTo((660 / 1100) * 100, 0);

      // Removing a candidate removes their votes; removing the election removes everything.
      await http().delete(`/api/election/manage/${sgId}/candidates/${a.cndddtId}`).set(admin).expect(200);
      expect(await f.db.query(`SELECT 1 FROM lab_election_vote WHERE cndddt_id = $1`, [a.cndddtId])).toHaveLength(0);
      await http().delete(`/api/election/manage/${sgId}/results/11140`).set(admin).expect(200);
      await http().delete(`/api/election/manage/${sgId}/results/11140`).set(admin).expect(404);
      await http().delete(`/api/election/manage/${sgId}`).set(provider.auth).expect(200);
      expect(await f.db.query(`SELECT 1 FROM lab_election_cndddt WHERE sg_id = $1`, [sgId])).toHaveLength(0);
      await http().get(`/api/election/manage/${sgId}/results`).set(admin).expect(404);
    });
  });
});
