import { SESSION_STORAGE_KEY } from '@nuri/shell';
import { screen } from '@testing-library/react';
import { fakeInstitutionApi, paged } from '../kit/test/fake-institution-api';
import { KWATER_ADMIN, signIn } from '../kit/test/render-screen';
import { ADMIN_MENUS } from '../test/fake-api';
import { renderApp } from '../test/render-app';

jest.setTimeout(20_000);

const PROVIDER_ADMIN = { userId: 'operator01', userNm: '플랫폼 운영자', userSeCode: 4, insttCode: 'openbiz' };

// The routes of integratorRoutes(scope) (apikey-routes.tsx), as the menus lead to them.
describe('integrator routes', () => {
  afterEach(() => window.localStorage.clear());

  it('opens common code management at /admin/manageCodes for the provider admin', async () => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(PROVIDER_ADMIN));
    const api = fakeInstitutionApi({
      'GET /api/menu': ADMIN_MENUS['provider-admin'],
      'GET /api/common/code': [],
    });
    renderApp({ fetch: api.fetch, route: '/manageCodes' });
    expect(await screen.findByRole('heading', { level: 1, name: '공통 코드 관리' })).toBeInTheDocument();
  });

  it("keeps the provider's API key screen from an institution admin", async () => {
    signIn(KWATER_ADMIN);
    const api = fakeInstitutionApi({
      'GET /api/menu': ADMIN_MENUS['provider-admin'],
      'GET /api/apikeys': paged([]),
    });
    renderApp({ fetch: api.fetch, route: '/manageApiKeys' });
    expect(await screen.findByRole('heading', { level: 1, name: '관리자 전용 화면' })).toBeInTheDocument();
    expect(api.sent('GET', '/api/apikeys')).toHaveLength(0);
  });

  it("opens the institution's API key screen under /admin/:insttCode/insttManage/apiKeys", async () => {
    signIn(KWATER_ADMIN);
    const api = fakeInstitutionApi({ 'GET /api/apikeys': paged([]) });
    renderApp({ fetch: api.fetch, route: '/kwater/insttManage/apiKeys' });
    expect(await screen.findByRole('heading', { level: 1, name: 'API 키 관리' })).toBeInTheDocument();
    expect(await screen.findByText('발급한 API 키가 없습니다.')).toBeInTheDocument();
  });
});
