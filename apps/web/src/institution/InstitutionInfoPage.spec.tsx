import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../test/render-app';
import { fakeInstitutionApi, pathsOf } from './test/fake-institution-api';
import { signIn } from './test/sign-in';

const profileOf = async () => {
  const page = screen.getByRole('region', { name: '기관 정보' });
  await within(page).findByRole('heading', { level: 2, name: '서울특별시' });
  return page;
};

describe('institution info (/:insttCode/instt)', () => {
  afterEach(() => window.localStorage.clear());

  it("shows a visitor the institution's name, image and address, and the layout its name", async () => {
    const fetch = fakeInstitutionApi();
    renderApp({ fetch, route: '/seoul/instt' });

    expect(await screen.findByRole('heading', { level: 1, name: '기관 정보' })).toBeInTheDocument();
    const page = await profileOf();
    expect(within(page).getByRole('img', { name: '서울특별시 기관 이미지' })).toHaveAttribute(
      'src',
      '/api/instt/seoul/image',
    );
    expect(within(page).getByRole('link', { name: 'http://localhost/seoul' })).toHaveAttribute(
      'href',
      '/seoul',
    );
    expect(within(page).getByText('2025-03-02')).toBeInTheDocument();
    expect(within(page).getByText(/구성원으로 로그인하면/)).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByText('서울특별시')).toBeInTheDocument();
    expect(pathsOf(fetch).filter((path) => path.startsWith('/api/instt'))).toEqual(['/api/instt/seoul']);
  });

  it('shows a member the operational status in its tone and the member count', async () => {
    const fetch = fakeInstitutionApi();
    signIn(fetch.state, { userId: 'lee', userNm: '이누리', userSeCode: 12, insttCode: 'seoul' });
    renderApp({ fetch, route: '/seoul/instt' });

    const page = await profileOf();
    expect(await within(page).findByText('결제 진행 중')).toHaveClass('instt-info__status--yellow');
    const holdings = within(page).getByRole('region', { name: '보유 현황' });
    expect((await within(holdings).findByText('구성원')).nextElementSibling).toHaveTextContent('25');
    expect(within(holdings).queryByText('레이어')).not.toBeInTheDocument();
    expect(pathsOf(fetch)).not.toContain('/api/instt/seoul/contents/count');
  });

  it("shows the institution's admin every holding", async () => {
    const fetch = fakeInstitutionApi();
    fetch.state.status = 'PAUSED';
    signIn(fetch.state, { userId: 'park', userNm: '박관리', userSeCode: 14, insttCode: 'seoul' });
    renderApp({ fetch, route: '/seoul/instt' });

    const page = await profileOf();
    expect(await within(page).findByText('일시 정지')).toHaveClass('instt-info__status--red');
    const holdings = within(page).getByRole('region', { name: '보유 현황' });
    expect((await within(holdings).findByText('레이어')).nextElementSibling).toHaveTextContent('14');
    expect(within(holdings).getByText('테마지도').nextElementSibling).toHaveTextContent('3');
    expect(pathsOf(fetch)).not.toContain('/api/instt/seoul/constituents');
  });

  it("titles a failed status lookup 'organization operation status lookup'", async () => {
    const fetch = fakeInstitutionApi();
    fetch.state.status = 'failing';
    signIn(fetch.state, { userId: 'lee', userNm: '이누리', userSeCode: 12, insttCode: 'seoul' });
    renderApp({ fetch, route: '/seoul/instt' });

    const page = await profileOf();
    const problem = await within(page).findByText('기관 운영 상태 조회');
    expect(problem.closest('[role="alert"]')).toHaveTextContent(
      '요청을 처리하는 중 서버에서 문제가 발생했습니다.',
    );
  });

  it('treats a member of another institution as a visitor', async () => {
    const fetch = fakeInstitutionApi();
    signIn(fetch.state, { userId: 'kim', userNm: '김누리', userSeCode: 14, insttCode: 'busan' });
    renderApp({ fetch, route: '/seoul/instt' });

    const page = await profileOf();
    expect(within(page).getByText(/구성원으로 로그인하면/)).toBeInTheDocument();
    expect(pathsOf(fetch).filter((path) => path.startsWith('/api/instt'))).toEqual(['/api/instt/seoul']);
  });

  it('is not found for the openBiz institution', async () => {
    const fetch = fakeInstitutionApi();
    renderApp({ fetch, route: '/openbiz/instt' });

    expect(
      await screen.findByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(pathsOf(fetch)).toContain('/api/menu'));
    expect(pathsOf(fetch)).not.toContain('/api/instt/openbiz/status');
  });
});
