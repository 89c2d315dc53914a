import { SESSION_STORAGE_KEY } from '@nuri/shell';
import { envelope } from '@nuri/shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeInstitutionApi, paged } from '../kit/test/fake-institution-api';
import { renderScreen } from '../kit/test/render-screen';
import { ADMIN_MENUS } from '../test/fake-api';
import { renderApp } from '../test/render-app';

jest.setTimeout(15_000);

function request(sn: number, mapGaleSj: string, overrides: Record<string, unknown> = {}) {
  return {
    mapGaleReqstSn: sn,
    mapGaleSj,
    mapGaleCn: '설명',
    mapGaleKndSeCode: '01',
    userMapId: `MAP${sn}`,
    webappTmplatId: null,
    cntntsSj: mapGaleSj,
    galleryType: 'instt',
    insttCode: 'kwater',
    insttNm: '한국수자원공사',
    confmSttusCode: '01',
    confmRejectCn: null,
    confmDt: null,
    confmerId: null,
    usePblonsipSeCode: '01',
    registerId: 'kim',
    registerNm: '김구성',
    registDt: '2026-03-01T10:00:00+09:00',
    updtDt: '2026-03-01T10:00:00+09:00',
    thumbnailUrl: '/api/webmap/MAP1/thumbnail?sig=x',
    viewCnt: 0,
    recommendCnt: 0,
    ...overrides,
  };
}

const REQUESTS = [
  request(1, '댐 수위 지도'),
  request(2, '하천 테마지도', { mapGaleKndSeCode: '02', confmSttusCode: '02', usePblonsipSeCode: '04' }),
];
const LIST = 'GET /api/mapgallery/request';
const ROUTE = '/manageContents/gallery';

const grid = () => screen.findByRole('table', { name: '갤러리 신청 목록' });
const rowOf = async (name: RegExp) => within(await grid()).findByRole('row', { name });

describe('map gallery management (5532 institution admin, 555 provider admin)', () => {
  afterEach(() => window.localStorage.clear());

  it("lists the institution gallery's applications with kind, status, scope and applicant", async () => {
    const api = fakeInstitutionApi({ [LIST]: paged(REQUESTS) });
    renderScreen(ROUTE, api.fetch);

    expect(await screen.findByRole('heading', { level: 1, name: '지도 갤러리 관리' })).toBeInTheDocument();
    const dam = await rowOf(/댐 수위 지도/);
    expect(within(dam).getByRole('cell', { name: '웹지도' })).toBeInTheDocument();
    expect(within(dam).getByRole('cell', { name: '승인 대기' })).toBeInTheDocument();
    expect(within(dam).getByRole('cell', { name: '비공개' })).toBeInTheDocument();
    expect(within(dam).getByRole('cell', { name: '김구성 (kim)' })).toBeInTheDocument();
    expect(within(dam).getByRole('cell', { name: '2026-03-01' })).toBeInTheDocument();
    const river = await rowOf(/하천 테마지도/);
    expect(within(river).getByRole('cell', { name: '승인' })).toBeInTheDocument();
    expect(within(river).getByRole('cell', { name: '전체 공유' })).toBeInTheDocument();
    const query = api.sent('GET', '/api/mapgallery/request')[0].query;
    expect(query.get('galleryType')).toBe('instt');
    expect(query.get('pageIndex')).toBe('1');
  });

  it('filters by title, kind, status, public scope and period', async () => {
    const user = userEvent.setup();
    const api = fakeInstitutionApi({ [LIST]: paged(REQUESTS) });
    renderScreen(ROUTE, api.fetch);
    await rowOf(/댐 수위 지도/);

    const form = screen.getByRole('form', { name: '신청 검색 조건' });
    await user.type(within(form).getByRole('textbox', { name: '제목' }), '댐');
    await user.selectOptions(within(form).getByRole('combobox', { name: '종류' }), '테마지도');
    await user.selectOptions(within(form).getByRole('combobox', { name: '승인 상태' }), '반려');
    await user.selectOptions(within(form).getByRole('combobox', { name: '공개 범위' }), '기관 공유');
    await user.type(within(form).getByLabelText('신청일 시작'), '2026-01-01');
    await user.type(within(form).getByLabelText('신청일 끝'), '2026-03-31');
    await user.click(within(form).getByRole('button', { name: '검색' }));

    await waitFor(() => expect(api.sent('GET', '/api/mapgallery/request')).toHaveLength(2));
    const query = api.sent('GET', '/api/mapgallery/request')[1].query;
    expect(query.get('mapGaleSj')).toBe('댐');
    expect(query.get('mapGaleKndSeCode')).toBe('02');
    expect(query.get('confmSttusCode')).toBe('03');
    expect(query.get('usePblonsipSeCode')).toBe('03');
    expect(query.get('startDt')).toBe('2026-01-01');
    expect(query.get('endDt')).toBe('2026-03-31');
  });

  it('approves an application from its detail', async () => {
    const user = userEvent.setup();
    const api = fakeInstitutionApi({
      [LIST]: paged(REQUESTS),
      'GET /api/mapgallery/request/1': request(1, '댐 수위 지도'),
      'PUT /api/mapgallery/request/confirmStatus': (_r: Request) =>
        envelope(200, request(1, '댐 수위 지도', { confmSttusCode: '02' })),
    });
    renderScreen(ROUTE, api.fetch);
    await user.click(within(await rowOf(/댐 수위 지도/)).getByRole('button', { name: /보기/ }));

    const dialog = await screen.findByRole('dialog', { name: '갤러리 신청 상세' });
    expect(await within(dialog).findByText('한국수자원공사')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: '댐 수위 지도 썸네일' })).toHaveAttribute(
      'src',
      '/api/webmap/MAP1/thumbnail?sig=x',
    );
    await user.click(within(dialog).getByRole('button', { name: '승인' }));

    expect(await screen.findByText('"댐 수위 지도" 신청을 승인했습니다.')).toBeInTheDocument();
    expect(api.sent('PUT', '/api/mapgallery/request/confirmStatus')[0].body).toEqual({
      mapGaleReqstSn: 1,
      confmSttusCode: '02',
    });
    await waitFor(() => expect(api.sent('GET', '/api/mapgallery/request')).toHaveLength(2));
  });

  it('rejects only with a reason', async () => {
    const user = userEvent.setup();
    const api = fakeInstitutionApi({
      [LIST]: paged(REQUESTS),
      'GET /api/mapgallery/request/1': request(1, '댐 수위 지도'),
      'PUT /api/mapgallery/request/confirmStatus': (_r: Request) =>
        envelope(200, request(1, '댐 수위 지도', { confmSttusCode: '03' })),
    });
    renderScreen(ROUTE, api.fetch);
    await user.click(within(await rowOf(/댐 수위 지도/)).getByRole('button', { name: /보기/ }));
    const dialog = await screen.findByRole('dialog', { name: '갤러리 신청 상세' });
    await within(dialog).findByText('한국수자원공사');

    await user.click(within(dialog).getByRole('button', { name: '반려' }));
    const alert = await screen.findByRole('alertdialog');
    expect(within(alert).getByText('반려 사유를 입력해 주세요.')).toBeInTheDocument();
    expect(within(alert).getByText('유효성 검사')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button'));
    expect(api.sent('PUT', '/api/mapgallery/request/confirmStatus')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: '반려 사유' }), '저작권 확인 필요');
    await user.click(within(dialog).getByRole('button', { name: '반려' }));
    expect(await screen.findByText('"댐 수위 지도" 신청을 반려했습니다.')).toBeInTheDocument();
    expect(api.sent('PUT', '/api/mapgallery/request/confirmStatus')[0].body).toEqual({
      mapGaleReqstSn: 1,
      confmSttusCode: '03',
      confmRejectCn: '저작권 확인 필요',
    });
  });

  it('deletes the selected applications after a confirmation', async () => {
    const user = userEvent.setup();
    const api = fakeInstitutionApi({ [LIST]: paged(REQUESTS), 'DELETE /api/mapgallery/request': null });
    renderScreen(ROUTE, api.fetch);
    await rowOf(/댐 수위 지도/);

    await user.click(screen.getByRole('button', { name: '선택 삭제' }));
    expect(await screen.findByText('삭제할 신청을 선택해 주세요.')).toBeInTheDocument();
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button'));

    await user.click(within(await rowOf(/댐 수위 지도/)).getByRole('checkbox'));
    await user.click(within(await rowOf(/하천 테마지도/)).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: '선택 삭제' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText(/선택한 신청 2건을 삭제할까요/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: '삭제' }));

    expect(await screen.findByText('신청 2건을 삭제했습니다.')).toBeInTheDocument();
    expect(api.sent('DELETE', '/api/mapgallery/request')[0].body).toEqual({ mapGaleReqstSnList: [1, 2] });
  });

  it("lists the provider's own gallery for the provider admin at /manageContents", async () => {
    window.localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ userId: 'admin', userNm: '운영자', userSeCode: 4, insttCode: null }),
    );
    const api = fakeInstitutionApi({
      'GET /api/menu': ADMIN_MENUS['provider-admin'],
      [LIST]: paged([request(5, '전국 지도', { galleryType: 'product' })]),
    });
    renderApp({ fetch: api.fetch, route: '/manageContents' });

    expect(await screen.findByRole('heading', { level: 1, name: '지도 갤러리' })).toBeInTheDocument();
    expect(await rowOf(/전국 지도/)).toBeInTheDocument();
    expect(api.sent('GET', '/api/mapgallery/request')[0].query.get('galleryType')).toBe('product');
  });
});
