import { SESSION_STORAGE_KEY } from '@nuri/shell';
import { envelope } from '@nuri/shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeInstitutionApi, paged } from '../kit/test/fake-institution-api';
import { renderScreen } from '../kit/test/render-screen';
import { ADMIN_MENUS } from '../test/fake-api';
import { renderApp } from '../test/render-app';

function apiKey(keyId: string, keyNm: string, overrides: Record<string, unknown> = {}) {
  return {
    keyId,
    insttCode: 'kwater',
    keyNm,
    keyPrefix: `nuri_${keyId.slice(-5)}`,
    scopes: ['contents:read'],
    expireDt: null,
    ipAllowList: [],
    useAt: 'Y',
    registerId: 'lee',
    registDt: '2026-03-01T10:00:00+09:00',
    lastUsedDt: null,
    ...overrides,
  };
}

const KEYS = [
  apiKey('ak_00000000000000a1', 'GIS 서버', {
    scopes: ['contents:read', 'layers:write'],
    ipAllowList: ['203.0.113.7', '10.0.0.0/8'],
    expireDt: '2099-12-31T23:59:59+09:00',
    lastUsedDt: '2026-03-02T11:12:13+09:00',
  }),
  apiKey('ak_00000000000000b2', '구 연계 서버', { useAt: 'N' }),
  apiKey('ak_00000000000000c3', '시험 키', { expireDt: '2025-01-01T23:59:59+09:00' }),
];
const LIST = 'GET /api/apikeys';
const ROUTE = '/insttManage/apiKeys';

// Whole-app screens with typing: slower than the default 5 s on a busy machine.
jest.setTimeout(20_000);

const grid = () => screen.findByRole('table', { name: 'API 키 목록' });
const rowOf = async (name: RegExp) => within(await grid()).findByRole('row', { name });

describe('API key management (536 institution admin, 91 provider admin)', () => {
  afterEach(() => window.localStorage.clear());

  it("lists the institution's keys: name, prefix, scopes, expiry, allowed IPs, state, issued and last used", async () => {
    const api = fakeInstitutionApi({ [LIST]: paged(KEYS) });
    renderScreen(ROUTE, api.fetch);

    expect(await screen.findByRole('heading', { level: 1, name: 'API 키 관리' })).toBeInTheDocument();
    const gis = await rowOf(/GIS 서버/);
    for (const text of [
      'nuri_000a1…',
      '콘텐츠 조회, 레이어 등록·편집',
      '2099-12-31',
      '203.0.113.7, 10.0.0.0/8',
      '사용 중',
    ])
      expect(within(gis).getByRole('cell', { name: text })).toBeInTheDocument();
    expect(within(gis).getByText(/2026-03-02 \d\d:\d\d:13/)).toBeInTheDocument();
    const old = await rowOf(/구 연계 서버/);
    expect(within(old).getByRole('cell', { name: '폐기됨' })).toBeInTheDocument();
    expect(within(old).getByRole('cell', { name: '제한 없음' })).toBeInTheDocument();
    expect(within(old).getByRole('cell', { name: '사용 기록 없음' })).toBeInTheDocument();
    expect(within(old).getByRole('cell', { name: '없음' })).toBeInTheDocument();
    expect(within(await rowOf(/시험 키/)).getByRole('cell', { name: '만료됨' })).toBeInTheDocument();
    // No institution column for the institution's own admin.
    expect(screen.queryByRole('columnheader', { name: '기관' })).not.toBeInTheDocument();
    const query = api.sent('GET', '/api/apikeys')[0].query;
    expect(query.get('insttCode')).toBe('kwater');
  });

  it('filters by state and permission and searches names and prefixes', async () => {
    const api = fakeInstitutionApi({ [LIST]: paged(KEYS) });
    renderScreen(ROUTE, api.fetch);
    const user = userEvent.setup();
    await rowOf(/GIS 서버/);

    await user.selectOptions(screen.getByLabelText('상태'), '폐기됨');
    await waitFor(() => expect(screen.queryByRole('row', { name: /GIS 서버/ })).not.toBeInTheDocument());
    expect(await rowOf(/구 연계 서버/)).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /시험 키/ })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('상태'), '전체');
    await user.selectOptions(screen.getByLabelText('권한'), '레이어 등록·편집');
    expect(await rowOf(/GIS 서버/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('row', { name: /시험 키/ })).not.toBeInTheDocument());

    await user.selectOptions(screen.getByLabelText('권한'), '전체');
    await user.type(screen.getByRole('searchbox'), 'c3');
    await user.click(screen.getByRole('button', { name: '검색' }));
    expect(await rowOf(/시험 키/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('row', { name: /GIS 서버/ })).not.toBeInTheDocument());
  });

  it('issues a key, then shows its secret once with a copy button and the warning', async () => {
    const created = {
      ...apiKey('ak_00000000000000d4', '새 연계', { scopes: ['contents:read', 'members:manage'] }),
      secret: 'nuri_d4SECRETsecret0123456789',
    };
    let issued = false;
    const api = fakeInstitutionApi({
      [LIST]: () => envelope(200, paged(issued ? [created, ...KEYS] : KEYS)),
      'POST /api/apikeys': () => {
        issued = true;
        return envelope(201, created);
      },
    });
    renderScreen(ROUTE, api.fetch);
    const user = userEvent.setup();
    // The browser's clipboard (after user-event, which puts in its own).
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await rowOf(/GIS 서버/);

    await user.click(screen.getByRole('button', { name: 'API 키 발급' }));
    const form = await screen.findByRole('dialog', { name: 'API 키 발급' });
    // Each permission with its description; reading contents is chosen to start with.
    expect(within(form).getByRole('checkbox', { name: /콘텐츠 조회/ })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: /구성원 관리/ })).toHaveAccessibleDescription(
      '기관의 구성원과 그룹을 관리합니다.',
    );
    await user.click(within(form).getByRole('button', { name: '발급' }));
    expect(within(form).getByText('키 이름을(를) 입력해 주세요.')).toBeInTheDocument();
    expect(api.sent('POST')).toHaveLength(0);

    await user.type(within(form).getByRole('textbox', { name: '키 이름' }), '새 연계');
    await user.click(within(form).getByRole('checkbox', { name: /구성원 관리/ }));
    await user.type(
      within(form).getByRole('textbox', { name: '허용 IP (선택)' }),
      '203.0.113.7{Enter}10.0.0.1/8',
    );
    await user.click(within(form).getByRole('button', { name: '발급' }));
    expect(within(form).getByText(/2번째 줄: 네트워크 주소가 아닙니다\. 10\.0\.0\.0\/8/)).toBeInTheDocument();
    expect(api.sent('POST')).toHaveLength(0);

    const ips = within(form).getByRole('textbox', { name: '허용 IP (선택)' });
    await user.clear(ips);
    await user.type(ips, '203.0.113.7{Enter}{Enter}10.0.0.0/8');
    await user.type(within(form).getByRole('textbox', { name: '만료일 (선택)' }), '2099-12-31{Tab}');
    await user.click(within(form).getByRole('button', { name: '발급' }));

    const secretDialog = await screen.findByRole('dialog', { name: 'API 키가 발급되었습니다' });
    expect(api.sent('POST', '/api/apikeys')).toHaveLength(1);
    const body = api.sent('POST', '/api/apikeys')[0].body as Record<string, unknown>;
    expect(body).toMatchObject({
      insttCode: 'kwater',
      keyNm: '새 연계',
      scopes: ['contents:read', 'members:manage'],
      ipAllowList: ['203.0.113.7', '10.0.0.0/8'],
    });
    const expiry = new Date(String(body.expireDt));
    expect([expiry.getFullYear(), expiry.getMonth(), expiry.getDate(), expiry.getHours()]).toEqual([
      2099, 11, 31, 23,
    ]);

    expect(within(secretDialog).getByRole('textbox', { name: 'API 키' })).toHaveValue(
      'nuri_d4SECRETsecret0123456789',
    );
    expect(within(secretDialog).getByRole('alert')).toHaveTextContent('이 키는 지금 한 번만 표시됩니다.');
    await user.click(within(secretDialog).getByRole('button', { name: '복사' }));
    expect(writeText).toHaveBeenCalledWith('nuri_d4SECRETsecret0123456789');
    expect(await screen.findByText('API 키를 클립보드에 복사했습니다.')).toBeInTheDocument();
    // The list already shows the new key behind the dialog.
    expect(await rowOf(/새 연계/)).toBeInTheDocument();

    await user.click(within(secretDialog).getByRole('button', { name: '복사했습니다. 닫기' }));
    expect(screen.queryByRole('dialog', { name: 'API 키가 발급되었습니다' })).not.toBeInTheDocument();
    expect(screen.queryByDisplayValue('nuri_d4SECRETsecret0123456789')).not.toBeInTheDocument();
  });

  it('tells when the clipboard refuses, and the secret stays selectable', async () => {
    const created = { ...apiKey('ak_00000000000000d4', '새 연계'), secret: 'nuri_d4SECRET' };
    const api = fakeInstitutionApi({ [LIST]: paged(KEYS), 'POST /api/apikeys': created });
    renderScreen(ROUTE, api.fetch);
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: jest.fn().mockRejectedValue(new Error('denied')) },
      configurable: true,
    });
    await rowOf(/GIS 서버/);
    await user.click(screen.getByRole('button', { name: 'API 키 발급' }));
    const form = await screen.findByRole('dialog', { name: 'API 키 발급' });
    await user.type(within(form).getByRole('textbox', { name: '키 이름' }), '새 연계');
    await user.click(within(form).getByRole('button', { name: '발급' }));
    const secretDialog = await screen.findByRole('dialog', { name: 'API 키가 발급되었습니다' });
    await user.click(within(secretDialog).getByRole('button', { name: '복사' }));
    expect(await screen.findByText(/클립보드에 복사하지 못했습니다/)).toBeInTheDocument();
    // Not copied: the footer still says plain '닫기' (next to the × button).
    expect(within(secretDialog).getAllByRole('button', { name: '닫기' })).toHaveLength(2);
    expect(
      within(secretDialog).queryByRole('button', { name: '복사했습니다. 닫기' }),
    ).not.toBeInTheDocument();
  });

  it('refuses a create without a permission', async () => {
    const api = fakeInstitutionApi({ [LIST]: paged(KEYS) });
    renderScreen(ROUTE, api.fetch);
    const user = userEvent.setup();
    await rowOf(/GIS 서버/);
    await user.click(screen.getByRole('button', { name: 'API 키 발급' }));
    const form = await screen.findByRole('dialog', { name: 'API 키 발급' });
    await user.type(within(form).getByRole('textbox', { name: '키 이름' }), '키');
    await user.click(within(form).getByRole('checkbox', { name: /콘텐츠 조회/ }));
    await user.click(within(form).getByRole('button', { name: '발급' }));
    expect(within(form).getByText('권한을 하나 이상 선택해 주세요.')).toBeInTheDocument();
    expect(api.sent('POST')).toHaveLength(0);
  });

  it('renames a key', async () => {
    const api = fakeInstitutionApi({
      [LIST]: paged(KEYS),
      'PUT /api/apikeys/ak_00000000000000a1': { ...KEYS[0], keyNm: 'GIS 운영 서버' },
    });
    renderScreen(ROUTE, api.fetch);
    const user = userEvent.setup();

    await user.click(within(await rowOf(/GIS 서버/)).getByRole('button', { name: /^이름 변경/ }));
    const dialog = await screen.findByRole('dialog', { name: 'API 키 이름 변경' });
    const name = within(dialog).getByRole('textbox', { name: '키 이름' });
    expect(name).toHaveValue('GIS 서버');
    await user.clear(name);
    await user.type(name, 'GIS 운영 서버');
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await screen.findByText('API 키 이름을 GIS 운영 서버(으)로 바꿨습니다.')).toBeInTheDocument();
    expect(api.sent('PUT')[0].body).toEqual({ keyNm: 'GIS 운영 서버' });
    expect(screen.queryByRole('dialog', { name: 'API 키 이름 변경' })).not.toBeInTheDocument();
  });

  it('revokes a key after confirmation, and tells when it is revoked already', async () => {
    const api = fakeInstitutionApi({ [LIST]: paged(KEYS), 'DELETE /api/apikeys/ak_00000000000000a1': null });
    renderScreen(ROUTE, api.fetch);
    const user = userEvent.setup();

    await user.click(within(await rowOf(/GIS 서버/)).getByRole('button', { name: /^폐기/ }));
    let confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('GIS 서버 API 키를 폐기하시겠습니까?');
    await user.click(within(confirm).getByRole('button', { name: '취소' }));
    expect(api.sent('DELETE')).toHaveLength(0);

    await user.click(within(await rowOf(/GIS 서버/)).getByRole('button', { name: /^폐기/ }));
    confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: '폐기' }));
    expect(await screen.findByText('GIS 서버 API 키를 폐기했습니다.')).toBeInTheDocument();
    expect(api.sent('DELETE').map((r) => r.path)).toEqual(['/api/apikeys/ak_00000000000000a1']);
    await waitFor(() => expect(api.sent('GET', '/api/apikeys').length).toBeGreaterThan(1));

    await user.click(within(await rowOf(/구 연계 서버/)).getByRole('button', { name: /^폐기/ }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('이미 폐기된 API 키입니다.');
    expect(api.sent('DELETE')).toHaveLength(1);
  });

  it("shows the provider admin every institution's keys with an institution column and filter", async () => {
    window.localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ userId: 'operator01', userNm: '플랫폼 운영자', userSeCode: 4, insttCode: 'openbiz' }),
    );
    const busan = apiKey('ak_00000000000000e5', '부산 연계', { insttCode: 'busan' });
    const created = {
      ...apiKey('ak_00000000000000f6', '부산 두번째', { insttCode: 'busan' }),
      secret: 'nuri_f6SECRET',
    };
    const api = fakeInstitutionApi({
      'GET /api/menu': ADMIN_MENUS['provider-admin'],
      'GET /api/instt': paged([
        { insttCode: 'busan', insttNm: '부산광역시' },
        { insttCode: 'kwater', insttNm: '한국수자원공사' },
      ]),
      [LIST]: (_request, url) =>
        envelope(200, paged(url.searchParams.get('insttCode') === 'busan' ? [busan] : [...KEYS, busan])),
      'POST /api/apikeys': created,
    });
    renderApp({ fetch: api.fetch, route: '/manageApiKeys' });
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { level: 1, name: 'API 키 관리' })).toBeInTheDocument();
    expect(
      within(await rowOf(/부산 연계/)).getByRole('cell', { name: '부산광역시 (busan)' }),
    ).toBeInTheDocument();
    expect(
      within(await rowOf(/GIS 서버/)).getByRole('cell', { name: '한국수자원공사 (kwater)' }),
    ).toBeInTheDocument();
    expect(api.sent('GET', '/api/apikeys')[0].query.get('insttCode')).toBeNull();

    await user.selectOptions(screen.getByLabelText('기관'), '부산광역시 (busan)');
    await waitFor(() => expect(screen.queryByRole('row', { name: /GIS 서버/ })).not.toBeInTheDocument());
    expect(api.sent('GET', '/api/apikeys').at(-1)?.query.get('insttCode')).toBe('busan');

    // Issuing asks for the institution, starting from the filter's.
    await user.click(screen.getByRole('button', { name: 'API 키 발급' }));
    const form = await screen.findByRole('dialog', { name: 'API 키 발급' });
    expect(within(form).getByRole('combobox', { name: '기관' })).toHaveValue('busan');
    await user.type(within(form).getByRole('textbox', { name: '키 이름' }), '부산 두번째');
    await user.click(within(form).getByRole('button', { name: '발급' }));
    expect(await screen.findByRole('dialog', { name: 'API 키가 발급되었습니다' })).toBeInTheDocument();
    expect(api.sent('POST', '/api/apikeys')[0].body).toMatchObject({
      insttCode: 'busan',
      keyNm: '부산 두번째',
    });
  });

  it('asks the provider admin to choose an institution before issuing', async () => {
    window.localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ userId: 'operator01', userNm: '플랫폼 운영자', userSeCode: 4, insttCode: 'openbiz' }),
    );
    const api = fakeInstitutionApi({
      'GET /api/menu': ADMIN_MENUS['provider-admin'],
      'GET /api/instt': paged([{ insttCode: 'busan', insttNm: '부산광역시' }]),
      [LIST]: paged(KEYS),
    });
    renderApp({ fetch: api.fetch, route: '/manageApiKeys' });
    const user = userEvent.setup();
    await rowOf(/GIS 서버/);
    await user.click(screen.getByRole('button', { name: 'API 키 발급' }));
    const form = await screen.findByRole('dialog', { name: 'API 키 발급' });
    await user.type(within(form).getByRole('textbox', { name: '키 이름' }), '키');
    await user.click(within(form).getByRole('button', { name: '발급' }));
    expect(within(form).getByText('기관을 선택해 주세요.')).toBeInTheDocument();
    expect(api.sent('POST')).toHaveLength(0);
  });
});
