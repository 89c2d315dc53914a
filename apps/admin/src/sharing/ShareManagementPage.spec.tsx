import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeInstitutionApi, paged } from '../kit/test/fake-institution-api';
import { renderScreen } from '../kit/test/render-screen';

const ROUTE = '/manageContents/shares';
const content = { registDt: '2026-03-01T10:00:00+09:00', updtDt: '2026-03-02T10:00:00+09:00' };
const MAPS = [
  {
    ...content,
    userMapId: 'M1',
    userMapSj: '하천 관측 지도',
    insttCode: 'kwater',
    registerId: 'kim',
    registerNm: '김구성',
  },
  {
    ...content,
    userMapId: 'M2',
    userMapSj: '댐 현황',
    insttCode: 'kwater',
    registerId: 'park',
    registerNm: '박구성',
  },
  // Shared with the admin from another institution: not this screen's business.
  {
    ...content,
    userMapId: 'X9',
    userMapSj: '다른 기관 지도',
    insttCode: 'other',
    registerId: 'out',
    registerNm: '외부',
  },
];
const LAYERS = [
  {
    ...content,
    lyrId: 'L1',
    lyrNm: '하천 경계',
    insttCode: 'kwater',
    registerId: 'kim',
    registerNm: '김구성',
  },
];
const share = (
  pblonsipOrdr: number,
  pblonsipScopeSeCode: number,
  pblonsipRefrnId: string | null,
  pblonsipRefrnNm: string | null,
) => ({
  pblonsipOrdr,
  pblonsipScopeSeCode,
  pblonsipRefrnId,
  pblonsipRefrnNm,
  editPosblAt: 0,
  ownerId: 'kim',
  registerId: 'kim',
  registDt: content.registDt,
});

function fakeApi() {
  let m1Shares = [share(3, 0, null, null), share(2, 2, '7', '수질팀'), share(1, 3, 'choi', '최구성')];
  const api = fakeInstitutionApi({
    'GET /api/webmap': paged(MAPS),
    'GET /api/layers': paged(LAYERS),
    'GET /api/webapp/tmplat': paged([]),
    'GET /api/webmap/M1/shares': () =>
      Promise.resolve(
        new Response(JSON.stringify({ code: 200, message: 'OK', result: paged(m1Shares) }), {
          headers: { 'Content-Type': 'application/json' },
        }),
      ),
    'GET /api/webmap/M2/shares': paged([]),
    'GET /api/layers/L1/shares': paged([share(4, 1, 'kwater', '한국수자원공사')]),
    'DELETE /api/webmap/M1/shares': () => {
      m1Shares = m1Shares.filter((s) => s.pblonsipOrdr !== 3);
      return new Response(JSON.stringify({ code: 200, message: 'OK', result: null }), {
        headers: { 'Content-Type': 'application/json' },
      });
    },
    'GET /api/instt/kwater/constituents': paged([]),
    'GET /api/groups': paged([]),
  });
  return api;
}

const grid = (name: string) => screen.findByRole('table', { name });
const rowOf = async (table: string, name: RegExp) => within(await grid(table)).findByRole('row', { name });

describe('share management (5531)', () => {
  afterEach(() => window.localStorage.clear());

  it("lists the institution's maps with their share scopes", async () => {
    const api = fakeApi();
    renderScreen(ROUTE, api.fetch);

    expect(await screen.findByRole('heading', { level: 1, name: '공유 관리' })).toBeInTheDocument();
    const river = await rowOf('지도 공유 목록', /하천 관측 지도/);
    expect(within(river).getByRole('cell', { name: '김구성 (kim)' })).toBeInTheDocument();
    expect(within(river).getByRole('cell', { name: '전체, 그룹 1, 사용자 1' })).toBeInTheDocument();
    expect(
      within(await rowOf('지도 공유 목록', /댐 현황/)).getByRole('cell', { name: '비공개' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /다른 기관 지도/ })).not.toBeInTheDocument();

    expect(api.sent('GET', '/api/webmap')[0].query.get('scope')).toBe('instt');
    const list = api.sent('GET', '/api/webmap/M1/shares')[0].query;
    expect([list.get('pageIndex'), list.get('pageSize'), list.get('direction')]).toEqual([
      '1',
      '10000',
      'DESC',
    ]);
    expect(api.sent('GET', '/api/webmap/X9/shares')).toHaveLength(0);
  });

  it("lists the institution's layers (the share list carries the owner)", async () => {
    const api = fakeApi();
    renderScreen(ROUTE, api.fetch);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('tab', { name: '레이어' }));
    const layer = await rowOf('레이어 공유 목록', /하천 경계/);
    expect(within(layer).getByRole('cell', { name: '기관' })).toBeInTheDocument();
    const query = api.sent('GET', '/api/layers')[0].query;
    expect([query.get('insttCode'), query.get('holdDataSeCode')]).toEqual(['kwater', '1']);
    expect(api.sent('GET', '/api/layers/L1/shares')[0].query.get('ownerId')).toBe('kim');
  });

  it('opens the wizard for a row; a change shows in the list once it closes', async () => {
    const api = fakeApi();
    renderScreen(ROUTE, api.fetch);
    const user = userEvent.setup();

    await user.click(
      within(await rowOf('지도 공유 목록', /하천 관측 지도/)).getByRole('button', { name: /^공유 설정/ }),
    );
    const wizard = await screen.findByRole('dialog', { name: '공유 설정' });
    expect(await within(wizard).findByRole('tab', { name: '사용자(1)' })).toBeInTheDocument();
    expect(within(wizard).getByRole('tab', { name: '그룹(1)' })).toBeInTheDocument();

    await user.click(within(wizard).getByRole('tab', { name: '전체' }));
    expect(within(wizard).getByText(/현재 전체 공유되어 있습니다/)).toBeInTheDocument();
    await user.click(within(wizard).getByRole('button', { name: '공유 해제' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '공유 해제' }),
    );
    // The success is a toast: nothing to dismiss.
    expect(await screen.findByText('공유를 해제했습니다.')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.sent('DELETE', '/api/webmap/M1/shares')[0].body).toEqual({ pblonsipOrdrList: [3] });

    await user.click(within(wizard).getByRole('button', { name: '닫기' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '공유 설정' })).not.toBeInTheDocument());
    expect(
      await within(await rowOf('지도 공유 목록', /하천 관측 지도/)).findByRole('cell', {
        name: '그룹 1, 사용자 1',
      }),
    ).toBeInTheDocument();
  });
});
