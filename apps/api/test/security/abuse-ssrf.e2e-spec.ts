import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { INestApplication } from '@nestjs/common';
import { USER_SE_CODES } from '@nuri/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { translate } from '../../src/common/i18n/locale';
import { ConfigError, parseConfig } from '../../src/config/config.schema';
import { resetRateLimits } from '../support/accounts';
import { Factories } from '../support/factories';
import { createTestAppWith } from '../support/test-app';

const WMS = `<?xml version="1.0" encoding="UTF-8"?>
<WMS_Capabilities version="1.3.0" xmlns="http://www.opengis.net/wms">
  <Service><Name>WMS</Name><Title>허용된 내부 지도</Title></Service>
  <Capability><Layer><Title>전체</Title><Layer queryable="1"><Name>roads</Name><Title>도로</Title></Layer></Layer></Capability>
</WMS_Capabilities>`;

/** Creates an app under extra environment variables, restoring them afterwards. */

const listen = (server: http.Server, host: string) =>
  new Promise<number>((resolve) => server.listen(0, host, () => resolve((server.address() as AddressInfo).port)));

/**
 * Server-side request forgery through every place the API fetches an address: web layer
 * registration and its capabilities preview (the caller's URL) and the map proxies (configured
 * upstreams). A "secret" server on 127.0.0.1 counts its hits and must never be reached: not
 * through loopback, private or link-local addresses in any spelling, not through names that
 * resolve to them, not through a permitted server that redirects there, not through other
 * schemes. The permitted server (127.0.0.2, the only range in ALLOW_PRIVATE_URLS of the narrow
 * app) shows that redirects are followed, and each hop checked again.
 */
describe('security: SSRF through web layers and map proxies', () => {
  let secret: http.Server;
  let secretPort: number;
  let secretHits = 0;
  let relay: http.Server;
  let relayBase: string;
  const relayHits: string[] = [];
  /** Public addresses only (the default). */
  let strict: INestApplication;
  /** Public addresses plus 127.0.0.2/32 (ALLOW_PRIVATE_URLS as a list). */
  let narrow: INestApplication;
  let member: { auth: { Authorization: string }; user: { userId: string } };
  const redirectTargets = () => [
    `http://127.0.0.1:${secretPort}/secret`,
    `http://localhost:${secretPort}/secret`,
    `http://vm:${secretPort}/secret`,
    `http://[::1]:${secretPort}/secret`,
    `http://[::ffff:127.0.0.1]:${secretPort}/secret`,
    `http://2130706433:${secretPort}/secret`,
    `http://0x7f000001:${secretPort}/secret`,
    'http://169.254.169.254/latest/meta-data/',
    'http://10.0.0.1/secret',
    'file:///etc/passwd',
    'gopher://127.0.0.1:6379/_INFO',
  ];

  const layersOf = async () =>
    (await strict.get(DataSource).query(`SELECT count(*)::int AS n FROM lyr WHERE register_id = $1`, [member.user.userId]))[0]
      .n as number;
  const register = (app: INestApplication, body: Record<string, unknown>) =>
    request(app.getHttpServer()).post('/api/layers/upload').set(member.auth).send({ uploadType: 'web', ...body });
  const preview = (app: INestApplication, url: string) =>
    request(app.getHttpServer()).post('/api/layers/upload/capabilities').set(member.auth).send({ url });

  /** 400 with the error envelope and one of the given messages. */
  function expectBadRequest(res: request.Response, messages: RegExp): void {
    expect([res.status, res.body.code]).toEqual([400, 400]);
    expect(res.body.message).toMatch(messages);
    expect(res.body.result).toBe(res.body.message);
  }
  const REFUSED = /^내부망이나 로컬 주소는 웹 레이어로 사용할 수 없습니다\. \(.+\)$/;
  const INVALID = new RegExp(`^${translate('upload.web.urlInvalid').replace(/[.()]/g, '\\$&')}$`);

  beforeAll(async () => {
    secret = http.createServer((_req, res) => {
      secretHits += 1;
      res.writeHead(200, { 'content-type': 'text/xml' }).end(WMS);
    });
    secretPort = await listen(secret, '127.0.0.1');
    relay = http.createServer((req, res) => {
      relayHits.push(req.url ?? '');
      const url = new URL(req.url ?? '/', 'http://relay');
      const to = url.searchParams.get('to');
      if (to) res.writeHead(302, { location: to }).end();
      else if (url.pathname === '/wms') res.writeHead(200, { 'content-type': 'text/xml' }).end(WMS);
      else res.writeHead(404).end();
    });
    relayBase = `http://127.0.0.2:${await listen(relay, '127.0.0.2')}`;
    const upstreams = {
      // A configured upstream that redirects to the secret server.
      relay: `${relayBase}/ows?to=${encodeURIComponent(`http://127.0.0.1:${secretPort}/secret`)}`,
      'relay-meta': `${relayBase}/ows?to=${encodeURIComponent('http://169.254.169.254/latest/meta-data/')}`,
      // Upstreams configured at refused addresses.
      loop: `http://127.0.0.1:${secretPort}/secret`,
      named: `http://localhost:${secretPort}/secret`,
      meta: 'http://169.254.169.254/latest/meta-data/',
    };
    strict = await createTestAppWith({ ALLOW_PRIVATE_URLS: 'false', MAP_PROXY_UPSTREAMS: JSON.stringify(upstreams) });
    narrow = await createTestAppWith({ ALLOW_PRIVATE_URLS: '127.0.0.2/32', MAP_PROXY_UPSTREAMS: JSON.stringify(upstreams) });
    const f = new Factories(strict);
    member = await f.actor((await f.newInstitution()).insttCode, USER_SE_CODES.MEMBER);
  });
  beforeEach(() => resetRateLimits(strict));
  afterAll(async () => {
    await Promise.all([strict?.close(), narrow?.close()]);
    for (const server of [secret, relay]) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
  afterEach(() => expect(secretHits).toBe(0));

  it('refuses loopback, private, link-local and shared ranges in every spelling (web layers and their preview)', async () => {
    const before = await layersOf();
    const p = secretPort;
    const targets = [
      `http://127.0.0.1:${p}/wms`,
      `http://127.1:${p}/wms`,
      `http://0.0.0.0:${p}/wms`,
      `http://0:${p}/wms`,
      `http://localhost:${p}/wms`,
      `http://vm:${p}/wms`,
      `http://[::1]:${p}/wms`,
      `http://[::]:${p}/wms`,
      `http://[::ffff:127.0.0.1]:${p}/wms`,
      `http://[0:0:0:0:0:ffff:7f00:1]:${p}/wms`,
      `http://2130706433:${p}/wms`,
      `http://0x7f000001:${p}/wms`,
      `http://0177.0.0.1:${p}/wms`,
      `http://0x7f.1:${p}/wms`,
      'http://10.0.0.1/wms',
      'http://172.16.0.1/wms',
      'http://172.31.255.254/wms',
      'http://192.168.0.1/wms',
      'http://169.254.169.254/latest/meta-data/',
      'http://100.64.0.1/wms',
      'http://[fc00::1]/wms',
      'http://[fd12:3456::1]/wms',
      'http://[fe80::1]/wms',
      'http://[64:ff9b::7f00:1]/wms',
      'https://127.0.0.1/wms',
      `http://127.0.0.1:${p}/{z}/{x}/{y}.png`,
      `http://[::1]:${p}/tiles/{z}/{x}/{-y}.png`,
    ];
    for (const url of targets) {
      expectBadRequest(await register(strict, { url }), REFUSED);
      if (!url.includes('{z}')) expectBadRequest(await preview(strict, url), REFUSED);
    }
    // Names that may or may not resolve here (*.localhost, the root-dotted form): refused either
    // for their loopback address or as unreachable, never fetched.
    for (const url of [`http://secret.localhost:${p}/wms`, `http://LOCALHOST.:${p}/wms`, `http://vm.:${p}/wms`]) {
      expectBadRequest(await register(strict, { url }), /^(내부망이나 로컬 주소|웹 서비스에 연결하지 못했습니다)/);
    }
    // The narrow app allows 127.0.0.2 only: the rest of loopback stays closed.
    for (const url of [`http://127.0.0.1:${p}/wms`, `http://localhost:${p}/wms`, 'http://169.254.169.254/latest/meta-data/']) {
      expectBadRequest(await register(narrow, { url }), REFUSED);
    }
    expect(await layersOf()).toBe(before);
  });

  it('reads ALLOW_PRIVATE_URLS as off, on, or a list of ranges, and refuses anything else at start-up', () => {
    const read = (value: string) => parseConfig({ ...process.env, ALLOW_PRIVATE_URLS: value }).ALLOW_PRIVATE_URLS;
    expect(read('false')).toBe(false);
    expect(read('true')).toBe(true);
    expect(read('10.20.0.0/16, fd00::/8,192.0.2.7')).toEqual(['10.20.0.0/16', 'fd00::/8', '192.0.2.7']);
    for (const bad of ['intranet', '10.0.0.0/33', 'localhost', '10.0.0.0/8/8', '*']) {
      expect(() => read(bad)).toThrow(ConfigError);
    }
  });

  it('refuses other schemes and addresses with credentials', async () => {
    const before = await layersOf();
    for (const url of [
      'file:///etc/passwd',
      `gopher://127.0.0.1:${secretPort}/_GET%20/secret`,
      `ftp://127.0.0.1:${secretPort}/wms`,
      'data:text/xml,<WMS_Capabilities/>',
      'javascript:alert(1)',
      `dict://127.0.0.1:${secretPort}/`,
      `ws://127.0.0.1:${secretPort}/`,
      'http://user:password@example.com/wms',
      '//127.0.0.1/wms',
      'not a url',
    ]) {
      expectBadRequest(await register(strict, { url }), INVALID);
      expectBadRequest(await preview(strict, url), INVALID);
    }
    expect(await layersOf()).toBe(before);
  });

  it('checks every redirect again: a permitted server redirecting to a refused address gets nothing', async () => {
    // The permitted server itself is reachable: a redirect to another of its own paths works.
    const ok = await preview(narrow, `${relayBase}/go?to=${encodeURIComponent(`${relayBase}/wms`)}`).expect(200);
    expect(ok.body.result.title).toBe('허용된 내부 지도');
    const before = await layersOf();
    relayHits.length = 0;
    for (const target of redirectTargets()) {
      const url = `${relayBase}/go?to=${encodeURIComponent(target)}`;
      const expected = /^(file|gopher):/.test(target) ? INVALID : REFUSED;
      expectBadRequest(await register(narrow, { url }), expected);
      expectBadRequest(await preview(narrow, url), expected);
    }
    // The redirects were really answered (each attempt reached the permitted server)…
    expect(relayHits.length).toBe(redirectTargets().length * 2);
    // …and the strict app does not even reach the permitted server.
    expectBadRequest(await register(strict, { url: `${relayBase}/wms` }), REFUSED);
    expect(relayHits.length).toBe(redirectTargets().length * 2);
    expect(await layersOf()).toBe(before);
  });

  it('never lets the map proxies reach a refused address: not as an upstream, not through its redirect', async () => {
    const get = (app: INestApplication, query: string) =>
      request(app.getHttpServer()).get(`/api/map/wms?${query}&REQUEST=GetMap&LAYERS=roads`);
    relayHits.length = 0;
    for (const upstream of ['relay', 'relay-meta', 'loop', 'named', 'meta']) {
      const res = await get(narrow, `upstream=${upstream}`);
      const message = translate('mapProxy.upstreamFailed', { reason: 'refusedAddress' });
      // The caller asked for nothing wrong: the configured upstream is unusable (503), with the reason.
      expect([upstream, res.status, res.body]).toEqual([upstream, 503, { code: 503, message, result: message }]);
    }
    expect(relayHits).toHaveLength(2);
    // The caller cannot name an address of its own: not as the upstream, not as a parameter.
    await get(narrow, `upstream=${encodeURIComponent(`http://127.0.0.1:${secretPort}/secret`)}`).expect(404);
    const param = await get(narrow, `upstream=relay&url=${encodeURIComponent(`http://127.0.0.1:${secretPort}/secret`)}`).expect(400);
    expect(param.body.message).toBe(translate('mapProxy.paramNotAllowed', { param: 'url' }));
    // With public addresses only, the permitted-in-narrow relay is refused before any request.
    await get(strict, 'upstream=relay').expect(503);
    expect(relayHits).toHaveLength(2);
  });
});
