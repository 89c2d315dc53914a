import { screen, within } from '@testing-library/react';
import { fakeInstitutionApi, paged } from '../kit/test/fake-institution-api';
import { renderScreen } from '../kit/test/render-screen';

jest.setTimeout(20_000);

const FIGURES = {
  insttCode: 'kwater',
  lyrCnt: 12,
  appCnt: 3,
  mapCnt: 5,
  qnaCnt: 0,
  noticeCnt: 0,
  constituentCnt: 4,
  waitingCnt: 0,
  groupCnt: 1,
  weeklyUserCnt: 2,
  planCode: '000001',
  planNmKo: '기본 요금제',
  planNmEn: 'Basic plan',
  storageBytes: 3 * 1048576,
  gallery: { approvedCnt: 6, requestedCnt: 1, rejectedCnt: 2, viewCnt: 321, recommendCnt: 9 },
};
const owner = { registerId: 'kim', registerNm: '김구성' };

describe('content status (551)', () => {
  afterEach(() => window.localStorage.clear());

  it('shows contents by kind and member, storage against the plan, recent contents and gallery states', async () => {
    const api = fakeInstitutionApi({
      'GET /api/dashboard/instt/kwater': FIGURES,
      'GET /api/subscribes/usage/simple': {
        userCnt: 4,
        includedUsers: 5,
        volumeBytes: 1.25 * 1024 ** 3,
        volumeGb: 1.25,
        includedGb: 5,
        measuredAt: '2026-11-21T10:00:00+09:00',
      },
      'GET /api/dashboard/instt/kwater/contents-by-member': [
        { userId: 'kim', userNm: '김구성', lyrCnt: 10, mapCnt: 4, appCnt: 3 },
        { userId: 'lee', userNm: null, lyrCnt: 2, mapCnt: 1, appCnt: 0 },
      ],
      'GET /api/layers': paged([
        {
          lyrId: 'L1',
          lyrNm: '하천 경계',
          ...owner,
          registDt: '2026-03-01T01:00:00Z',
          updtDt: '2026-03-03T01:00:00Z',
        },
      ]),
      'GET /api/webmap': paged([
        { userMapId: 'M1', userMapSj: '공원 지도', ...owner, updtDt: '2026-03-04T01:00:00Z' },
      ]),
      'GET /api/webapp/tmplat': paged([
        { webappTmplatId: 'A1', webappTmplatSj: '하천 테마지도', ...owner, updtDt: '2026-03-02T01:00:00Z' },
      ]),
    });
    renderScreen('/manageContents', api.fetch);
    expect(await screen.findByRole('heading', { level: 1, name: '콘텐츠 현황' })).toBeInTheDocument();

    const byKind = await screen.findByLabelText('종류별 콘텐츠', { selector: 'dl' });
    expect(byKind).toHaveTextContent('레이어12');
    expect(byKind).toHaveTextContent('지도5');
    expect(byKind).toHaveTextContent('테마지도3');

    expect(await screen.findByText('1.25 GB / 5 GB 사용')).toBeInTheDocument();
    expect(screen.getByRole('meter', { name: '요금제 제공량 대비 사용량' })).toHaveAttribute('value', '0.25');

    const members = await screen.findByRole('table', { name: '구성원별 콘텐츠' });
    expect(within(members).getByRole('row', { name: '김구성 (kim) 10 4 3 17' })).toBeInTheDocument();
    expect(within(members).getByRole('row', { name: 'lee 2 1 0 3' })).toBeInTheDocument();

    // Newest change first, across the three kinds.
    const recent = await screen.findByRole('list', { name: '최근 콘텐츠' });
    expect(
      within(recent)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '지도공원 지도김구성 (kim) · 2026-03-04',
      '레이어하천 경계김구성 (kim) · 2026-03-03',
      '테마지도하천 테마지도김구성 (kim) · 2026-03-02',
    ]);

    const gallery = screen.getByLabelText('지도 갤러리 상태', { selector: 'dl' });
    expect(gallery).toHaveTextContent('게시6');
    expect(gallery).toHaveTextContent('신청1');
    expect(gallery).toHaveTextContent('반려2');
    expect(gallery).toHaveTextContent('조회수321');
  });
});
