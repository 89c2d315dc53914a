import { SESSION_STORAGE_KEY } from '@nuri/shell';
import { envelope } from '@nuri/shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeInstitutionApi, paged } from '../kit/test/fake-institution-api';
import { renderScreen } from '../kit/test/render-screen';
import { ADMIN_MENUS } from '../test/fake-api';
import { renderApp } from '../test/render-app';

function layer(lyrId: string, lyrNm: string, overrides: Record<string, unknown> = {}) {
  return {
    dataVersion: 1,
    featureCnt: 1200,
    geomType: 'MultiPolygon',
    holdDataSeCode: '1',
    insttCode: 'kwater',
    lyrDc: null,
    lyrId,
    lyrNm,
    lyrStleCode: null,
    lyrTySeCode: '3',
    mapUrl: null,
    mapUrlParamtr: null,
    publishAt: 'N',
    publishDt: null,
    registDt: '2026-03-01T10:00:00+09:00',
    registerId: 'kim',
    registerNm: '김구성',
    srid: 5186,
    status: 'READY',
    thumbnailUrl: null,
    updtDt: '2026-03-01T10:00:00+09:00',
    uploadTy: 'shp',
    ...overrides,
  };
}

const LAYERS = [
  layer('L1', '하천 경계'),
  layer('L2', '관측소', {
    lyrTySeCode: '1',
    geomType: 'Point',
    publishAt: 'Y',
    thumbnailUrl: '/files/thumbs/L2.png',
  }),
];
const LIST = 'GET /api/layers';
const ROUTE = '/manageContents/layers';

const grid = () => screen.findByRole('table', { name: '레이어 목록' });
const rowOf = async (name: RegExp) => within(await grid()).findByRole('row', { name });

describe('layer management (554 institution admin, 556 provider admin)', () => {
  afterEach(() => window.localStorage.clear());

  it("lists the institution's layers with row numbers, type, owner, features and thumbnail", async () => {
    const api = fakeInstitutionApi({ [LIST]: paged(LAYERS, 2) });
    renderScreen(ROUTE, api.fetch);

    expect(await screen.findByRole('heading', { level: 1, name: '레이어 관리' })).toBeInTheDocument();
    const river = await rowOf(/하천 경계/);
    expect(within(river).getByRole('cell', { name: '2' })).toBeInTheDocument();
    expect(within(river).getByRole('cell', { name: '면' })).toBeInTheDocument();
    expect(within(river).getByRole('cell', { name: '김구성 (kim)' })).toBeInTheDocument();
    expect(within(river).getByRole('cell', { name: (1200).toLocaleString() })).toBeInTheDocument();
    expect(within(river).queryByRole('img')).not.toBeInTheDocument();
    const station = await rowOf(/관측소/);
    expect(within(station).getByRole('cell', { name: '점' })).toBeInTheDocument();
    expect(within(station).getByRole('img', { name: '관측소 썸네일' })).toHaveAttribute(
      'src',
      '/files/thumbs/L2.png',
    );
    const query = api.sent('GET', '/api/layers')[0].query;
    expect(query.get('insttCode')).toBe('kwater');
    expect(query.get('pageIndex')).toBe('1');
  });

  it('searches by name', async () => {
    const api = fakeInstitutionApi({
      [LIST]: (_request, url) => envelope(200, paged(url.searchParams.get('searchTxt') ? [] : LAYERS)),
    });
    renderScreen(ROUTE, api.fetch);
    const user = userEvent.setup();
    await rowOf(/하천 경계/);

    await user.type(screen.getByRole('searchbox'), '도로');
    await user.click(screen.getByRole('button', { name: '검색' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /하천 경계/ })).not.toBeInTheDocument());
    expect(api.sent('GET', '/api/layers').at(-1)?.query.get('searchTxt')).toBe('도로');
  });

  it('publishes an unpublished layer and republishes a published one', async () => {
    const api = fakeInstitutionApi({
      [LIST]: paged(LAYERS),
      'POST /api/layers/L1/publish': LAYERS[0],
      'POST /api/layers/L2/republish': LAYERS[1],
    });
    renderScreen(ROUTE, api.fetch);
    const user = userEvent.setup();

    await user.click(within(await rowOf(/하천 경계/)).getByRole('button', { name: /^발행/ }));
    expect(await screen.findByText('하천 경계 레이어를 발행했습니다.')).toBeInTheDocument();
    await user.click(within(await rowOf(/관측소/)).getByRole('button', { name: /^재발행/ }));
    expect(await screen.findByText('관측소 레이어를 재발행했습니다.')).toBeInTheDocument();
    expect(api.sent('POST').map((r) => r.path)).toEqual([
      '/api/layers/L1/publish',
      '/api/layers/L2/republish',
    ]);
  });

  it("shows the server's message when publishing is refused", async () => {
    const api = fakeInstitutionApi({
      [LIST]: paged(LAYERS),
      'POST /api/layers/L1/publish': () => envelope(409, '가져오기 중인 레이어는 발행할 수 없습니다.'),
    });
    renderScreen(ROUTE, api.fetch);
    const user = userEvent.setup();

    await user.click(within(await rowOf(/하천 경계/)).getByRole('button', { name: /^발행/ }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      '가져오기 중인 레이어는 발행할 수 없습니다.',
    );
  });

  it('offers the SLD upload only on published rows and sends the file as multipart', async () => {
    const api = fakeInstitutionApi({
      [LIST]: paged(LAYERS),
      'PUT /api/layers/L2/style/sld': { lyrId: 'L2' },
    });
    renderScreen(ROUTE, api.fetch);
    const user = userEvent.setup();

    const river = await rowOf(/하천 경계/);
    expect(within(river).queryByLabelText(/SLD 파일 업로드/)).not.toBeInTheDocument();
    expect(within(river).getByText('발행 후 업로드할 수 있습니다.')).toBeInTheDocument();
    const station = await rowOf(/관측소/);
    const file = new File(['<StyledLayerDescriptor/>'], 'style.sld', { type: 'application/xml' });
    await user.upload(within(station).getByLabelText(/SLD 파일 업로드/), file);

    expect(await screen.findByText('관측소 레이어의 스타일을 바꿨습니다.')).toBeInTheDocument();
    const [sent] = api.sent('PUT', '/api/layers/L2/style/sld');
    expect(sent.request.headers.get('Content-Type') ?? '').not.toContain('json');
  });

  it('downloads a layer in the chosen format', async () => {
    const api = fakeInstitutionApi({
      [LIST]: paged(LAYERS),
      'POST /api/layers/L1/download': () =>
        new Response('{}', { status: 200, headers: { 'Content-Type': 'application/geo+json' } }),
    });
    renderScreen(ROUTE, api.fetch);
    const user = userEvent.setup();

    await user.selectOptions(within(await rowOf(/하천 경계/)).getByRole('combobox'), 'GeoJSON');
    expect(await screen.findByText('하천 경계 레이어를 내려받았습니다.')).toBeInTheDocument();
    expect(api.sent('POST', '/api/layers/L1/download')[0].body).toEqual({
      outputFormat: 'geojson',
      encoding: 'UTF-8',
    });
  });

  it('deletes a layer only after a delete confirmation', async () => {
    const api = fakeInstitutionApi({
      [LIST]: paged(LAYERS),
      'DELETE /api/layers/L1': null,
    });
    renderScreen(ROUTE, api.fetch);
    const user = userEvent.setup();

    await user.click(within(await rowOf(/하천 경계/)).getByRole('button', { name: /삭제/ }));
    let confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('하천 경계 레이어를 삭제하시겠습니까?');
    await user.click(within(confirm).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.sent('DELETE')).toHaveLength(0);

    await user.click(within(await rowOf(/하천 경계/)).getByRole('button', { name: /삭제/ }));
    confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: '삭제' }));
    expect(await screen.findByText('하천 경계 레이어를 삭제했습니다.')).toBeInTheDocument();
    expect(api.sent('DELETE').map((r) => r.path)).toEqual(['/api/layers/L1']);
  });

  it('shows the empty state', async () => {
    const api = fakeInstitutionApi({ [LIST]: paged([]) });
    renderScreen(ROUTE, api.fetch);
    expect(await screen.findByText('등록된 레이어가 없습니다.')).toBeInTheDocument();
  });

  it('shows the error state with a retry when the list fails', async () => {
    const api = fakeInstitutionApi({ [LIST]: () => envelope(500, null) });
    renderScreen(ROUTE, api.fetch);
    const failure = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(within(failure).getByRole('button')).toBeInTheDocument();
  });

  it('lists every layer for the provider admin and filters by data kind', async () => {
    window.localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ userId: 'operator01', userNm: '플랫폼 운영자', userSeCode: 4, insttCode: 'openbiz' }),
    );
    const api = fakeInstitutionApi({
      'GET /api/menu': ADMIN_MENUS['provider-admin'],
      [LIST]: paged([...LAYERS, layer('N1', '국가 행정구역', { holdDataSeCode: '9', insttCode: 'ngii' })]),
    });
    renderApp({ fetch: api.fetch, route: '/manageLayer' });
    const user = userEvent.setup();

    expect(await rowOf(/국가 행정구역/)).toBeInTheDocument();
    expect(api.sent('GET', '/api/layers')[0].query.get('insttCode')).toBeNull();
    await user.selectOptions(screen.getByLabelText('데이터 구분'), '국가공간정보');
    await waitFor(() => expect(api.sent('GET', '/api/layers').at(-1)?.query.get('holdDataSeCode')).toBe('9'));
  });

  const signInOperator = () =>
    window.localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ userId: 'operator01', userNm: '플랫폼 운영자', userSeCode: 4, insttCode: 'openbiz' }),
    );

  it('lets the operator mark a layer national and unmark it, after a confirmation', async () => {
    signInOperator();
    const api = fakeInstitutionApi({
      'GET /api/menu': ADMIN_MENUS['provider-admin'],
      [LIST]: paged([layer('L1', '하천 경계'), layer('N1', '국가 행정구역', { holdDataSeCode: '9' })]),
      'PUT /api/layers/L1/hold-data': layer('L1', '하천 경계', { holdDataSeCode: '9' }),
      'PUT /api/layers/N1/hold-data': layer('N1', '국가 행정구역'),
    });
    renderApp({ fetch: api.fetch, route: '/manageLayer' });
    const user = userEvent.setup();

    const river = within(await rowOf(/하천 경계/)).getByRole('checkbox', { name: /국가공간정보/ });
    expect(river).not.toBeChecked();
    await user.click(river);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('하천 경계 레이어를 국가공간정보로 지정하시겠습니까?');
    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    await waitFor(() =>
      expect(api.sent('PUT', '/api/layers/L1/hold-data')[0]?.body).toEqual({ holdDataSeCode: '9' }),
    );
    expect(await screen.findByText('하천 경계 레이어를 국가공간정보로 지정했습니다.')).toBeInTheDocument();

    const national = within(await rowOf(/국가 행정구역/)).getByRole('checkbox', { name: /국가공간정보/ });
    expect(national).toBeChecked();
    await user.click(national);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '확인' }));
    await waitFor(() =>
      expect(api.sent('PUT', '/api/layers/N1/hold-data')[0]?.body).toEqual({ holdDataSeCode: '1' }),
    );
  });

  it('lets the operator make a layer group from layers in the chosen order', async () => {
    signInOperator();
    const group = layer('G1', '하천 묶음', { lyrTySeCode: '5' });
    const api = fakeInstitutionApi({
      'GET /api/menu': ADMIN_MENUS['provider-admin'],
      [LIST]: (_request: Request, url: URL) =>
        envelope(
          200,
          url.searchParams.get('lyrTySeCode') === '5'
            ? { content: [], totalElements: 0, pageIndex: 1, pageSize: 10, last: true }
            : {
                content: [layer('L1', '하천 경계'), layer('L2', '관측소', { lyrTySeCode: '1' }), group],
                totalElements: 3,
                pageIndex: 1,
                pageSize: 20,
                last: true,
              },
        ),
      'POST /api/lyrgrp': { ...group, layers: [] },
    });
    renderApp({ fetch: api.fetch, route: '/manageLayer' });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('tab', { name: '레이어 그룹' }));
    expect(await screen.findByText('레이어 그룹이 없습니다.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '레이어 그룹 만들기' }));
    const dialog = await screen.findByRole('dialog', { name: '레이어 그룹 만들기' });
    // Empty: both refusals, nothing sent.
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await within(dialog).findByText('그룹 이름을 입력하세요.')).toBeInTheDocument();
    expect(within(dialog).getByText('레이어를 하나 이상 추가하세요.')).toBeInTheDocument();
    expect(api.sent('POST', '/api/lyrgrp')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('그룹 이름'), '하천 묶음');
    // Groups are not offered as members.
    const found = within(dialog).getByRole('list', { name: '검색된 레이어' });
    await within(found).findByText('하천 경계');
    expect(within(found).queryByText('하천 묶음')).not.toBeInTheDocument();
    await user.click(within(found).getByRole('button', { name: '하천 경계 추가' }));
    await user.click(within(found).getByRole('button', { name: '관측소 추가' }));
    await user.click(within(dialog).getByRole('button', { name: '관측소 위로' }));
    await user.click(within(dialog).getByRole('button', { name: '저장' }));

    await waitFor(() =>
      expect(api.sent('POST', '/api/lyrgrp')[0]?.body).toEqual({
        lyrNm: '하천 묶음',
        lyrIdList: ['L2', 'L1'],
      }),
    );
    expect(await screen.findByText('하천 묶음 레이어 그룹을 만들었습니다.')).toBeInTheDocument();
  });
});
