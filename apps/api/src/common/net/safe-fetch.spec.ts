import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { isRefusedAddress } from './address-policy';
import { OutboundRequestError } from './outbound-error';
import { assertOutboundHost, parseOutboundUrl, safeFetch } from './safe-fetch';

describe('outbound address policy', () => {
  it.each([
    '127.0.0.1',
    '127.9.9.9',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    'fe80::1',
    'fc00::1',
    'fd12:3456::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:8.8.8.8',
    '64:ff9b::7f00:1',
    '[::1]',
    'localhost',
  ])('refuses %s', (ip) => expect(isRefusedAddress(ip)).toBe(true));

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '211.234.10.20',
    '172.32.0.1',
    '2606:4700:4700::1111',
    '2001:4860:4860::8888',
  ])('allows %s', (ip) => expect(isRefusedAddress(ip)).toBe(false));

  it('accepts http and https only, without credentials', () => {
    expect(() => parseOutboundUrl('file:///etc/passwd')).toThrow(
      expect.objectContaining({ failure: 'protocol' }),
    );
    expect(() => parseOutboundUrl('gopher://example.com/')).toThrow(
      expect.objectContaining({ failure: 'protocol' }),
    );
    expect(() => parseOutboundUrl('http://user:secret@example.com/')).toThrow(
      expect.objectContaining({ failure: 'credentials' }),
    );
    expect(() => parseOutboundUrl('not a url')).toThrow(OutboundRequestError);
    expect(parseOutboundUrl('https://example.com/wms?x=1').host).toBe('example.com');
  });
});

describe('safe fetch', () => {
  let server: http.Server;
  let base: string;
  let hits = 0;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      hits += 1;
      const url = req.url ?? '/';
      if (url === '/ok') res.end('hello');
      else if (url === '/to-other-loopback')
        res.writeHead(302, { location: `http://127.0.0.2:${port()}/ok` }).end();
      else if (url === '/to-ok') res.writeHead(301, { location: '/ok' }).end();
      else if (url === '/loop') res.writeHead(302, { location: '/loop' }).end();
      else if (url === '/big') res.end(Buffer.alloc(2048, 'x'));
      else if (url === '/slow') setTimeout(() => res.end('late'), 2000);
      else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${port()}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const port = () => (server.address() as AddressInfo).port;
  // Only 127.0.0.1 (this test's server) counts as reachable.
  const onlyThisServer = { allowPrivate: false, policy: (ip: string) => ip === '127.0.0.1' };

  it('refuses loopback and private targets unless allowed, before connecting', async () => {
    const before = hits;
    await expect(safeFetch(`${base}/ok`, { allowPrivate: false })).rejects.toMatchObject({
      failure: 'refusedAddress',
    });
    await expect(safeFetch(`http://localhost:${port()}/ok`, { allowPrivate: false })).rejects.toMatchObject({
      failure: 'refusedAddress',
    });
    await expect(
      assertOutboundHost(new URL(`http://localhost:${port()}/`), { allowPrivate: false }),
    ).rejects.toMatchObject({
      failure: 'refusedAddress',
    });
    expect(hits).toBe(before);
    const ok = await safeFetch(`http://localhost:${port()}/ok`, { allowPrivate: true });
    expect(ok).toMatchObject({ status: 200 });
    expect(ok.body.toString()).toBe('hello');
  });

  it('follows redirects to allowed targets only, a few at most', async () => {
    expect((await safeFetch(`${base}/to-ok`, onlyThisServer)).url).toBe(`${base}/ok`);
    await expect(safeFetch(`${base}/to-other-loopback`, onlyThisServer)).rejects.toMatchObject({
      failure: 'refusedAddress',
    });
    await expect(safeFetch(`${base}/loop`, onlyThisServer)).rejects.toMatchObject({ failure: 'redirects' });
  });

  it('limits the size and the time', async () => {
    await expect(safeFetch(`${base}/big`, { ...onlyThisServer, maxBytes: 1000 })).rejects.toMatchObject({
      failure: 'tooLarge',
    });
    await expect(safeFetch(`${base}/slow`, { ...onlyThisServer, timeoutMs: 200 })).rejects.toMatchObject({
      failure: 'timeout',
    });
  });
});
