import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { resetRateLimits } from './support/accounts';
import { ensureDemoGazetteer } from './support/gazetteer';
import { createTestAppWith } from './support/test-app';

const JUSO_KEY = 'TEST-JUSO-SEARCH-KEY-01';
const COORD_KEY = 'TEST-JUSO-COORD-KEY-02';
const VWORLD_KEY = 'TEST-VWORLD-KEY-0003';

/**
 * The geocoder chain (GEOCODER_ORDER, default gazetteer → juso → vworld): the first provider
 * that finds the address answers, a failing one is skipped, one without its keys is never
 * asked. The national road-name address API and VWorld are played by a local HTTP server in
 * their answer formats; the keys reach only that server, never the caller.
 */
describe('address geocoder providers and their fallback order', () => {
  let fake: http.Server;
  let base: string;
  const asked: URL[] = [];
  let chain: INestApplication;
  let noKeys: INestApplication;
  let externalOnly: INestApplication;

  beforeAll(async () => {
    fake = http.createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://fake');
      asked.push(url);
      const json = (status: number, body: unknown) =>
        res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
      const keyword = url.searchParams.get('keyword') ?? url.searchParams.get('address') ?? '';
      if (url.pathname === '/addrlink/addrLinkApi.do') {
        if (url.searchParams.get('confmKey') !== JUSO_KEY) return json(200, { results: { common: { errorCode: 'E0001' } } });
        if (keyword.includes('고장')) return json(500, { error: 'down' });
        if (!keyword.includes('해운대')) return json(200, { results: { common: { errorCode: '0' }, juso: [] } });
        return json(200, {
          results: {
            common: { errorCode: '0', totalCount: '1' },
            juso: [
              {
                roadAddrPart1: '부산광역시 해운대구 해운대해변로 264',
                jibunAddr: '부산광역시 해운대구 우동 1411',
                siNm: '부산광역시',
                sggNm: '해운대구',
                emdNm: '우동',
                zipNo: '48099',
                bdNm: '',
                admCd: '2635010500',
                rnMgtSn: '263503138001',
                udrtYn: '0',
                buldMnnm: '264',
                buldSlno: '0',
              },
            ],
          },
        });
      }
      if (url.pathname === '/addrlink/addrCoordApi.do') {
        if (url.searchParams.get('confmKey') !== COORD_KEY) return json(200, { results: { common: { errorCode: 'E0001' } } });
        // The entrance point in EPSG:5179 (UTM-K), as the coordinate API gives it.
        return json(200, { results: { common: { errorCode: '0' }, juso: [{ entX: '1151219.214', entY: '1686089.378' }] } });
      }
      if (url.pathname === '/req/address') {
        if (url.searchParams.get('key') !== VWORLD_KEY) return json(200, { response: { status: 'ERROR', error: { text: 'key' } } });
        if (keyword.includes('없는')) return json(200, { response: { status: 'NOT_FOUND' } });
        return json(200, {
          response: {
            status: 'OK',
            result: { crs: 'EPSG:4326', point: { x: '129.1603', y: '35.1587' } },
            refined: { text: keyword, structure: { level1: '부산광역시', level2: '해운대구', level4L: '해운대해변로' } },
          },
        });
      }
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
    const keys = {
      ALLOW_PRIVATE_URLS: 'true',
      JUSO_API_KEY: JUSO_KEY,
      JUSO_COORD_API_KEY: COORD_KEY,
      JUSO_API_URL: `${base}/addrlink`,
      VWORLD_API_KEY: VWORLD_KEY,
      VWORLD_GEOCODER_URL: `${base}/req/address`,
      GEOCODER_TIMEOUT_MS: '1000',
    };
    chain = await createTestAppWith(keys);
    externalOnly = await createTestAppWith({ ...keys, GEOCODER_ORDER: 'vworld,juso' });
    noKeys = await createTestAppWith({ ALLOW_PRIVATE_URLS: 'true', JUSO_API_URL: `${base}/addrlink`, VWORLD_GEOCODER_URL: `${base}/req/address` });
    await ensureDemoGazetteer(chain);
  });
  beforeEach(async () => {
    asked.length = 0;
    await resetRateLimits(chain);
  });
  afterAll(async () => {
    await Promise.all([chain?.close(), noKeys?.close(), externalOnly?.close()]);
    fake.closeAllConnections();
    await new Promise((resolve) => fake.close(resolve));
  });

  const search = (app: INestApplication, q: string) => request(app.getHttpServer()).get('/api/address/search').query({ q });

  it('answers from the built-in gazetteer first, without asking the external services', async () => {
    const res = await search(chain, '서울 종로구 세종대로 209').expect(200);
    expect(res.body.result.provider).toBe('gazetteer');
    expect(asked).toEqual([]);
  });

  it('falls back to the road-name address API when the gazetteer does not know the address', async () => {
    const res = await search(chain, '부산 해운대구 해운대해변로 264').expect(200);
    expect(res.body.result.provider).toBe('juso');
    const [c] = res.body.result.candidates;
    expect(c).toMatchObject({ roadAddr: '부산광역시 해운대구 해운대해변로 264', sigungu: '해운대구', provider: 'juso', quality: 'exact' });
    // 5179 → 4326: the entrance lands on Haeundae beach.
    expect(c.x).toBeCloseTo(129.1603, 4);
    expect(c.y).toBeCloseTo(35.1587, 4);
    expect(asked.map((u) => u.pathname)).toEqual(['/addrlink/addrLinkApi.do', '/addrlink/addrCoordApi.do']);
    expect(asked[0].searchParams.get('keyword')).toBe('부산광역시 해운대구 해운대해변로 264');
    // The keys went to the provider only.
    expect(JSON.stringify(res.body)).not.toMatch(/TEST-JUSO|TEST-VWORLD/);
  });

  it('skips a failing provider and asks the next (VWorld)', async () => {
    const res = await search(chain, '부산 해운대구 고장로 1').expect(200);
    expect(res.body.result.provider).toBe('vworld');
    expect(res.body.result.candidates[0]).toMatchObject({ provider: 'vworld', sigungu: '해운대구', x: 129.1603, y: 35.1587 });
    expect(asked.map((u) => u.pathname)).toEqual(['/addrlink/addrLinkApi.do', '/req/address']);
    expect(asked[1].searchParams.get('type')).toBe('road');
    expect(JSON.stringify(res.body)).not.toContain(VWORLD_KEY);
  });

  it('follows the configured order (vworld before juso) and asks lot numbers as parcels', async () => {
    const res = await search(externalOnly, '부산 해운대구 우동 1411번지').expect(200);
    expect(res.body.result.provider).toBe('vworld');
    expect(asked.map((u) => u.pathname)).toEqual(['/req/address']);
    expect(asked[0].searchParams.get('type')).toBe('parcel');
  });

  it('answers 503 when every provider asked fails, and nothing found when they find nothing', async () => {
    const down = await search(externalOnly, '없는 고장로 1').expect(200);
    // vworld: not found; juso: down (500) → one failure of two is not "all failed".
    expect(down.body.result).toMatchObject({ provider: null, candidates: [] });
    const strict = await createTestAppWith({
      ALLOW_PRIVATE_URLS: 'false',
      JUSO_API_KEY: JUSO_KEY,
      JUSO_COORD_API_KEY: COORD_KEY,
      JUSO_API_URL: `${base}/addrlink`,
      GEOCODER_ORDER: 'juso',
    });
    try {
      // A private address is refused by the SSRF-safe fetch: the provider fails → 503.
      const res = await search(strict, '부산 해운대구 해운대해변로 264').set('Accept-Language', 'ko').expect(503);
      expect(res.body.message).toBe('주소 검색 서비스에 연결하지 못했습니다. 잠시 후 다시 시도해 주세요.');
    } finally {
      await strict.close();
    }
  });

  it('never asks a provider whose keys are not configured', async () => {
    const res = await search(noKeys, '부산 해운대구 해운대해변로 264').expect(200);
    expect(res.body.result).toMatchObject({ provider: null, candidates: [] });
    expect(asked).toEqual([]);
  });
});
