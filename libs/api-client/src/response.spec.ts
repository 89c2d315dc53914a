// Success answers: `_str` display dates and unwrap().
import { ApiError, createApiClient } from './index';
import { BASE_URL, envelopeResponse, fakeFetch, fakePresenter } from './testing/fakes';
import type { TestLayer, TestPage, TestPaths, TestUser } from './testing/test-paths';

describe('JSON answers get _str date fields (spec 000 §5)', () => {
  it('adds <field>_str throughout the envelope result', async () => {
    const page = {
      content: [{ lyrId: 'L1', lyrNm: 'roads', registDt: '2024-03-01T00:30:00Z', updtDt: null }],
      totalElements: 1,
      pageIndex: 1,
      pageSize: 10,
      last: true,
    };
    const net = fakeFetch(() => envelopeResponse(200, page));
    const api = createApiClient<TestPaths>({ baseUrl: BASE_URL, fetch: net.fetch });
    const { data } = await api.GET('/api/layers');
    expect(data).toEqual({
      code: 200,
      message: 'message',
      result: { ...page, content: [{ ...page.content[0], registDt_str: '2024-03-01 09:30:00' }] },
    });
  });

  it('leaves non-JSON answers (downloads) as sent', async () => {
    const zip = new Uint8Array([80, 75, 3, 4]);
    const net = fakeFetch(
      () => new Response(zip, { status: 200, headers: { 'Content-Type': 'application/zip' } }),
    );
    const api = createApiClient<TestPaths>({ baseUrl: BASE_URL, fetch: net.fetch });
    const { data, response } = await api.POST('/api/attachments/{atchmnflId}/download', {
      params: { path: { atchmnflId: 'A1' } },
      parseAs: 'blob',
    });
    expect(response.headers.get('Content-Type')).toBe('application/zip');
    expect(new Uint8Array(await data!.arrayBuffer())).toEqual(zip);
  });
});

describe('unwrap', () => {
  it('resolves the envelope result of a 2xx answer, typed from the schema', async () => {
    const user = { userId: 'u1', userNm: 'Kim', registDt: '2024-03-01T00:00:00Z' };
    const api = createApiClient<TestPaths>({
      baseUrl: BASE_URL,
      fetch: fakeFetch(() => envelopeResponse(200, user)).fetch,
    });
    const me: TestUser = await api.unwrap(api.GET('/api/users/me'));
    // @ts-expect-error the result is a user, not a page
    const notAPage: TestPage<TestLayer> = me;
    expect(notAPage).toBe(me);
    expect(me).toEqual({ ...user, registDt_str: '2024-03-01 09:00:00' });
  });

  it('types paged results', async () => {
    const page: TestPage<TestLayer> = {
      content: [],
      totalElements: 0,
      pageIndex: 1,
      pageSize: 10,
      last: true,
    };
    const api = createApiClient<TestPaths>({
      baseUrl: BASE_URL,
      fetch: fakeFetch(() => envelopeResponse(200, page)).fetch,
    });
    const result: TestPage<TestLayer> = await api.unwrap(api.GET('/api/layers'));
    expect(result.last).toBe(true);
  });

  it('resolves a non-envelope body (blob) as is', async () => {
    const api = createApiClient<TestPaths>({
      baseUrl: BASE_URL,
      fetch: fakeFetch(() => new Response('zip', { headers: { 'Content-Type': 'application/zip' } })).fetch,
    });
    const blob: Blob = await api.unwrap(
      api.POST('/api/attachments/{atchmnflId}/download', {
        params: { path: { atchmnflId: 'A1' } },
        parseAs: 'blob',
      }),
    );
    expect(await blob.text()).toBe('zip');
  });

  it('rejects a non-2xx answer with ApiError carrying status, code and result', async () => {
    const ui = fakePresenter();
    const api = createApiClient<TestPaths>({
      baseUrl: BASE_URL,
      fetch: fakeFetch(() => envelopeResponse(409, 'already shared')).fetch,
      presenter: ui.presenter,
    });
    const error = await api.unwrap(api.GET('/api/users/me')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      code: 409,
      result: 'already shared',
      message: 'already shared',
    });
  });

  it('rejects a 2xx answer whose envelope code is not 2xx', async () => {
    const api = createApiClient<TestPaths>({
      baseUrl: BASE_URL,
      fetch: fakeFetch(
        () =>
          new Response(JSON.stringify({ code: 404, result: 'gone' }), {
            headers: { 'Content-Type': 'application/json' },
          }),
      ).fetch,
    });
    await expect(api.unwrap(api.GET('/api/users/me'))).rejects.toMatchObject({
      status: 404,
      code: 404,
      result: 'gone',
    });
  });
});
