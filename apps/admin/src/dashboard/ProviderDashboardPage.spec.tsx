import { SESSION_STORAGE_KEY } from '@nuri/shell';
import { screen, within } from '@testing-library/react';
import { fakeInstitutionApi } from '../kit/test/fake-institution-api';
import { ADMIN_MENUS } from '../test/fake-api';
import { renderApp } from '../test/render-app';

jest.setTimeout(20_000);

describe('provider dashboard', () => {
  afterEach(() => window.localStorage.clear());

  it('shows members, contents totals and institutions by state', async () => {
    window.localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ userId: 'operator01', userNm: '플랫폼 운영자', userSeCode: 4, insttCode: 'openbiz' }),
    );
    const api = fakeInstitutionApi({
      'GET /api/menu': ADMIN_MENUS['provider-admin'],
      'GET /api/dashboard/provider': {
        institutionsByState: [
          { insttSttusCode: 'NORMAL', cnt: 40 },
          { insttSttusCode: 'BILLING', cnt: 3 },
          { insttSttusCode: 'PAUSED', cnt: 2 },
          { insttSttusCode: 'LEGACY', cnt: 1 },
        ],
        memberCnt: 5120,
        lyrCnt: 300,
        mapCnt: 120,
        appCnt: 30,
        newInstitutions: Array.from({ length: 12 }, (_, i) => ({
          month: `2026-${String(i + 1).padStart(2, '0')}`,
          cnt: i === 10 ? 4 : 0,
        })),
        topContents: [
          { cntntsTyCode: 'MAP', cntntsId: 'm1', cntntsSj: '하천 지도', insttCode: 'kwater', viewCnt: 1500 },
        ],
      },
    });
    renderApp({ fetch: api.fetch, route: '/dashboard' });
    const list = await screen.findByLabelText('주요 현황');
    const card = (label: string) => within(list).getByText(label).closest('div') as HTMLElement;
    expect(within(card('전체 회원')).getByText('5,120')).toBeInTheDocument();
    expect(within(card('레이어')).getByText('300')).toBeInTheDocument();
    expect(within(card('테마 앱')).getByText('30')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: '상태별 기관 수' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['정상 운영40', '결제 진행 중3', '일시 정지2', 'LEGACY1']);
    // The states carry their labels in their tones: paused red, billing yellow.
    expect(within(rows[1]).getByText('결제 진행 중')).toHaveClass('instt-status--yellow');
    expect(within(rows[2]).getByText('일시 정지')).toHaveClass('instt-status--red');
    expect(within(rows[0]).getByText('정상 운영')).toHaveClass('instt-status--default');
    // Content kinds by their catalog names, never by their codes (MAP, APP, LYR).
    const top = screen.getByRole('table', { name: '조회수 상위 콘텐츠' });
    expect(within(top).getAllByRole('row')[1].textContent).toBe('하천 지도웹맵kwater1,500');
  });

  it("shows the service status (the operator's, moved from the home pages)", async () => {
    window.localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ userId: 'operator01', userNm: '플랫폼 운영자', userSeCode: 4, insttCode: 'openbiz' }),
    );
    const api = fakeInstitutionApi({
      'GET /api/menu': ADMIN_MENUS['provider-admin'],
      'GET /api/dashboard/provider': {
        institutionsByState: [],
        memberCnt: 0,
        lyrCnt: 0,
        mapCnt: 0,
        appCnt: 0,
        newInstitutions: [],
        topContents: [],
      },
      'GET /api/health': {
        status: 'ok',
        version: '1.2.3',
        checks: { db: { status: 'up' }, gdal: { status: 'up' } },
      },
    });
    renderApp({ fetch: api.fetch, route: '/dashboard' });
    expect(await screen.findByRole('heading', { level: 2, name: '서비스 상태' })).toBeInTheDocument();
    expect(await screen.findByText('버전 1.2.3')).toBeInTheDocument();
    expect(screen.getAllByText('정상')).toHaveLength(2);
  });
});
