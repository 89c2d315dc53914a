import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Stream } from 'node:stream';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { resetRateLimits } from './support/accounts';
import { createTestAppWith } from './support/test-app';

const PNG_BYTES = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

function binary(res: Stream, done: (err: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}

describe('map services and proxies (/api/map)', () => {
  let upstream: http.Server;
  let base: string;
  const received: URL[] = [];
  let app: INestApplication;
  let strict: INestApplication;
  let keyed: INestApplication;

  beforeAll(async () => {
    // A local OGC server: the answer depends on the LAYERS / TYPENAME asked for.
    upstream = http.createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://local');
      received.push(url);
      const layer = url.searchParams.get('LAYERS') ?? url.searchParams.get('TYPENAME') ?? '';
      if (layer === 'html') {
        res.writeHead(200, { 'Content-Type': 'text/html' }).end('<script>alert(1)</script>');
      } else if (layer === 'svg') {
        res.writeHead(200, { 'Content-Type': 'image/svg+xml' }).end('<svg/>');
      } else if (layer === 'big') {
        res.writeHead(200, { 'Content-Type': 'image/png' }).end(Buffer.alloc(64 * 1024));
      } else if (layer === 'slow') {
        setTimeout(() => res.writeHead(200, { 'Content-Type': 'image/png' }).end(PNG_BYTES), 2000);
      } else if (layer === 'broken') {
        res.writeHead(500, { 'Content-Type': 'text/plain' }).end('upstream exploded');
      } else if (url.searchParams.get('SERVICE') === 'WFS') {
        res
          .writeHead(200, { 'Content-Type': 'application/json' })
          .end(JSON.stringify({ type: 'FeatureCollection', features: [] }));
      } else {
        res.writeHead(200, { 'Content-Type': 'image/png' }).end(PNG_BYTES);
      }
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
    const upstreams = JSON.stringify({ local: `${base}/ows?apikey=SECRET-KEY` });
    app = await createTestAppWith({
      ALLOW_PRIVATE_URLS: 'true',
      MAP_PROXY_UPSTREAMS: upstreams,
      MAP_PROXY_MAX_BYTES: '4096',
      MAP_PROXY_TIMEOUT_MS: '500',
      MAP_PROXY_RATE_LIMIT: '40',
    });
    // Same allow-list, but outbound requests to private addresses refused (the default).
    strict = await createTestAppWith({ ALLOW_PRIVATE_URLS: 'false', MAP_PROXY_UPSTREAMS: upstreams });
    keyed = await createTestAppWith({ VWORLD_API_KEY: 'TEST-VWORLD-KEY-0001', KAKAO_MAP_APP_KEY: 'kakaoTestKey123' });
  });
  beforeEach(() => resetRateLimits(app));
  afterAll(async () => {
    await Promise.all([app?.close(), strict?.close(), keyed?.close()]);
    upstream.closeAllConnections();
    await new Promise((resolve) => upstream.close(resolve));
  });

  const get = (path: string, a = app) => request(a.getHttpServer()).get(path).buffer(true).parse(binary);
  const message = (res: { body: Buffer }) =>
    (JSON.parse(res.body.toString('utf8')) as { message: string }).message;

  describe('GET /api/map/services', () => {
    it('says the parcel lookup and road view are unavailable, and why, without their keys', async () => {
      const res = await request(app.getHttpServer()).get('/api/map/services').expect(200);
      expect(res.body.result).toEqual({
        parcelInfo: {
          available: false,
          reason: '연속지적도 조회에 필요한 브이월드 API 키(VWORLD_API_KEY)가 설정되지 않았습니다.',
        },
        roadView: {
          available: false,
          reason: '로드뷰에 필요한 카카오맵 앱 키(KAKAO_MAP_APP_KEY)가 설정되지 않았습니다.',
        },
        roadViewAppKey: null,
        proxyUpstreams: ['local'],
      });
    });

    it('reports them available when configured, with the vworld upstream', async () => {
      const res = await request(keyed.getHttpServer()).get('/api/map/services').expect(200);
      expect(res.body.result).toEqual({
        parcelInfo: { available: true, reason: null },
        roadView: { available: true, reason: null },
        roadViewAppKey: 'kakaoTestKey123',
        proxyUpstreams: ['vworld'],
      });
    });
  });

  describe('passing requests through', () => {
    it('forwards a WMS GetMap with the upstream key injected and passes the image on', async () => {
      received.length = 0;
      const res = await get(
        '/api/map/wms?upstream=local&SERVICE=WMS&REQUEST=GetMap&VERSION=1.3.0&LAYERS=roads&CRS=EPSG:3857&BBOX=0,0,1,1&WIDTH=256&HEIGHT=256&FORMAT=image/png',
      ).expect(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(Buffer.compare(res.body as Buffer, PNG_BYTES)).toBe(0);
      expect(received).toHaveLength(1);
      const sent = received[0];
      expect(sent.pathname).toBe('/ows');
      expect(sent.searchParams.get('apikey')).toBe('SECRET-KEY');
      expect(sent.searchParams.get('LAYERS')).toBe('roads');
      expect(sent.searchParams.get('BBOX')).toBe('0,0,1,1');
      expect(sent.searchParams.has('upstream')).toBe(false);
    });

    it('forwards a WFS GetFeature (SERVICE added when absent) and passes JSON on', async () => {
      received.length = 0;
      const res = await get(
        '/api/map/wfs?upstream=local&request=GetFeature&typeName=parcels&outputFormat=application/json&count=10',
      ).expect(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse((res.body as Buffer).toString())).toEqual({
        type: 'FeatureCollection',
        features: [],
      });
      expect(received[0].searchParams.get('SERVICE')).toBe('WFS');
      expect(received[0].searchParams.get('typeName')).toBe('parcels');
    });

    it('answers 502 when the upstream fails', async () => {
      await get('/api/map/wms?upstream=local&REQUEST=GetMap&LAYERS=broken').expect(502);
    });
  });

  describe('never an open proxy', () => {
    it('refuses an unknown or missing upstream', async () => {
      const unknown = await get('/api/map/wms?upstream=elsewhere&REQUEST=GetMap').expect(404);
      expect(message(unknown)).toBe('설정되지 않은 지도 서비스입니다. (elsewhere)');
      const missing = await get('/api/map/wms?REQUEST=GetMap').expect(400);
      expect(message(missing)).toBe('upstream 파라미터로 연결할 지도 서비스를 지정해 주세요.');
      await get('/api/map/wms?upstream=http://127.0.0.1/&REQUEST=GetMap').expect(404);
    });

    it('passes only OGC parameters, never the caller’s key or address', async () => {
      received.length = 0;
      const url = await get(
        `/api/map/wms?upstream=local&REQUEST=GetMap&url=${encodeURIComponent(base)}`,
      ).expect(400);
      expect(message(url)).toBe('지도 프록시에서 쓸 수 없는 파라미터입니다. (url)');
      await get('/api/map/wms?upstream=local&REQUEST=GetMap&apikey=mine').expect(400);
      const twice = await get('/api/map/wms?upstream=local&REQUEST=GetMap&LAYERS=a&layers=b').expect(400);
      expect(message(twice)).toBe('파라미터가 두 번 이상 들어 있습니다. (layers)');
      expect(received).toHaveLength(0);
    });

    it('allows only the read requests of the service asked for', async () => {
      const tx = await get('/api/map/wfs?upstream=local&REQUEST=Transaction').expect(400);
      expect(message(tx)).toBe('지도 프록시에서 허용하지 않는 요청입니다. (Transaction)');
      await get('/api/map/wms?upstream=local').expect(400);
      const mismatch = await get('/api/map/wms?upstream=local&SERVICE=WFS&REQUEST=GetFeature').expect(400);
      expect(message(mismatch)).toBe('SERVICE 파라미터는 WMS이어야 합니다.');
      await request(app.getHttpServer()).post('/api/map/wms?upstream=local&REQUEST=GetMap').expect(404);
    });

    it('refuses HTML and SVG answers, oversized answers and slow upstreams', async () => {
      const html = await get('/api/map/wms?upstream=local&REQUEST=GetFeatureInfo&LAYERS=html').expect(503);
      expect(message(html)).toBe('지도 서비스가 허용되지 않은 형식(text/html)으로 응답했습니다.');
      await get('/api/map/wms?upstream=local&REQUEST=GetMap&LAYERS=svg').expect(503);
      const big = await get('/api/map/wms?upstream=local&REQUEST=GetMap&LAYERS=big').expect(503);
      expect(message(big)).toMatch(/^지도 서비스의 응답이 허용된 크기\(4(\.0)? ?KB\)보다 큽니다\.$/);
      const slow = await get('/api/map/wms?upstream=local&REQUEST=GetMap&LAYERS=slow').expect(503);
      expect(message(slow)).toBe('지도 서비스가 제한 시간 안에 응답하지 않았습니다.');
    });

    it('refuses upstreams at private addresses unless ALLOW_PRIVATE_URLS', async () => {
      received.length = 0;
      const res = await get('/api/map/wms?upstream=local&REQUEST=GetMap', strict).expect(503);
      expect(message(res)).toBe('지도 서비스에 연결하지 못했습니다. (refusedAddress)');
      expect(received).toHaveLength(0);
    });

    it('limits requests per client address (429)', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 42; i++)
        statuses.push((await get('/api/map/wms?upstream=local&REQUEST=GetMap&LAYERS=roads')).status);
      expect(statuses.slice(0, 40).every((s) => s === 200)).toBe(true);
      expect(statuses.slice(40)).toEqual([429, 429]);
    });
  });
});
