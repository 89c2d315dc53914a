import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeInstitutionApi, paged } from '../kit/test/fake-institution-api';
import { ADMIN_MENUS } from '../test/fake-api';
import { renderApp } from '../test/render-app';
import { ADDONS, PLANS, signInProvider, subscription } from './test/billing-fixtures';

jest.setTimeout(20_000);

const RETENTION = [
  { planCode: '000001', planNm: '기본 요금제', planNmEn: 'Basic plan', historyKeepDays: 365 },
  { planCode: '000004', planNm: '교육용 요금제 A', planNmEn: 'Education plan A', historyKeepDays: 30 },
];

function api(extra: Record<string, unknown> = {}) {
  return fakeInstitutionApi({
    'GET /api/menu': ADMIN_MENUS['provider-admin'],
    'GET /api/subscribes/plans': PLANS,
    'GET /api/subscribes/additional': ADDONS,
    'GET /api/super-admin/subscribes': paged([subscription()]),
    'GET /api/super-admin/plans/retention': RETENTION,
    ...extra,
  });
}

// Issue 22 "Retention configurable per plan": the plans tab of subscription management (42).
describe('plan history retention (42, provider admin)', () => {
  beforeEach(signInProvider);
  afterEach(() => window.localStorage.clear());

  it('lists each plan with its retention and changes one, refusing a bad value with the rule', async () => {
    const fake = api({ 'PUT /api/super-admin/plans/000004/retention': { ...RETENTION[1], historyKeepDays: 90 } });
    renderApp({ fetch: fake.fetch, route: '/manageSubscription' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: '요금제 이력 보관' }));
    const table = await screen.findByRole('table', { name: '요금제별 이력 보관 기간' });
    expect(within(table).getByRole('row', { name: /기본 요금제 365일/ })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /교육용 요금제 A 30일/ })).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: '교육용 요금제 A 보관 기간 변경' }));
    const form = await screen.findByRole('dialog', { name: '교육용 요금제 A 이력 보관 기간' });
    const field = within(form).getByRole('spinbutton', { name: '보관 기간(일)' });
    expect(field).toHaveValue(30);
    for (const bad of ['6', '3651', '1.5', '']) {
      await user.clear(field);
      if (bad) await user.type(field, bad);
      await user.click(within(form).getByRole('button', { name: '저장' }));
      expect(within(form).getByText('이력 보관 기간은 7일에서 3650일 사이의 정수로 입력해 주세요.')).toBeInTheDocument();
    }
    expect(fake.sent('PUT')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, '90');
    await user.click(within(form).getByRole('button', { name: '저장' }));
    expect(await screen.findByText('교육용 요금제 A의 이력 보관 기간을 90일로 바꿨습니다.')).toBeInTheDocument();
    expect(fake.sent('PUT', '/api/super-admin/plans/000004/retention')[0].body).toEqual({ historyKeepDays: 90 });
  });
});
