import { SESSION_STORAGE_KEY } from '@nuri/shell';
import { commonCodesAnswer, envelope, SEEDED_COMMON_CODES } from '@nuri/shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeInstitutionApi, paged } from '../kit/test/fake-institution-api';
import { ADMIN_MENUS } from '../test/fake-api';
import { renderApp } from '../test/render-app';

function baseMap(bcrnMapId: string, bcrnMapNm: string, overrides: Record<string, unknown> = {}) {
  return {
    bcrnMapId,
    bcrnMapNm,
    bcrnMapClCode: '01',
    lyrStleCode: 'Z',
    mapUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    mapUrlparamtr: { projection: 'EPSG:3857' },
    bcrnMapUseAt: 'Y',
    imageAt: 'N',
    thumbnailUrl: null,
    previewUrl: `/api/basemap/${bcrnMapId}/preview?v=1`,
    registerId: null,
    registDt: '2026-03-01T10:00:00Z',
    updtDt: '2026-03-01T10:00:00Z',
    availableAt: 'Y',
    unavailableReason: null,
    ...overrides,
  };
}

const MAPS = [
  baseMap('OFFLINE_WORLD', '세계지도 (오프라인)', {
    lyrStleCode: 'V',
    thumbnailUrl: '/api/basemap/OFFLINE_WORLD/thumbnail?v=1',
  }),
  baseMap('VWORLD_BASE', '브이월드 기본지도', {
    lyrStleCode: 'T',
    availableAt: 'N',
    unavailableReason: 'VWorld API 키(VWORLD_API_KEY)가 설정되지 않아 사용할 수 없습니다.',
  }),
];
const LIST = 'GET /api/basemap';

const grid = () => screen.findByRole('table', { name: '배경지도 목록' });
const rowOf = async (name: RegExp) => within(await grid()).findByRole('row', { name });

function signInAsProvider() {
  window.localStorage.setItem(
    SESSION_STORAGE_KEY,
    JSON.stringify({ userId: 'operator01', userNm: '플랫폼 운영자', userSeCode: 4, insttCode: 'openbiz' }),
  );
}

function open(answers: Parameters<typeof fakeInstitutionApi>[0]) {
  signInAsProvider();
  const api = fakeInstitutionApi({ 'GET /api/menu': ADMIN_MENUS['provider-admin'], ...answers });
  renderApp({ fetch: api.fetch, route: '/manageBaseMap' });
  return api;
}

describe('base map management (557)', () => {
  afterEach(() => window.localStorage.clear());

  it('lists base maps with kind, type, availability (with the reason) and thumbnail', async () => {
    const api = open({ [LIST]: paged(MAPS) });
    expect(await screen.findByRole('heading', { level: 1, name: '배경지도 관리' })).toBeInTheDocument();
    const offline = await rowOf(/세계지도 \(오프라인\)/);
    expect(within(offline).getByRole('cell', { name: '일반지도' })).toBeInTheDocument();
    expect(within(offline).getByRole('cell', { name: '벡터 타일(오프라인)' })).toBeInTheDocument();
    expect(within(offline).getByRole('cell', { name: '사용 가능' })).toBeInTheDocument();
    expect(within(offline).getByRole('img', { name: '세계지도 (오프라인) 썸네일' })).toHaveAttribute(
      'src',
      '/api/basemap/OFFLINE_WORLD/thumbnail?v=1',
    );
    const vworld = await rowOf(/브이월드 기본지도/);
    expect(
      within(vworld).getByRole('cell', {
        name: '사용 불가: VWorld API 키(VWORLD_API_KEY)가 설정되지 않아 사용할 수 없습니다.',
      }),
    ).toBeInTheDocument();
    expect(within(vworld).getByRole('cell', { name: 'WMTS' })).toBeInTheDocument();
    expect(api.sent('GET', '/api/basemap')[0].query.get('pageIndex')).toBe('1');
  });

  it('filters by kind and use, and searches by name', async () => {
    const api = open({ [LIST]: paged(MAPS) });
    const user = userEvent.setup();
    await rowOf(/세계지도/);
    await user.selectOptions(screen.getByLabelText('배경지도 구분'), '중첩지도');
    await waitFor(() =>
      expect(api.sent('GET', '/api/basemap').at(-1)?.query.get('bcrnMapClCode')).toBe('03'),
    );
    await user.selectOptions(screen.getByLabelText('사용 여부'), '미사용');
    await waitFor(() => expect(api.sent('GET', '/api/basemap').at(-1)?.query.get('bcrnMapUseAt')).toBe('N'));
    await user.type(screen.getByRole('searchbox'), '브이월드');
    await user.click(screen.getByRole('button', { name: '검색' }));
    await waitFor(() =>
      expect(api.sent('GET', '/api/basemap').at(-1)?.query.get('bcrnMapNm')).toBe('브이월드'),
    );
  });

  it('names the kinds in the filter as the common codes do (BCRN_MAP_CL)', async () => {
    const renamed = {
      ...SEEDED_COMMON_CODES,
      BCRN_MAP_CL: SEEDED_COMMON_CODES.BCRN_MAP_CL.map((c) =>
        c.code === '02' ? { ...c, codeNmKo: '항공영상' } : c,
      ),
    };
    const api = open({
      [LIST]: paged(MAPS),
      'GET /api/common/code/detail': (_request: Request, url: URL) => commonCodesAnswer(url, renamed),
    });
    const user = userEvent.setup();
    await rowOf(/세계지도/);
    const filter = screen.getByLabelText('배경지도 구분');
    await waitFor(() =>
      expect(within(filter).getAllByRole('option').map((o) => o.textContent)).toEqual([
        '전체',
        '일반지도',
        '항공영상',
        '중첩지도',
      ]),
    );
    await user.selectOptions(filter, '항공영상');
    await waitFor(() =>
      expect(api.sent('GET', '/api/basemap').at(-1)?.query.get('bcrnMapClCode')).toBe('02'),
    );
  });

  it('registers a base map: checks the fields first, then posts every field', async () => {
    const created = baseMap('MY_MAP', '새 지도', { lyrStleCode: 'W' });
    const api = open({ [LIST]: paged(MAPS), 'POST /api/basemap': created });
    const user = userEvent.setup();
    await rowOf(/세계지도/);

    await user.click(screen.getByRole('button', { name: '배경지도 등록' }));
    const dialog = await screen.findByRole('dialog', { name: '배경지도 등록' });
    await user.type(within(dialog).getByLabelText('배경지도 ID'), 'my map');
    await user.type(within(dialog).getByLabelText('URL 파라미터 (JSON)'), '[[1');
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(
      within(dialog).getByText('배경지도 ID는 영문, 숫자, _, - 로 40자까지 입력해 주세요.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('배경지도명을 입력해 주세요.')).toBeInTheDocument();
    expect(within(dialog).getByText('지도 URL을 입력해 주세요.')).toBeInTheDocument();
    expect(within(dialog).getByText('URL 파라미터는 JSON 객체로 입력해 주세요.')).toBeInTheDocument();
    expect(api.sent('POST')).toHaveLength(0);

    const id = within(dialog).getByLabelText('배경지도 ID');
    await user.clear(id);
    await user.type(id, 'MY_MAP');
    await user.type(within(dialog).getByLabelText(/^배경지도명/), '새 지도');
    await user.selectOptions(within(dialog).getByLabelText('배경지도 구분'), '영상지도');
    await user.selectOptions(within(dialog).getByLabelText('레이어 유형'), 'W · WMS');
    await user.type(within(dialog).getByLabelText(/^지도 URL/), 'https://wms.example.com/wms');
    const json = within(dialog).getByLabelText('URL 파라미터 (JSON)');
    await user.clear(json);
    await user.type(json, '{{"layers":"base"}');
    await user.click(within(dialog).getByLabelText('이미지 전용 (선택 목록에서 제외)'));
    await user.click(within(dialog).getByRole('button', { name: '저장' }));

    expect(await screen.findByText('새 지도 배경지도를 등록했습니다.')).toBeInTheDocument();
    expect(api.sent('POST', '/api/basemap')[0].body).toEqual({
      bcrnMapId: 'MY_MAP',
      bcrnMapNm: '새 지도',
      bcrnMapClCode: '02',
      lyrStleCode: 'W',
      mapUrl: 'https://wms.example.com/wms',
      mapUrlparamtr: { layers: 'base' },
      bcrnMapUseAt: 'Y',
      imageAt: 'Y',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('edits a base map with a new thumbnail sent as multipart', async () => {
    const api = open({
      [LIST]: paged(MAPS),
      'PUT /api/basemap/VWORLD_BASE': baseMap('VWORLD_BASE', '브이월드 배경'),
      'POST /api/basemap/VWORLD_BASE/thumbnail': baseMap('VWORLD_BASE', '브이월드 배경', {
        thumbnailUrl: '/x',
      }),
    });
    const user = userEvent.setup();
    await user.click(within(await rowOf(/브이월드 기본지도/)).getByRole('button', { name: /^수정/ }));
    const dialog = await screen.findByRole('dialog', { name: '배경지도 수정' });
    expect(within(dialog).queryByLabelText('배경지도 ID')).not.toBeInTheDocument();
    const name = within(dialog).getByLabelText(/^배경지도명/);
    await user.clear(name);
    await user.type(name, '브이월드 배경');
    await user.upload(
      within(dialog).getByLabelText('썸네일 (png, jpg, 1MB 이하)'),
      new File([new Uint8Array([1, 2])], 't.png', { type: 'image/png' }),
    );
    await user.click(within(dialog).getByRole('button', { name: '저장' }));

    expect(await screen.findByText('브이월드 배경 배경지도를 저장했습니다.')).toBeInTheDocument();
    expect(api.sent('PUT', '/api/basemap/VWORLD_BASE')[0].body).toMatchObject({
      bcrnMapNm: '브이월드 배경',
      lyrStleCode: 'T',
    });
    const [upload] = api.sent('POST', '/api/basemap/VWORLD_BASE/thumbnail');
    expect(upload.request.headers.get('Content-Type') ?? '').not.toContain('json');
  });

  it('refuses a thumbnail that breaks the rules before sending anything', async () => {
    open({ [LIST]: paged(MAPS) });
    const user = userEvent.setup({ applyAccept: false });
    await user.click(within(await rowOf(/브이월드 기본지도/)).getByRole('button', { name: /^수정/ }));
    const dialog = await screen.findByRole('dialog', { name: '배경지도 수정' });
    await user.upload(
      within(dialog).getByLabelText('썸네일 (png, jpg, 1MB 이하)'),
      new File(['x'], 'a.gif', { type: 'image/gif' }),
    );
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('png, jpg, jpeg 파일을 선택해 주세요.');
  });

  it("switches use off from the grid and shows the server's message on failure", async () => {
    const api = open({
      [LIST]: paged(MAPS),
      'PUT /api/basemap/OFFLINE_WORLD': baseMap('OFFLINE_WORLD', '세계지도 (오프라인)', {
        bcrnMapUseAt: 'N',
      }),
      'PUT /api/basemap/VWORLD_BASE': () => envelope(404, '배경지도를 찾을 수 없습니다.'),
    });
    const user = userEvent.setup();
    await user.click(within(await rowOf(/세계지도/)).getByRole('checkbox'));
    expect(
      await screen.findByText('세계지도 (오프라인) 배경지도를 미사용(으)로 바꿨습니다.'),
    ).toBeInTheDocument();
    expect(api.sent('PUT', '/api/basemap/OFFLINE_WORLD')[0].body).toEqual({ bcrnMapUseAt: 'N' });

    await user.click(within(await rowOf(/브이월드 기본지도/)).getByRole('checkbox'));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('배경지도를 찾을 수 없습니다.');
  });

  it('deletes only after the delete confirmation', async () => {
    const api = open({ [LIST]: paged(MAPS), 'DELETE /api/basemap/VWORLD_BASE': null });
    const user = userEvent.setup();
    await user.click(within(await rowOf(/브이월드 기본지도/)).getByRole('button', { name: /^삭제/ }));
    let confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('브이월드 기본지도 배경지도를 삭제하시겠습니까?');
    await user.click(within(confirm).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.sent('DELETE')).toHaveLength(0);

    await user.click(within(await rowOf(/브이월드 기본지도/)).getByRole('button', { name: /^삭제/ }));
    confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: '삭제' }));
    expect(await screen.findByText('브이월드 기본지도 배경지도를 삭제했습니다.')).toBeInTheDocument();
    expect(api.sent('DELETE').map((r) => r.path)).toEqual(['/api/basemap/VWORLD_BASE']);
  });

  it('shows the empty state', async () => {
    open({ [LIST]: paged([]) });
    expect(await screen.findByText('등록된 배경지도가 없습니다.')).toBeInTheDocument();
  });
});
