import { commonCodesAnswer, envelope, fakeFetch, isCommonCodesRequest, renderWithServices } from '@nuri/shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APP_MESSAGES } from '../i18n/messages';
import { AppBuilder, AppBuilderGate } from './AppBuilderPage';
import { AppViewer } from './AppViewerPage';

// The read-only web map is OpenLayers on a canvas, which jsdom cannot draw: here each tab's map
// stands in as the map id it would load (the browser test apps/e2e themed-app checks real maps).
jest.mock('./WebMapPane', () => ({
  WebMapPane: ({ userMapId, webappTmplatId }: { userMapId: string; webappTmplatId: string | null }) => (
    <div data-testid="web-map-pane">
      {userMapId}
      {webappTmplatId ? ` via ${webappTmplatId}` : ''}
    </div>
  ),
}));
jest.mock('@nuri/map', () => ({ exportMapImage: jest.fn() }));

const MINE = [
  { userMapId: 'MAP_A', userMapSj: '하천 지도', userMapCn: null, registerId: 'kim01', registerNm: '김지도', thumbnailUrl: null, updtDt: '2026-11-20T10:00:00Z' },
  { userMapId: 'MAP_B', userMapSj: '공원 지도', userMapCn: '공원', registerId: 'kim01', registerNm: '김지도', thumbnailUrl: null, updtDt: '2026-11-19T10:00:00Z' },
];
const SHARED = [{ userMapId: 'MAP_S', userMapSj: '공유 교통 지도', userMapCn: null, registerId: 'lee02', registerNm: '이공유', thumbnailUrl: null, updtDt: '2026-11-18T10:00:00Z' }];

function detail(extra: Record<string, unknown> = {}) {
  return {
    webappTmplatId: 'APP_1',
    webappTmplatSj: '우리 동네 지도',
    webappTmplatCn: '하천과 공원',
    webappTmplatTyCode: 'TAB',
    useSttusSeCode: '01',
    usePblonsipSeCode: '01',
    insttCode: 'seoul',
    registerId: 'kim01',
    registerNm: '김지도',
    registDt: '2026-11-20T10:00:00Z',
    updtDt: '2026-11-20T10:00:00Z',
    webappTmplatInfo: null,
    detailSetting: { mainTab: [{ tabName: '하천', webmap: { userMapId: 'MAP_A' } }, { tabName: '공원', webmap: { userMapId: 'MAP_B' } }] },
    simpleTmplatAt: 'N',
    thumbnailUrl: null,
    canEdit: false,
    canDelete: false,
    maps: [],
    ...extra,
  };
}

function builderApi(onSave: (request: Request) => Response | Promise<Response>) {
  return fakeFetch((request) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/webmap' && request.method === 'GET') {
      const list = url.searchParams.get('scope') === 'shared' ? SHARED : MINE;
      const q = url.searchParams.get('searchNm') ?? '';
      const content = list.filter((m) => m.userMapSj.includes(q));
      return envelope(200, { content, totalElements: content.length, last: true, pageIndex: 1, pageSize: 10 });
    }
    if (url.pathname === '/api/webapp/tmplat' && request.method === 'POST') return onSave(request);
    if (url.pathname === '/api/webapp/tmplat/APP_NEW') return envelope(200, detail({ webappTmplatId: 'APP_NEW' }));
    if (isCommonCodesRequest(url)) return commonCodesAnswer(url);
    return envelope(404, '요청한 주소를 찾을 수 없습니다.');
  });
}

async function pickMap(tab: number, name: string, shared = false) {
  await userEvent.click(screen.getByRole('button', { name: `${tab}번째 탭 지도 선택` }));
  const dialog = await screen.findByRole('dialog', { name: `${tab}번째 탭 지도 선택` });
  if (shared) await userEvent.click(within(dialog).getByRole('tab', { name: '공유받은 지도' }));
  await userEvent.click(await within(dialog).findByRole('button', { name: `${name} 선택` }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('themed app builder', () => {
  it('builds a JOR app from my map and a shared map, reorders the tabs and saves the section-tab payload', async () => {
    let body: unknown = null;
    const fetch = builderApi(async (request) => {
      body = await request.json();
      return envelope(201, detail({ webappTmplatId: 'APP_NEW', webappTmplatTyCode: 'JOR' }));
    });
    renderWithServices(<AppBuilder insttCode="seoul" webappTmplatId={null} />, { fetch, messages: APP_MESSAGES });

    await userEvent.type(screen.getByRole('textbox', { name: '앱 제목' }), '우리 동네 지도');
    await pickMap(1, '하천 지도');
    expect(within(screen.getByRole('group', { name: '1번째 탭 지도' })).getByText('하천 지도')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '탭 추가' }));
    const second = screen.getByRole('textbox', { name: '2번째 탭 이름' });
    await userEvent.clear(second);
    await userEvent.type(second, '교통');
    await pickMap(2, '공유 교통 지도', true);

    // The preview shows the tabs with their maps; the order follows the list.
    expect(screen.getAllByTestId('web-map-pane')).toHaveLength(1);
    expect(screen.getAllByRole('tab').filter((t) => ['탭 1', '교통'].includes(t.textContent ?? '')).map((t) => t.textContent)).toEqual(['탭 1', '교통']);
    await userEvent.click(screen.getByRole('button', { name: '2번째 탭 위로' }));
    expect(screen.getByRole('textbox', { name: '1번째 탭 이름' })).toHaveValue('교통');

    await userEvent.click(screen.getByRole('radio', { name: /^섹션 탭형 A/ }));
    // The widget option: address and district search on the app's maps.
    await userEvent.click(screen.getByRole('checkbox', { name: '주소 검색과 행정구역 검색 표시' }));
    await userEvent.click(screen.getByRole('button', { name: '저장' }));
    // A success is a toast, never a dialog.
    expect(await screen.findByText('테마지도를 저장했습니다.')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(body).toEqual({
      webappTmplatSj: '우리 동네 지도',
      webappTmplatTyCode: 'JOR',
      webappTmplatInfo: { widgets: { addressSearchAt: 'Y' } },
      detailSetting: {
        sectionTab: {
          mainTab: [
            { tabName: '교통', tabSn: 1, tabContent: { contentValue: { userMapId: 'MAP_S' } } },
            { tabName: '탭 1', tabSn: 2, tabContent: { contentValue: { userMapId: 'MAP_A' } } },
          ],
        },
      },
    });
    // Saved: the app can be opened in the viewer.
    expect(screen.getByRole('link', { name: '앱 열기' })).toHaveAttribute('href', '/seoul/apps/APP_NEW');
  });

  it('plain tabs: the payload holds mainTab with webmap ids; a removed tab is gone', async () => {
    let body: unknown = null;
    const fetch = builderApi(async (request) => {
      body = await request.json();
      return envelope(201, detail({ webappTmplatId: 'APP_NEW' }));
    });
    renderWithServices(<AppBuilder insttCode="seoul" webappTmplatId={null} />, { fetch, messages: APP_MESSAGES });
    await userEvent.type(screen.getByRole('textbox', { name: '앱 제목' }), '공원 안내');
    await userEvent.type(screen.getByRole('textbox', { name: '앱 설명' }), '동네 공원');
    await pickMap(1, '공원 지도');
    await userEvent.click(screen.getByRole('button', { name: '탭 추가' }));
    await userEvent.click(screen.getByRole('button', { name: '2번째 탭 삭제' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getAllByRole('button').at(-1)!);
    await waitFor(() => expect(screen.queryByRole('textbox', { name: '2번째 탭 이름' })).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: '저장' }));
    await screen.findByText('테마지도를 저장했습니다.');
    expect(body).toEqual({
      webappTmplatSj: '공원 안내',
      webappTmplatCn: '동네 공원',
      webappTmplatTyCode: 'TAB',
      webappTmplatInfo: { widgets: { addressSearchAt: 'N' } },
      detailSetting: { mainTab: [{ tabName: '탭 1', webmap: { userMapId: 'MAP_B' } }] },
    });
  });

  it('says what is missing before sending, and shows the server field messages on their tab', async () => {
    const fetch = builderApi(() =>
      envelope(400, [{ field: 'detailSetting.mainTab[0].webmap.userMapId', message: '볼 수 없는 지도입니다.' }], '입력값을 확인하세요.'),
    );
    renderWithServices(<AppBuilder insttCode="seoul" webappTmplatId={null} />, { fetch, messages: APP_MESSAGES });
    await userEvent.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('앱 제목을 입력하세요.');
    expect(fetch.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '확인' }));
    expect(screen.getByText('탭에 보여 줄 지도를 선택하세요.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '앱 제목' })).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(screen.getByRole('textbox', { name: '앱 제목' }), '앱');
    await pickMap(1, '하천 지도');
    await userEvent.click(screen.getByRole('button', { name: '저장' }));
    // The client's alert carries the server's message; the field list goes on the tab.
    await screen.findByRole('alertdialog');
    expect(await within(screen.getByRole('region', { name: '탭 목록' })).findByText('볼 수 없는 지도입니다.')).toBeInTheDocument();
    expect(fetch.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('the map picker searches my maps by title', async () => {
    const fetch = builderApi(() => envelope(500, null));
    renderWithServices(<AppBuilder insttCode="seoul" webappTmplatId={null} />, { fetch, messages: APP_MESSAGES });
    await userEvent.click(screen.getByRole('button', { name: '1번째 탭 지도 선택' }));
    const dialog = await screen.findByRole('dialog', { name: '1번째 탭 지도 선택' });
    const results = await within(dialog).findByRole('list', { name: '지도 목록' });
    expect(within(results).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.type(within(dialog).getByRole('searchbox', { name: '지도 검색어' }), '공원');
    await userEvent.click(within(dialog).getByRole('button', { name: '검색' }));
    await waitFor(() => expect(within(within(dialog).getByRole('list', { name: '지도 목록' })).getAllByRole('listitem')).toHaveLength(1));
    expect(within(dialog).getByRole('listitem', { name: '공원 지도' })).toBeInTheDocument();
    const last = new URL(fetch.requests.at(-1)!.url);
    expect(Object.fromEntries(last.searchParams)).toMatchObject({ scope: 'mine', searchNm: '공원', pageIndex: '1', pageSize: '10' });
  });
});

describe('themed app builder: menu, authority, reopening and thumbnails', () => {
  const created: string[] = [];
  beforeAll(() => {
    URL.createObjectURL = jest.fn((blob: Blob) => {
      const url = `blob:test/${created.length}-${blob.size}`;
      created.push(url);
      return url;
    });
    URL.revokeObjectURL = jest.fn();
  });

  function gateApi(access: 'Y' | 'N', auth: { viewAt: string; editAt: string }, onPut?: (request: Request) => Promise<Response>) {
    return fakeFetch(async (request) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/menu/access-check/instt') {
        expect(Object.fromEntries(url.searchParams)).toEqual({ insttCode: 'seoul', menuId: 'SVC_THEMED_MAP' });
        return envelope(200, { accessAt: access });
      }
      if (url.pathname === '/api/webapp/tmplat/APP_1/auth') return envelope(200, auth);
      if (url.pathname === '/api/webapp/tmplat/APP_1' && request.method === 'GET')
        return envelope(200, detail({ canEdit: true, webappTmplatInfo: { layout: 'wide', widgets: { addressSearchAt: 'N' } }, maps: [{ userMapId: 'MAP_A', userMapSj: '하천 지도' }, { userMapId: 'MAP_B', userMapSj: '공원 지도' }] }));
      if (onPut && request.method === 'PUT') return onPut(request);
      if (isCommonCodesRequest(url)) return commonCodesAnswer(url);
      return envelope(404, '요청한 주소를 찾을 수 없습니다.');
    });
  }

  it('an institution without the themed map menu gets a notice instead of the builder', async () => {
    renderWithServices(<AppBuilderGate insttCode="seoul" webappTmplatId={null} />, { fetch: gateApi('N', { viewAt: 'Y', editAt: 'Y' }), messages: APP_MESSAGES });
    expect(await screen.findByText('이 기관에서는 테마지도 서비스를 사용할 수 없습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: '앱 제목' })).not.toBeInTheDocument();
  });

  it('an app I may only view opens read-only with a link to the viewer', async () => {
    const fetch = gateApi('Y', { viewAt: 'Y', editAt: 'N' });
    renderWithServices(<AppBuilderGate insttCode="seoul" webappTmplatId="APP_1" />, { fetch, messages: APP_MESSAGES });
    expect(await screen.findByText('이 테마지도를 편집할 권한이 없습니다.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '앱 보기' })).toHaveAttribute('href', '/seoul/apps/APP_1');
    expect(fetch.requests.map((r) => new URL(r.url).pathname)).not.toContain('/api/webapp/tmplat/APP_1');
  });

  it('an app I may edit is loaded (title, tabs, map titles) and saved with PUT, with an uploaded thumbnail', async () => {
    const append = jest.spyOn(FormData.prototype, 'append');
    const puts: { path: string; body: unknown }[] = [];
    const fetch = gateApi('Y', { viewAt: 'Y', editAt: 'Y' }, async (request) => {
      const path = new URL(request.url).pathname;
      if (path.endsWith('/thumbnail')) {
        // jsdom's FormData does not survive Node's Request: the parts are read from the spy.
        const [name, file, fileName] = append.mock.calls.at(-1) as [string, File, string];
        puts.push({ path, body: { part: name, name: fileName, size: file.size } });
        return envelope(200, null);
      }
      puts.push({ path, body: await request.json() });
      return envelope(200, detail({ canEdit: true, webappTmplatInfo: { layout: 'wide', widgets: { addressSearchAt: 'Y' } } }));
    });
    renderWithServices(<AppBuilderGate insttCode="seoul" webappTmplatId="APP_1" />, { fetch, messages: APP_MESSAGES });
    await waitFor(() => expect(screen.getByRole('textbox', { name: '앱 제목' })).toHaveValue('우리 동네 지도'));
    expect(screen.getByRole('textbox', { name: '2번째 탭 이름' })).toHaveValue('공원');
    expect(within(screen.getByRole('group', { name: '2번째 탭 지도' })).getByText('공원 지도')).toBeInTheDocument();
    // The saved widget option is read back; turning it on keeps the app's other settings.
    const option = screen.getByRole('checkbox', { name: '주소 검색과 행정구역 검색 표시' });
    expect(option).not.toBeChecked();
    await userEvent.click(option);

    // Too large: the domain's thumbnail rule refuses it before anything is sent.
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File([new Uint8Array(1_100_000)], 'big.png', { type: 'image/png' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('썸네일 용량은 1MB로 제한됩니다.');
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '확인' }));
    expect(screen.queryByRole('img', { name: '테마지도 썸네일' })).not.toBeInTheDocument();

    await userEvent.upload(input, new File([new Uint8Array(2048)], 'thumb.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: '테마지도 썸네일' })).toHaveAttribute('src', expect.stringMatching(/^blob:test\//));

    await userEvent.click(screen.getByRole('button', { name: '2번째 탭 위로' }));
    await userEvent.click(screen.getByRole('button', { name: '저장' }));
    await screen.findByText('테마지도를 저장했습니다.');
    expect(puts).toEqual([
      {
        path: '/api/webapp/tmplat/APP_1',
        body: {
          webappTmplatSj: '우리 동네 지도',
          webappTmplatCn: '하천과 공원',
          webappTmplatTyCode: 'TAB',
          webappTmplatInfo: { layout: 'wide', widgets: { addressSearchAt: 'Y' } },
          detailSetting: { mainTab: [{ tabName: '공원', webmap: { userMapId: 'MAP_B' } }, { tabName: '하천', webmap: { userMapId: 'MAP_A' } }] },
        },
      },
      { path: '/api/webapp/tmplat/APP_1/thumbnail', body: { part: 'file', name: 'thumb.png', size: 2048 } },
    ]);
    append.mockRestore();
  });
});

function viewerApi(app: ReturnType<typeof detail>, auth = { viewAt: 'Y', editAt: 'N' }) {
  return fakeFetch((request) => {
    const url = new URL(request.url);
    if (url.pathname === `/api/webapp/tmplat/${app.webappTmplatId}/auth`) return envelope(200, auth);
    if (url.pathname === `/api/webapp/tmplat/${app.webappTmplatId}`) return envelope(200, app);
    return envelope(404, '요청한 주소를 찾을 수 없습니다.');
  });
}

describe('themed app viewer', () => {
  it('shows the title, description and tabs by name; switching a tab shows its map, seen through the app', async () => {
    renderWithServices(<AppViewer webappTmplatId="APP_1" />, { fetch: viewerApi(detail()), messages: APP_MESSAGES });
    expect(await screen.findByRole('heading', { name: '우리 동네 지도' })).toBeInTheDocument();
    expect(screen.getByText('하천과 공원')).toBeInTheDocument();
    const tabs = screen.getByRole('tablist', { name: '지도 탭' });
    expect(within(tabs).getAllByRole('tab').map((t) => t.textContent)).toEqual(['하천', '공원']);
    expect(screen.getByTestId('web-map-pane')).toHaveTextContent('MAP_A via APP_1');
    await userEvent.click(within(tabs).getByRole('tab', { name: '공원' }));
    expect(within(tabs).getByRole('tab', { name: '공원' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('web-map-pane')).toHaveTextContent('MAP_B via APP_1');
  });

  it('section tabs (SES) in their tabSn order, in English on request', async () => {
    const app = detail({
      webappTmplatTyCode: 'SES',
      detailSetting: {
        sectionTab: {
          mainTab: [
            { tabName: 'Second', tabSn: 2, tabContent: { contentValue: { userMapId: 'MAP_B' } } },
            { tabName: 'First', tabSn: 1, tabContent: { contentValue: { userMapId: 'MAP_A' } } },
          ],
        },
      },
    });
    renderWithServices(<AppViewer webappTmplatId="APP_1" />, { fetch: viewerApi(app), messages: APP_MESSAGES, language: 'en' });
    const tabs = await screen.findByRole('tablist', { name: 'Section tabs' });
    expect(within(tabs).getAllByRole('tab').map((t) => t.textContent)).toEqual(['First', 'Second']);
    expect(screen.getByTestId('web-map-pane')).toHaveTextContent('MAP_A');
  });

  it('the simple map app shows its one map without tabs', async () => {
    const app = detail({ webappTmplatTyCode: 'SIMPLE', simpleTmplatAt: 'Y', detailSetting: { mainTab: [{ tabName: '간편', webmap: { userMapId: 'MAP_A' } }] } });
    renderWithServices(<AppViewer webappTmplatId="APP_1" />, { fetch: viewerApi(app), messages: APP_MESSAGES });
    expect(await screen.findByTestId('web-map-pane')).toHaveTextContent('MAP_A via APP_1');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('an app without maps says so; an editor gets the edit link', async () => {
    renderWithServices(<AppViewer webappTmplatId="APP_1" />, { fetch: viewerApi(detail({ detailSetting: { mainTab: [] }, canEdit: true })), messages: APP_MESSAGES });
    expect(await screen.findByText('이 테마지도에는 보여 줄 지도가 없습니다.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '편집' })).toHaveAttribute('href', '/seoul/appBuilder/APP_1');
  });

  it('an anonymous visitor of an app not open to them is offered the login, and the app is not fetched', async () => {
    const fetch = viewerApi(detail(), { viewAt: 'N', editAt: 'N' });
    renderWithServices(<AppViewer webappTmplatId="APP_1" />, { fetch, messages: APP_MESSAGES });
    expect(await screen.findByText('이 테마지도는 로그인한 뒤 볼 수 있습니다.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '로그인' })).toBeInTheDocument();
    expect(fetch.requests.map((r) => new URL(r.url).pathname)).not.toContain('/api/webapp/tmplat/APP_1');
  });

  it('a refused app (403) shows the error state after the client\'s no-permission alert', async () => {
    const fetch = fakeFetch((request) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/auth')) return envelope(200, { viewAt: 'Y', editAt: 'N' });
      return envelope(403, '권한이 없습니다.');
    });
    renderWithServices(<AppViewer webappTmplatId="APP_1" />, { fetch, messages: APP_MESSAGES });
    expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
    expect(await screen.findByText('테마지도를 불러오지 못했습니다.')).toBeInTheDocument();
  });
});
