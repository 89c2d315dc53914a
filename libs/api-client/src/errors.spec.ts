// Error rules of spec 000 §8 / spec 001 §8, the global API status (spec 000 §4) and
// the 403 redirect of spec 000 §6.
import { ApiError, ERROR_TITLE_HEADER, QUIET_ERRORS_HEADER, RequestCanceledError, createApiClient, errorTitle, quietErrors, type ApiClientOptions } from './index';
import {
  BASE_URL,
  envelopeResponse,
  fakeFetch,
  fakePresenter,
  fakeProgress,
  outcomeOf,
  settle,
} from './testing/fakes';
import type { TestPaths } from './testing/test-paths';

/** A client whose network answers with `answer(pathname)`. */
function setup(answer: (path: string) => Response, extra: Partial<ApiClientOptions> = {}, hold = false) {
  const ui = fakePresenter(hold);
  const progress = fakeProgress();
  const net = fakeFetch((request) => answer(new URL(request.url).pathname));
  const api = createApiClient<TestPaths>({
    baseUrl: BASE_URL,
    fetch: net.fetch,
    presenter: ui.presenter,
    progress,
    ...extra,
  });
  return { api, ui, net, progress };
}

/** 403 for the layer list, 200 elsewhere. */
const forbiddenLayers = (path: string): Response =>
  path === '/api/layers' ? envelopeResponse(403, 'menu not allowed') : envelopeResponse(200, null);

describe('401: session ended', () => {
  it('alerts with a login button, redirects to /logout after the alert, and never resolves', async () => {
    const { api, ui, progress } = setup(() => envelopeResponse(401, null), {}, true);
    const request = api.GET('/api/layers');
    expect(await outcomeOf(request)).toEqual({ state: 'pending' });
    expect(ui.alerts).toEqual([
      {
        type: 'failure',
        message: 'the session has ended, log in again',
        messageKey: 'error.sessionEnded',
        loginButton: true,
      },
    ]);
    expect(ui.redirects).toEqual([]);
    expect(progress.stops).toBe(1);
    await ui.close();
    expect(ui.redirects).toEqual(['/logout']);
    expect(await outcomeOf(request)).toEqual({ state: 'pending' });
    expect(await outcomeOf(api.unwrap(api.GET('/api/layers')))).toEqual({ state: 'pending' });
  });

  it('prefixes the logout path with the admin context path', async () => {
    const { api, ui } = setup(() => envelopeResponse(401, null), { adminContextPath: () => '/admin' });
    void api.GET('/api/layers');
    await settle(10);
    expect(ui.redirects).toEqual(['/admin/logout']);
  });

  it('does not change the global status', async () => {
    const { api, net } = setup(() => envelopeResponse(401, null));
    void api.GET('/api/layers');
    await settle(10);
    expect(api.status.get()).toBe(200);
    void api.GET('/api/layers');
    await settle(10);
    expect(net.calls).toHaveLength(2);
  });
});

describe('403: no permission', () => {
  it('rejects, sets the status, cancels new requests until the alert is closed, then redirects', async () => {
    const { api, ui, net, progress } = setup(forbiddenLayers, { returnAddress: () => '/maps/7' }, true);

    const error = await api.GET('/api/layers').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 403,
      code: 403,
      result: 'menu not allowed',
      message: 'no permission',
    });
    expect(api.status.get()).toBe(403);
    expect(ui.alerts).toEqual([
      { type: 'failure', message: 'no permission', messageKey: 'error.noPermission' },
    ]);
    expect(progress.stops).toBe(1);

    // While the status is not 200: cancelled before fetch.
    const canceled = await api.GET('/api/users/me').catch((e: unknown) => e);
    expect(canceled).toBeInstanceOf(RequestCanceledError);
    expect((canceled as Error).message).toBe('Request canceled');
    expect(net.calls).toHaveLength(1);
    expect(progress.stops).toBe(2);
    expect(ui.redirects).toEqual([]);

    await ui.close();
    expect(api.status.get()).toBe(200);
    expect(ui.redirects).toEqual(['/maps/7']);
    await api.GET('/api/users/me');
    expect(net.calls).toHaveLength(2);
  });

  it('redirects to / without a stored return address', async () => {
    const { api, ui } = setup(() => envelopeResponse(403, null));
    await expect(api.GET('/api/layers')).rejects.toBeInstanceOf(ApiError);
    await settle();
    expect(ui.redirects).toEqual(['/']);
  });

  describe('map-picking entry point', () => {
    const mapPicking = { mapPickingEntry: true, returnAddress: () => '/back' };

    it('redirects to /main', async () => {
      const { api, ui } = setup(() => envelopeResponse(403, null), mapPicking);
      await expect(api.GET('/api/layers')).rejects.toMatchObject({ status: 403 });
      await settle();
      expect(ui.redirects).toEqual(['/main']);
    });

    it('keeps the return address for my info and the institution lookup', async () => {
      const { api, ui } = setup(() => envelopeResponse(403, null), mapPicking);
      await expect(api.GET('/api/users/me')).rejects.toMatchObject({ status: 403 });
      await settle();
      await expect(
        api.GET('/api/instt/{insttCode}', { params: { path: { insttCode: 'I1' } } }),
      ).rejects.toMatchObject({
        status: 403,
      });
      await settle();
      expect(ui.redirects).toEqual(['/back', '/back']);
    });
  });

  it('still resets the status and redirects when the alert itself fails', async () => {
    const { api, ui } = setup(() => envelopeResponse(403, null));
    ui.presenter.alert = () => Promise.reject(new Error('modal crashed'));
    await expect(api.GET('/api/layers')).rejects.toBeInstanceOf(ApiError);
    await settle();
    expect(api.status.get()).toBe(200);
    expect(ui.redirects).toEqual(['/']);
  });

  it('status.reset() lifts the cancellation while the alert is still open', async () => {
    const { api, net } = setup(forbiddenLayers, {}, true);
    await expect(api.GET('/api/layers')).rejects.toBeInstanceOf(ApiError);
    await expect(api.GET('/api/users/me')).rejects.toBeInstanceOf(RequestCanceledError);
    api.status.reset();
    expect(api.status.get()).toBe(200);
    const { data } = await api.GET('/api/users/me');
    expect(data).toEqual({ code: 200, message: 'message', result: null });
    expect(net.calls).toHaveLength(2);
  });
});

describe('500: server problem', () => {
  it('alerts the fixed text and answers with the error envelope', async () => {
    const { api, ui, progress } = setup(() => envelopeResponse(500, 'stack trace'));
    const { data, error, response } = await api.GET('/api/layers');
    expect(data).toBeUndefined();
    expect(response.status).toBe(500);
    expect(error).toEqual({ code: 500, message: 'message', result: 'stack trace' });
    expect(ui.alerts).toEqual([
      {
        type: 'failure',
        message: 'a problem occurred on the server while processing the request',
        messageKey: 'error.serverError',
      },
    ]);
    expect(progress.stops).toBe(1);
    await expect(api.unwrap(api.GET('/api/layers'))).rejects.toMatchObject({
      status: 500,
      message: 'a problem occurred on the server while processing the request',
      messageKey: 'error.serverError',
    });
  });
});

describe('429: rate limited', () => {
  it('puts the message into result and does not alert', async () => {
    const { api, ui, progress } = setup(() => envelopeResponse(429, null, 'too many requests, wait 10 s'));
    const { error } = await api.GET('/api/layers');
    expect(error).toEqual({
      code: 429,
      message: 'too many requests, wait 10 s',
      result: 'too many requests, wait 10 s',
    });
    const rejected = await api.unwrap(api.GET('/api/layers')).catch((e: unknown) => e);
    expect(rejected).toBeInstanceOf(ApiError);
    expect(rejected).toMatchObject({
      status: 429,
      code: 429,
      result: 'too many requests, wait 10 s',
      message: 'too many requests, wait 10 s',
    });
    await settle();
    expect(ui.alerts).toEqual([]);
    expect(progress.stops).toBe(2);
    expect(api.status.get()).toBe(200);
  });
});

describe('other statuses', () => {
  const title = { title: 'error notice', titleKey: 'error.title' };

  it('alerts the result text, titled error notice', async () => {
    const { api, ui, progress } = setup(() => envelopeResponse(404, 'no such layer'));
    const { error } = await api.GET('/api/layers');
    expect(error).toEqual({ code: 404, message: 'message', result: 'no such layer' });
    expect(ui.alerts).toEqual([{ type: 'failure', message: 'no such layer', ...title }]);
    expect(progress.stops).toBe(1);
  });

  it("titles the alert by the request's content when the call names it, and never sends the title header", async () => {
    const { api, ui, net } = setup(() => envelopeResponse(404, 'no such base map'));
    const { error } = await api.GET('/api/layers', { ...errorTitle('basemap.lookupTitle') });
    expect(error).toEqual({ code: 404, message: 'message', result: 'no such base map' });
    expect(ui.alerts).toEqual([{ type: 'failure', message: 'no such base map', title: 'error notice', titleKey: 'basemap.lookupTitle' }]);
    expect(net.calls[0]?.headers.get(ERROR_TITLE_HEADER)).toBeNull();
  });

  it('leaves a quiet call\'s failure to the screen: no alert, the error answered, the header never sent', async () => {
    const { api, ui, net } = setup(() => envelopeResponse(404, 'no thumbnail'));
    const { error } = await api.GET('/api/layers', { ...quietErrors() });
    expect(error).toEqual({ code: 404, message: 'message', result: 'no thumbnail' });
    expect(ui.alerts).toEqual([]);
    expect(api.status.get()).toBe(200);
    expect(net.calls[0]?.headers.get(QUIET_ERRORS_HEADER)).toBeNull();
  });

  it('keeps only the listed statuses quiet: a quiet-404 call still alerts a 409', async () => {
    let status = 404;
    const { api, ui } = setup(() => envelopeResponse(status, status === 404 ? 'no such institution' : 'broken'));
    await api.GET('/api/layers', { ...quietErrors(404) });
    expect(ui.alerts).toEqual([]);
    status = 409;
    await api.GET('/api/layers', { ...quietErrors(404) });
    expect(ui.alerts).toEqual([{ type: 'failure', message: 'broken', ...title }]);
  });

  it('joins the messages of a 400 validation list', async () => {
    const list = [
      { field: 'pageSize', message: 'pageSize must be at most 1000' },
      { field: 'searchTxt', message: 'searchTxt must be at most 100 characters' },
    ];
    const { api, ui } = setup(() => envelopeResponse(400, list));
    await expect(api.unwrap(api.GET('/api/layers'))).rejects.toMatchObject({ status: 400, result: list });
    expect(ui.alerts).toEqual([
      {
        type: 'failure',
        message: 'pageSize must be at most 1000\nsearchTxt must be at most 100 characters',
        ...title,
      },
    ]);
  });

  it("uses the envelope's message when the result carries data instead of text", async () => {
    const { api, ui } = setup(() => envelopeResponse(409, { selfLockout: true, callerIp: '10.0.0.1' }, '이 규칙을 추가하면 접속이 차단됩니다.'));
    await expect(api.unwrap(api.GET('/api/layers'))).rejects.toMatchObject({
      status: 409,
      message: '이 규칙을 추가하면 접속이 차단됩니다.',
      result: { selfLockout: true, callerIp: '10.0.0.1' },
    });
    expect(ui.alerts).toEqual([{ type: 'failure', message: '이 규칙을 추가하면 접속이 차단됩니다.', ...title }]);
  });

  it('falls back to the default text without a result text', async () => {
    const defaultAlert = {
      type: 'failure',
      message: 'temporary error, contact the administrator if it persists',
      messageKey: 'error.temporary',
      ...title,
    };
    const json = setup(() => envelopeResponse(409, null, ''));
    await json.api.GET('/api/layers');
    const html = setup(
      () =>
        new Response('<html>Bad Gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } }),
    );
    const { error } = await html.api.GET('/api/layers');
    expect(error).toBe('<html>Bad Gateway</html>');
    expect(json.ui.alerts).toEqual([defaultAlert]);
    expect(html.ui.alerts).toEqual([defaultAlert]);
  });
});

describe('no response', () => {
  it('alerts and rejects with ApiError status 0 when fetch fails', async () => {
    const ui = fakePresenter();
    const progress = fakeProgress();
    const cause = new TypeError('fetch failed');
    const api = createApiClient<TestPaths>({
      baseUrl: BASE_URL,
      fetch: fakeFetch(() => Promise.reject(cause)).fetch,
      presenter: ui.presenter,
      progress,
    });
    const error = await api.GET('/api/layers').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 0,
      code: 0,
      message: 'no response; check the API request information',
      cause,
    });
    expect(ui.alerts).toEqual([
      {
        type: 'failure',
        message: 'no response; check the API request information',
        messageKey: 'error.noResponse',
      },
    ]);
    expect(progress.stops).toBe(1);
  });

  it('rethrows a caller abort without alerting', async () => {
    const ui = fakePresenter();
    const abort = new DOMException('This operation was aborted', 'AbortError');
    const api = createApiClient<TestPaths>({
      baseUrl: BASE_URL,
      fetch: fakeFetch(() => Promise.reject(abort)).fetch,
      presenter: ui.presenter,
    });
    await expect(api.GET('/api/layers')).rejects.toBe(abort);
    await settle();
    expect(ui.alerts).toEqual([]);
  });
});

describe('without presenter or progress', () => {
  it('applies the same outcomes', async () => {
    const net = fakeFetch(() => envelopeResponse(500, null));
    const api = createApiClient<TestPaths>({ baseUrl: BASE_URL, fetch: net.fetch });
    const { error } = await api.GET('/api/layers');
    expect(error).toEqual({ code: 500, message: 'message', result: null });
  });
});
