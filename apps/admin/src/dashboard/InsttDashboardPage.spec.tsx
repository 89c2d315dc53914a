import { envelope } from '@nuri/shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeInstitutionApi, paged } from '../kit/test/fake-institution-api';
import { renderScreen } from '../kit/test/render-screen';

const FIGURES = {
  insttCode: 'kwater',
  lyrCnt: 12,
  appCnt: 3,
  mapCnt: 5,
  qnaCnt: 0,
  noticeCnt: 0,
  constituentCnt: 1234,
  waitingCnt: 2,
  groupCnt: 4,
  weeklyUserCnt: 7,
  planCode: '000004',
  planNmKo: '교육용 요금제 A',
  planNmEn: 'Education plan A',
  storageBytes: 3 * 1048576,
  gallery: { approvedCnt: 6, requestedCnt: 1, rejectedCnt: 2, viewCnt: 321, recommendCnt: 9 },
};
const DAILY = Array.from({ length: 30 }, (_, i) => ({
  day: `2026-10-${String(i + 1).padStart(2, '0')}`,
  cnt: i === 29 ? 3 : 0,
}));
const month = (m: number, lyrCnt = 0, mapCnt = 0, appCnt = 0) => ({ month: m, lyrCnt, mapCnt, appCnt });
const year = new Date().getFullYear();

jest.setTimeout(20_000);

// The API key usage section: no keys, one day of usage.
const API_USAGE = {
  'GET /api/apikeys': paged([]),
  'GET /api/apiuse/list': paged([
    { keyId: 'ak_1', keyNm: 'GIS 서버', keyPrefix: 'nuri_ab12', insttCode: 'kwater', useDe: new Date().toISOString().slice(0, 10), routeGroup: 'tiles', reqCnt: 17 },
  ]),
};

describe('institution dashboard', () => {
  afterEach(() => window.localStorage.clear());

  it('shows the figures and the monthly chart; the year select asks for that year', async () => {
    const api = fakeInstitutionApi({
      ...API_USAGE,
      'GET /api/dashboard/instt/kwater': FIGURES,
      'GET /api/dashboard/instt/kwater/daily-created': DAILY,
      'GET /api/dashboard/instt/kwater/monthly-created': (_request, url) =>
        envelope(
          200,
          Array.from({ length: 12 }, (_, i) =>
            url.searchParams.get('searchYear') === String(year - 1)
              ? month(i + 1)
              : month(i + 1, i === 2 ? 4 : 0, i === 2 ? 1 : 0),
          ),
        ),
    });
    renderScreen('/insttDashBoard', api.fetch);
    const list = await screen.findByLabelText('주요 현황');
    const card = (label: string) => within(list).getByText(label).closest('div') as HTMLElement;
    expect(within(card('레이어')).getByText('12')).toBeInTheDocument();
    expect(within(card('구성원')).getByText('1,234')).toBeInTheDocument();
    expect(within(card('초대 대기')).getByText('2')).toBeInTheDocument();
    expect(within(card('주간 접속자')).getByText('7')).toBeInTheDocument();
    expect(within(card('요금제')).getByText('교육용 요금제 A')).toBeInTheDocument();
    expect(within(card('저장 용량')).getByText('3.0 MB')).toBeInTheDocument();
    const gallery = screen.getByLabelText('지도 갤러리');
    expect(
      within(within(gallery).getByText('조회수').closest('div') as HTMLElement).getByText('321'),
    ).toBeInTheDocument();
    expect(
      within(within(gallery).getByText('반려').closest('div') as HTMLElement).getByText('2'),
    ).toBeInTheDocument();

    const daily = await screen.findByRole('img', { name: '최근 30일 콘텐츠 등록' });
    const dayBars = Array.from(daily.querySelectorAll('rect'));
    expect(dayBars).toHaveLength(30);
    expect(dayBars.at(-1)).toHaveAttribute('data-count', '3');

    // The API key usage of the institution, charted like on the API key screen.
    const usage = screen.getByRole('region', { name: 'API 키 사용량' });
    expect(await within(usage).findByText('기간 내 요청 17건')).toBeInTheDocument();
    expect(within(usage).getByRole('img', { name: '일별 요청 수' })).toBeInTheDocument();
    expect(api.sent('GET', '/api/apiuse/list')[0].query.get('insttCode')).toBe('kwater');

    const chart = await screen.findByRole('img', { name: `월별 콘텐츠 등록 (${year})` });
    const bars = Array.from(chart.querySelectorAll('rect'));
    expect(bars).toHaveLength(12);
    expect(bars[2]).toHaveAttribute('data-count', '5');
    const table = screen.getByRole('table', { name: `월별 콘텐츠 등록 (${year})` });
    expect(within(within(table).getByRole('row', { name: /3월/ })).getByRole('cell')).toHaveTextContent('5');
    expect(api.sent('GET', '/api/dashboard/instt/kwater/monthly-created')[0].query.get('searchYear')).toBe(
      String(year),
    );

    await userEvent.setup().selectOptions(screen.getByLabelText('연도'), String(year - 1));
    expect(await screen.findByText('선택한 연도에 등록된 콘텐츠가 없습니다.')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        api.sent('GET', '/api/dashboard/instt/kwater/monthly-created').at(-1)?.query.get('searchYear'),
      ).toBe(String(year - 1)),
    );
  });

  it('tells when the figures cannot be loaded', async () => {
    const api = fakeInstitutionApi({
      ...API_USAGE,
      'GET /api/dashboard/instt/kwater': () => envelope(500, null),
      'GET /api/dashboard/instt/kwater/monthly-created': () => envelope(500, null),
      'GET /api/dashboard/instt/kwater/daily-created': () => envelope(500, null),
    });
    renderScreen('/insttDashBoard', api.fetch);
    expect((await screen.findAllByText('현황을 불러오지 못했습니다.')).length).toBeGreaterThan(0);
  });
});
