import { envelope, fakeFetch, SEEDED_ADDONS as ADDONS, SEEDED_PLANS as PLANS } from '@nuri/shell/testing';
import { screen, within } from '@testing-library/react';
import { fakeApi } from '../test/fake-api';
import { renderApp } from '../test/render-app';

function pricingApi(plans: unknown = PLANS) {
  const base = fakeApi();
  return fakeFetch((request) => {
    const path = new URL(request.url).pathname;
    if (path === '/api/subscribes/plans')
      return plans === null ? envelope(500, '일시적인 오류입니다.') : envelope(200, plans);
    if (path === '/api/subscribes/additional') return envelope(200, ADDONS);
    return base(request);
  });
}

describe('price policy (/pricesPolicy)', () => {
  afterEach(() => window.localStorage.clear());

  it('shows the plans and add-ons from the API to anonymous visitors, with the formula', async () => {
    const fetch = pricingApi();
    renderApp({ fetch, route: '/pricesPolicy' });
    expect(await screen.findByRole('heading', { level: 1, name: '요금 정책' })).toBeInTheDocument();
    const plans = await screen.findByRole('table', { name: '요금제' });
    expect(
      within(plans).getByRole('row', { name: '기본 요금제 100,000원 사용자 5명, 5GB 10,000원 10,000원 -' }),
    ).toBeInTheDocument();
    expect(
      within(plans).getByRole('row', { name: /교육용 요금제 B .* 사용자 30명, 30GB .* 30%/ }),
    ).toBeInTheDocument();
    const addons = screen.getByRole('table', { name: '부가서비스 (월)' });
    expect(within(addons).getByRole('row', { name: '토지묶음 50,000원' })).toBeInTheDocument();
    expect(screen.getByText(/월 요금 = 기본료 \+ \(최대 사용자 수 − 기본 제공 인원\)/)).toBeInTheDocument();
    // No token: an anonymous visitor.
    const planRequest = fetch.requests.find((r) => r.url.endsWith('/api/subscribes/plans'));
    expect(planRequest?.headers.get('Authorization')).toBeNull();
  });

  it('works through an example month and the education discount with exact amounts', async () => {
    renderApp({ fetch: pricingApi(), route: '/openbiz/pricesPolicy' });
    const example = await screen.findByRole('table', { name: '계산 예시' });
    expect(example).toHaveTextContent('기본 요금제, 최대 사용자 12명, 최대 용량 7.2GB, 부가서비스 행운지도');
    expect(
      within(example).getByRole('row', { name: /추가 사용자 \(5명 초과\) 7 10,000원 70,000원/ }),
    ).toBeInTheDocument();
    expect(
      within(example).getByRole('row', { name: /추가 저장공간 \(5GB 초과\) 3 10,000원 30,000원/ }),
    ).toBeInTheDocument();
    expect(within(example).getByRole('row', { name: '공급가액 230,000원' })).toBeInTheDocument();
    expect(within(example).getByRole('row', { name: '부가세 (10%) 23,000원' })).toBeInTheDocument();
    expect(within(example).getByRole('row', { name: '월 청구 금액 253,000원' })).toBeInTheDocument();

    const education = screen.getByRole('table', { name: '계산 예시: 교육용 요금제 A' });
    expect(
      within(education).getByRole('row', { name: /교육용 할인 50% 1 -115,000원 -115,000원/ }),
    ).toBeInTheDocument();
    expect(within(education).getByRole('row', { name: '월 청구 금액 126,500원' })).toBeInTheDocument();
    expect(screen.getByText('교육용 요금제 B: 30% 할인, 기본 제공 사용자 30명, 30GB')).toBeInTheDocument();
  });

  it('says so when the prices cannot be loaded', async () => {
    renderApp({ fetch: pricingApi(null), route: '/pricesPolicy' });
    expect(await screen.findByText('요금 정보를 불러오지 못했습니다.')).toBeInTheDocument();
  });
});
