import { envelope } from '@nuri/shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeInstitutionApi, paged } from '../kit/test/fake-institution-api';
import { renderScreen } from '../kit/test/render-screen';

jest.setTimeout(20_000);

function map(userMapId: string, userMapSj: string, overrides: Record<string, unknown> = {}) {
  return {
    userMapId,
    userMapSj,
    userMapCn: null,
    userMapNcm: null,
    insttCode: 'kwater',
    registerId: 'kim',
    registerNm: '김구성',
    registDt: '2026-03-01T01:00:00Z',
    updtDt: '2026-03-05T01:00:00Z',
    thumbnailUrl: null,
    layerCnt: 2,
    viewCnt: 1234,
    galleryConfmSttusCode: null,
    bcrnMapId: null,
    usePblonsipSeCode: '01',
    useSttusSeCode: '01',
    ...overrides,
  };
}

const VIEW = { projection: 'EPSG:5186', center: [198000, 552000], zoom: 12 };
const TOC = [{ tocSn: 1, lyrGroupSeCode: '02', tocNm: '하천', visibleAt: 'Y', opacity: 1, lyrId: 'L1' }];
const grid = () => screen.findByRole('table', { name: '기관 지도 목록' });
const rowOf = async (name: RegExp) => within(await grid()).findByRole('row', { name });

describe('maps of the institution (552)', () => {
  afterEach(() => window.localStorage.clear());

  it('lists every map of the institution with owner, scope, use, gallery state, views and dates', async () => {
    const api = fakeInstitutionApi({
      'GET /api/webmap': paged([
        map('M1', '공원 안내 지도', { usePblonsipSeCode: '04', galleryConfmSttusCode: '02' }),
        map('M2', '하천 지도', { useSttusSeCode: '02', registerNm: null, registerId: 'lee' }),
      ]),
    });
    renderScreen('/manageContents/maps', api.fetch);
    expect(await screen.findByRole('heading', { level: 1, name: '지도' })).toBeInTheDocument();
    const park = await rowOf(/공원 안내 지도/);
    for (const text of ['김구성', '전체', '게시', '1,234'])
      expect(within(park).getByRole('cell', { name: text })).toBeInTheDocument();
    expect(within(park).getByRole('combobox')).toHaveValue('01');
    const river = await rowOf(/하천 지도/);
    expect(within(river).getByRole('cell', { name: 'lee' })).toBeInTheDocument();
    expect(within(river).getByRole('combobox')).toHaveValue('02');
    expect(api.sent('GET', '/api/webmap')[0].query.get('scope')).toBe('instt');
  });

  it('sets a map not in use after a confirmation, sending the map back unchanged but for its status', async () => {
    const api = fakeInstitutionApi({
      'GET /api/webmap': paged([map('M1', '공원 안내 지도')]),
      'GET /api/webmap/M1': {
        ...map('M1', '공원 안내 지도'),
        view: VIEW,
        toc: TOC,
        legend: { order: ['L1'], hidden: true },
        canEdit: true,
        canDelete: true,
      },
      'PUT /api/webmap/M1': {
        ...map('M1', '공원 안내 지도', { useSttusSeCode: '02' }),
        view: VIEW,
        toc: TOC,
      },
    });
    renderScreen('/manageContents/maps', api.fetch);
    const user = userEvent.setup();
    await user.selectOptions(within(await rowOf(/공원 안내 지도/)).getByRole('combobox'), '02');
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('미사용으로 바꾸면 지도 갤러리와 새 테마지도에 더 이상 나오지 않습니다');
    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(api.sent('PUT', '/api/webmap/M1')).toHaveLength(1));
    expect(api.sent('PUT', '/api/webmap/M1')[0].body).toEqual({
      userMapSj: '공원 안내 지도',
      view: VIEW,
      toc: TOC,
      // The legend's order and folded state are kept (PUT replaces the whole map).
      legend: { order: ['L1'], hidden: true },
      useSttusSeCode: '02',
    });
    expect(await screen.findByText('‘공원 안내 지도’을(를) 미사용(으)로 바꾸었습니다.')).toBeInTheDocument();
  });

  it('deletes a map only after a confirmation that says what goes with it', async () => {
    const api = fakeInstitutionApi({
      'GET /api/webmap': paged([map('M1', '공원 안내 지도')]),
      'DELETE /api/webmap/M1': null,
    });
    renderScreen('/manageContents/maps', api.fetch);
    const user = userEvent.setup();
    const row = await rowOf(/공원 안내 지도/);
    await user.click(within(row).getByRole('button', { name: /삭제/ }));
    let dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('공유 설정, 썸네일, 지도 갤러리 신청도 함께 삭제되며');
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(api.sent('DELETE', '/api/webmap/M1')).toHaveLength(0);

    await user.click(within(row).getByRole('button', { name: /삭제/ }));
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(api.sent('DELETE', '/api/webmap/M1')).toHaveLength(1));
  });
});

describe('themed maps of the institution (553)', () => {
  afterEach(() => window.localStorage.clear());

  it("lists the institution's apps, simple map apps included", async () => {
    const api = fakeInstitutionApi({
      'GET /api/webapp/tmplat': (_request: Request, url: URL) =>
        envelope(200, {
          content: [
            {
              webappTmplatId: 'A1',
              webappTmplatSj: '하천 테마지도',
              webappTmplatCn: null,
              webappTmplatTyCode: 'TAB',
              useSttusSeCode: '01',
              usePblonsipSeCode: '03',
              insttCode: url.searchParams.get('insttCode'),
              registerId: 'kim',
              registerNm: '김구성',
              registDt: '2026-03-01T01:00:00Z',
              updtDt: '2026-03-05T01:00:00Z',
              simpleTmplatAt: 'N',
              thumbnailUrl: null,
              tabCnt: 1,
              viewCnt: 3,
              galleryConfmSttusCode: '01',
            },
          ],
          totalElements: 1,
          pageIndex: 1,
          pageSize: 10,
          last: true,
        }),
    });
    renderScreen('/manageContents/themedMaps', api.fetch);
    const row = await within(await screen.findByRole('table', { name: '기관 테마지도 목록' })).findByRole(
      'row',
      {
        name: /하천 테마지도/,
      },
    );
    for (const text of ['기관', '신청', '3'])
      expect(within(row).getByRole('cell', { name: text })).toBeInTheDocument();
    const query = api.sent('GET', '/api/webapp/tmplat')[0].query;
    expect([query.get('scope'), query.get('insttCode'), query.get('containsSimpleTemplatAt')]).toEqual([
      'all-visible',
      'kwater',
      'Y',
    ]);
  });
});
