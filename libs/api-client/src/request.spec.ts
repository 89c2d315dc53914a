// What reaches fetch: URL, query cleanup, crtfckey, headers and body cleanup.
import { createApiClient } from './index';
import { BASE_URL, envelopeResponse, fakeFetch } from './testing/fakes';
import type { TestPaths } from './testing/test-paths';

const okFetch = () => fakeFetch(() => envelopeResponse(200, null));

describe('request URL and query', () => {
  it('drops empty, null, false-like query params, keeps 0 (spec 000 §5)', async () => {
    const net = okFetch();
    const api = createApiClient<TestPaths>({ baseUrl: BASE_URL, fetch: net.fetch });
    await api.GET('/api/layers', {
      params: {
        query: {
          pageIndex: 0,
          pageSize: NaN,
          searchTxt: '',
          holdDataSeCode: null,
          excludeMyId: false,
          lyrTySeCode: [1, 3],
        },
      },
    });
    expect(net.calls).toHaveLength(1);
    expect(net.calls[0].method).toBe('GET');
    expect(net.calls[0].url).toBe(`${BASE_URL}/api/layers?pageIndex=0&lyrTySeCode=1&lyrTySeCode=3`);
  });

  it('adds crtfckey to the query and X-API-Key to the headers when an API key is set (spec 000 §7)', async () => {
    const net = okFetch();
    const api = createApiClient<TestPaths>({ baseUrl: BASE_URL, fetch: net.fetch, apiKey: 'k-123' });
    await api.GET('/api/layers', { params: { query: { pageIndex: 1 } } });
    await api.GET('/api/users/me');
    expect(net.calls.map((r) => r.url)).toEqual([
      `${BASE_URL}/api/layers?pageIndex=1&crtfckey=k-123`,
      `${BASE_URL}/api/users/me?crtfckey=k-123`,
    ]);
    expect(net.calls.map((r) => r.headers.get('X-API-Key'))).toEqual(['k-123', 'k-123']);
  });

  it('sends neither crtfckey nor X-API-Key without an API key', async () => {
    const net = okFetch();
    const api = createApiClient<TestPaths>({ baseUrl: BASE_URL, fetch: net.fetch });
    await api.GET('/api/users/me');
    expect(net.calls[0].url).toBe(`${BASE_URL}/api/users/me`);
    expect(net.calls[0].headers.has('X-API-Key')).toBe(false);
  });

  it('fills path parameters', async () => {
    const net = okFetch();
    const api = createApiClient<TestPaths>({ baseUrl: BASE_URL, fetch: net.fetch });
    await api.GET('/api/instt/{insttCode}', { params: { path: { insttCode: 'I 01' } } });
    expect(net.calls[0].url).toBe(`${BASE_URL}/api/instt/I%2001`);
  });
});

describe('request headers', () => {
  it('sends the bearer token and the location hash read at request time', async () => {
    const net = okFetch();
    let token: string | null = 'tok-1';
    let hash: string | undefined = '#/map/1';
    const api = createApiClient<TestPaths>({
      baseUrl: BASE_URL,
      fetch: net.fetch,
      getAccessToken: () => token,
      locationHash: () => hash,
    });
    await api.GET('/api/users/me');
    token = null;
    hash = undefined;
    await api.GET('/api/users/me');
    expect(net.calls[0].headers.get('Authorization')).toBe('Bearer tok-1');
    expect(net.calls[0].headers.get('X-Location-Hash')).toBe('#/map/1');
    expect(net.calls[1].headers.has('Authorization')).toBe(false);
    expect(net.calls[1].headers.has('X-Location-Hash')).toBe(false);
  });

  it('keeps an Authorization header given by the caller', async () => {
    const net = okFetch();
    const api = createApiClient<TestPaths>({
      baseUrl: BASE_URL,
      fetch: net.fetch,
      getAccessToken: () => 'tok-1',
    });
    await api.GET('/api/users/me', { headers: { Authorization: 'Bearer second-factor' } });
    expect(net.calls[0].headers.get('Authorization')).toBe('Bearer second-factor');
  });
});

describe('request body', () => {
  it('sends JSON without empty, null, false-like fields, keeps 0, recursively (spec 000 §5)', async () => {
    const net = okFetch();
    const api = createApiClient<TestPaths>({ baseUrl: BASE_URL, fetch: net.fetch });
    await api.POST('/api/layers/{lyrId}/shares', {
      params: { path: { lyrId: 'L1' } },
      body: {
        shareList: [
          { pblonsipScopeSeCode: '01', userId: 'u1', groupSn: null },
          { pblonsipScopeSeCode: '02', groupSn: 0 },
        ],
        ownerId: '',
        editAt: false,
      },
    });
    const sent = net.calls[0];
    expect(sent.method).toBe('POST');
    expect(sent.url).toBe(`${BASE_URL}/api/layers/L1/shares`);
    expect(sent.headers.get('Content-Type')).toBe('application/json');
    expect(await sent.text()).toBe(
      JSON.stringify({
        shareList: [
          { pblonsipScopeSeCode: '01', userId: 'u1' },
          { pblonsipScopeSeCode: '02', groupSn: 0 },
        ],
      }),
    );
  });

  it('sends form-encoded bodies cleaned when that Content-Type is asked for', async () => {
    const net = okFetch();
    const api = createApiClient<TestPaths>({ baseUrl: BASE_URL, fetch: net.fetch });
    await api.POST('/api/layers/{lyrId}/shares', {
      params: { path: { lyrId: 'L1' } },
      body: { shareList: [], ownerId: 'o1', memo: '', editAt: false },
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(await net.calls[0].text()).toBe('shareList=&ownerId=o1');
  });

  it('passes FormData through untouched, empty fields included', async () => {
    const net = okFetch();
    const api = createApiClient<TestPaths>({ baseUrl: BASE_URL, fetch: net.fetch });
    const form = new FormData();
    form.append('files', new Blob(['abc'], { type: 'text/plain' }), 'a.txt');
    form.append('memo', '');
    // openapi-typescript types multipart bodies as objects; the app sends FormData.
    await api.POST('/api/attachments', { body: form as unknown as { files: string[] } });
    const received = await net.calls[0].formData();
    expect(net.calls[0].headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(received.get('memo')).toBe('');
    expect(await (received.get('files') as Blob).text()).toBe('abc');
  });
});
