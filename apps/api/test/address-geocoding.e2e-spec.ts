import path from 'node:path';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { seedDataDir } from '../src/database/demo/demo-seed';
import { loadAddressFiles } from '../src/modules/geocoding';
import { DEMO_ADDRESS_FILES } from '../src/modules/geocoding/loader/demo-gazetteer';
import { resetRateLimits } from './support/accounts';
import { ensureDemoGazetteer } from './support/gazetteer';
import { createTestAppWith } from './support/test-app';

/**
 * Address search on the built-in gazetteer (issue 23): the demo sample of Seoul (official
 * layouts, CP949) loaded as the seed does; forward geocoding with normalisation and ranking,
 * search-as-you-type, reverse geocoding (/api/address/coord) and district search.
 */
describe('address search (/api/address)', () => {
  let app: INestApplication;
  const http = () => request(app.getHttpServer());

  beforeAll(async () => {
    app = await createTestAppWith({ GEOCODER_ORDER: 'gazetteer', ADDRESS_SEARCH_RATE_LIMIT: '1000' });
    await ensureDemoGazetteer(app);
  });
  beforeEach(() => resetRateLimits(app));
  afterAll(() => app?.close());

  const search = async (q: string) => (await http().get('/api/address/search').query({ q }).expect(200)).body.result;

  describe('forward geocoding', () => {
    it('finds a road-name address with its point, district and an exact match', async () => {
      const r = await search('서울특별시 종로구 세종대로 209');
      expect(r).toMatchObject({ kind: 'road', provider: 'gazetteer', ambiguous: false, normalized: '서울특별시 종로구 세종대로 209' });
      expect(r.candidates[0]).toMatchObject({
        roadAddr: '서울특별시 종로구 세종대로 209',
        bldNm: '정부서울청사',
        sigungu: '종로구',
        quality: 'exact',
        score: 1,
        provider: 'gazetteer',
      });
      // The point lies inside 종로구's boundary.
      const [{ inside }] = await app.get(DataSource).query(
        `SELECT ST_Contains(geom, ST_SetSRID(ST_MakePoint($1, $2), 4326)) AS inside FROM geo_district WHERE name = '종로구'`,
        [r.candidates[0].x, r.candidates[0].y],
      );
      expect(inside).toBe(true);
    });

    it.each([
      '서울 종로구 세종대로 209',
      '서울시 종로구 세종대로209',
      '서울시종로구세종대로209',
      '  서울특별시   종로구  세종대로 209 ',
      '서울 종로구 세종대로 209, 3층 301호',
      '서울특별시 종로구 세종대로 209 (세종로, 정부서울청사)',
      '종로구 세종대로 209',
    ])('normalises %s to the same address', async (q) => {
      const r = await search(q);
      expect(r.candidates[0]).toMatchObject({ roadAddr: '서울특별시 종로구 세종대로 209', quality: 'exact' });
      expect(r.ambiguous).toBe(false);
    });

    it('keeps the dropped detail (floors, rooms) apart', async () => {
      const r = await search('서울 종로구 세종대로 209, 3층 301호');
      expect(r.detail).toBe('3층 301호');
    });

    it('reads building sub-numbers', async () => {
      const r = await search('종로구 세종대로 5-1');
      expect(r.candidates[0]).toMatchObject({ roadAddr: '서울특별시 종로구 세종대로 5-1', quality: 'exact' });
      const main = await search('종로구 세종대로 5');
      expect(main.candidates[0].roadAddr).toBe('서울특별시 종로구 세종대로 5');
    });

    it('finds lot-number (지번) addresses with 번지, 호 and 산', async () => {
      const db = app.get(DataSource);
      const [row] = await db.query(
        `SELECT road_addr, emd_nm, lnbr_mnnm, lnbr_slno FROM geo_address WHERE sgg_nm = '종로구' AND rn = '율곡로' AND lnbr_slno > 0 ORDER BY buld_mnnm LIMIT 1`,
      );
      for (const q of [
        `서울 종로구 ${row.emd_nm} ${row.lnbr_mnnm}-${row.lnbr_slno}`,
        `종로구 ${row.emd_nm} ${row.lnbr_mnnm}-${row.lnbr_slno}번지`,
        `종로구 ${row.emd_nm} ${row.lnbr_mnnm}번지 ${row.lnbr_slno}호`,
      ]) {
        const r = await search(q);
        expect(r.kind).toBe('jibun');
        expect(r.candidates[0]).toMatchObject({ roadAddr: row.road_addr, quality: 'exact' });
      }
      const [mountain] = await db.query(`SELECT road_addr, jibun_addr FROM geo_address WHERE mntn_yn LIMIT 1`);
      const lot = mountain.jibun_addr.replace('서울특별시 ', '서울 ');
      const r = await search(lot);
      expect(r.candidates[0]).toMatchObject({ roadAddr: mountain.road_addr, jibunAddr: mountain.jibun_addr, quality: 'exact' });
      // The same numbers without 산 are another lot.
      const flat = await search(lot.replace(' 산', ' '));
      expect(flat.candidates[0]?.jibunAddr).not.toBe(mountain.jibun_addr);
    });

    it('ranks: exact before nearby numbers, and says when a road exists in several districts', async () => {
      const near = await search('종로구 세종대로 150');
      expect(near.candidates[0]).toMatchObject({ quality: 'road', sigungu: '종로구' });
      expect(near.candidates[0].score).toBeLessThan(1);
      // 동일로 runs through four districts: without one the answer is ambiguous, with one it is not.
      const all = await search('동일로 3');
      expect(all.ambiguous).toBe(true);
      expect(all.candidates.map((c: { sigungu: string }) => c.sigungu).sort()).toEqual(['광진구', '노원구', '도봉구', '중랑구']);
      expect(new Set(all.candidates.map((c: { quality: string }) => c.quality))).toEqual(new Set(['exact']));
      const one = await search('서울 노원구 동일로 3');
      expect(one.ambiguous).toBe(false);
      expect(one.candidates).toHaveLength(1);
      expect(one.candidates[0].sigungu).toBe('노원구');
      // A district that contradicts the road finds nothing exact there.
      const wrong = await search('강남구 세종대로 209');
      expect(wrong.candidates.every((c: { sigungu: string }) => c.sigungu === '강남구')).toBe(true);
    });

    it('finds buildings by name', async () => {
      const r = await search('서울특별시청');
      expect(r.kind).toBe('text');
      expect(r.candidates[0]).toMatchObject({ roadAddr: '서울특별시 중구 세종대로 110', bldNm: '서울특별시청', quality: 'text' });
    });

    it('answers an empty list for an address it does not know', async () => {
      const r = await search('부산 해운대구 해운대해변로 264');
      expect(r).toMatchObject({ provider: null, candidates: [], ambiguous: false });
    });
  });

  describe('loading', () => {
    it('leaves no row waiting in the trigram indexes’ pending lists after a load (searches read none)', async () => {
      const db = app.get(DataSource);
      const dir = seedDataDir();
      // A reload of the sample upserts every row again: each new row version goes to the pending lists first.
      const report = await loadAddressFiles(db, DEMO_ADDRESS_FILES.map((f) => path.join(dir!, 'address', f)));
      expect(report.addresses).toBeGreaterThan(100);
      await db.query(`CREATE EXTENSION IF NOT EXISTS pgstattuple`);
      const pending = (await db.query(
        `SELECT c.relname AS index, (pgstatginindex(c.oid)).pending_tuples::int AS pending
           FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am a ON a.oid = c.relam
          WHERE i.indrelid = 'geo_address'::regclass AND a.amname = 'gin' ORDER BY 1`,
      )) as { index: string; pending: number }[];
      expect(pending.map((p) => p.index)).toEqual(expect.arrayContaining(['geo_address_search_key_trgm', 'geo_address_road_key_trgm']));
      expect(pending.filter((p) => p.pending > 0)).toEqual([]);
    });
  });

  describe('search-as-you-type', () => {
    it('suggests addresses containing what was typed, spacing ignored', async () => {
      const res = await http().get('/api/address/suggest').query({ q: '세종대로 20' }).expect(200);
      const labels = res.body.result.map((s: { roadAddr: string }) => s.roadAddr);
      expect(labels.length).toBeGreaterThan(0);
      expect(labels).toContain('서울특별시 종로구 세종대로 209');
      expect(labels.every((l: string) => l.replace(/\s/g, '').includes('세종대로20'))).toBe(true);
      const named = await http().get('/api/address/suggest').query({ q: '정부서울' }).expect(200);
      expect(named.body.result[0]).toMatchObject({ label: '서울특별시 종로구 세종대로 209 (정부서울청사)', bldNm: '정부서울청사' });
      const narrowed = await http().get('/api/address/suggest').query({ q: '서울 중구 세종대로' }).expect(200);
      expect(narrowed.body.result.length).toBeGreaterThan(0);
      expect(narrowed.body.result.every((s: { roadAddr: string }) => s.roadAddr.startsWith('서울특별시 중구 세종대로'))).toBe(true);
    });
  });

  describe('reverse geocoding (/api/address/coord)', () => {
    it('gives the nearest address and the districts of a point', async () => {
      const hit = (await search('서울 종로구 세종대로 209')).candidates[0];
      const res = await http().get('/api/address/coord').query({ x: hit.x + 0.00005, y: hit.y }).expect(200);
      expect(res.body.result.address).toMatchObject({ roadAddr: '서울특별시 종로구 세종대로 209', bldNm: '정부서울청사' });
      expect(res.body.result.distanceM).toBeGreaterThan(0);
      expect(res.body.result.distanceM).toBeLessThan(10);
      expect(res.body.result.districts.map((d: { fullName: string }) => d.fullName)).toEqual(['서울특별시', '서울특별시 종로구']);
    });

    it('reads projected coordinates (EPSG:5186)', async () => {
      const [p] = await app.get(DataSource).query(
        `SELECT ST_X(g) AS x, ST_Y(g) AS y FROM (SELECT ST_Transform(geom, 5186) AS g FROM geo_address WHERE buld_nm = '서울특별시청') t`,
      );
      const res = await http().get('/api/address/coord').query({ x: p.x, y: p.y, crs: 'EPSG:5186' }).expect(200);
      expect(res.body.result.address.roadAddr).toBe('서울특별시 중구 세종대로 110');
      expect(res.body.result.districts[1]).toMatchObject({ admCode: '11140', level: 'sigungu', name: '중구' });
    });

    it('answers no address far from any, but still the district', async () => {
      const [c] = await app.get(DataSource).query(
        `SELECT ST_X(p) AS x, ST_Y(p) AS y FROM (SELECT ST_PointOnSurface(geom) AS p FROM geo_district WHERE name = '강남구') t`,
      );
      const [far] = await app.get(DataSource).query(
        `SELECT min(ST_Distance(geom::geography, ST_SetSRID(ST_MakePoint($1, $2), 4326)::geography)) AS d FROM geo_address`,
        [c.x, c.y],
      );
      const res = await http().get('/api/address/coord').query({ x: c.x, y: c.y }).expect(200);
      if (Number(far.d) > 1000) expect(res.body.result.address).toBeNull();
      expect(res.body.result.districts.map((d: { name: string }) => d.name)).toContain('강남구');
    });
  });

  describe('districts', () => {
    it('finds 종로구 by name with its extent and boundary', async () => {
      const res = await http().get('/api/address/districts').query({ q: '종로구' }).expect(200);
      const [d] = res.body.result;
      expect(d).toMatchObject({ admCode: '11110', level: 'sigungu', name: '종로구', fullName: '서울특별시 종로구' });
      expect(d.extent).toHaveLength(4);
      expect(d.extent[0]).toBeLessThan(d.extent[2]);
      expect(d.geometry.type).toBe('MultiPolygon');
      const partial = await http().get('/api/address/districts').query({ q: '서울 종로' }).expect(200);
      expect(partial.body.result[0].admCode).toBe('11110');
      const sido = await http().get('/api/address/districts').query({ q: '서울', level: 'sido' }).expect(200);
      expect(sido.body.result.map((x: { admCode: string }) => x.admCode)).toEqual(['11']);
      const none = await http().get('/api/address/districts').query({ q: '해운대구' }).expect(200);
      expect(none.body.result).toEqual([]);
    });
  });
});
